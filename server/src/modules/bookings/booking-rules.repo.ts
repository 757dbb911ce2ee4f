import {
  type BoatLeg,
  BOOKING_TEXTS,
  type BookingTrip,
  type BookingRules,
  type CancellationTerms,
  type BookingRulesInput,
  bookingRulesInput,
  type ClosedDate,
  DEFAULT_BOOKING_RULES,
  PACKAGE_TEXTS,
  PAYMENT_TEXTS,
  personsInRange,
} from '@island/shared';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { Context } from '../../trpc/context.ts';
import { meetingPinOf, updatePackage } from '../packages/packages.repo.ts';
import type { EffectiveRules } from './booking-checks.ts';
import { inTransaction } from '../../db/transaction.ts';
import { islandToday } from '../../clock/island-today.ts';
import type { RowOf } from '../../db/row-of.ts';
import { boatLegColumn } from '../transportation/trip-legs.repo.ts';

const T = BOOKING_TEXTS;

/** A package as a booking needs it: what it costs, who answers, and its rules. */
export interface BookablePackage {
  id: number;
  name: string;
  price: number;
  image: string | null;
  duration: string;
  whatsappContact: string;
  rules: EffectiveRules;
  /** When a visitor may cancel online, and whether a deposit comes back then. */
  cancellation: CancellationTerms;
  cancellationNote: string | null;
  /** The boats out and back its bookings take (staff may change a booking's). */
  boats: { out: BoatLeg | null; back: BoatLeg | null };
  /** What the booking page tells the visitor about the day. */
  trip: BookingTrip;
  /** The time of the package's first itinerary row, as staff wrote it (the trip's start: tripStart). */
  firstTime: string | null;
  /** The deposit asked online (a percentage or a fixed sum; neither: the whole total). */
  deposit: { percent: number | null; amount: number | null };
}

function selectPackagesWithRules(db: Db) {
  return db
    .selectFrom('packages as p')
    .leftJoin('package_booking_rules as r', 'r.package_id', 'p.id')
    .select([
      'p.id',
      'p.name',
      'p.price',
      'p.image',
      'p.duration',
      'p.whatsapp_contact',
      'p.min_persons',
      'p.max_persons',
      'p.active',
      'r.package_id as rules_of',
      'r.bookable',
      'r.capacity_per_date',
      'r.min_days_ahead',
      'r.max_days_ahead',
      'r.weekdays',
      'r.cancellation_note',
      'p.bring',
      'p.meeting_point_name',
      'p.meeting_point_directions',
      'p.meeting_point_latitude',
      'p.meeting_point_longitude',
      boatLegColumn('p', 'out').as('boat_out'),
      boatLegColumn('p', 'back').as('boat_back'),
      'r.cancel_hours_before',
      'r.refund_deposit',
      'r.deposit_percent',
      'r.deposit_amount',
      sql<string | null>`p.itinerary -> 0 ->> 'time'`.as('first_time'),
    ]);
}

type PackageWithRulesRow = RowOf<typeof selectPackagesWithRules>;

/**
 * A package without rules of its own books under the defaults. An inactive package (hidden from
 * visitors) is not bookable online, whatever its rules say; staff may still book it.
 */
