/**
 * The articles' steps that are more than parse, call and map: who sees which list, the workflow's
 * decisions enforced before a write, the text cleaned, the review columns a status change writes.
 * The router wires these to its procedures.
 */

import {
  type Article,
  type ArticleDetail,
  ARTICLE_ENGLISH_TEXTS,
  type ArticleEnglishStored,
  ARTICLE_TEXTS,
  type articleCreateInput,
  type articleListInput,
  type ArticleList,
  type articleUpdateInput,
  isSiteRunner,
} from '@island/shared';
import type { z } from 'zod';
import { AppError, badRequest, forbidden, notFound, notOwner } from '../../errors.ts';
import type { AuthUser } from '../../security/auth.repo.ts';
import type { Context } from '../../trpc/context.ts';
import { viewerOf } from '../../trpc/viewer.ts';
import { excerptOf, sanitizeArticleHtml, textOf } from './article-html.ts';
import { type Actor, type Decision, decideCreate, decideDelete, decideReview, decideUpdate, mayRead, PUBLIC_ARTICLE_STATUS } from './article-rules.ts';
import { countArticleView } from './article-views.ts';
import { twinOf } from '../../db/english-twin.ts';
import {
  type ArticleRow,
  deleteArticle,
  findArticle,
  findArticleBySlug,
  findArticleStatus,
  insertArticle,
  listArticles,
  listRelatedArticles,
  toWireArticle,
  toWireArticleCard,
  updateArticle,
} from './articles.repo.ts';

type Ctx = Context;
type Writer = Ctx & { user: AuthUser };

const T = ARTICLE_TEXTS;
const missing = () => notFound(T.notFound);

/** Turns a refusal of the workflow into its error: 403 (FORBIDDEN or NOT_OWNER) with its text, or 409. */
function enforce(decision: Decision): asserts decision is Extract<Decision, { ok: true }> {
  if (decision.ok) return;
  if (decision.reason === 'conflict') throw new AppError('CONFLICT', decision.message);
  if (decision.reason === 'not_owner') throw notOwner(decision.message);
  throw forbidden(decision.message);
}

/** Sanitised content and its excerpt (the author's, or the first words of the text). */
function cleanContent(content: string, excerpt: string | null | undefined): { content: string; excerpt: string } {
  const clean = sanitizeArticleHtml(content);
  if (textOf(clean).length < 10) throw badRequest('content', T.contentLength);
  return { content: clean, excerpt: excerpt || excerptOf(clean) };
}

/**
 * The English twin as the input gave it, whole: its content through the same allow-list as the
 * Indonesian (an editor left empty is nothing), its excerpt the translator's or the first words of
 * the English content, blanks as null, and null when nothing is written.
 */
function englishOf(en: z.output<typeof articleCreateInput>['en']): ArticleEnglishStored | null | undefined {
  if (!en) return en;
  const clean = en.content ? sanitizeArticleHtml(en.content) : null;
  const content = clean && textOf(clean).trim() !== '' ? clean : null;
  return twinOf<ArticleEnglishStored>({ ...en, content, excerpt: en.excerpt || (content && excerptOf(content)) }, ARTICLE_ENGLISH_TEXTS);
}

/** A row the caller may see, or 404: an unpublished article does not exist for the public. */
function readable(row: ArticleRow | undefined, actor: Actor | null): ArticleRow {
  if (!row || !mayRead(actor, { status: row.status, authorId: row.author_id })) throw missing();
  return row;
}

/** The review columns a status change writes: who and when, the reason of a rejection, the first publication. */
function reviewValues(row: ArticleRow, next: ArticleRow['status'], reviewer: Actor, reason: string | null, now: Date) {
  if (next === row.status || (next !== 'published' && next !== 'rejected')) return {};
  return {
    reviewedBy: reviewer.id,
    reviewedAt: now,
    rejectionReason: next === 'rejected' ? reason : null,
    ...(next === 'published' && !row.published_at ? { publishedAt: now } : {}),
  };
}

/** The stored row, or 404. */
async function stored(ctx: Ctx, id: number): Promise<ArticleRow> {
  const row = await findArticle(ctx.db, id);
  if (!row) throw missing();
  return row;
}

/**
 * Visitors see published articles only, whatever status they ask; an author asking for their
 * own (`author_id`) sees them at any status; those who run the site see all. An author's "my
 * articles" as clients of the old API ask it (no status, no author, their token) is the published
 * articles and their own at any status, so a saved draft shows.
 */
