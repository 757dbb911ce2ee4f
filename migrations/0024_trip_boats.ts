import { type Kysely, sql } from 'kysely';

// A trip names its boats: the departure out to the island and the one back (a boat and a time of
// its timetable). A package holds the usual pair, each booking its own copy, which staff may
// change, so that a delay or a cancellation concerns the passengers of that boat only. A boat
// deleted leaves its legs empty (the time that stays behind is read only with its boat).
// Frozen: never import application code.
const LEGS = ['boat_out', 'boat_back'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['packages', 'bookings']) {
    for (const leg of LEGS) {
      await db.schema
        .alterTable(table)
        .addColumn(`${leg}_id`, 'integer', (c) => c.references('transportations.id').onDelete('set null'))
        .addColumn(`${leg}_time`, 'varchar(5)', (c) => c.check(sql.raw(`${leg}_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`)))
        .execute();
    }
  }
  // The desk and the notices look for the passengers of one boat on one date.
  await sql`create index bookings_boat_out_idx on bookings (boat_out_id, booking_date) where boat_out_id is not null`.execute(db);
  await sql`create index bookings_boat_back_idx on bookings (boat_back_id, booking_date) where boat_back_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists bookings_boat_out_idx`.execute(db);
  await sql`drop index if exists bookings_boat_back_idx`.execute(db);
  for (const table of ['packages', 'bookings']) {
    for (const leg of LEGS) {
      await db.schema.alterTable(table).dropColumn(`${leg}_id`).dropColumn(`${leg}_time`).execute();
    }
  }
}
