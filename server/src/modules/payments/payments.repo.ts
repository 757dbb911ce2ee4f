import {
  type Charge,
  type ChargeListInput,
  chargeListInput,
  type ChargeStatus,
  type PaymentProviderName,
  type PaymentStatus,
  type Reconciliation,
  type ReconciliationDifference,
  type VisitorCharge,
} from '@island/shared';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import { fetchPage } from '../../db/pagination.ts';
import { containsAny } from '../../db/search.ts';
import { PAYABLE_STATUSES } from './payment-rules.ts';
import type { RowOf } from '../../db/row-of.ts';
import type { DB } from '../../db/types.ts';

// All SQL of payments: charges, the notifications' inbox, and the booking's money fields.

function selectCharges(db: Db) {
  return db
    .selectFrom('payment_charges')
    .select([
      'id',
      'booking_id',
      'booking_code',
      'provider',
      'order_id',
      'amount',
      'currency',
      'status',
      'qr_string',
      'provider_ref',
      'expires_at',
      'paid_at',
      'paid_late',
      'refunded_at',
      'refund_reason',
      'refund_failed_at',
      'checked_at',
      'created_at',
    ]);
}

export type ChargeRow = RowOf<typeof selectCharges>;

export function toVisitorCharge(row: ChargeRow): VisitorCharge {
  return {
    order_id: row.order_id,
    amount: Number(row.amount),
    currency: row.currency,
    // Only a charge still waiting can be paid: the code is not shown for any other.
    qr_string: row.status === 'pending' ? row.qr_string : null,
    expires_at: row.expires_at.toISOString(),
    status: row.status,
    paid_at: row.paid_at?.toISOString() ?? null,
  };
}

