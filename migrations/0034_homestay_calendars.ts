import { type Kysely, sql } from 'kysely';

// Rooms in step with Airbnb and Booking.com (decision 0041). Each room has a secret key for its
// iCalendar export (`/api/homestay-rooms/<id>/calendar.ics?k=<key>`): 64 hex characters from two
// random UUIDs (gen_random_uuid is core PostgreSQL from 13 and draws from the strong random
// source), a volatile default, so every existing room gets its own key and a renewal is
// `set calendar_secret = default`; its name keeps it out of the audit trail's changes. Kept as written, not hashed: the feed shows only busy dates, and
// the host must be able to copy the address again. A room may name one outside calendar to
// import; the last attempt, the last success, its error and the events read are kept beside it
// for the owner's screen. A blocked night says where it came from: by hand ('hand') or from the
// outside calendar ('ical'), which each sync replaces without touching the hand-made ones.
// Frozen: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('homestay_rooms')
    .addColumn('calendar_secret', 'varchar(64)', (c) => c.notNull().defaultTo(sql`replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`))
    .addColumn('import_url', 'varchar(1000)')
    .addColumn('import_checked_at', 'timestamptz')
    .addColumn('import_synced_at', 'timestamptz')
    .addColumn('import_error', 'varchar(500)')
    .addColumn('import_events', 'integer', (c) => c.check(sql`import_events >= 0`))
    .execute();
  // The scheduled sync takes the rooms least recently tried first.
  await sql`create index homestay_rooms_import_idx on homestay_rooms (import_checked_at nulls first, id) where import_url is not null`.execute(db);

  await db.schema
    .alterTable('homestay_blocked_nights')
    .addColumn('source', 'varchar(8)', (c) => c.notNull().defaultTo('hand').check(sql`source in ('hand', 'ical')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('homestay_blocked_nights').where('source', '=', 'ical').execute();
  await db.schema.alterTable('homestay_blocked_nights').dropColumn('source').execute();
  await sql`drop index if exists homestay_rooms_import_idx`.execute(db);
  await db.schema
    .alterTable('homestay_rooms')
    .dropColumn('calendar_secret')
    .dropColumn('import_url')
    .dropColumn('import_checked_at')
    .dropColumn('import_synced_at')
    .dropColumn('import_error')
    .dropColumn('import_events')
    .execute();
}
