import { type Kysely, sql } from 'kysely';

// Bookings of tour packages: each package's booking rules, dates closed for one package or for
// all, and the bookings themselves. Frozen: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  // One row per package that has rules of its own; a package without one books under the
  // defaults. The group size per booking stays on packages (min_persons, max_persons).
  await db.schema
    .createTable('package_booking_rules')
    .addColumn('package_id', 'integer', (c) => c.primaryKey().references('packages.id').onDelete('cascade'))
    .addColumn('bookable', 'boolean', (c) => c.notNull().defaultTo(true))
    // Persons per date over all bookings; null: no limit.
    .addColumn('capacity_per_date', 'integer', (c) => c.check(sql`capacity_per_date between 1 and 10000`))
    .addColumn('min_days_ahead', 'integer', (c) => c.notNull().defaultTo(1).check(sql`min_days_ahead between 0 and 730`))
    .addColumn('max_days_ahead', 'integer', (c) => c.notNull().defaultTo(180).check(sql`max_days_ahead between 0 and 730`))
    // 0 = Sunday … 6 = Saturday.
    .addColumn('weekdays', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{0,1,2,3,4,5,6}'`))
    .addColumn('cancellation_note', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('package_booking_rules_days_order', sql`max_days_ahead >= min_days_ahead`)
    .addCheckConstraint(
      'package_booking_rules_weekdays',
      sql`cardinality(weekdays) between 1 and 7 and weekdays <@ array[0, 1, 2, 3, 4, 5, 6]`,
    )
    .execute();

  // A date closed for one package (package_id set) or for every package (null), with the reason
  // visitors see (weather, ceremony, holiday).
  await db.schema
    .createTable('booking_closed_dates')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('package_id', 'integer', (c) => c.references('packages.id').onDelete('cascade'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index booking_closed_dates_package_idx on booking_closed_dates (package_id, date) where package_id is not null`.execute(db);
  await sql`create unique index booking_closed_dates_all_idx on booking_closed_dates (date) where package_id is null`.execute(db);

  await db.schema
    .createTable('bookings')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // PKT- and six characters without 0/O/1/I, read over the phone.
    .addColumn('code', 'varchar(10)', (c) => c.notNull().unique())
    // SHA-256 (hex) of the key of the visitor's page; the key itself is never stored.
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('package_id', 'integer', (c) => c.references('packages.id').onDelete('set null'))
    // The package's name when booked, so a booking still reads after its package is deleted.
    .addColumn('package_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('booking_date', 'date', (c) => c.notNull())
    .addColumn('participants', 'integer', (c) => c.notNull().check(sql`participants between 1 and 1000`))
    .addColumn('customer_name', 'varchar(120)', (c) => c.notNull())
    // E.164 digits without the plus.
    .addColumn('customer_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('customer_email', 'varchar(254)')
    .addColumn('special_requests', 'text')
    // Integer rupiah, fixed when booked; the total can exceed 32 bits (price × persons).
    .addColumn('price_per_person', 'integer', (c) => c.notNull().check(sql`price_per_person >= 0`))
    .addColumn('total_price', 'bigint', (c) => c.notNull().check(sql`total_price >= 0`))
    .addColumn('status', 'varchar(12)', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'confirmed', 'completed', 'cancelled', 'no_show')`),
    )
    .addColumn('payment_status', 'varchar(10)', (c) =>
      c.notNull().defaultTo('unpaid').check(sql`payment_status in ('unpaid', 'deposit', 'paid', 'refunded')`),
    )
    // Staff's own notes, never shown to the visitor.
    .addColumn('notes', 'text')
    // Why staff declined or cancelled: shown to the visitor.
    .addColumn('status_reason', 'varchar(500)')
    .addColumn('checked_in_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The staff list: newest first, with or without a status filter; the badge counts pending ones.
  await sql`create index bookings_created_at_idx on bookings (created_at desc, id desc)`.execute(db);
  await sql`create index bookings_status_idx on bookings (status, created_at desc, id desc)`.execute(db);
  // Seats taken per package and date (the capacity check, availability), and a day's manifest.
  await sql`create index bookings_seats_idx on bookings (package_id, booking_date) where status in ('pending', 'confirmed', 'completed')`.execute(db);
  await sql`create index bookings_date_idx on bookings (booking_date)`.execute(db);
  // Search by code, name or phone (db/search.ts: one trigram index over the joined columns).
  await sql`create index bookings_search_trgm_idx on bookings using gin ((coalesce(code, '') || ' ' || coalesce(customer_name, '') || ' ' || coalesce(customer_phone, '')) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bookings').execute();
  await db.schema.dropTable('booking_closed_dates').execute();
  await db.schema.dropTable('package_booking_rules').execute();
}
