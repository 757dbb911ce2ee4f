import type { Article, ArticleCardData, ArticleCategory, ArticleEnglishStored, ArticleStatus, AuthorStats, Pagination } from '@island/shared';
import { sql } from 'kysely';
import { type CountKeeper, fetchPage } from '../../db/pagination.ts';
import { escapeLike, searchDocument } from '../../db/search.ts';
import { imageUrl } from '../../files/image-urls.ts';
import { slugOf, uniqueSlug } from './article-slug.ts';
import { PUBLIC_ARTICLE_STATUS } from './article-rules.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/constraint-violations.ts';
import type { RowOf } from '../../db/row-of.ts';
import type { TwinnedTable } from '../../db/needing-english.ts';
import { englishSearched, insertedTwin, twinAnswer, twinChangeDates, twinColumn } from '../../db/english-twin.ts';

/** The columns a card is built from, the reviewer's name joined in: every one but the text. */
function selectArticleCards(db: Db) {
  return db
    .selectFrom('articles')
    .leftJoin('users as reviewer', 'reviewer.id', 'articles.reviewed_by')
    .select([
      'articles.id',
      'articles.slug',
      'articles.title',
      'articles.excerpt',
      'articles.category',
      'articles.status',
      'articles.is_featured',
      'articles.tags',
      'articles.featured_image',
      'articles.author_id',
      'articles.author_name',
      'articles.reviewed_at',
      'articles.rejection_reason',
      'articles.published_at',
      'articles.view_count',
      'articles.created_at',
      'articles.updated_at',
      'reviewer.name as reviewer_name',
      // The card's twin leaves out the English content, as the card leaves out the Indonesian.
      sql<Omit<ArticleEnglishStored, 'content'> | null>`articles.en - 'content'`.as('en'),
      'articles.id_changed_at',
      'articles.en_changed_at',
    ]);
}

/** The columns an answer is built from: a card's and the text, in both languages. */
function selectArticles(db: Db) {
  return selectArticleCards(db).select(['articles.content', sql<string | null>`articles.en->>'content'`.as('en_content')]);
}

export type ArticleCardRow = RowOf<typeof selectArticleCards>;
export type ArticleRow = RowOf<typeof selectArticles>;

/**
 * The searched text, in both languages: an English page's search finds the English title and
 * excerpt, and the Indonesian as well. Migration 0036's trigram index is built on exactly these.
 * The twin is named by its table: the read joins users.
 */
export const ARTICLE_SEARCHED_TEXTS = ['articles.title', 'articles.excerpt', 'articles.author_name', ...englishSearched(['title', 'excerpt'], 'articles')] as const;

/** What a write stores; `content` is already sanitised. Undefined leaves a column as it is. */
export interface ArticleValues {
  slug: string;
  title: string;
  content: string;
  excerpt: string;
  category: ArticleCategory;
  status: ArticleStatus;
  isFeatured?: boolean;
  tags?: string[];
  featuredImage?: string | null;
  authorId?: number | null;
  authorName: string;
  reviewedBy?: number | null;
  reviewedAt?: Date | null;
  rejectionReason?: string | null;
  publishedAt?: Date | null;
  /** The English twin as stored (its content sanitised, like the Indonesian); null removes it. */
  en?: ArticleEnglishStored | null;
}

/** The Indonesian texts a visitor reads, by column: a change to any of them leaves the English behind. */
function indonesianTexts(values: Partial<ArticleValues>): Record<string, unknown> {
  return { title: values.title, excerpt: values.excerpt, content: values.content };
}

/**
 * One mapping of values to columns, for inserts and updates alike. The required columns keep
 * their value's type, so an insert of full values type-checks and an update may leave them out.
 */
function toRow<V extends Partial<ArticleValues>>(values: V) {
  return {
    slug: values.slug as V['slug'],
    title: values.title as V['title'],
    content: values.content as V['content'],
    excerpt: values.excerpt as V['excerpt'],
    category: values.category as V['category'],
    status: values.status,
    is_featured: values.isFeatured,
    tags: values.tags,
    featured_image: values.featuredImage,
    author_id: values.authorId,
    author_name: values.authorName as V['authorName'],
    reviewed_by: values.reviewedBy,
    reviewed_at: values.reviewedAt,
    rejection_reason: values.rejectionReason,
    published_at: values.publishedAt,
    en: twinColumn(values.en),
  };
}

/** Pictures in the content are stored as /uploads/… paths; answers carry absolute URLs. */
function absoluteContent(content: string, baseUrl: string): string {
  return content.replaceAll('src="/uploads/', `src="${baseUrl}/uploads/`);
}

