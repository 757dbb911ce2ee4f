import { type Kysely, sql } from 'kysely';

// Payments through a provider (QRIS through Midtrans first). A booking's charges: one order id
// each (a provider charges an order id once), the amount the server computed, the QR string to
// draw, until when it is valid, and a status that only moves forward (pending → paid / expired /
// failed, paid → refunded). At most one charge per booking waits for payment at a time (the
// partial unique index). The provider's notifications land in an inbox keyed by the provider's
// event, so a notification sent twice changes nothing the second time. A package's deposit rule
// is a percentage or a fixed sum (or neither: the whole total), and a booking paid after its
// charge expired, or after it was cancelled, is flagged for staff.
// Frozen: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_charges')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('booking_id', 'integer', (c) => c.references('bookings.id').onDelete('set null'))
    .addColumn('booking_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('provider', 'varchar(16)', (c) => c.notNull().check(sql`provider in ('midtrans', 'xendit')`))
    .addColumn('order_id', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'varchar(3)', (c) => c.notNull().defaultTo('IDR'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'paid', 'expired', 'failed', 'refunded')`))
    .addColumn('qr_string', 'text')
    .addColumn('provider_ref', 'varchar(100)')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('paid_late', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('refunded_at', 'timestamptz')
    .addColumn('refund_reason', 'varchar(500)')
    .addColumn('checked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One charge waiting for payment per booking: a second one is refused by the database too.
  await sql`create unique index payment_charges_one_pending_idx on payment_charges (booking_id) where status = 'pending'`.execute(db);
  await sql`create index payment_charges_booking_idx on payment_charges (booking_id, created_at desc)`.execute(db);
  // The staff's list, newest first, filtered by status; the reconciliation's pending charges.
  await sql`create index payment_charges_created_idx on payment_charges (created_at desc, id desc)`.execute(db);
  await sql`create index payment_charges_status_idx on payment_charges (status, created_at desc)`.execute(db);
  // The staff's search over order ids and booking codes, in the order of the repo's searched columns.
  await sql`create index payment_charges_search_trgm_idx on payment_charges using gin ((coalesce(order_id, '') || ' ' || coalesce(booking_code, '')) gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('payment_notifications')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    // The provider's event: Midtrans sends no event id, so order id + status + status code + transaction id.
    .addColumn('event_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('order_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('reported_status', 'varchar(32)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(32)', (c) => c.notNull())
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('payment_notifications_event_key', ['provider', 'event_key'])
    .execute();
  await sql`create index payment_notifications_order_idx on payment_notifications (order_id)`.execute(db);

  await db.schema
    .alterTable('package_booking_rules')
    .addColumn('deposit_percent', 'integer', (c) => c.check(sql`deposit_percent between 1 and 100`))
    .addColumn('deposit_amount', 'bigint', (c) => c.check(sql`deposit_amount > 0`))
    .execute();
  await db.schema
    .alterTable('package_booking_rules')
    .addCheckConstraint('package_booking_rules_one_deposit_rule', sql`deposit_percent is null or deposit_amount is null`)
    .execute();
  await db.schema.alterTable('bookings').addColumn('payment_needs_staff', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('payment_needs_staff').execute();
  await db.schema.alterTable('package_booking_rules').dropConstraint('package_booking_rules_one_deposit_rule').execute();
  await db.schema.alterTable('package_booking_rules').dropColumn('deposit_amount').dropColumn('deposit_percent').execute();
  await db.schema.dropTable('payment_notifications').execute();
  await db.schema.dropTable('payment_charges').execute();
}
