import {
  type BoatLeg,
  type Booking,
  type BookingListInput,
  type BookingStatus,
  bookingListInput,
  type PaymentStatus,
  SEAT_TAKING_STATUSES,
  addDays,
  weekdayOf,
} from '@island/shared';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { readTogether } from '../../db/reads.ts';
import { fetchPage } from '../../db/pagination.ts';
import { containsAny } from '../../db/search.ts';
import type { BookingsTable } from '../../db/types.ts';
import { newBookingCode } from './booking-codes.ts';
import type { RowOf } from '../../db/row-of.ts';
import { boatLegColumn } from '../transportation/trip-legs.repo.ts';

/** The searched columns, in the order of the trigram index of migration 0011. */
const SEARCHED = ['b.code', 'b.customer_name', 'b.customer_phone'] as const;

function selectBookings(db: Db) {
  return db
    .selectFrom('bookings as b')
    .leftJoin('packages as p', 'p.id', 'b.package_id')
    .select([
      'b.id',
      'b.code',
      'b.key_hash',
      'b.review_key_hash',
      'b.package_id',
      // The package's name now; the stored one once the package is gone.
      sql<string>`coalesce(p.name, b.package_name)`.as('package_name'),
      'p.price as package_price',
      sql<string>`b.booking_date::text`.as('booking_date'),
      'b.participants',
      'b.customer_name',
      'b.customer_phone',
      'b.customer_email',
      'b.special_requests',
      'b.price_per_person',
      'b.total_price',
      'b.status',
      'b.payment_status',
      'b.notes',
      'b.status_reason',
      'b.checked_in_at',
      boatLegColumn('b', 'out').as('boat_out'),
      boatLegColumn('b', 'back').as('boat_back'),
      'b.cancelled_by_visitor_at',
      'b.cancellation_seen_at',
      'b.created_at',
      'b.updated_at',
    ]);
}

/** A booking as read: dates as text, the package's current price beside it (its type is its select's). */
export type BookingRow = RowOf<typeof selectBookings>;

export function toWireBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    code: row.code,
    package_id: row.package_id,
    package_name: row.package_name,
    package_price: row.package_price,
    booking_date: row.booking_date,
    participants: row.participants,
    customer_name: row.customer_name,
    customer_phone: row.customer_phone,
    customer_email: row.customer_email,
    special_requests: row.special_requests,
    price_per_person: row.price_per_person,
    total_price: Number(row.total_price),
    status: row.status,
    payment_status: row.payment_status,
    notes: row.notes,
    status_reason: row.status_reason,
    checked_in_at: row.checked_in_at?.toISOString() ?? null,
    boat_out: row.boat_out,
    boat_back: row.boat_back,
    cancelled_by_visitor_at: row.cancelled_by_visitor_at?.toISOString() ?? null,
    cancellation_seen_at: row.cancellation_seen_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listBookings(db: Db, raw: BookingListInput) {
  const input = bookingListInput.parse(raw);
  let query = selectBookings(db);
  if (input.status) query = query.where('b.status', '=', input.status);
  if (input.payment_status) query = query.where('b.payment_status', '=', input.payment_status);
  if (input.package_id) query = query.where('b.package_id', '=', input.package_id);
  if (input.from) query = query.where('b.booking_date', '>=', input.from);
  if (input.to) query = query.where('b.booking_date', '<=', input.to);
  if (input.unseen_cancellations) query = query.where('b.cancelled_by_visitor_at', 'is not', null).where('b.cancellation_seen_at', 'is', null);
  if (input.search) {
    // A phone typed as 0812… is searched as stored (62812…) too.
    const terms = [input.search, ...phoneForms(input.search)];
    query = query.where((eb) => eb.or(terms.map((term) => containsAny(eb, SEARCHED, term))));
  }
  query = query.orderBy('b.created_at', 'desc').orderBy('b.id', 'desc');
  return fetchPage(db, query, input.page, input.limit);
}

/** A search that looks like an Indonesian phone number, in the stored form (digits, 62…). */
function phoneForms(term: string): string[] {
  const digits = term.replace(/[\s().+-]/g, '');
  if (!/^\d{4,}$/.test(digits)) return [];
  return digits.startsWith('0') ? [`62${digits.slice(1)}`] : digits !== term ? [digits] : [];
}

