import type { Kysely } from 'kysely';

// Each audit entry names its record as it was at the time (a booking's code, a page's title), so
// the trail reads "Booking PKT-4KQ7ZD" rather than "Booking #9", and still does after the record
// is renamed or deleted. Entries written before this have none and keep showing the number.
// Frozen: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('entity_name', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('entity_name').execute();
}
