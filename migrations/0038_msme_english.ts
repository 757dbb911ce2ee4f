import { type Kysely, sql } from 'kysely';

// UMKM profiles get the English twin of decision 0035, as 0035 gave it to products: the visitor's
// text (the description; brand and business name are names) in one JSON object `en`, and the dates
// of the Indonesian text's last change and the English one's. A profile's existing description
// stays its Indonesian; its "last change" starts at its last update. The search index stays as it
// is: it covers the names only, which have no twin. Frozen: never import application code.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('msmes')
    .addColumn('en', 'jsonb', (c) => c.check(sql`en is null or jsonb_typeof(en) = 'object'`))
    .addColumn('id_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('en_changed_at', 'timestamptz')
    .execute();
  await sql`update msmes set id_changed_at = updated_at`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('msmes').dropColumn('en').dropColumn('id_changed_at').dropColumn('en_changed_at').execute();
}