export async function findBooking(db: Db, id: number): Promise<BookingRow | undefined> {
  return selectBookings(db).where('b.id', '=', id).executeTakeFirst();
}

export async function findBookingByCode(db: Db, code: string): Promise<BookingRow | undefined> {
  return selectBookings(db).where('b.code', '=', code).executeTakeFirst();
}


export async function countPendingBookings(db: Db): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row?.n ?? 0;
}

/** Visitors' cancellations no clerk has seen yet (the partial index of migration 0022). */
export async function countUnseenCancellations(db: Db): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('cancelled_by_visitor_at', 'is not', null)
    .where('cancellation_seen_at', 'is', null)
    .executeTakeFirst();
  return row?.n ?? 0;
}

/** A visitor's cancellation, seen by a clerk at `at`; a booking already seen keeps its first time. */
export async function markCancellationSeen(db: Db, id: number, at: Date): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ cancellation_seen_at: at })
    .where('id', '=', id)
    .where('cancelled_by_visitor_at', 'is not', null)
    .where('cancellation_seen_at', 'is', null)
    .execute();
}

export type BookingValues = Omit<Insertable<BookingsTable>, 'id'>;

/**
 * Stores a booking under a newly drawn code and answers it, every column (the audit takes it as
 * the record's after-state). A code already taken (one draw in hundreds of millions) is left
 * alone by the insert itself and drawn again: no lookup before, so no round trip for it.
 */
export async function insertBooking(db: Db, values: Omit<BookingValues, 'code'>, drawCode = newBookingCode): Promise<Selectable<BookingsTable>> {
  for (;;) {
    const row = await db
      .insertInto('bookings')
      .values({ ...values, code: drawCode() })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row) return row;
  }
}

/**
 * A booking just inserted, as `findBooking` would read it back within the same transaction: its
 * package is the one just locked, so the name and price beside it are that package's (the join
 * and `coalesce` of `selectBookings` give the same), and its date is the text it was stored from.
 * Reading it back would be one more round trip made under the package's lock.
 */
export function insertedBookingRow(
  row: Selectable<BookingsTable>,
  bookingDate: string,
  pkg: { name: string; price: number; boats: { out: BoatLeg | null; back: BoatLeg | null } },
): BookingRow {
  // The leg columns are read as the legs themselves, named, as selectBookings reads them; the
  // payments module's flag is its own to read (payments.repo), so a booking row leaves it out.
  const {
    boat_out_id: _outId, boat_out_time: _outTime, boat_back_id: _backId, boat_back_time: _backTime,
    payment_needs_staff: _needsStaff, ...stored
  } = row;
  return { ...stored, package_name: pkg.name, package_price: pkg.price, booking_date: bookingDate, boat_out: pkg.boats.out, boat_back: pkg.boats.back };
}

export interface BookingChanges {
  status?: BookingStatus;
  payment_status?: PaymentStatus;
  notes?: string | null;
  status_reason?: string | null;
  booking_date?: string;
  participants?: number;
  total_price?: number;
  checked_in_at?: Date | null;
  boat_out_id?: number | null;
  boat_out_time?: string | null;
  boat_back_id?: number | null;
  boat_back_time?: string | null;
  /** A visitor's own cancellation: when, and not yet seen by staff. */
  cancelled_by_visitor_at?: Date;
  cancellation_seen_at?: Date | null;
  /** The second key to the page, e-mailed with the request to review. */
  review_key_hash?: string;
}

export async function updateBooking(db: Db, id: number, changes: BookingChanges): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set({ ...changes, updated_at: sql`now()` })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The manifest's tick, written only while the booking still holds seats on `date` (the island's
 * today): a cancellation that lands between the check and the write leaves it unwritten (false).
 */