export function toWireArticle(row: ArticleRow, baseUrl: string): Article {
  const card = toWireArticleCard(row, baseUrl);
  return {
    ...card,
    content: absoluteContent(row.content, baseUrl),
    en: card.en && { ...card.en, content: row.en_content && absoluteContent(row.en_content, baseUrl) },
  };
}

export function toWireArticleCard(row: ArticleCardRow, baseUrl: string): ArticleCardData {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    status: row.status,
    isFeatured: row.is_featured,
    tags: row.tags,
    featuredImage: imageUrl(baseUrl, row.featured_image),
    authorId: row.author_id,
    author_id: row.author_id,
    authorName: row.author_name,
    publishedAt: row.published_at?.toISOString() ?? null,
    viewCount: row.view_count,
    reviewerName: row.reviewer_name,
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
    rejectionReason: row.rejection_reason,
    en: twinAnswer(row),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export interface ArticleFilter {
  page: number;
  limit: number;
  search?: string | undefined;
  category?: ArticleCategory | undefined;
  status?: ArticleStatus | undefined;
  authorId?: number | undefined;
  /** The published articles and, at any status, this author's own. */
  publishedOrBy?: number | undefined;
}

/**
 * A page of articles. Published lists run newest publication first; any other list (staff,
 * an author's own) newest written first. Each order has its index.
 */
export async function listArticles(db: Db, filter: ArticleFilter, counts?: CountKeeper): Promise<{ rows: ArticleRow[]; pagination: Pagination }> {
  let query = selectArticles(db);
  if (filter.status) query = query.where('articles.status', '=', filter.status);
  if (filter.category) query = query.where('articles.category', '=', filter.category);
  if (filter.authorId !== undefined) query = query.where('articles.author_id', '=', filter.authorId);
  const author = filter.publishedOrBy;
  if (author !== undefined) query = query.where((eb) => eb.or([eb('articles.status', '=', PUBLIC_ARTICLE_STATUS), eb('articles.author_id', '=', author)]));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    query = query.where(sql<boolean>`${searchDocument(ARTICLE_SEARCHED_TEXTS)} ilike ${pattern}`);
  }
  const ordered =
    filter.status === 'published'
      ? query.orderBy('articles.published_at', 'desc').orderBy('articles.id', 'desc')
      : query.orderBy('articles.created_at', 'desc').orderBy('articles.id', 'desc');
  return fetchPage(db, ordered, filter.page, filter.limit, counts);
}

export async function listFeaturedArticles(db: Db, limit: number): Promise<ArticleRow[]> {
  return selectArticles(db)
    .where('articles.status', '=', PUBLIC_ARTICLE_STATUS)
    .where('articles.is_featured', '=', true)
    .orderBy('articles.published_at', 'desc')
    .orderBy('articles.id', 'desc')
    .limit(limit)
    .execute();
}

/** Other published articles of the same category, newest first. */
export async function listRelatedArticles(db: Db, article: { id: number; category: ArticleCategory }, limit = 3): Promise<ArticleCardRow[]> {
  return selectArticleCards(db)
    .where('articles.status', '=', PUBLIC_ARTICLE_STATUS)
    .where('articles.category', '=', article.category)
    .where('articles.id', '<>', article.id)
    .orderBy('articles.published_at', 'desc')
    .orderBy('articles.id', 'desc')
    .limit(limit)
    .execute();
}

export async function findArticle(db: Db, id: number): Promise<ArticleRow | undefined> {
  return selectArticles(db).where('articles.id', '=', id).executeTakeFirst();
}

/** Just an article's status: the cheap read behind counting a view. */
export async function findArticleStatus(db: Db, id: number): Promise<{ status: ArticleStatus } | undefined> {
  return db.selectFrom('articles').select('status').where('id', '=', id).executeTakeFirst();
}

export async function findArticleBySlug(db: Db, slug: string): Promise<ArticleRow | undefined> {
  return selectArticles(db).where('articles.slug', '=', slug).executeTakeFirst();
}

