import { type Charge, type ChargeListInput, chargeListInput, type ChargeStatus, type PaymentStatus, type VisitorCharge } from '@island/shared';
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
  values: { booking_id: number; booking_code: string; provider: 'midtrans'; order_id: string; amount: number; expires_at: Date },
): Promise<ChargeRow> {
  const { id } = await db.insertInto('payment_charges').values(values).returning('id').executeTakeFirstOrThrow();
  return (await findCharge(db, id))!;
}

export async function updateCharge(
  db: Db,
  id: number,
  changes: Partial<{ status: ChargeStatus; qr_string: string; provider_ref: string | null; paid_at: Date; paid_late: boolean; refunded_at: Date; refund_reason: string; checked_at: Date }>,
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
  values: { provider: 'midtrans'; event_key: string; order_id: string; reported_status: string; outcome: string; body: unknown },
): Promise<boolean> {
  const row = await db
    .insertInto('payment_notifications')
    .values({ ...values, body: JSON.stringify(values.body) })
    .onConflict((oc) => oc.columns(['provider', 'event_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Charges still waiting whose status is worth asking: made over a minute ago, oldest asked first. */
export async function pendingChargesToCheck(db: Db, now: Date, limit: number): Promise<{ order_id: string }[]> {
  return db
    .selectFrom('payment_charges')
    .select('order_id')
    .where('status', '=', 'pending')
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
export async function pendingChargesOfClosedBookings(db: Db, limit: number, bookingId?: number): Promise<{ order_id: string }[]> {
  let query = db
    .selectFrom('payment_charges as c')
    .innerJoin('bookings as b', 'b.id', 'c.booking_id')
    .select('c.order_id')
    .where('c.status', '=', 'pending')
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
  if (input.flagged !== undefined) query = query.where('paid_late', '=', input.flagged);
  if (input.search) query = query.where((eb) => containsAny(eb, SEARCHED, input.search!));
  query = query.orderBy('created_at', 'desc').orderBy('id', 'desc');
  return fetchPage(db, query, input.page, input.limit);
}

/** Money received on one island day, and paid-late charges of bookings staff have not looked at. */
export async function chargeFigures(db: Db, day: string, timeZone: string): Promise<{ paidToday: number; flagged: number }> {
  const row = await db
    .selectFrom('payment_charges as c')
    .leftJoin('bookings as b', 'b.id', 'c.booking_id')
    .select([
      sql<string>`coalesce(sum(c.amount) filter (where c.status = 'paid' and (c.paid_at at time zone ${timeZone})::date = ${day}::date), 0)::text`.as('paid_today'),
      sql<number>`(count(*) filter (where c.paid_late and b.payment_needs_staff))::int`.as('flagged'),
    ])
    .executeTakeFirstOrThrow();
  return { paidToday: Number(row.paid_today), flagged: row.flagged };
}
