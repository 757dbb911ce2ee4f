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
} from '@island/shared';
import { z } from 'zod';
import { audited } from '../../audit/audit-facts.ts';
import { rest } from '../../rest/rest-facts.ts';
import { textFields } from '../../rest/text-ids.ts';
import { authedProcedure, publicProcedure, publicReadProcedure, router, siteRunnerProcedure } from '../../trpc/procedures.ts';
import { listFeaturedArticles, toWireArticle } from './articles.repo.ts';
import { countView, createArticle, editArticle, listVisible, readById, readBySlug, removeArticle, reviewArticle } from './articles.service.ts';

/**
 * The REST door answers an article's id and its author's as text (deletes answer the id they
 * removed), as the API that existing clients of these paths were written for did; tRPC answers
 * numbers.
 */
const REST_IDS = { asText: [textFields(articleSchema, 'id', 'authorId', 'author_id'), textFields(deletedOutput, 'id')] };

const T = ARTICLE_TEXTS;

export const articlesRouter = router({
  /** Visitors see published articles; authors their own too; those who run the site all (articles.service.ts). */
  list: publicReadProcedure
    .meta(rest('GET', '/api/articles', REST_IDS))
    .input(articleListInput)
    .output(articleListOutput)
    .query(({ ctx, input }) => listVisible(ctx, input)),

  featured: publicReadProcedure
    .meta(rest('GET', '/api/articles/featured', REST_IDS))
    .input(featuredArticlesInput)
    .output(z.array(articleSchema))
    .query(async ({ ctx, input }) => (await listFeaturedArticles(ctx.db, input.limit)).map((row) => toWireArticle(row, ctx.baseUrl))),

  byId: publicReadProcedure
    .meta(rest('GET', '/api/articles/:id', REST_IDS))
    .input(articleIdInput)
    .output(articleSchema)
    .query(({ ctx, input }) => readById(ctx, input.id)),

  bySlug: publicReadProcedure
    .meta(rest('GET', '/api/articles/slug/:slug', REST_IDS))
    .input(articleSlugInput)
    .output(articleDetailOutput)
    .query(({ ctx, input }) => readBySlug(ctx, input.slug)),

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
    .mutation(({ ctx, input }) => countView(ctx, input.id)),

  create: authedProcedure
    .meta(rest('POST', '/api/articles', { ...REST_IDS, status: 201, message: T.created }))
    .input(articleCreateInput)
    .output(articleSchema)
    .meta(audited('articles'))
    .mutation(({ ctx, input }) => createArticle(ctx, input)),

  update: authedProcedure
    .meta(rest('PUT', '/api/articles/:id', { ...REST_IDS, message: T.updated }))
    .input(articleUpdateInput)
    .output(articleSchema)
    .meta(audited('articles'))
    .mutation(({ ctx, input }) => editArticle(ctx, input)),

  delete: authedProcedure
    .meta(rest('DELETE', '/api/articles/:id', { ...REST_IDS, message: T.deleted }))
    .input(articleIdInput)
    .output(deletedOutput)
    .meta(audited('articles'))
    .mutation(({ ctx, input }) => removeArticle(ctx, input.id)),

  /** Publishes a pending article (those who run the site; others are refused before any lookup). */
  approve: siteRunnerProcedure
    .meta({ ...rest('PATCH', '/api/articles/:id/approve', { ...REST_IDS, message: (data: Article) => T.approved(data.title) }), roleRefusal: T.reviewStaffOnly })
    .input(articleIdInput)
    .output(articleSchema)
    .meta(audited('articles'))
    .mutation(({ ctx, input }) => reviewArticle(ctx, input.id, { act: 'approve' })),

  /** Sends a pending article back to its author with the reason, which the author sees. */
  reject: siteRunnerProcedure
    .meta({ ...rest('PATCH', '/api/articles/:id/reject', { ...REST_IDS, message: (data: Article) => T.rejected(data.title) }), roleRefusal: T.reviewStaffOnly })
    .input(articleRejectInput)
    .output(articleSchema)
    .meta(audited('articles'))
    .mutation(({ ctx, input }) => reviewArticle(ctx, input.id, { act: 'reject', reason: input.reason })),
});
