import { z } from 'zod';
import { ARTICLE_TAGS_MAX, ARTICLE_EXCERPT_MAX, ARTICLE_TEXTS } from './article-texts.ts';
export { ARTICLE_TAGS_MAX, ARTICLE_EXCERPT_MAX, ARTICLE_TEXTS } from './article-texts.ts';
import { idSchema, optionalFilter, paginationSchema } from './common.ts';
import {
  booleanInput,
  categorySchema,
  englishAnswer,
  INVALID_CATEGORY,
  listFields,
  optionalHtml,
  optionalImageSchema,
  optionalText,
  recordIdInput,
  requiredText,
} from './fields.ts';

export const ARTICLE_CATEGORIES = ['tips', 'tourism', 'culture', 'msmes', 'environment'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const ARTICLE_STATUSES = ['draft', 'pending', 'published', 'rejected'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** What a contributor or an msme may ask for: keep a draft, or send it for review. */
export const AUTHOR_STATUSES = ['draft', 'pending'] as const satisfies readonly ArticleStatus[];

/** Public list: 12 a page (docs/product.md, Texts and formats); the admin list asks for 10. */
export const ARTICLE_PAGE_SIZE = 12;
export const ARTICLE_ADMIN_PAGE_SIZE = 10;
export const ARTICLE_FEATURED_LIMIT = 5;
export const ARTICLE_CONTENT_MAX = 200_000;

const T = ARTICLE_TEXTS;

/** The contribute form offers 'experience' (docs/product.md, Contact); it is stored as tourism. */
const CATEGORY_ALIASES: Record<string, ArticleCategory> = { experience: 'tourism' };
const unalias = (value: unknown) => (typeof value === 'string' ? (CATEGORY_ALIASES[value] ?? value) : value);

const category = z.preprocess(unalias, categorySchema(ARTICLE_CATEGORIES, T.categoryRequired));
const status = z.enum(ARTICLE_STATUSES, { error: T.status });

export const articleListInput = z
  .object({
    ...listFields(ARTICLE_PAGE_SIZE),
    category: optionalFilter(z.preprocess(unalias, z.enum(ARTICLE_CATEGORIES, { error: INVALID_CATEGORY }))),
    status: optionalFilter(status),
    author_id: optionalFilter(idSchema),
  })
  .prefault({});
export type ArticleListInput = z.input<typeof articleListInput>;

export const articleIdInput = recordIdInput(T.invalidId);
export const articleSlugInput = z.object({
  slug: z.string({ error: T.invalidSlug }).trim().min(1, T.invalidSlug).max(200, T.invalidSlug),
});
export const featuredArticlesInput = z
  .object({
    limit: z.coerce.number().int().min(1).catch(ARTICLE_FEATURED_LIMIT).transform((n) => Math.min(n, 20)).default(ARTICLE_FEATURED_LIMIT),
  })
  .prefault({});

/** Tags as a list, or as comma-separated text typed in a form; blanks and repeats dropped. */
const tags = z.preprocess(
  (value: string | string[]) => (typeof value === 'string' ? value.split(',') : value),
  z
    .array(z.string({ error: T.tag }).trim().max(50, T.tag), { error: T.tag })
    .transform((items) => [...new Set(items.filter((item) => item.length > 0))])
    .pipe(z.array(z.string()).max(ARTICLE_TAGS_MAX, T.tooManyTags)),
);

/**
 * An article's English twin as staff write it beside the Indonesian (decision 0035): every text
 * may be left out (the English page then shows the Indonesian, marked as such). The content is the
 * editor's HTML, cleaned by the server with the same allow-list as the Indonesian; an excerpt left
 * empty is taken from the English content, as the Indonesian one is from its own.
 */
export const articleEnglishInput = z.object({
  title: optionalText({ max: 255, length: T.titleTooLong }),
  excerpt: optionalText({ max: ARTICLE_EXCERPT_MAX, length: T.excerptTooLong }),
  content: optionalHtml({ max: ARTICLE_CONTENT_MAX, tooLong: T.contentTooLong }),
});
export type ArticleEnglishInput = z.input<typeof articleEnglishInput>;

/** The English twin as it is answered (the content sanitised HTML, like the Indonesian). */
export const articleEnglishSchema = englishAnswer({
  title: z.string().nullable(),
  excerpt: z.string().nullable(),
  content: z.string().nullable(),
});
export type ArticleEnglish = z.infer<typeof articleEnglishSchema>;
/** What the `en` column holds: the answer's texts, without `outdated` (worked out from the dates). */
export type ArticleEnglishStored = Omit<ArticleEnglish, 'outdated'>;
/** The texts an article's English twin holds (the translator's list and the form read them). */
export const ARTICLE_ENGLISH_TEXTS = ['title', 'excerpt', 'content'] as const;

const fields = {
  title: requiredText({ required: T.titleLength, min: 5, max: 255, length: T.titleLength, tooLong: T.titleTooLong }),
  /** HTML; the server sanitises it and checks its text again. */
  content: requiredText({ required: T.contentLength, min: 10, max: ARTICLE_CONTENT_MAX, length: T.contentLength, tooLong: T.contentTooLong }),
  /** Left empty, the server derives it from the text. */
  excerpt: optionalText({ max: ARTICLE_EXCERPT_MAX, length: T.excerptTooLong }),
  category,
  status,
  isFeatured: booleanInput(z.boolean({ error: T.featured })),
  tags,
  featuredImage: optionalImageSchema,
  /** The English twin; null removes it, left out keeps it. */
  en: articleEnglishInput.nullable().optional(),
};

export const articleCreateInput = z.object({
  ...fields,
  status: fields.status.default('draft'),
  isFeatured: fields.isFeatured.default(false),
  tags: fields.tags.default([]),
});
export type ArticleCreateInput = z.input<typeof articleCreateInput>;

/** PUT: the same fields, each optional; a field left out keeps what is stored. */
export const articleUpdateInput = z.object({
  id: articleIdInput.shape.id,
  title: fields.title.optional(),
  content: fields.content.optional(),
  excerpt: fields.excerpt,
  category: fields.category.optional(),
  status: fields.status.optional(),
  isFeatured: fields.isFeatured.optional(),
  tags: fields.tags.optional(),
  featuredImage: fields.featuredImage,
  en: fields.en,
});
export type ArticleUpdateInput = z.input<typeof articleUpdateInput>;

export const articleRejectInput = z.object({
  id: articleIdInput.shape.id,
  reason: requiredText({ required: T.reasonRequired, max: 1000, length: T.reasonTooLong }),
});
export type ArticleRejectInput = z.input<typeof articleRejectInput>;

export const articleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Sanitised HTML, safe to render as it is. */
  content: z.string(),
  excerpt: z.string(),
  category: z.enum(ARTICLE_CATEGORIES),
  status: z.enum(ARTICLE_STATUSES),
  isFeatured: z.boolean(),
  tags: z.array(z.string()),
  /** Absolute URL, or null without a picture. */
  featuredImage: z.string().nullable(),
  authorId: z.number().int().nullable(),
  author_id: z.number().int().nullable(),
  authorName: z.string(),
  publishedAt: z.string().nullable(),
  viewCount: z.number().int(),
  /** The last review: who, when, and why an article was rejected (shown to its author). */
  reviewerName: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** The English twin of the texts above (REST and tRPC alike); null when none is written. */
  en: articleEnglishSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

export const articleListOutput = z.object({
  articles: z.array(articleSchema),
  pagination: paginationSchema,
});
export type ArticleList = z.infer<typeof articleListOutput>;

/**
 * An article as a card shows it, without its text: the related articles of a page are cards, and
 * their whole texts would make an article's answer several times its own size.
 */
export const articleCardSchema = articleSchema.omit({ content: true }).extend({
  /** The twin without its content, like the card itself. */
  en: articleEnglishSchema.omit({ content: true }).nullable(),
});
export type ArticleCardData = z.infer<typeof articleCardSchema>;

/** A published article's page: the article and a few others of its category, as cards. */
export const articleDetailOutput = articleSchema.extend({ related: z.array(articleCardSchema) });
export type ArticleDetail = z.infer<typeof articleDetailOutput>;
