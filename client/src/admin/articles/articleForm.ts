import type { Article, ArticleCategory, ArticleStatus } from '@island/shared';

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

/** A new article starts as a draft (docs/product.md, Article review). */
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

/** The article payload (docs/rest.md): excerpt and featured image null when empty. */
export function articlePayload(values: ArticleFormValues) {
  return {
    title: values.title,
    content: values.content,
    excerpt: values.excerpt.trim() === '' ? null : values.excerpt,
    category: values.category,
    status: values.status,
    isFeatured: values.isFeatured,
    tags: values.tags,
    featuredImage: values.featuredImage[0] ?? null,
  };
}

/** The server names the picture `featuredImage`; the form's field is the same. */
export function articleFieldOf(param: string): keyof ArticleFormValues {
  const top = param.split('.')[0] ?? param;
  return (['title', 'excerpt', 'content', 'category', 'status', 'isFeatured', 'tags', 'featuredImage'].includes(top) ? top : 'title') as keyof ArticleFormValues;
}

/** The query key of the articles screen that opens one article's editor (`?buka=12`): the dashboard's titles link there. */
export const ARTICLE_OPEN_PARAM = 'buka';

/** The articles screen with one article's editor open. */
export function articleEditorPath(id: number): string {
  return `/admin/articles?${ARTICLE_OPEN_PARAM}=${id}`;
}

/** Who may edit or delete an article: those who run the site, or its author while it is not published. */
export function mayChangeArticle(article: Pick<Article, 'authorId' | 'status'>, staff: boolean, userId: number): boolean {
  return staff || (article.authorId === userId && article.status !== 'published');
}