/** Stores a new article under a slug made from its title, unique among all articles. */
export async function insertArticle(db: Db, values: Omit<ArticleValues, 'slug'>): Promise<ArticleRow> {
  const { id } = await withUniqueSlug(db, values.title, undefined, (slug) =>
    db
      .insertInto('articles')
      .values({ ...toRow({ ...values, slug }), ...insertedTwin(values.en) })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return (await findArticle(db, id))!;
}

/**
 * Runs a write with the first free slug for `title`; if another write took that slug in the
 * meantime (unique violation), it looks again.
 */
async function withUniqueSlug<T>(db: Db, title: string, exceptId: number | undefined, write: (slug: string) => Promise<T>): Promise<T> {
  const base = slugOf(title);
  for (let attempt = 1; ; attempt += 1) {
    const slug = uniqueSlug(base, await takenSlugs(db, base, exceptId));
    try {
      return await write(slug);
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * Undefined if no article has the id. Kysely leaves out columns whose value is undefined.
 * `retitle` makes a new slug from a new title (for articles never published, whose address
 * nobody has shared yet).
 */
export async function updateArticle(
  db: Db,
  id: number,
  values: Partial<Omit<ArticleValues, 'slug'>>,
  options: { retitle?: boolean } = {},
): Promise<ArticleRow | undefined> {
  const write = (slug: string | undefined) =>
    db
      .updateTable('articles')
      .set({ ...toRow({ ...values, slug }), ...twinChangeDates(indonesianTexts(values), values.en), updated_at: sql`now()` })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
  const updated = options.retitle && values.title ? await withUniqueSlug(db, values.title, id, write) : await write(undefined);
  return updated ? findArticle(db, id) : undefined;
}

export async function deleteArticle(db: Db, id: number): Promise<boolean> {
  const deleted = await db.deleteFrom('articles').where('id', '=', id).returning('id').executeTakeFirst();
  return deleted !== undefined;
}

/** Slugs already taken that a new one made from `base` could collide with (base, base-2, …). */
async function takenSlugs(db: Db, base: string, exceptId?: number): Promise<Set<string>> {
  let query = db
    .selectFrom('articles')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${escapeLike(base)}-%`)]));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return new Set((await query.execute()).map((row) => row.slug));
}

/** Adds counted views: one statement for the whole batch. */
export async function addArticleViews(db: Db, counts: ReadonlyMap<number, number>): Promise<void> {
  if (counts.size === 0) return;
  const rows = sql.join([...counts].map(([id, n]) => sql`(${id}::int, ${n}::int)`));
  await sql`update articles set view_count = articles.view_count + v.n from (values ${rows}) as v(id, n) where articles.id = v.id`.execute(db);
}

/** An author's live figures: one pass over their articles. */
export async function authorStats(db: Db, userId: number): Promise<Omit<AuthorStats, 'joinDate'>> {
  const row = await db
    .selectFrom('articles')
    .where('author_id', '=', userId)
    .select([
      sql<number>`count(*) filter (where status = 'published')::int`.as('published'),
      sql<number>`count(*) filter (where status = 'pending')::int`.as('pending'),
      sql<number>`count(*) filter (where status = 'draft')::int`.as('drafts'),
      sql<number>`count(*) filter (where status = 'rejected')::int`.as('rejected'),
      sql<number>`coalesce(sum(view_count), 0)::int`.as('views'),
    ])
    .executeTakeFirstOrThrow();
  return { articlesPublished: row.published, articlesInReview: row.pending, drafts: row.drafts, rejected: row.rejected, totalViews: row.views };
}

/** When an author first wrote and first got published, for the dashboard's achievements. */
export async function authorMilestones(db: Db, userId: number): Promise<{ firstWritten: Date | null; firstPublished: Date | null; fifthPublished: Date | null }> {
  const row = await db
    .selectFrom('articles')
    .where('author_id', '=', userId)
    .select([
      sql<Date | null>`min(created_at)`.as('first_written'),
      sql<Date | null>`min(published_at)`.as('first_published'),
    ])
    .executeTakeFirstOrThrow();
  const fifth = await db
    .selectFrom('articles')
    .where('author_id', '=', userId)
    .where('status', '=', 'published')
    .select('published_at')
    .orderBy('published_at', 'asc')
    .offset(4)
    .limit(1)
    .executeTakeFirst();
  const date = (value: Date | string | null | undefined) => (value ? new Date(value) : null);
  return { firstWritten: date(row.first_written), firstPublished: date(row.first_published), fifthPublished: date(fifth?.published_at) };
}

/** An author's own latest articles, for the dashboard list. */
export async function listAuthorArticles(db: Db, userId: number, limit: number): Promise<ArticleRow[]> {
  return selectArticles(db)
    .where('articles.author_id', '=', userId)
    .orderBy('articles.created_at', 'desc')
    .orderBy('articles.id', 'desc')
    .limit(limit)
    .execute();
}

/** Where the translator's list finds them: published articles, by title, English without title or content only partly written. */
export const ARTICLE_TWINS: TwinnedTable = { table: 'articles', name: 'title', main: ['title', 'content'], published: sql<boolean>`status = ${PUBLIC_ARTICLE_STATUS}` };