function toBookable(row: PackageWithRulesRow): BookablePackage {
  const own = row.rules_of !== null;
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    image: row.image,
    duration: row.duration,
    whatsappContact: row.whatsapp_contact,
    rules: {
      bookable: row.active && (own ? Boolean(row.bookable) : DEFAULT_BOOKING_RULES.bookable),
      minPersons: row.min_persons,
      maxPersons: row.max_persons,
      capacityPerDate: own ? row.capacity_per_date : DEFAULT_BOOKING_RULES.capacityPerDate,
      minDaysAhead: own ? (row.min_days_ahead ?? 0) : DEFAULT_BOOKING_RULES.minDaysAhead,
      maxDaysAhead: own ? (row.max_days_ahead ?? 0) : DEFAULT_BOOKING_RULES.maxDaysAhead,
      weekdays: own && row.weekdays ? row.weekdays.map(Number) : [...DEFAULT_BOOKING_RULES.weekdays],
    },
    cancellation: {
      cancelHoursBefore: own ? (row.cancel_hours_before ?? DEFAULT_BOOKING_RULES.cancelHoursBefore) : DEFAULT_BOOKING_RULES.cancelHoursBefore,
      refundDeposit: own ? (row.refund_deposit ?? DEFAULT_BOOKING_RULES.refundDeposit) : DEFAULT_BOOKING_RULES.refundDeposit,
    },
    cancellationNote: own ? row.cancellation_note : DEFAULT_BOOKING_RULES.cancellationNote,
    boats: { out: row.boat_out, back: row.boat_back },
    trip: {
      meeting_time: row.first_time,
      meeting_point:
        row.meeting_point_name === null && row.meeting_point_latitude === null
          ? null
          : {
              name: row.meeting_point_name,
              directions: row.meeting_point_directions,
              location: meetingPinOf(row.meeting_point_latitude, row.meeting_point_longitude),
            },
      bring: row.bring,
    },
    firstTime: row.first_time,
    deposit: {
      percent: own ? (row.deposit_percent ?? null) : null,
      amount: own && row.deposit_amount !== null ? Number(row.deposit_amount) : null,
    },
  };
}

export async function loadBookablePackage(db: Db, packageId: number): Promise<BookablePackage | undefined> {
  const row = await selectPackagesWithRules(db).where('p.id', '=', packageId).executeTakeFirst();
  return row ? toBookable(row) : undefined;
}

/**
 * The package with its rules, its row locked until the transaction ends: every seat check and
 * booking write of the package waits here for the one before it, so a capacity is never exceeded
 * (decision 0022). One statement, so the lock is held for as few round trips as possible.
 */
export async function lockBookablePackage(trx: Transaction<DB>, packageId: number): Promise<BookablePackage | undefined> {
  const row = await selectPackagesWithRules(trx).where('p.id', '=', packageId).forUpdate('p').executeTakeFirst();
  return row ? toBookable(row) : undefined;
}

/** Every package with its rules, by name (the calendar and the manifest). */
export async function loadBookablePackages(db: Db): Promise<BookablePackage[]> {
  const rows = await selectPackagesWithRules(db).orderBy('p.name').orderBy('p.id').execute();
  return rows.map(toBookable);
}

/**
 * The closed dates within a range, for one package (its own and those of every package) or, with
 * `packageId` null, only those of every package. A date closed for all keeps that reason.
 */
export async function closedNotes(db: Db, packageId: number | null, from: string, to: string): Promise<Map<string, string>> {
  let query = db
    .selectFrom('booking_closed_dates')
    .select([sql<string>`date::text`.as('date'), 'reason', 'package_id'])
    .where('date', '>=', from)
    .where('date', '<=', to);
  query = packageId === null
    ? query.where('package_id', 'is', null)
    : query.where((eb) => eb.or([eb('package_id', 'is', null), eb('package_id', '=', packageId)]));
  const notes = new Map<string, string>();
  for (const row of await query.orderBy('package_id', 'desc').execute()) notes.set(row.date, row.reason);
  return notes;
}

/** Closed dates of each package within a range: package id → date → reason (own dates only). */
export async function closedNotesByPackage(db: Db, from: string, to: string): Promise<Map<number, Map<string, string>>> {
  const rows = await db
    .selectFrom('booking_closed_dates')
    .select([sql<string>`date::text`.as('date'), 'reason', 'package_id'])
    .where('package_id', 'is not', null)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  const byPackage = new Map<number, Map<string, string>>();
  for (const row of rows) {
    const id = row.package_id as number;
    if (!byPackage.has(id)) byPackage.set(id, new Map());
    byPackage.get(id)!.set(row.date, row.reason);
  }
  return byPackage;
}

async function ownClosedDates(db: Db, packageId: number, from: string): Promise<ClosedDate[]> {
  return db
    .selectFrom('booking_closed_dates')
    .select([sql<string>`date::text`.as('date'), 'reason'])
    .where('package_id', '=', packageId)
    .where('date', '>=', from)
    .orderBy('date')
    .execute();
}