export async function setCheckedIn(db: Db, id: number, date: string, at: Date | null): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set({ checked_in_at: at, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('booking_date', '=', date)
    .where('status', 'in', SEAT_TAKING_STATUSES)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteBooking(db: Db, id: number): Promise<{ id: number; code: string } | undefined> {
  return db.deleteFrom('bookings').where('id', '=', id).returning(['id', 'code']).executeTakeFirst();
}

/**
 * Persons holding seats per date of one package within a range; a booking being moved
 * (`except`) is left out so its own seats count as free.
 */
export async function seatsTakenByDate(
  db: Db,
  packageId: number,
  from: string,
  to: string,
  except?: number,
): Promise<Map<string, number>> {
  let query = db
    .selectFrom('bookings')
    .select([sql<string>`booking_date::text`.as('date'), sql<number>`sum(participants)::int`.as('persons')])
    .where('package_id', '=', packageId)
    .where('booking_date', '>=', from)
    .where('booking_date', '<=', to)
    .where('status', 'in', SEAT_TAKING_STATUSES)
    .groupBy('booking_date');
  if (except !== undefined) query = query.where('id', '<>', except);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.date, row.persons]));
}

/**
 * What decides a request for one date of a package, in one statement: the seats held (the
 * booking `except` left out) and the date's closing note (the package's own before one for every
 * package).
 */
export async function dateStateOf(
  db: Db,
  packageId: number,
  date: string,
  except?: number,
): Promise<{ taken: number; closedNote: string | null }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('bookings')
        .select(sql<number>`coalesce(sum(participants), 0)::int`.as('n'))
        .where('package_id', '=', packageId)
        .where('booking_date', '=', date)
        .where('status', 'in', SEAT_TAKING_STATUSES)
        .$if(except !== undefined, (q) => q.where('id', '<>', except!))
        .as('taken'),
      eb
        .selectFrom('booking_closed_dates')
        .select('reason')
        .where('date', '=', date)
        .where((c) => c.or([c('package_id', 'is', null), c('package_id', '=', packageId)]))
        .orderBy(sql`package_id is null`)
        .limit(1)
        .as('closed_note'),
    ])
    .executeTakeFirstOrThrow();
  return { taken: row.taken ?? 0, closedNote: row.closed_note ?? null };
}

/**
 * The dashboard's bookings: waiting for an answer, persons expected today and tomorrow (live
 * bookings), and bookings made per week with their persons, `weeks` weeks to the current one.
 * Days and weeks are the island's (`timeZone`), whatever the server's own zone.
 */
export async function bookingFigures(db: Db, timeZone: string, today: string, weeks: number) {
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  const starts = Array.from({ length: weeks }, (_, i) => addDays(monday, -7 * (weeks - 1 - i)));
  const tomorrow = addDays(today, 1);
  const madeOn = sql<string>`(created_at at time zone ${timeZone})::date`;
  const [waiting, cancelledUnseen, expected, perWeek] = await readTogether(db, [
    () => countPendingBookings(db),
    () => countUnseenCancellations(db),
    () => db
      .selectFrom('bookings')
      .select([sql<string>`booking_date::text`.as('date'), sql<number>`sum(participants)::int`.as('persons')])
      .where('booking_date', 'in', [today, tomorrow])
      .where('status', 'in', SEAT_TAKING_STATUSES)
      .groupBy('booking_date')
      .execute(),
    () => db
      .selectFrom('bookings')
      .select([
        sql<number>`((${madeOn} - ${starts[0]}::date) / 7)::int`.as('week'),
        sql<number>`count(*)::int`.as('bookings'),
        sql<number>`sum(participants)::int`.as('persons'),
      ])
      .where('created_at', '>=', sql<Date>`(${starts[0]}::date::timestamp at time zone ${timeZone})`)
      .where('status', '<>', 'cancelled')
      .groupBy(sql`1`)
      .execute(),
  ]);
  const persons = new Map(expected.map((row) => [row.date, row.persons]));
  const byWeek = new Map(perWeek.map((row) => [Number(row.week), row]));
  return {
    waiting,
    cancelledUnseen,
    personsToday: persons.get(today) ?? 0,
    personsTomorrow: persons.get(tomorrow) ?? 0,
    perWeek: starts.map((weekStart, i) => ({ weekStart, bookings: byWeek.get(i)?.bookings ?? 0, persons: byWeek.get(i)?.persons ?? 0 })),
  };
}

