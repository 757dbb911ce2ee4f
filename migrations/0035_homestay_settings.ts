import { type Kysely, sql } from 'kysely';

// Settings gain a seventh group, the homestays': the period over which the village shares guests
// among the households when a visitor lets it choose (a month or a season of three).
// Frozen: never import application code.
const WITH_HOMESTAY = sql`category in ('general', 'media', 'contact', 'island_profile', 'social', 'payment', 'homestay')`;
const WITHOUT_HOMESTAY = sql`category in ('general', 'media', 'contact', 'island_profile', 'social', 'payment')`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('settings').dropConstraint('settings_category_check').execute();
  await db.schema.alterTable('settings').addCheckConstraint('settings_category_check', WITH_HOMESTAY).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('settings').where('category', '=', 'homestay').execute();
  await db.schema.alterTable('settings').dropConstraint('settings_category_check').execute();
  await db.schema.alterTable('settings').addCheckConstraint('settings_category_check', WITHOUT_HOMESTAY).execute();
}
