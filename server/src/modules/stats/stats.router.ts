import {
  statsMonthlyEmailInput,
  statsMsmeInput,
  statsMsmeSchema,
  statsRangeInput,
  statsReportInput,
  statsReportSchema,
  statsSummarySchema,
  statsUnsubscribeInput,
} from '@island/shared';
import { z } from 'zod';
import { rest } from '../../rest/rest-facts.ts';
import { publicProcedure, router, shopProcedure, siteRunnerProcedure } from '../../trpc/procedures.ts';
import { setMonthlyEmail, switchOffByToken } from './stats-mail.ts';
import { ownMsme, statsOfMsme } from './stats-msme.ts';
import { statsReport } from './stats-report.ts';
import { statsSummary } from './stats-summary.ts';
import type { CacheTag } from '../../cache-tags.ts';

/** Nothing of the site's content changes with these switches: no public answer to drop. */
const NO_TAGS = { tags: [] as CacheTag[] };

/**
 * Visitor statistics (docs/product.md, Visitor statistics). The beacon that feeds them is a plain
 * route (stats-beacon.routes.ts), as is the report's CSV (stats-csv.routes.ts); these are the reads.
 */
export const statsRouter = router({
  /** The staff screen: a range's days, totals against the range before, pages, sources, devices, records. */
  summary: siteRunnerProcedure
    .meta({ ...rest('GET', '/api/stats/summary'), noStore: true })
    .input(statsRangeInput)
    .output(statsSummarySchema)
    .query(({ ctx, input }) => statsSummary(ctx, input)),

  /** The yearly (or monthly) report the district's tourism office asks for. */
  report: siteRunnerProcedure
    .meta({ ...rest('GET', '/api/stats/report'), noStore: true })
    .input(statsReportInput)
    .output(statsReportSchema)
    .query(({ ctx, input }) => statsReport(ctx, input)),

  /** An owner's UMKM: its products' views and click-outs; another owner's answers 403. */
  msme: shopProcedure
    .meta({ ...rest('GET', '/api/stats/msme/:id'), noStore: true })
    .input(statsMsmeInput)
    .output(statsMsmeSchema)
    .query(({ ctx, input }) => statsOfMsme(ctx, input)),

  /** The owner's switch of the monthly e-mail, one click on the dashboard. */
  setMonthlyEmail: shopProcedure
    .meta({ ...rest('PUT', '/api/stats/msme/:msmeId/monthly-email', { message: 'Pengaturan e-mail disimpan' }), ...NO_TAGS, audit: { entity: 'msmes', id: { input: 'msmeId' } } })
    .input(statsMonthlyEmailInput)
    .output(z.object({ msmeId: z.number().int(), monthlyEmail: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      await ownMsme(ctx.db, ctx.user, input.msmeId);
      await setMonthlyEmail(ctx.db, input.msmeId, input.enabled);
      return { msmeId: input.msmeId, monthlyEmail: input.enabled };
    }),

  /** The e-mail's link: its unguessable token alone switches that UMKM's monthly e-mail off. */
  unsubscribe: publicProcedure
    .meta({ ...rest('POST', '/api/stats/unsubscribe', { message: 'E-mail bulanan dihentikan' }), ...NO_TAGS, audit: { skip: 'a mail preference switched by its link; the token is no account' } })
    .input(statsUnsubscribeInput)
    .output(z.object({ done: z.boolean() }))
    .mutation(async ({ ctx, input }) => ({ done: await switchOffByToken(ctx.db, input.token) })),
});
