import { type Kysely, sql } from 'kysely';

// The boat board: what staff say about one departure of one boat on one date (running, delayed
// to a new time, cancelled) and why. A departure without a row runs as its timetable says.
// Frozen: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('departure_statuses')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('transportation_id', 'integer', (c) => c.notNull().references('transportations.id').onDelete('cascade'))
    // The island's calendar date and the timetable's time ('HH:MM'), not instants: a departure
    // is "the 14:00 boat of the 3rd" whatever zone the server runs in.
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('time', 'varchar(5)', (c) => c.notNull().check(sql`time ~ '^[0-2][0-9]:[0-5][0-9]$'`))
    .addColumn('status', 'varchar(10)', (c) => c.notNull().check(sql`status in ('running', 'delayed', 'cancelled')`))
    .addColumn('new_time', 'varchar(5)', (c) => c.check(sql`new_time ~ '^[0-2][0-9]:[0-5][0-9]$'`))
    .addColumn('reason', 'varchar(12)', (c) => c.check(sql`reason in ('high_waves', 'wind', 'engine', 'holiday', 'other')`))
    .addColumn('note', 'varchar(200)')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('departure_statuses_slot_key', ['transportation_id', 'date', 'time'])
    // A delay always says to when.
    .addCheckConstraint('departure_statuses_delay_time', sql`status <> 'delayed' or new_time is not null`)
    .execute();
  // The board reads two dates at a time.
  await db.schema.createIndex('departure_statuses_date_idx').on('departure_statuses').column('date').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('departure_statuses').execute();
}
