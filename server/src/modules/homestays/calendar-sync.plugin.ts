import { Cron } from 'croner';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { PublicCache } from '../../http/public-cache.ts';
import { roomsDueForImport, type SyncDeps, syncRoomCalendarOnce } from './calendar.service.ts';

/** A room is fetched again no sooner than this (the issue: at most every 15 minutes; a minute's slack for the schedule's own tick). */
const MINUTES_BETWEEN = 14;
/** Rooms per run, one after another: at the default time-out a run ends well before the next tick. */
const ROOMS_PER_RUN = 50;

/**
 * The rooms' outside calendars due, fetched one at a time (never two fetches from this instance
 * at once), those least recently tried first. Answers whether any room's nights changed.
 */
export async function syncDueCalendars(deps: SyncDeps): Promise<{ rooms: number; changed: number; failed: number }> {
  const due = await roomsDueForImport(deps.db, deps.now(), MINUTES_BETWEEN, ROOMS_PER_RUN);
  let changed = 0;
  let failed = 0;
  for (const roomId of due) {
    const outcome = await syncRoomCalendarOnce(deps, roomId, { actor: { kind: 'operator' }, origin: { ip: null, userAgent: 'calendar-sync' } });
    if (outcome.changed) changed += 1;
    if (!outcome.ok) failed += 1;
  }
  return { rooms: due.length, changed, failed };
}

/**
 * The import on HOMESTAY_CALENDAR_SYNC_SCHEDULE while the app runs (with the other schedules): a
 * page never waits for it. Nights it changes drop the public answers that show them (on every
 * instance); a run under way finishes before the app closes.
 */
export const calendarSyncPlugin: FastifyPluginAsync<{ db: Database; config: Config; cache: PublicCache; now: () => Date }> = async (app, { db, config, cache, now }) => {
  const pattern = config.homestayCalendars.syncSchedule;
  if (!pattern) return;
  const deps: SyncDeps = { db, calendars: config.homestayCalendars, timeZone: config.siteTimeZone, now };
  let running: Promise<void> | null = null;
  // protect: a run still going when the next tick comes makes that tick skip, never overlap.
  const job = new Cron(pattern, { protect: true, unref: true }, () => {
    running = syncDueCalendars(deps)
      .then(async (result) => {
        if (result.changed > 0) await cache.invalidate(['homestays']);
        if (result.rooms > 0) app.log.info(result, 'homestay calendars synced');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'homestay calendar sync failed (tried again on the next run)'))
      .finally(() => {
        running = null;
      });
    return running;
  });
  app.addHook('onClose', async () => {
    job.stop();
    await running;
  });
};
