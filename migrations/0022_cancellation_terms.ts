import { type Kysely, sql } from 'kysely';

// A package's cancellation terms become a rule: until how many hours before the trip's start a
// visitor may cancel on their booking page (0: until the trip starts), and whether a deposit is
// refunded when they cancel in time. Existing packages get 24 hours with the deposit refunded.
// A visitor's cancellation is recorded on the booking, and stays "not yet seen" until a clerk has
// opened it. Frozen: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('package_booking_rules')
    .addColumn('cancel_hours_before', 'integer', (c) => c.notNull().defaultTo(24).check(sql`cancel_hours_before between 0 and 720`))
    .addColumn('refund_deposit', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('cancelled_by_visitor_at', 'timestamptz')
    .addColumn('cancellation_seen_at', 'timestamptz')
    .execute();
  // The staff's count and list of visitor cancellations not yet seen.
  await sql`create index bookings_unseen_cancellations_idx on bookings (cancelled_by_visitor_at desc, id desc) where cancelled_by_visitor_at is not null and cancellation_seen_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists bookings_unseen_cancellations_idx`.execute(db);
  await db.schema.alterTable('bookings').dropColumn('cancellation_seen_at').dropColumn('cancelled_by_visitor_at').execute();
  await db.schema.alterTable('package_booking_rules').dropColumn('refund_deposit').dropColumn('cancel_hours_before').execute();
}
