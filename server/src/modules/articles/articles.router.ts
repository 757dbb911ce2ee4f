import {
  type Article,
  ARTICLE_TEXTS,
  articleCreateInput,
  articleDetailOutput,
  articleIdInput,
  articleListInput,
  articleListOutput,
  articleRejectInput,
  articleSchema,
  articleSlugInput,
  articleUpdateInput,
  deletedOutput,
  featuredArticlesInput,
  isSiteRunner,
} from '@island/shared';
import { z } from 'zod';
import { AppError, badRequest, forbidden, notFound, notOwner } from '../../errors.ts';
import { rest } from '../../rest/rest-facts.ts';
import { authedProcedure, publicProcedure, publicReadProcedure, router, siteRunnerProcedure } from '../../trpc/procedures.ts';
import { viewerOf } from '../../trpc/viewer.ts';
import { textFields } from '../../rest/text-ids.ts';
import { excerptOf, sanitizeArticleHtml, textOf } from './article-html.ts';
import { countArticleView } from './article-views.ts';
import { type Actor, type Decision, decideCreate, decideDelete, decideReview, decideUpdate, mayRead, PUBLIC_ARTICLE_STATUS } from './article-workflow.ts';
import {
  type ArticleRow,
  deleteArticle,
  findArticle,
  findArticleBySlug,
  findArticleStatus,
  insertArticle,
  listArticles,
  listFeaturedArticles,
  listRelatedArticles,
  toWireArticle,
  toWireArticleCard,
  updateArticle,
} from './articles.repo.ts';
import { audited } from '../../audit/audit-facts.ts';

/**
 * The REST door answers an article's id and its author's as text (deletes answer the id they
 * removed), as the API that existing clients of these paths were written for did; tRPC answers
 * numbers.
 */
const REST_IDS = { asText: [textFields(articleSchema, 'id', 'authorId', 'author_id'), textFields(deletedOutput, 'id')] };

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
  if (textOf(clean).length < 10) throw badRequest('content', ARTICLE_TEXTS.contentLength);
  return { content: clean, excerpt: excerpt || excerptOf(clean) };
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

