import { TRANSLATIONS_PENDING_MAX, translationsPendingOutput } from '@island/shared';
import { rest } from '../../rest/rest-facts.ts';
import { router, siteRunnerProcedure } from '../../trpc/procedures.ts';
import { packagesNeedingEnglish } from '../packages/packages.repo.ts';

/**
 * The translator's list: every published record whose English is missing, lacks its main text,
 * or was written before the Indonesian last changed, by kind (packages so far), newest change
 * first, with the counts the dashboard shows.
 */
export const translationsRouter = router({
  pending: siteRunnerProcedure
    .meta(rest('GET', '/api/translations/pending'))
    .output(translationsPendingOutput)
    .query(async ({ ctx }) => {
      const packages = await packagesNeedingEnglish(ctx.db, TRANSLATIONS_PENDING_MAX);
      return {
        items: packages.rows.map((row) => ({ kind: 'package' as const, id: row.id, name: row.name, state: row.state, changedAt: row.changedAt.toISOString() })),
        counts: { package: packages.total },
        total: packages.total,
      };
    }),
});
