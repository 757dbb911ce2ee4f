import { type Kysely, sql } from 'kysely';

// A boat's departures go one way: to the island or back from it, between two named ends
// ("Dermaga Paotere, Makassar" → "Dermaga Pulau"). Boats saved before this go to the island,
// from their dock to the island's dock. A boat that crosses both ways is two rows.
// Frozen: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('transportations')
    .addColumn('direction', 'varchar(12)', (c) => c.notNull().defaultTo('to_island').check(sql`direction in ('to_island', 'from_island')`))
    .addColumn('from_place', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('to_place', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update transportations set from_place = left(dock_location, 200), to_place = 'Dermaga Pulau'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('transportations').dropColumn('direction').dropColumn('from_place').dropColumn('to_place').execute();
}
