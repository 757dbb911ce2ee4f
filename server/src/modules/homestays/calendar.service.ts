import { addDays, NIGHT_TAKING_STATUSES, nightsOf, type RoomCalendar, todayIn } from '@island/shared';
import { sql } from 'kysely';
import { timingSafeEqual } from 'node:crypto';
import type { HomestayCalendarsConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { type AuditActor, type AuditOrigin, appendAudit } from '../../audit/audit.repo.ts';
import { CalendarFetchError, fetchCalendar } from './calendar-fetch.ts';
import { lockRoom } from './homestays.repo.ts';
import { roomNightsOf } from './homestays.service.ts';
import { CalendarParseError, EXPORT_DAYS_AHEAD, EXPORT_DAYS_BACK, importedNightsOf } from './room-calendar.ts';
import { unitsFree } from './stay-rules.ts';

/** The reason an imported night carries, as the tape chart and the blocked nights list show it. */
const IMPORTED_REASON = 'Kalender luar';

/** A room's export address: by its id, with its secret (decision 0041). */
function exportUrlOf(baseUrl: string, roomId: number, secret: string): string {
  return `${baseUrl}/api/homestay-rooms/${roomId}/calendar.ics?k=${secret}`;
}

/** A room's calendar columns, with its homestay's name. */
async function findRoomCalendar(db: Db, roomId: number) {
  return db
    .selectFrom('homestay_rooms as r')
    .innerJoin('homestays as h', 'h.id', 'r.homestay_id')
    .select(['r.id', 'r.name', 'r.units', 'r.calendar_secret', 'r.import_url', 'r.import_checked_at', 'r.import_synced_at', 'r.import_error', 'r.import_events', 'h.name as homestay_name'])
    .where('r.id', '=', roomId)
    .executeTakeFirst();
}

/** The room when `secret` is its export secret, compared in constant time; undefined otherwise. */
export async function roomBySecret(db: Db, roomId: number, secret: string) {
  const room = await findRoomCalendar(db, roomId);
  if (!room) return undefined;
  const stored = Buffer.from(room.calendar_secret);
  const given = Buffer.from(secret);
  return stored.length === given.length && timingSafeEqual(stored, given) ? room : undefined;
}

/** The room's nights without a free unit over the export's window. */
export async function busyNightsOf(db: Db, room: { id: number; units: number }, today: string): Promise<string[]> {
  const from = addDays(today, -EXPORT_DAYS_BACK);
  const to = addDays(today, EXPORT_DAYS_AHEAD);
  const held = (await roomNightsOf(db, [room], from, to)).get(room.id)!;
  // Only nights something holds can be busy: stays' nights and blocked ones, not the whole window.
  const candidates = new Set<string>([...held.blocked, ...held.taken.keys()]);
  return [...candidates].filter((night) => night >= from && night < to && unitsFree(held, night) === 0).sort();
}

/** What the owner's screen shows of a room's calendars. */
export async function readRoomCalendar(db: Db, baseUrl: string, roomId: number, today: string): Promise<RoomCalendar> {
  const room = await findRoomCalendar(db, roomId);
  if (!room) throw new Error(`room ${roomId} vanished`);
  const imported = await db
    .selectFrom('homestay_blocked_nights')
    .select(sql<string>`night::text`.as('night'))
    .where('room_id', '=', roomId)
    .where('source', '=', 'ical')
    .where('night', '>=', today)
    .orderBy('night')
    .execute();
  const nights = imported.map((row) => row.night);
  // Stays made here on nights the outside calendar also holds: the room sold twice.
  const stays =
    nights.length === 0
      ? []
      : await db
          .selectFrom('stays')
          .select([sql<string>`check_in::text`.as('check_in'), sql<string>`check_out::text`.as('check_out')])
          .where('room_id', '=', roomId)
          .where('status', 'in', NIGHT_TAKING_STATUSES)
          .where('check_out', '>', nights[0]!)
          .where('check_in', '<=', nights.at(-1)!)
          .execute();
  const importedSet = new Set(nights);
  const conflicts = [...new Set(stays.flatMap((stay) => nightsOf(stay.check_in, stay.check_out)).filter((night) => importedSet.has(night)))].sort();
  return {
    room_id: room.id,
    export_url: exportUrlOf(baseUrl, room.id, room.calendar_secret),
    import_url: room.import_url,
    import_checked_at: room.import_checked_at?.toISOString() ?? null,
    import_synced_at: room.import_synced_at?.toISOString() ?? null,
    import_error: room.import_error,
    import_events: room.import_events,
    imported_nights: nights,
    conflicts,
  };
}

/** A new export secret (the old address stops answering at once), drawn as the migration draws it. */
export async function renewCalendarSecret(db: Db, roomId: number): Promise<void> {
  await db
    .updateTable('homestay_rooms')
    .set({ calendar_secret: sql`replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`, updated_at: sql`now()` } as never)
    .where('id', '=', roomId)
    .execute();
}

/**
 * Sets the room's outside calendar. Another address starts afresh (its last run is not the new
 * one's); none at all also frees the nights the old one blocked, since nothing will replace them.
 */
export async function setImportUrl(db: Db, roomId: number, url: string | null): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await trx.selectFrom('homestay_rooms').select('import_url').where('id', '=', roomId).executeTakeFirst();
    if (before?.import_url === url) return;
    await trx
      .updateTable('homestay_rooms')
      .set({ import_url: url, import_checked_at: null, import_synced_at: null, import_error: null, import_events: null, updated_at: sql`now()` } as never)
      .where('id', '=', roomId)
      .execute();
    if (url === null) await trx.deleteFrom('homestay_blocked_nights').where('room_id', '=', roomId).where('source', '=', 'ical').execute();
  });
}

