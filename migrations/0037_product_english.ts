import { type Kysely, sql } from 'kysely';

// Products get the English twin of decision 0035, as 0034 gave it to articles: the visitor's texts
// (name, description) in one JSON object `en`, and the dates of the Indonesian texts' last change
// and the English one's. A product's existing texts stay its Indonesian; its "last change" starts
// at its last update. Its trigram index is rebuilt over the Indonesian and the English name and
// description, the very expression the server searches with. Frozen: never import application code.

const INDEXED = sql`coalesce("name", '') || ' ' || coalesce("description", '')`;
const ENGLISH = sql`coalesce(en->>'name', '') || ' ' || coalesce(en->>'description', '')`;

async function searchIndex(db: Kysely<any>, withEnglish: boolean): Promise<void> {
  await sql`drop index if exists products_search_trgm_idx`.execute(db);
  const document = withEnglish ? sql`${INDEXED} || ' ' || ${ENGLISH}` : INDEXED;
  await sql`create index products_search_trgm_idx on products using gin ((${document}) gin_trgm_ops)`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('en', 'jsonb', (c) => c.check(sql`en is null or jsonb_typeof(en) = 'object'`))
    .addColumn('id_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('en_changed_at', 'timestamptz')
    .execute();
  await sql`update products set id_changed_at = updated_at`.execute(db);
  await searchIndex(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  await searchIndex(db, false);
  await db.schema.alterTable('products').dropColumn('en').dropColumn('id_changed_at').dropColumn('en_changed_at').execute();
}
