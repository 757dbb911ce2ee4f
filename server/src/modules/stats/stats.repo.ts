import {
  CLICK_CHANNELS,
  type ClickChannel,
  type ClicksByChannel,
  datesFrom,
  DETAIL_PARAM,
  REFERRER_GROUPS,
  type ReferrerGroup,
  SCREEN_CLASSES,
  SITE_LANGS,
  STATS_LIMITS,
  type StatsItemRow,
  type StatsItemType,
} from '@island/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { readTogether } from '../../db/reads.ts';
import { PUBLIC_ARTICLE_STATUS } from '../articles/article-rules.ts';
import { PUBLIC_EVENT_STATUS } from '../events/event-rules.ts';

export function noClicks(): ClicksByChannel {
  return Object.fromEntries(CLICK_CHANNELS.map((c) => [c, 0])) as ClicksByChannel;
}

function isChannel(action: string): action is ClickChannel {
  return (CLICK_CHANNELS as readonly string[]).includes(action);
}

/** Visitors and page views of each day of the range, from the rollups; days without a row are 0. */
export async function dailyFigures(db: Db, from: string, to: string) {
  const rows = await db
    .selectFrom('stats_daily')
    .select([sql<string>`day::text`.as('day'), 'visitors', 'page_views'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return datesFrom(from, to).map((date) => ({ date, visitors: byDay.get(date)?.visitors ?? 0, pageViews: byDay.get(date)?.page_views ?? 0 }));
}

/** The range's totals: visitors are the sum of each day's unique visitors (a visitor is not known across days). */
export async function rangeTotals(db: Db, from: string, to: string): Promise<{ visitors: number; pageViews: number }> {
  const row = await db
    .selectFrom('stats_daily')
    .select([sql<number>`coalesce(sum(visitors), 0)::int`.as('visitors'), sql<number>`coalesce(sum(page_views), 0)::int`.as('pageViews')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .executeTakeFirstOrThrow();
  return row;
}

export async function topPages(db: Db, from: string, to: string) {
  return db
    .selectFrom('stats_daily_pages')
    .select(['path', sql<number>`sum(views)::int`.as('views')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('path')
    .orderBy('views', 'desc')
    .orderBy('path')
    .limit(STATS_LIMITS.topMax)
    .execute();
}

export async function referrerFigures(db: Db, from: string, to: string): Promise<{ group: ReferrerGroup; views: number }[]> {
  const rows = await db
    .selectFrom('stats_daily_referrers')
    .select(['referrer_group', sql<number>`sum(views)::int`.as('views')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('referrer_group')
    .execute();
  const views = new Map(rows.map((row) => [row.referrer_group, row.views]));
  return REFERRER_GROUPS.map((group) => ({ group, views: views.get(group) ?? 0 })).sort((a, b) => b.views - a.views);
}

export async function deviceFigures(db: Db, from: string, to: string) {
  const rows = await db
    .selectFrom('stats_daily_devices')
    .select(['screen', 'lang', sql<number>`sum(views)::int`.as('views')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['screen', 'lang'])
    .execute();
  const screens = Object.fromEntries(SCREEN_CLASSES.map((s) => [s, 0])) as Record<(typeof SCREEN_CLASSES)[number], number>;
  const langs = Object.fromEntries(SITE_LANGS.map((l) => [l, 0])) as Record<(typeof SITE_LANGS)[number], number>;
  for (const row of rows) {
    screens[row.screen] += row.views;
    langs[row.lang] += row.views;
  }
  return { screens, langs };
}

interface ItemCounts {
  type: StatsItemType;
  id: number;
  views: number;
  clicks: ClicksByChannel;
}

/** Views and click-outs per item over the range, optionally of the given items only. */
export async function itemCounts(db: Db, from: string, to: string, only?: { type: StatsItemType; ids: readonly number[] }[]): Promise<ItemCounts[]> {
  if (only && only.every((o) => o.ids.length === 0)) return [];
  let query = db
    .selectFrom('stats_daily_items')
    .select(['item_type', 'item_id', 'action', sql<number>`sum(count)::int`.as('count')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['item_type', 'item_id', 'action']);
  if (only) {
    query = query.where((eb) => eb.or(only.filter((o) => o.ids.length > 0).map((o) => eb.and([eb('item_type', '=', o.type), eb('item_id', 'in', o.ids)]))));
  }
  const items = new Map<string, ItemCounts>();
  for (const row of await query.execute()) {
    const key = `${row.item_type} ${row.item_id}`;
    let item = items.get(key);
    if (!item) {
      item = { type: row.item_type, id: row.item_id, views: 0, clicks: noClicks() };
      items.set(key, item);
    }
    if (row.action === 'view') item.views += row.count;
    else if (isChannel(row.action)) item.clicks[row.action] += row.count;
  }
  return [...items.values()];
}

const clicksOf = (item: ItemCounts) => CLICK_CHANNELS.reduce((sum, c) => sum + item.clicks[c], 0);

/** The most viewed items of one type (ties: more click-outs, then the lower id). */
export function topOfType(items: readonly ItemCounts[], type: StatsItemType, limit: number = STATS_LIMITS.topMax): ItemCounts[] {
  return items
    .filter((item) => item.type === type)
    .sort((a, b) => b.views - a.views || clicksOf(b) - clicksOf(a) || a.id - b.id)
    .slice(0, limit);
}

/** Titles and public addresses of records (null address: gone or not public); one query, none for no ids. */
export async function recordsOf(db: Db, type: StatsItemType, ids: readonly number[]): Promise<Map<number, { title: string; path: string | null }>> {
  const found = new Map<number, { title: string; path: string | null }>();
  if (ids.length === 0) return found;
  const detail = (list: string) => (id: number) => `${list}?${DETAIL_PARAM}=${id}`;
  const put = (rows: { id: number; title: string }[], pathOf: (id: number) => string | null) => {
    for (const row of rows) found.set(row.id, { title: row.title, path: pathOf(row.id) });
  };
  switch (type) {
    case 'destination':
      put(await db.selectFrom('destinations').select(['id', 'title']).where('id', 'in', ids).execute(), detail('/destinasi'));
      break;
    case 'culture':
      put(await db.selectFrom('cultures').select(['id', 'title']).where('id', 'in', ids).execute(), detail('/budaya'));
      break;
    case 'package': {
      const rows = await db.selectFrom('packages').select(['id', 'name', 'slug', 'active']).where('id', 'in', ids).execute();
      for (const row of rows) found.set(row.id, { title: row.name, path: row.active ? `/paket-wisata/${row.slug}` : null });
      break;
    }
    case 'product':
      put(await db.selectFrom('products').select(['id', 'name as title']).where('id', 'in', ids).execute(), detail('/umkm'));
      break;
    case 'msme':
      put(await db.selectFrom('msmes').select(['id', 'brand as title']).where('id', 'in', ids).execute(), () => '/umkm');
      break;
    case 'facility':
      put(await db.selectFrom('facilities').select(['id', 'label as title']).where('id', 'in', ids).execute(), () => '/peta');
      break;
    case 'article': {
      const rows = await db.selectFrom('articles').select(['id', 'title', 'slug', 'status']).where('id', 'in', ids).execute();
      for (const row of rows) found.set(row.id, { title: row.title, path: row.status === PUBLIC_ARTICLE_STATUS ? `/artikel/${encodeURIComponent(row.slug)}` : null });
      break;
    }
    case 'event': {
      const rows = await db.selectFrom('events').select(['id', 'title', 'slug', 'status']).where('id', 'in', ids).execute();
      for (const row of rows) found.set(row.id, { title: row.title, path: row.status === PUBLIC_EVENT_STATUS ? `/agenda/${row.slug}` : null });
      break;
    }
  }
  return found;
}

/** Bookings made on the island's days of the range per package (cancelled ones left out). */
async function bookingsPerPackage(db: Db, ids: readonly number[], from: string, to: string, timeZone: string): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('bookings')
    .select(['package_id', sql<number>`count(*)::int`.as('n')])
    .where('package_id', 'in', ids)
    .where('status', '<>', 'cancelled')
    .where(sql<string>`(created_at at time zone ${timeZone})::date`, '>=', from)
    .where(sql<string>`(created_at at time zone ${timeZone})::date`, '<=', to)
    .groupBy('package_id')
    .execute();
  return new Map(rows.map((row) => [row.package_id!, row.n]));
}

/** Rows with titles, addresses and (packages) bookings; a record deleted since keeps its figures under "#id". */
export async function itemRows(db: Db, type: StatsItemType, items: readonly ItemCounts[], range: { from: string; to: string; timeZone: string }): Promise<StatsItemRow[]> {
  const ids = items.map((item) => item.id);
  const [records, bookings] = await readTogether(db, [
    () => recordsOf(db, type, ids),
    async () => (type === 'package' ? bookingsPerPackage(db, ids, range.from, range.to, range.timeZone) : null),
  ]);
  return items.map((item) => ({
    type,
    id: item.id,
    title: records.get(item.id)?.title ?? `#${item.id}`,
    path: records.get(item.id)?.path ?? null,
    views: item.views,
    clicks: item.clicks,
    bookings: bookings ? (bookings.get(item.id) ?? 0) : null,
  }));
}

export function sumClicks(items: readonly { clicks: ClicksByChannel }[]): ClicksByChannel {
  const total = noClicks();
  for (const item of items) for (const c of CLICK_CHANNELS) total[c] += item.clicks[c];
  return total;
}

