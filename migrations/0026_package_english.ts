import { type Kysely, sql } from 'kysely';

// A package's English twin: the texts a visitor reads, written by staff beside the Indonesian
// (one JSON object, so a new text field needs no column of its own), and two dates that tell a
// translator when it fell behind: the Indonesian texts' last change and the English one's.
// English older than its Indonesian is "outdated"; a package without English has `en` null.
// Frozen: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('packages')
    .addColumn('en', 'jsonb', (c) => c.check(sql`en is null or jsonb_typeof(en) = 'object'`))
    .addColumn('id_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('en_changed_at', 'timestamptz')
    .execute();
  await sql`update packages set id_changed_at = updated_at`.execute(db);
  // The search reads both languages: one trigram index over the Indonesian and English texts
  // joined, the very expression the server searches with.
  await sql`drop index if exists packages_search_trgm_idx`.execute(db);
  await sql`create index packages_search_trgm_idx on packages using gin ((${SEARCHED}) gin_trgm_ops)`.execute(db);
}

const SEARCHED = sql.join(
  [sql`coalesce("name", '')`, sql`coalesce("description", '')`, sql`coalesce(en->>'name', '')`, sql`coalesce(en->>'description', '')`],
  sql` || ' ' || `,
);

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists packages_search_trgm_idx`.execute(db);
  await sql`create index packages_search_trgm_idx on packages using gin ((coalesce("name", '') || ' ' || coalesce("description", '')) gin_trgm_ops)`.execute(db);
  await db.schema.alterTable('packages').dropColumn('en').dropColumn('id_changed_at').dropColumn('en_changed_at').execute();
}