export async function readRules(ctx: Pick<Context, 'db' | 'config' | 'now'>, packageId: number): Promise<BookingRules> {
  const found = await loadBookablePackage(ctx.db, packageId);
  if (!found) throw notFound(PACKAGE_TEXTS.notFound);
  return {
    packageId: found.id,
    packageName: found.name,
    ...found.rules,
    weekdays: [...found.rules.weekdays],
    cancellationNote: found.cancellationNote,
    ...found.cancellation,
    depositPercent: found.deposit.percent,
    depositAmount: found.deposit.amount,
    closedDates: await ownClosedDates(ctx.db, packageId, islandToday(ctx)),
  };
}

/**
 * Saves a package's rules: fields left out keep what is stored (or the defaults), the group size
 * goes to the package itself, and `closedDates` replaces the package's own dates from today on.
 */
export async function saveRules(ctx: Pick<Context, 'db' | 'config' | 'now'>, raw: BookingRulesInput): Promise<BookingRules> {
  const input = bookingRulesInput.parse(raw);
  const today = islandToday(ctx);
  return inTransaction(ctx.db, async (trx) => {
    const stored = await loadBookablePackage(trx, input.packageId);
    if (!stored) throw notFound(PACKAGE_TEXTS.notFound);
    const persons = { minPersons: input.minPersons ?? stored.rules.minPersons, maxPersons: input.maxPersons ?? stored.rules.maxPersons };
    if (!personsInRange(persons)) throw badRequest('maxPersons', PACKAGE_TEXTS.personsRange);
    const minDaysAhead = input.minDaysAhead ?? stored.rules.minDaysAhead;
    const maxDaysAhead = input.maxDaysAhead ?? stored.rules.maxDaysAhead;
    if (maxDaysAhead < minDaysAhead) throw badRequest('maxDaysAhead', T.daysAheadOrder);
    // One deposit rule at a time: setting one clears the other unless both are sent.
    if (typeof input.depositPercent === 'number' && typeof input.depositAmount === 'number') throw badRequest('depositAmount', PAYMENT_TEXTS.depositOneRule);
    const deposit =
      typeof input.depositPercent === 'number'
        ? { deposit_percent: input.depositPercent, deposit_amount: null }
        : typeof input.depositAmount === 'number'
          ? { deposit_percent: null, deposit_amount: input.depositAmount }
          : {
              deposit_percent: input.depositPercent === null ? null : stored.deposit.percent,
              deposit_amount: input.depositAmount === null ? null : stored.deposit.amount,
            };
    if (input.minPersons !== undefined || input.maxPersons !== undefined) await updatePackage(trx, input.packageId, persons);
    const values = {
      bookable: input.bookable ?? stored.rules.bookable,
      capacity_per_date: input.capacityPerDate === undefined ? stored.rules.capacityPerDate : input.capacityPerDate,
      min_days_ahead: minDaysAhead,
      max_days_ahead: maxDaysAhead,
      weekdays: input.weekdays ?? [...stored.rules.weekdays],
      cancellation_note: input.cancellationNote === undefined ? stored.cancellationNote : input.cancellationNote,
      cancel_hours_before: input.cancelHoursBefore ?? stored.cancellation.cancelHoursBefore,
      refund_deposit: input.refundDeposit ?? stored.cancellation.refundDeposit,
      ...deposit,
    };
    await trx
      .insertInto('package_booking_rules')
      .values({ package_id: input.packageId, ...values })
      .onConflict((oc) => oc.column('package_id').doUpdateSet({ ...values, updated_at: sql`now()` }))
      .execute();
    if (input.closedDates) {
      await trx.deleteFrom('booking_closed_dates').where('package_id', '=', input.packageId).where('date', '>=', today).execute();
      const dates = new Map(input.closedDates.map((day) => [day.date, day.reason]));
      if (dates.size > 0) {
        await trx
          .insertInto('booking_closed_dates')
          .values([...dates].map(([date, reason]) => ({ package_id: input.packageId, date, reason })))
          .onConflict((oc) => oc.columns(['package_id', 'date']).where('package_id', 'is not', null).doUpdateSet({ reason: (eb) => eb.ref('excluded.reason') }))
          .execute();
      }
    }
    return readRules({ ...ctx, db: trx }, input.packageId);
  });
}
