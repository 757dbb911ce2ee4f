import { MSME_TEXTS, type StatsMsme, type StatsMsmeFigures } from '@island/shared';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import type { AuthUser } from '../../security/auth.repo.ts';
import type { Context } from '../../trpc/context.ts';
import { assertMayActOn } from '../../trpc/ownership.ts';
import { freshToday, resolveRange } from './stats-summary.ts';
import { itemCounts, itemRows, noClicks, sumClicks } from './stats.repo.ts';

/** The UMKM and the ids of its products, after the ownership rule: 404 for none, 403 for another's. */
export async function ownMsme(db: Db, user: Pick<AuthUser, 'id' | 'role'>, id: number) {
  const msme = await db.selectFrom('msmes').select(['id', 'user_id', 'brand', 'stats_email']).where('id', '=', id).executeTakeFirst();
  if (!msme) throw notFound(MSME_TEXTS.notFound);
  assertMayActOn(user, msme.user_id, MSME_TEXTS.notYours);
  return msme;
}

/** One UMKM's figures over a range: its page, each of its products (all of them, most viewed first). */
export async function msmeFigures(db: Db, msme: { id: number; stats_email: boolean }, range: { from: string; to: string; timeZone: string }): Promise<StatsMsmeFigures> {
  const products = await db.selectFrom('products').select('id').where('msme_id', '=', msme.id).execute();
  const ids = products.map((p) => p.id);
  const counts = await itemCounts(db, range.from, range.to, [
    { type: 'product', ids },
    { type: 'msme', ids: [msme.id] },
  ]);
  const counted = new Map(counts.filter((c) => c.type === 'product').map((c) => [c.id, c]));
  const all = ids.map((id) => counted.get(id) ?? { type: 'product' as const, id, views: 0, clicks: noClicks() });
  const rows = (await itemRows(db, 'product', all, range)).sort((a, b) => b.views - a.views || a.title.localeCompare(b.title));
  const own = counts.find((c) => c.type === 'msme');
  const profile = { views: own?.views ?? 0, clicks: own?.clicks ?? noClicks() };
  return {
    msmeId: msme.id,
    from: range.from,
    to: range.to,
    profile,
    products: rows,
    totals: { views: profile.views + rows.reduce((sum, r) => sum + r.views, 0), clicks: sumClicks([profile, ...rows]) },
    monthlyEmail: msme.stats_email,
  };
}

export async function statsOfMsme(ctx: Context & { user: AuthUser }, input: { id: number; from?: string | undefined; to?: string | undefined }): Promise<StatsMsme> {
  const msme = await ownMsme(ctx.db, ctx.user, input.id);
  const range = resolveRange(ctx, input);
  await freshToday(ctx, range);
  const figures = await msmeFigures(ctx.db, msme, { from: range.from, to: range.to, timeZone: ctx.config.siteTimeZone });
  return { ...figures, mailConfigured: ctx.mailer.configured };
}