export interface SyncDeps {
  db: Db;
  calendars: Pick<HomestayCalendarsConfig, 'timeoutMs' | 'maxBytes' | 'allowPrivateAddresses'>;
  timeZone: string;
  now: () => Date;
}

export interface SyncOutcome {
  ok: boolean;
  /** Whether the room's blocked nights changed (the public answers showing them are then stale). */
  changed: boolean;
}

/**
 * Fetches a room's outside calendar and makes its busy nights from today on the room's blocked
 * nights of source 'ical': new ones added, vanished ones removed, nights blocked by hand left as
 * they are (a night blocked both ways stays a hand block), stays never touched (a night sold
 * here and there is shown as a conflict instead). The fetch runs outside any transaction; the
 * replacement runs in one under the room's row lock (decision 0040), so a stay being booked for
 * the same room either commits first (and shows as a conflict) or sees the new blocks. A failed
 * fetch or an unreadable file changes no night: the error is kept for the owner, and the blocks
 * of the last good read stay, so a platform's bad hour sells nothing twice.
 */
async function syncRoomCalendar(deps: SyncDeps, roomId: number, audit: { actor: AuditActor; origin: AuditOrigin }): Promise<SyncOutcome> {
  const room = await deps.db.selectFrom('homestay_rooms').select(['id', 'name', 'import_url']).where('id', '=', roomId).executeTakeFirst();
  if (!room?.import_url) return { ok: false, changed: false };
  const checkedAt = deps.now();
  const today = todayIn(deps.timeZone, checkedAt);
  let read: { events: number; nights: string[] };
  try {
    read = importedNightsOf(await fetchCalendar(room.import_url, deps.calendars), today, deps.timeZone);
  } catch (error) {
    if (!(error instanceof CalendarFetchError || error instanceof CalendarParseError)) throw error;
    await deps.db
      .updateTable('homestay_rooms')
      .set({ import_checked_at: checkedAt, import_error: error.message.slice(0, 500) })
      .where('id', '=', roomId)
      // The address changed while it was being fetched: this run is not its.
      .where('import_url', '=', room.import_url)
      .execute();
    // A person's "sync now" is recorded whatever came of it; the background's failures are the room's last error only.
    if (audit.actor.kind === 'user') {
      await appendAudit(deps.db, { ...audit, action: 'sync-calendar', entity: 'homestay_rooms', entityId: roomId, entityName: room.name, changes: { import_error: { to: error.message.slice(0, 500) } } });
    }
    return { ok: false, changed: false };
  }
  return inTransaction(deps.db, async (trx) => {
    if (!(await lockRoom(trx, roomId))) return { ok: false, changed: false };
    const still = await trx.selectFrom('homestay_rooms').select('import_url').where('id', '=', roomId).executeTakeFirst();
    if (still?.import_url !== room.import_url) return { ok: false, changed: false };
    const held = await trx
      .selectFrom('homestay_blocked_nights')
      .select([sql<string>`night::text`.as('night'), 'source'])
      .where('room_id', '=', roomId)
      .where('night', '>=', today)
      .execute();
    const wanted = new Set(read.nights);
    const handBlocked = new Set(held.filter((row) => row.source === 'hand').map((row) => row.night));
    const imported = new Set(held.filter((row) => row.source === 'ical').map((row) => row.night));
    const gone = [...imported].filter((night) => !wanted.has(night));
    const added = read.nights.filter((night) => !imported.has(night) && !handBlocked.has(night));
    if (gone.length > 0) await trx.deleteFrom('homestay_blocked_nights').where('room_id', '=', roomId).where('source', '=', 'ical').where('night', 'in', gone).execute();
    if (added.length > 0) {
      await trx
        .insertInto('homestay_blocked_nights')
        .values(added.map((night) => ({ room_id: roomId, night, reason: IMPORTED_REASON, source: 'ical' as const, created_by: null })))
        // A hand block made since the read above wins: it is left as it is.
        .onConflict((c) => c.columns(['room_id', 'night']).doNothing())
        .execute();
    }
    await trx
      .updateTable('homestay_rooms')
      .set({ import_checked_at: checkedAt, import_synced_at: checkedAt, import_error: null, import_events: read.events })
      .where('id', '=', roomId)
      .execute();
    const changed = gone.length > 0 || added.length > 0;
    // The background run is recorded when it changed nights; a person's "sync now" always.
    if (changed || audit.actor.kind === 'user') {
      await appendAudit(trx, {
        ...audit,
        action: 'sync-calendar',
        entity: 'homestay_rooms',
        entityId: roomId,
        entityName: room.name,
        changes: { imported_nights: { from: imported.size, to: imported.size - gone.length + added.length } },
      });
    }
    return { ok: true, changed };
  });
}

/** Syncs under way, by room: a second request for the same room (a double click, the schedule) joins the first. */
const RUNNING = new Map<number, Promise<SyncOutcome>>();

/** syncRoomCalendar, once at a time per room. */
export function syncRoomCalendarOnce(deps: SyncDeps, roomId: number, audit: { actor: AuditActor; origin: AuditOrigin }): Promise<SyncOutcome> {
  const running = RUNNING.get(roomId);
  if (running) return running;
  const run = syncRoomCalendar(deps, roomId, audit).finally(() => RUNNING.delete(roomId));
  RUNNING.set(roomId, run);
  return run;
}

/** Rooms whose outside calendar is due: never tried, or tried longest ago and not within `minutes`. */
export async function roomsDueForImport(db: Db, now: Date, minutes: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('homestay_rooms')
    .select('id')
    .where('import_url', 'is not', null)
    .where((eb) => eb.or([eb('import_checked_at', 'is', null), eb('import_checked_at', '<', new Date(now.getTime() - minutes * 60_000))]))
    .orderBy(sql`import_checked_at nulls first`)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
