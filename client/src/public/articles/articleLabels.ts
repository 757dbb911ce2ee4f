import { type ArticleCategory, id } from '@island/shared';

/** The article chips (docs/product.md, Articles): all, tips, tourism, culture, msmes, environment. */
export const ARTICLE_CATEGORY_LABELS: Record<ArticleCategory, string> = id.categories.article;


/** The address of an article's page. */
export function articlePath(slug: string): string {
  return `/artikel/${encodeURIComponent(slug)}`;
}
