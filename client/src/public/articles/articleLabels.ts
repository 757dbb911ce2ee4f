import type { ArticleCategory, ArticleStatus } from '@island/shared';

/** The chips of public-site.md §2: all, tips, tourism, culture, msmes, environment. */
export const ARTICLE_CATEGORY_LABELS: Record<ArticleCategory, string> = {
  tips: 'Tips',
  tourism: 'Tourism',
  culture: 'Culture',
  msmes: 'UMKM',
  environment: 'Environment',
};

export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = {
  draft: 'Draft',
  pending: 'Pending',
  published: 'Published',
  rejected: 'Rejected',
};

/** The address of an article's page. */
export function articlePath(slug: string): string {
  return `/artikel/${encodeURIComponent(slug)}`;
}