export const articlesRouter = router({
  /**
   * Visitors see published articles only, whatever status they ask; an author asking for their
   * own (`author_id`) sees them at any status; those who run the site see all.
   */
  list: publicReadProcedure
    .meta(rest('GET', '/api/articles', REST_IDS))
    .input(articleListInput)
    .output(articleListOutput)
    .query(async ({ ctx, input }) => {
      const viewer = await viewerOf(ctx);
      const seesAll = viewer !== null && (isSiteRunner(viewer.role) || input.author_id === viewer.id);
      // An author's "my articles" as clients of the old API ask it (no status, no author, their
      // token): the published articles and their own at any status, so a saved draft shows.
      const withOwn = viewer !== null && !seesAll && input.status === undefined && input.author_id === undefined;
      const { rows, pagination } = await listArticles(ctx.db, {
        page: input.page,
        limit: input.limit,
        search: input.search,
        category: input.category,
        status: seesAll || withOwn ? input.status : PUBLIC_ARTICLE_STATUS,
        authorId: input.author_id,
        publishedOrBy: withOwn ? viewer.id : undefined,
      }, ctx.keptCounts);
      return { articles: rows.map((row) => toWireArticle(row, ctx.baseUrl)), pagination };
    }),

  featured: publicReadProcedure
    .meta(rest('GET', '/api/articles/featured', REST_IDS))
    .input(featuredArticlesInput)
    .output(z.array(articleSchema))
    .query(async ({ ctx, input }) => (await listFeaturedArticles(ctx.db, input.limit)).map((row) => toWireArticle(row, ctx.baseUrl))),

  byId: publicReadProcedure
    .meta(rest('GET', '/api/articles/:id', REST_IDS))
    .input(articleIdInput)
    .output(articleSchema)
    .query(async ({ ctx, input }) => toWireArticle(readable(await findArticle(ctx.db, input.id), await viewerOf(ctx)), ctx.baseUrl)),

  /** The public detail: the article (published, or the caller's own, or any for those who run the site) and related ones. */
  bySlug: publicReadProcedure
    .meta(rest('GET', '/api/articles/slug/:slug', REST_IDS))
    .input(articleSlugInput)
    .output(articleDetailOutput)
    .query(async ({ ctx, input }) => {
      const row = readable(await findArticleBySlug(ctx.db, input.slug), await viewerOf(ctx));
      const related = await listRelatedArticles(ctx.db, row);
      return { ...toWireArticle(row, ctx.baseUrl), related: related.map((r) => toWireArticleCard(r, ctx.baseUrl)) };
    }),

  /**
   * One visit of a published article's page. The page itself is a cached read that never
   * reaches a procedure on a hit, so the page reports its visit here; views are counted in
   * memory and written in batches. It changes no public answer (no cache tags): the count an
   * answer shows catches up with the next write of articles.
   */
  view: publicProcedure
    .meta({ ...rest('POST', '/api/articles/:id/view'), tags: [] })
    .input(articleIdInput)
    .output(z.object({ counted: z.boolean() }))
    .meta({ audit: { skip: 'a visitor reading an article counts a view; nobody changes the article' } })
    .mutation(async ({ ctx, input }) => {
      const row = await findArticleStatus(ctx.db, input.id);
      if (!row) throw missing();
      if (row.status !== 'published') return { counted: false };
      countArticleView(ctx.db, input.id);
      return { counted: true };
    }),

  /** Anyone signed in writes; only those who run the site may create at a status beyond draft and pending. */
  create: authedProcedure
    .meta(rest('POST', '/api/articles', { ...REST_IDS, status: 201, message: T.created }))
    .input(articleCreateInput)
    .output(articleSchema)
    .meta(audited('articles'))
    .mutation(async ({ ctx, input }) => {
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
        authorId: ctx.user.id,
        authorName: ctx.user.name,
        ...(staffVerdict ? { reviewedBy: ctx.user.id, reviewedAt: now } : {}),
        ...(decision.status === 'published' ? { publishedAt: now } : {}),
      });
      return toWireArticle(row, ctx.baseUrl);
    }),

  /**
   * Fields left out keep their stored values. Those who run the site may change any article and its status
   * (the admin list sets status this way); an author only their own, unpublished, as draft or pending.
   */
  update: authedProcedure
    .meta(rest('PUT', '/api/articles/:id', { ...REST_IDS, message: T.updated }))
    .input(articleUpdateInput)
    .output(articleSchema)
    .meta(audited('articles'))
    .mutation(async ({ ctx, input: { id, content, excerpt, ...values } }) => {
      const stored = await findArticle(ctx.db, id);
      if (!stored) throw missing();
      const decision = decideUpdate(ctx.user, { status: stored.status, authorId: stored.author_id }, values.status);
      enforce(decision);
      const text = content === undefined ? (excerpt === undefined ? {} : { excerpt: excerpt || excerptOf(stored.content) }) : cleanContent(content, excerpt ?? stored.excerpt);
      const row = await updateArticle(
        ctx.db,
        id,
        { ...values, ...text, status: decision.status, ...reviewValues(stored, decision.status, ctx.user, null, ctx.now()) },
        { retitle: values.title !== undefined && values.title !== stored.title && stored.published_at === null },
      );
      if (!row) throw missing();
      return toWireArticle(row, ctx.baseUrl);
    }),

  delete: authedProcedure
    .meta(rest('DELETE', '/api/articles/:id', { ...REST_IDS, message: T.deleted }))
    .input(articleIdInput)
    .output(deletedOutput)
    .meta(audited('articles'))
    .mutation(async ({ ctx, input }) => {
      const stored = await findArticle(ctx.db, input.id);
      if (!stored) throw missing();
      enforce(decideDelete(ctx.user, { status: stored.status, authorId: stored.author_id }));
      if (!(await deleteArticle(ctx.db, input.id))) throw missing();
      return { id: input.id };
    }),

  /** Publishes a pending article (those who run the site; others are refused before any lookup). */
  approve: siteRunnerProcedure
    .meta({ ...rest('PATCH', '/api/articles/:id/approve', { ...REST_IDS, message: (data: Article) => T.approved(data.title) }), roleRefusal: T.reviewStaffOnly })
    .input(articleIdInput)
    .output(articleSchema)
    .meta(audited('articles'))
    .mutation(async ({ ctx, input }) => {
      const stored = await findArticle(ctx.db, input.id);
      if (!stored) throw missing();
      const decision = decideReview({ status: stored.status, authorId: stored.author_id }, 'approve');
      enforce(decision);
      const row = await updateArticle(ctx.db, input.id, { status: decision.status, ...reviewValues(stored, decision.status, ctx.user, null, ctx.now()) });
      if (!row) throw missing();
      return toWireArticle(row, ctx.baseUrl);
    }),

  /** Sends a pending article back to its author with the reason, which the author sees. */
  reject: siteRunnerProcedure
    .meta({ ...rest('PATCH', '/api/articles/:id/reject', { ...REST_IDS, message: (data: Article) => T.rejected(data.title) }), roleRefusal: T.reviewStaffOnly })
    .input(articleRejectInput)
    .output(articleSchema)
    .meta(audited('articles'))
    .mutation(async ({ ctx, input }) => {
      const stored = await findArticle(ctx.db, input.id);
      if (!stored) throw missing();
      const decision = decideReview({ status: stored.status, authorId: stored.author_id }, 'reject');
      enforce(decision);
      const row = await updateArticle(ctx.db, input.id, { status: decision.status, ...reviewValues(stored, decision.status, ctx.user, input.reason, ctx.now()) });
      if (!row) throw missing();
      return toWireArticle(row, ctx.baseUrl);
    }),
});
