import { type Kysely, sql } from 'kysely';

// Settings gain a sixth group, how visitors pay what a booking owes (a bank account, the village's
// own QRIS image, cash at the jetty), shown on the booking's page until payment is online.
// Frozen: never import application code.
const WITH_PAYMENT = sql`category in ('general', 'media', 'contact', 'island_profile', 'social', 'payment')`;
const WITHOUT_PAYMENT = sql`category in ('general', 'media', 'contact', 'island_profile', 'social')`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('settings').dropConstraint('settings_category_check').execute();
  await db.schema.alterTable('settings').addCheckConstraint('settings_category_check', WITH_PAYMENT).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('settings').where('category', '=', 'payment').execute();
  await db.schema.alterTable('settings').dropConstraint('settings_category_check').execute();
  await db.schema.alterTable('settings').addCheckConstraint('settings_category_check', WITHOUT_PAYMENT).execute();
}
