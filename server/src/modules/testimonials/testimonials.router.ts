import {
  featuredTestimonialsInput,
  idInput,
  packageReviewsInput,
  packageReviewsOutput,
  type Testimonial,
  TESTIMONIAL_TEXTS,
  testimonialDeletedSchema,
  testimonialDisplayInput,
  testimonialInput,
  testimonialListInput,
  testimonialListOutput,
  testimonialSchema,
  testimonialStatsSchema,
  testimonialUpdateInput,
  testimonialVerifyInput,
} from '@island/shared';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import { rest } from '../../rest/rest-facts.ts';
import { formLimit, publicProcedure, publicReadProcedure, router, siteRunnerProcedure } from '../../trpc/procedures.ts';
import { viewerRunsSite } from '../../trpc/viewer.ts';
import {
  deleteTestimonial,
  findTestimonial,
  insertTestimonial,
  listDisplayedTestimonials,
  listTestimonials,
  packageReviews,
  testimonialStats,
  toWireTestimonial,
  updateTestimonial,
} from './testimonials.repo.ts';
import { audited } from '../../audit/audit-facts.ts';

const T = TESTIMONIAL_TEXTS;

const missing = () => notFound(TESTIMONIAL_TEXTS.notFound);
const STAFF = { staff: true } as const;

export const testimonialsRouter = router({
  /** Visitors and accounts that do not run the site see displayed testimonials only; superadmin and admin see all. */
  list: publicReadProcedure
    .meta(rest('GET', '/api/testimonials'))
    .input(testimonialListInput)
    .output(testimonialListOutput)
    .query(async ({ ctx, input }) => listTestimonials(ctx.db, input, { staff: await viewerRunsSite(ctx) })),

  featured: publicReadProcedure
    .meta(rest('GET', '/api/testimonials/featured'))
    .input(featuredTestimonialsInput)
    .output(z.array(testimonialSchema))
    .query(({ ctx, input }) => listDisplayedTestimonials(ctx.db, input.limit)),

  /** A hidden testimonial does not exist for anyone but those who run the site. */
  byId: publicReadProcedure
    .meta(rest('GET', '/api/testimonials/:id'))
    .input(idInput)
    .output(testimonialSchema)
    .query(async ({ ctx, input }) => {
      const row = await findTestimonial(ctx.db, input.id);
      const staff = await viewerRunsSite(ctx);
      if (!row || (!row.is_displayed && !staff)) throw missing();
      return toWireTestimonial(row, { staff });
    }),

  /**
   * A package's page: its guests' reviews that staff have shown (newest first), with the count
   * and the average stars of all of them. Hidden reviews exist for nobody here, staff included.
   */
  forPackage: publicReadProcedure
    .meta(rest('GET', '/api/testimonials/package/:packageId'))
    .input(packageReviewsInput)
    .output(packageReviewsOutput)
    .query(({ ctx, input }) => packageReviews(ctx.db, input.packageId, input.limit)),

  stats: siteRunnerProcedure
    .meta(rest('GET', '/api/testimonials/stats'))
    .output(testimonialStatsSchema).query(({ ctx }) => testimonialStats(ctx.db)),

  /** The public form. Saved hidden and unverified; those who run the site decide what the home page shows. */
  create: publicProcedure
    .meta(rest('POST', '/api/testimonials', { status: 201, message: T.sent }))
    .input(testimonialInput)
    .use(formLimit<z.output<typeof testimonialInput>>('testimonials', (input) => input.email))
    .output(testimonialSchema)
    .meta(audited('testimonials'))
    .mutation(async ({ ctx, input }) => {
      const row = await insertTestimonial(ctx.db, input);
      ctx.recordWritten?.(row);
      return toWireTestimonial(row, STAFF);
    }),

  update: siteRunnerProcedure
    .meta(rest('PUT', '/api/testimonials/:id', { message: T.updated }))
    .input(testimonialUpdateInput)
    .output(testimonialSchema)
    .meta(audited('testimonials'))
    .mutation(async ({ ctx, input: { id, ...changes } }) => {
      const row = await updateTestimonial(ctx.db, id, changes);
      if (!row) throw missing();
      return toWireTestimonial(row, STAFF);
    }),

  setDisplayed: siteRunnerProcedure
    .meta(rest('PATCH', '/api/testimonials/:id/display', { message: (t: Testimonial) => (t.is_displayed ? T.displayed : T.hidden) }))
    .input(testimonialDisplayInput)
    .output(testimonialSchema)
    .meta(audited('testimonials', { action: 'display' }))
    .mutation(async ({ ctx, input }) => {
      const row = await updateTestimonial(ctx.db, input.id, { is_displayed: input.is_displayed });
      if (!row) throw missing();
      return toWireTestimonial(row, STAFF);
    }),

  setVerified: siteRunnerProcedure
    .meta(rest('PATCH', '/api/testimonials/:id/verify', { message: (t: Testimonial) => (t.is_verified ? T.verified : T.unverified) }))
    .input(testimonialVerifyInput)
    .output(testimonialSchema)
    .meta(audited('testimonials', { action: 'verify' }))
    .mutation(async ({ ctx, input }) => {
      const row = await updateTestimonial(ctx.db, input.id, { is_verified: input.is_verified });
      if (!row) throw missing();
      return toWireTestimonial(row, STAFF);
    }),

  remove: siteRunnerProcedure
    .meta(rest('DELETE', '/api/testimonials/:id', { message: (t: { name: string }) => T.deleted(t.name) }))
    .input(idInput)
    .output(testimonialDeletedSchema)
    .meta(audited('testimonials'))
    .mutation(async ({ ctx, input }) => {
      const row = await deleteTestimonial(ctx.db, input.id);
      if (!row) throw missing();
      return row;
    }),
});
