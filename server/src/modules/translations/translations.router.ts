import { TRANSLATABLE_KINDS, type TranslatableKind, TRANSLATIONS_PENDING_MAX, translationsPendingOutput } from '@island/shared';
import { rest } from '../../rest/rest-facts.ts';
import { router, siteRunnerProcedure } from '../../trpc/procedures.ts';
import { readTogether } from '../../db/reads.ts';
import { recordsNeedingEnglish, type TwinnedTable } from '../../db/needing-english.ts';
import { PACKAGE_TWINS } from '../packages/packages.repo.ts';
import { DESTINATION_TWINS } from '../destinations/destinations.repo.ts';
import { CULTURE_TWINS } from '../culture/culture.repo.ts';
import { EVENT_TWINS } from '../events/events.repo.ts';
import { ARTICLE_TWINS } from '../articles/articles.repo.ts';
import { PRODUCT_TWINS } from '../products/products.repo.ts';
import { MSME_TWINS } from '../msme/msme.repo.ts';
import { FACILITY_TWINS } from '../facilities/facilities.repo.ts';

/** Where each kind with an English twin keeps its records. */
const TWINNED: Record<TranslatableKind, TwinnedTable> = { package: PACKAGE_TWINS, destination: DESTINATION_TWINS, culture: CULTURE_TWINS, event: EVENT_TWINS, article: ARTICLE_TWINS, product: PRODUCT_TWINS, msme: MSME_TWINS, facility: FACILITY_TWINS };

/**
 * The translator's list: every published record whose English is missing, lacks its main text,
 * or was written before the Indonesian last changed, by kind, newest change first, with the
 * counts the dashboard shows.
 */
export const translationsRouter = router({
  pending: siteRunnerProcedure
    .meta(rest('GET', '/api/translations/pending'))
    .output(translationsPendingOutput)
    .query(async ({ ctx }) => {
      const waiting = await readTogether(
        ctx.db,
        TRANSLATABLE_KINDS.map((kind) => () => recordsNeedingEnglish(ctx.db, TWINNED[kind], TRANSLATIONS_PENDING_MAX)),
      );
      const items = TRANSLATABLE_KINDS.flatMap((kind, index) =>
        waiting[index]!.rows.map((row) => ({ kind, id: row.id, name: row.name, state: row.state, changedAt: row.changedAt.toISOString() })),
      )
        .sort((a, b) => b.changedAt.localeCompare(a.changedAt))
        .slice(0, TRANSLATIONS_PENDING_MAX);
      const counts = Object.fromEntries(TRANSLATABLE_KINDS.map((kind, index) => [kind, waiting[index]!.total])) as Record<TranslatableKind, number>;
      return { items, counts, total: Object.values(counts).reduce((sum, count) => sum + count, 0) };
    }),
});
