import { type Kysely, sql } from 'kysely';

// The events calendar (Agenda): festivals, ceremonies, market days, races. Frozen: never import
// application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'varchar(160)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('category', 'varchar(20)', (c) =>
      c.notNull().check(sql`category in ('festival', 'upacara_adat', 'pasar', 'olahraga', 'lainnya')`),
    )
    // Calendar days in the island's time zone; times are local clock times, null for all day.
    .addColumn('starts_on', 'date', (c) => c.notNull())
    .addColumn('ends_on', 'date', (c) => c.notNull())
    .addColumn('start_time', 'varchar(5)', (c) => c.check(sql`start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`))
    .addColumn('end_time', 'varchar(5)', (c) => c.check(sql`end_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`))
    .addColumn('place', 'varchar(255)', (c) => c.notNull())
    // A destination puts the event on the map; deleting it leaves the event with its place text.
    .addColumn('destination_id', 'integer', (c) => c.references('destinations.id').onDelete('set null'))
    // Clean HTML: sanitised with the articles' allow-list before it is stored.
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('price', 'varchar(100)')
    .addColumn('contact', 'varchar(100)')
    .addColumn('yearly', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('published').check(sql`status in ('published', 'pending')`))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('events_span_check', sql`ends_on >= starts_on`)
    .execute();
  // The public list: published events by their dates; the proposals waiting for review.
  await sql`create index events_published_dates_idx on events (ends_on, starts_on, id) where status = 'published'`.execute(db);
  await sql`create index events_status_idx on events (status, created_at desc, id desc)`.execute(db);
  await sql`create index events_created_by_idx on events (created_by)`.execute(db);
  await sql`create index events_destination_idx on events (destination_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('events').execute();
}
