import { type Article, type ArticleCategory, type ArticleStatus, articleCreateInput } from '@island/shared';
import { fieldErrorsFromIssues, type FieldErrors } from '../../ui/fieldErrors.ts';

/** The article dialog's values as typed. */
export interface ArticleFormValues {
  title: string;
  excerpt: string;
  content: string;
  category: ArticleCategory;
  status: ArticleStatus;
  isFeatured: boolean;
  /** Comma-separated, as typed. */
  tags: string;
  featuredImage: string[];
}
export type ArticleField = keyof ArticleFormValues;

/** A new article starts as a draft (back-office.md §4). */
export function articleFormValues(article: Article | null): ArticleFormValues {
  return {
    title: article?.title ?? '',
    excerpt: article?.excerpt ?? '',
    content: article?.content ?? '',
    category: article?.category ?? 'tips',
    status: article?.status ?? 'draft',
    isFeatured: article?.isFeatured ?? false,
    tags: article?.tags.join(', ') ?? '',
    featuredImage: article?.featuredImage ? [article.featuredImage] : [],
  };
}

/**
 * The payload of back-office.md §7 (excerpt and featured image null when empty), checked with the
 * server's own schema; field errors keyed by the form's fields when it does not pass.
 */
export function articlePayload(values: ArticleFormValues, status: ArticleStatus) {
  const payload = {
    title: values.title,
    content: values.content,
    excerpt: values.excerpt.trim() === '' ? null : values.excerpt,
    category: values.category,
    status,
    isFeatured: values.isFeatured,
    tags: values.tags,
    featuredImage: values.featuredImage[0] ?? null,
  };
  const parsed = articleCreateInput.safeParse(payload);
  if (parsed.success) return { ok: true as const, payload: parsed.data };
  return { ok: false as const, errors: fieldErrorsFromIssues<ArticleField>(parsed.error.issues) as FieldErrors<ArticleField> };
}
