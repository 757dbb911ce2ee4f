import type { Kysely } from 'kysely';

// The map asks for the destinations inside the area a visitor looks at (a band of latitude,
// then of longitude): an index on both lets a zoomed-in view read its few rows, not the table.
// Frozen: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('destinations_location_idx').on('destinations').columns(['latitude', 'longitude']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('destinations_location_idx').execute();
}
