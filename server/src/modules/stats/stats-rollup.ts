import { addDays, STATS_LIMITS, todayIn } from '@island/shared';
import { Cron } from 'croner';
import { sql } from 'kysely';
import type { Database, Db } from '../../db/database.ts';
import { flushStatsEvents } from './stats-queue.ts';

/** Every rollup table, each holding rows per island day. */
const ROLLUP_TABLES = ['stats_daily', 'stats_daily_pages', 'stats_daily_referrers', 'stats_daily_devices', 'stats_daily_items'] as const;

/** The first day whose raw events are still kept on `today`; older days live in the rollups only. */
function retentionStart(today: string): string {
  return addDays(today, -STATS_LIMITS.rawRetentionDays);
}

/**
 * Recomputes one day's rollups from its raw events, replacing what the rollups held for it, so
 * running it twice (or on two instances at once: a lock orders them) gives the same rows. A day
 * older than the raw events' retention is left alone: its events are gone and its rollups are
 * all that remains of it.
 */
export async function rollupDay(db: Database, day: string, today: string): Promise<boolean> {
  if (day < retentionStart(today)) return false;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('stats_rollup'))`.execute(trx);
    for (const table of ROLLUP_TABLES) await trx.deleteFrom(table).where('day', '=', day).execute();
    await rollupInto(trx, day);
  });
  return true;
}

async function rollupInto(trx: Db, day: string): Promise<void> {
  const views = sql`channel is null`;
  await sql`
    insert into stats_daily (day, visitors, page_views)
    select ${day}::date, count(distinct visitor)::int, (count(*) filter (where ${views}))::int
    from stats_events where day = ${day}::date`.execute(trx);
  // An article's, event's or package's address that names no record (a made-up slug) is not a page of the site:
  // left out of the top pages, so nobody can write text of their choosing into the staff screen.
  await sql`
    insert into stats_daily_pages (day, path, views, visitors)
    select ${day}::date, path, count(*)::int, count(distinct visitor)::int
    from stats_events e where day = ${day}::date and ${views}
      and (path not like '/artikel/%' or exists (select 1 from articles a where e.path = '/artikel/' || a.slug))
      and (path not like '/agenda/%' or exists (select 1 from events ev where e.path = '/agenda/' || ev.slug))
      and (path not like '/paket-wisata/%' or exists (select 1 from packages p where e.path = '/paket-wisata/' || p.slug))
    group by path`.execute(trx);
  await sql`
    insert into stats_daily_referrers (day, referrer_group, views)
    select ${day}::date, referrer_group, count(*)::int
    from stats_events where day = ${day}::date and ${views} group by referrer_group`.execute(trx);
  await sql`
    insert into stats_daily_devices (day, screen, lang, views)
    select ${day}::date, screen, lang, count(*)::int
    from stats_events where day = ${day}::date and ${views} group by screen, lang`.execute(trx);
  // Catalogue pages name their record by id; articles, events and package pages by slug, found here.
  await sql`
    insert into stats_daily_items (day, item_type, item_id, action, count)
    select ${day}::date, item_type, item_id, action, sum(n)::int from (
      select item_type, item_id, coalesce(channel, 'view') as action, count(*) as n
        from stats_events where day = ${day}::date and item_type is not null
        group by item_type, item_id, coalesce(channel, 'view')
      union all
      select 'article', a.id, 'view', count(*)
        from stats_events e join articles a on e.path = '/artikel/' || a.slug
        where e.day = ${day}::date and e.channel is null and e.item_type is null group by a.id
      union all
      select 'event', ev.id, 'view', count(*)
        from stats_events e join events ev on e.path = '/agenda/' || ev.slug
        where e.day = ${day}::date and e.channel is null and e.item_type is null group by ev.id
      union all
      select 'package', p.id, 'view', count(*)
        from stats_events e join packages p on e.path = '/paket-wisata/' || p.slug
        where e.day = ${day}::date and e.channel is null and e.item_type is null group by p.id
    ) counted group by item_type, item_id, action`.execute(trx);
}

/** Rolls up every day of a range that the raw events still cover. */
export async function rollupDays(db: Database, from: string, to: string, today: string): Promise<void> {
  for (let day = from; day <= to; day = addDays(day, 1)) await rollupDay(db, day, today);
}

/** Deletes the raw events older than their retention; the rollups stay. Returns how many went. */
export async function pruneStatsEvents(db: Database, today: string): Promise<number> {
  const result = await db.deleteFrom('stats_events').where('day', '<', retentionStart(today)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * One run of the schedule: writes what waits, rolls up yesterday (events of its last second may
 * arrive after midnight) and today, any earlier day that has raw events but no rollup (a server
 * that was down), and prunes.
 */
export async function runStatsJob(db: Database, timeZone: string, now: Date): Promise<void> {
  const today = todayIn(timeZone, now);
  await flushStatsEvents(db);
  const missing = await db
    .selectFrom('stats_events')
    .select(sql<string>`day::text`.as('day'))
    .distinct()
    .where('day', '<', addDays(today, -1))
    .where('day', '>=', retentionStart(today))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('stats_daily').select('day').whereRef('stats_daily.day', '=', 'stats_events.day'))))
    .execute();
  for (const { day } of missing) await rollupDay(db, day, today);
  await rollupDays(db, addDays(today, -1), today, today);
  await pruneStatsEvents(db, today);
}

/**
 * The rollup schedule: every ten minutes, and once at start, on the app's clock (`now`, as a
 * request's `ctx.now()`). Returns a function that stops it.
 */
export function startStatsSchedule(db: Database, timeZone: string, now: () => Date, log: (error: unknown) => void): () => void {
  const run = async () => {
    try {
      await runStatsJob(db, timeZone, now());
    } catch (error) {
      log(error);
    }
  };
  // protect: a run still going when the next tick comes makes that tick skip, never overlap.
  const job = new Cron('*/10 * * * *', { protect: true, unref: true }, run);
  void run();
  return () => job.stop();
}