export function toWireCharge(row: ChargeRow): Charge {
  return {
    ...toVisitorCharge(row),
    id: row.id,
    booking_id: row.booking_id,
    booking_code: row.booking_code,
    provider: row.provider,
    provider_ref: row.provider_ref,
    paid_late: row.paid_late,
    refunded_at: row.refunded_at?.toISOString() ?? null,
    refund_reason: row.refund_reason,
    refund_failed_at: row.refund_failed_at?.toISOString() ?? null,
    checked_at: row.checked_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** A booking as payments need it, with its package's deposit rule and when its hold ends. */
function selectPayableBooking(db: Db, timeZone: string) {
  return db
    .selectFrom('bookings as b')
    .leftJoin('package_booking_rules as r', 'r.package_id', 'b.package_id')
    .select([
      'b.id',
      'b.code',
      'b.key_hash',
      'b.review_key_hash',
      'b.status',
      'b.payment_status',
      'b.total_price',
      'b.customer_name',
      'b.customer_email',
      'b.package_name',
      sql<string>`b.booking_date::text`.as('booking_date'),
      'b.payment_needs_staff',
      'r.deposit_percent',
      'r.deposit_amount',
      // The seats are held until the trip's date is over on the island.
      sql<Date>`((b.booking_date + 1)::timestamp at time zone ${timeZone})`.as('hold_ends'),
    ]);
}

export type PayableBookingRow = RowOf<typeof selectPayableBooking>;

export async function findPayableBookingByCode(db: Db, code: string, timeZone: string): Promise<PayableBookingRow | undefined> {
  return selectPayableBooking(db, timeZone).where('b.code', '=', code).executeTakeFirst();
}

/** The booking, its row locked until the transaction ends: its charges change one request at a time. */
export async function lockPayableBooking(trx: Transaction<DB>, id: number, timeZone: string): Promise<PayableBookingRow | undefined> {
  return selectPayableBooking(trx, timeZone).where('b.id', '=', id).forUpdate('b').executeTakeFirst();
}

export async function chargesOfBooking(db: Db, bookingId: number): Promise<ChargeRow[]> {
  return selectCharges(db).where('booking_id', '=', bookingId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function findCharge(db: Db, id: number): Promise<ChargeRow | undefined> {
  return selectCharges(db).where('id', '=', id).executeTakeFirst();
}

/** The charge of an order id, locked until the transaction ends (a notification and a check never apply at once). */
export async function lockChargeByOrder(trx: Transaction<DB>, orderId: string): Promise<ChargeRow | undefined> {
  return selectCharges(trx).where('order_id', '=', orderId).forUpdate().executeTakeFirst();
}

export async function insertCharge(
  db: Db,
  values: { booking_id: number; booking_code: string; provider: PaymentProviderName; order_id: string; amount: number; expires_at: Date },
): Promise<ChargeRow> {
  const { id } = await db.insertInto('payment_charges').values(values).returning('id').executeTakeFirstOrThrow();
  return (await findCharge(db, id))!;
}

export async function updateCharge(
  db: Db,
  id: number,
  changes: Partial<{ status: ChargeStatus; qr_string: string; provider_ref: string | null; paid_at: Date; paid_late: boolean; refunded_at: Date; refund_reason: string; refund_failed_at: Date | null; checked_at: Date }>,
): Promise<void> {
  await db.updateTable('payment_charges').set({ ...changes, updated_at: sql`now()` }).where('id', '=', id).execute();
}

/** How many charges a booking has had: the next order id's number. */
export async function countCharges(db: Db, bookingId: number): Promise<number> {
  const row = await db.selectFrom('payment_charges').select(sql<number>`count(*)::int`.as('n')).where('booking_id', '=', bookingId).executeTakeFirst();
  return row?.n ?? 0;
}

/** The sum of a booking's paid charges, and whether any was refunded. */
export async function moneyOf(db: Db, bookingId: number): Promise<{ paid: number; anyRefunded: boolean }> {
  const row = await db
    .selectFrom('payment_charges')
    .select([
      sql<string>`coalesce(sum(amount) filter (where status = 'paid'), 0)::text`.as('paid'),
      sql<boolean>`bool_or(status = 'refunded')`.as('any_refunded'),
    ])
    .where('booking_id', '=', bookingId)
    .executeTakeFirstOrThrow();
  return { paid: Number(row.paid), anyRefunded: row.any_refunded === true };
}

export async function setBookingMoney(db: Db, bookingId: number, changes: { payment_status?: PaymentStatus; payment_needs_staff?: boolean }): Promise<void> {
  await db.updateTable('bookings').set({ ...changes, updated_at: sql`now()` }).where('id', '=', bookingId).execute();
}

/**
 * Stores a notification in the inbox; false when the provider's event is already there (a
 * duplicate delivery), in which case nothing else may change.
 */
export async function insertNotification(
  db: Db,
  values: { provider: PaymentProviderName; event_key: string; order_id: string; reported_status: string; outcome: string; body: unknown },
): Promise<boolean> {
  const row = await db
    .insertInto('payment_notifications')
    // The columns' bounds: an order id or status a provider made up is kept cut, never refused (a 5xx would be retried forever).
    .values({ ...values, order_id: values.order_id.slice(0, 50), reported_status: values.reported_status.slice(0, 32), body: JSON.stringify(values.body) })
    .onConflict((oc) => oc.columns(['provider', 'event_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Charges still waiting whose status is worth asking: made over a minute ago, oldest asked first. */
export async function pendingChargesToCheck(db: Db, now: Date, limit: number, provider: PaymentProviderName): Promise<{ order_id: string; provider_ref: string | null }[]> {
  return db
    .selectFrom('payment_charges')
    .select(['order_id', 'provider_ref'])
    .where('status', '=', 'pending')
    // Only the configured provider knows its charges: another's (before a change of provider) are not asked there.
    .where('provider', '=', provider)
    .where('created_at', '<', new Date(now.getTime() - 60_000))
    .orderBy(sql`checked_at nulls first`)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Waiting charges of bookings that no longer take money (cancelled, no-show, completed): each is
 * to be expired at the provider, so a code saved on a phone cannot be paid for a closed booking.
 */
export async function pendingChargesOfClosedBookings(db: Db, limit: number, provider: PaymentProviderName, bookingId?: number): Promise<{ order_id: string; provider_ref: string | null }[]> {
  let query = db
    .selectFrom('payment_charges as c')
    .innerJoin('bookings as b', 'b.id', 'c.booking_id')
    .select(['c.order_id', 'c.provider_ref'])
    .where('c.status', '=', 'pending')
    .where('c.provider', '=', provider)
    .where('b.status', 'not in', PAYABLE_STATUSES);
  if (bookingId !== undefined) query = query.where('b.id', '=', bookingId);
  return query.orderBy('c.id').limit(limit).execute();
}

const SEARCHED = ['order_id', 'booking_code'] as const;

export async function listCharges(db: Db, raw: ChargeListInput, timeZone: string) {
  const input = chargeListInput.parse(raw);
  let query = selectCharges(db);
  const madeOn = sql<string>`(created_at at time zone ${timeZone})::date`;
  if (input.status) query = query.where('status', '=', input.status);
  if (input.from) query = query.where(madeOn, '>=', input.from);
  if (input.to) query = query.where(madeOn, '<=', input.to);
  // Waiting for staff: money after expiry, or a refund through the provider that failed afterwards.
  if (input.flagged !== undefined) {
    const flagged = input.flagged;
    query = query.where((eb) => (flagged ? eb.or([eb('paid_late', '=', true), eb('refund_failed_at', 'is not', null)]) : eb.and([eb('paid_late', '=', false), eb('refund_failed_at', 'is', null)])));
  }
  if (input.search) query = query.where((eb) => containsAny(eb, SEARCHED, input.search!));
  query = query.orderBy('created_at', 'desc').orderBy('id', 'desc');
  return fetchPage(db, query, input.page, input.limit);
}

/**
 * Money received on one island day and over the seven days ending with it, paid-late charges of
 * bookings staff have not looked at, and when the provider was last heard from (a notification)
 * and last asked (a status check): one statement.
 */
export async function chargeFigures(
  db: Db,
  day: string,
  timeZone: string,
): Promise<{ paidToday: number; paidWeek: number; paidWeekCount: number; flagged: number; lastNotificationAt: Date | null; lastCheckAt: Date | null }> {
  const paidOn = sql`(c.paid_at at time zone ${timeZone})::date`;
  const row = await db
    .selectFrom('payment_charges as c')
    .leftJoin('bookings as b', 'b.id', 'c.booking_id')
    .select([
      sql<string>`coalesce(sum(c.amount) filter (where c.status = 'paid' and ${paidOn} = ${day}::date), 0)::text`.as('paid_today'),
      sql<string>`coalesce(sum(c.amount) filter (where c.status = 'paid' and ${paidOn} between ${day}::date - 6 and ${day}::date), 0)::text`.as('paid_week'),
      sql<number>`(count(*) filter (where c.status = 'paid' and ${paidOn} between ${day}::date - 6 and ${day}::date))::int`.as('paid_week_count'),
      sql<number>`(count(*) filter (where (c.paid_late or c.refund_failed_at is not null) and b.payment_needs_staff))::int`.as('flagged'),
      sql<Date | null>`max(c.checked_at)`.as('last_check_at'),
      (eb) => eb.selectFrom('payment_notifications').select(sql<Date | null>`max(received_at)`.as('at')).as('last_notification_at'),
    ])
    .executeTakeFirstOrThrow();
  return {
    paidToday: Number(row.paid_today),
    paidWeek: Number(row.paid_week),
    paidWeekCount: row.paid_week_count,
    flagged: row.flagged,
    lastNotificationAt: row.last_notification_at ?? null,
    lastCheckAt: row.last_check_at,
  };
}

// ---------------------------------------------------------------------------------------------
// The daily reconciliation

/** The charges made on one island day that reached the provider (a failed one never did), oldest first. */
export async function chargesMadeOn(db: Db, day: string, timeZone: string, limit: number, provider: PaymentProviderName): Promise<ChargeRow[]> {
  return selectCharges(db)
    .where(sql<string>`(created_at at time zone ${timeZone})::date`, '=', day)
    .where('provider', '=', provider)
    .where('status', '<>', 'failed')
    .where('qr_string', 'is not', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}

const selectReconciliations = (db: Db) =>
  db.selectFrom('payment_reconciliations').select([sql<string>`day::text`.as('day'), 'provider', 'checked_at', 'charges', 'corrected', 'differences']);

export type ReconciliationRow = RowOf<typeof selectReconciliations>;

export function toWireReconciliation(row: ReconciliationRow): Reconciliation {
  return { ...row, checked_at: row.checked_at.toISOString(), differences: row.differences as ReconciliationDifference[] };
}

/** One day's report, replacing an earlier run's for the same day. */
export async function saveReconciliation(db: Db, report: Omit<Reconciliation, 'checked_at'> & { checked_at: Date }): Promise<ReconciliationRow> {
  const values = { ...report, differences: JSON.stringify(report.differences) };
  await db
    .insertInto('payment_reconciliations')
    .values(values)
    .onConflict((oc) => oc.column('day').doUpdateSet({ provider: values.provider, checked_at: values.checked_at, charges: values.charges, corrected: values.corrected, differences: values.differences }))
    .execute();
  return (await selectReconciliations(db).where('day', '=', report.day).executeTakeFirst())!;
}

export async function latestReconciliations(db: Db, limit: number): Promise<ReconciliationRow[]> {
  return selectReconciliations(db).orderBy('day', 'desc').limit(limit).execute();
}

/** Of these past days, those with charges made but no report yet (a day the daily run missed). */
export async function daysToReconcile(db: Db, days: string[], timeZone: string): Promise<string[]> {
  if (days.length === 0) return [];
  const madeOn = sql<string>`(c.created_at at time zone ${timeZone})::date`;
  const rows = await db
    .selectFrom('payment_charges as c')
    .select(sql<string>`${madeOn}::text`.as('day'))
    .where(madeOn, 'in', days)
    .where('c.qr_string', 'is not', null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('payment_reconciliations as r').select('r.day').whereRef('r.day', '=', madeOn))))
    .groupBy(madeOn)
    .execute();
  return rows.map((row) => row.day).sort();
}
