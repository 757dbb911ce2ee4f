import { type Article, type ArticleCategory, ARTICLE_ENGLISH_TEXTS, type ArticleStatus } from '@island/shared';
import type { FieldPath } from 'react-hook-form';
import { type EnglishFormValues, englishFormValues, htmlWords, missingEnglishTexts } from '../catalogue/englishTwin.ts';

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
  /** The English twin, a box per text (the content the editor's HTML). */
  en: EnglishFormValues<(typeof ARTICLE_ENGLISH_TEXTS)[number]>;
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
    en: englishFormValues(ARTICLE_ENGLISH_TEXTS, article?.en),
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
    en: values.en,
  };
}

/** The server names the picture `featuredImage`; the form's field is the same. */
export function articleFieldOf(param: string): FieldPath<ArticleFormValues> {
  // The English twin's fields are the form's own: 'en.title'.
  if (param.startsWith('en.')) return param.split('.').slice(0, 2).join('.') as FieldPath<ArticleFormValues>;
  const top = param.split('.')[0] ?? param;
  return (['title', 'excerpt', 'content', 'category', 'status', 'isFeatured', 'tags', 'featuredImage'].includes(top) ? top : 'title') as keyof ArticleFormValues;
}

/**
 * How many English texts are missing where the Indonesian is written, an empty editor counting as
 * missing (an English excerpt left empty is taken from the English content on save, as the
 * Indonesian one is from its own).
 */
export function missingArticleEnglish(values: ArticleFormValues): number {
  const words = { ...values, content: htmlWords(values.content), en: { ...values.en, content: htmlWords(values.en.content) } };
  return missingEnglishTexts(ARTICLE_ENGLISH_TEXTS, words);
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
