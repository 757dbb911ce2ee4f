import { type Kysely, sql } from 'kysely';

// Facilities get the English twin of decision 0035, as 0036 gave it to UMKM profiles: the texts a
// visitor reads on the home page (label, description) in one JSON object `en`, and the dates of
// the Indonesian texts' last change and the English one's. A facility's existing texts stay its
// Indonesian; its "last change" starts at its last update. Facilities are not searched (a dozen
// rows, all shown at once): no index. Frozen: never import application code.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('facilities')
    .addColumn('en', 'jsonb', (c) => c.check(sql`en is null or jsonb_typeof(en) = 'object'`))
    .addColumn('id_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('en_changed_at', 'timestamptz')
    .execute();
  await sql`update facilities set id_changed_at = updated_at`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('facilities').dropColumn('en').dropColumn('id_changed_at').dropColumn('en_changed_at').execute();
}
