import { addDays, daysBetween, STATS_ITEM_TYPES, STATS_LIMITS, type StatsItemRow, type StatsItemType, type StatsSummary } from '@island/shared';
import { readTogether } from '../../db/reads.ts';
import { badRequest } from '../../errors.ts';
import type { Context } from '../../trpc/context.ts';
import { namePages } from './stats-page-names.ts';
import { rollupDay } from './stats-rollup.ts';
import { dailyFigures, deviceFigures, itemCounts, itemRows, rangeTotals, referrerFigures, sumClicks, topOfType, topPages } from './stats.repo.ts';
import { islandToday } from '../../clock/island-today.ts';

const RANGE_TOO_LONG = 'Rentang tanggal paling lama satu tahun';

/** The asked range, both ends on the island: by default the last 30 days up to today. */
export function resolveRange(ctx: Context, input: { from?: string | undefined; to?: string | undefined }) {
  const today = islandToday(ctx);
  const to = input.to ?? (input.from && input.from > today ? input.from : today);
  const from = input.from ?? addDays(to, -(STATS_LIMITS.defaultRangeDays - 1));
  if (from > to) throw badRequest('to', 'Rentang tanggal tidak valid');
  if (daysBetween(from, to) + 1 > STATS_LIMITS.rangeDaysMax) throw badRequest('from', RANGE_TOO_LONG);
  return { from, to, today };
}

/**
 * Today's rollup is brought up to date before a read that covers today, so the figures include
 * the beacons written a second ago; the schedule keeps the earlier days.
 */
export async function freshToday(ctx: Context, range: { from: string; to: string; today: string }): Promise<void> {
  if (range.from <= range.today && range.today <= range.to) await rollupDay(ctx.db, range.today, range.today);
}

function change(value: number, previous: number) {
  return { value, previous, changePercent: previous === 0 ? null : Math.round(((value - previous) / previous) * 1000) / 10 };
}

export async function statsSummary(ctx: Context, input: { from?: string | undefined; to?: string | undefined }): Promise<StatsSummary> {
  const range = resolveRange(ctx, input);
  await freshToday(ctx, range);
  const { from, to } = range;
  const length = daysBetween(from, to) + 1;
  const before = { from: addDays(from, -length), to: addDays(from, -1) };
  const [days, totals, previous, pages, referrers, devices, items] = await readTogether(ctx.db, [
    () => dailyFigures(ctx.db, from, to),
    () => rangeTotals(ctx.db, from, to),
    () => rangeTotals(ctx.db, before.from, before.to),
    () => topPages(ctx.db, from, to),
    () => referrerFigures(ctx.db, from, to),
    () => deviceFigures(ctx.db, from, to),
    () => itemCounts(ctx.db, from, to),
  ]);
  const [rows, namedPages] = await readTogether(ctx.db, [
    () =>
      readTogether(
        ctx.db,
        STATS_ITEM_TYPES.map((type) => async () => [type, await itemRows(ctx.db, type, topOfType(items, type), { from, to, timeZone: ctx.config.siteTimeZone })] as const),
      ),
    () => namePages(ctx.db, pages),
  ]);
  return {
    from,
    to,
    days,
    totals: { visitors: change(totals.visitors, previous.visitors), pageViews: change(totals.pageViews, previous.pageViews) },
    topPages: namedPages,
    referrers,
    screens: devices.screens,
    langs: devices.langs,
    items: Object.fromEntries(rows) as Record<StatsItemType, StatsItemRow[]>,
    clicks: sumClicks(items),
  };
}