export async function listVisible(ctx: Ctx, input: z.output<typeof articleListInput>): Promise<ArticleList> {
  const viewer = await viewerOf(ctx);
  const seesAll = viewer !== null && (isSiteRunner(viewer.role) || input.author_id === viewer.id);
  const withOwn = viewer !== null && !seesAll && input.status === undefined && input.author_id === undefined;
  const { rows, pagination } = await listArticles(
    ctx.db,
    {
      page: input.page,
      limit: input.limit,
      search: input.search,
      category: input.category,
      status: seesAll || withOwn ? input.status : PUBLIC_ARTICLE_STATUS,
      authorId: input.author_id,
      publishedOrBy: withOwn ? viewer.id : undefined,
    },
    ctx.keptCounts,
  );
  return { articles: rows.map((row) => toWireArticle(row, ctx.baseUrl)), pagination };
}

export async function readById(ctx: Ctx, id: number): Promise<Article> {
  return toWireArticle(readable(await findArticle(ctx.db, id), await viewerOf(ctx)), ctx.baseUrl);
}

/** The public detail: the article (published, or the caller's own, or any for those who run the site) and related ones. */
export async function readBySlug(ctx: Ctx, slug: string): Promise<ArticleDetail> {
  const row = readable(await findArticleBySlug(ctx.db, slug), await viewerOf(ctx));
  const related = await listRelatedArticles(ctx.db, row);
  return { ...toWireArticle(row, ctx.baseUrl), related: related.map((r) => toWireArticleCard(r, ctx.baseUrl)) };
}

/** One visit of a published article's page, counted in memory and written in batches. */
export async function countView(ctx: Ctx, id: number): Promise<{ counted: boolean }> {
  const row = await findArticleStatus(ctx.db, id);
  if (!row) throw missing();
  if (row.status !== 'published') return { counted: false };
  countArticleView(ctx.db, id);
  return { counted: true };
}

/** Anyone signed in writes; only those who run the site may create at a status beyond draft and pending. */
export async function createArticle(ctx: Writer, input: z.output<typeof articleCreateInput>): Promise<Article> {
  const decision = decideCreate(ctx.user, input.status);
  enforce(decision);
  const staffVerdict = isSiteRunner(ctx.user.role) && (decision.status === 'published' || decision.status === 'rejected');
  const now = ctx.now();
  const row = await insertArticle(ctx.db, {
    title: input.title,
    ...cleanContent(input.content, input.excerpt),
    category: input.category,
    status: decision.status,
    isFeatured: input.isFeatured,
    tags: input.tags,
    featuredImage: input.featuredImage ?? null,
    en: englishOf(input.en),
    authorId: ctx.user.id,
    authorName: ctx.user.name,
    ...(staffVerdict ? { reviewedBy: ctx.user.id, reviewedAt: now } : {}),
    ...(decision.status === 'published' ? { publishedAt: now } : {}),
  });
  return toWireArticle(row, ctx.baseUrl);
}

/**
 * Fields left out keep their stored values. Those who run the site may change any article and its
 * status (the admin list sets status this way); an author only their own, unpublished, as draft or
 * pending. A title changed before the first publication changes the slug too.
 */
export async function editArticle(ctx: Writer, { id, content, excerpt, en, ...values }: z.output<typeof articleUpdateInput>): Promise<Article> {
  const before = await stored(ctx, id);
  const decision = decideUpdate(ctx.user, { status: before.status, authorId: before.author_id }, values.status);
  enforce(decision);
  const text =
    content === undefined ? (excerpt === undefined ? {} : { excerpt: excerpt || excerptOf(before.content) }) : cleanContent(content, excerpt ?? before.excerpt);
  const row = await updateArticle(
    ctx.db,
    id,
    { ...values, ...text, en: englishOf(en), status: decision.status, ...reviewValues(before, decision.status, ctx.user, null, ctx.now()) },
    { retitle: values.title !== undefined && values.title !== before.title && before.published_at === null },
  );
  if (!row) throw missing();
  return toWireArticle(row, ctx.baseUrl);
}

export async function removeArticle(ctx: Writer, id: number): Promise<{ id: number }> {
  const before = await stored(ctx, id);
  enforce(decideDelete(ctx.user, { status: before.status, authorId: before.author_id }));
  if (!(await deleteArticle(ctx.db, id))) throw missing();
  return { id };
}

/** Publishes a pending article, or sends it back to its author with the reason, which the author sees. */
export async function reviewArticle(ctx: Writer, id: number, verdict: { act: 'approve' } | { act: 'reject'; reason: string }): Promise<Article> {
  const before = await stored(ctx, id);
  const decision = decideReview({ status: before.status, authorId: before.author_id }, verdict.act);
  enforce(decision);
  const reason = verdict.act === 'reject' ? verdict.reason : null;
  const row = await updateArticle(ctx.db, id, { status: decision.status, ...reviewValues(before, decision.status, ctx.user, reason, ctx.now()) });
  if (!row) throw missing();
  return toWireArticle(row, ctx.baseUrl);
}
