import { type Kysely, sql } from 'kysely';

// Articles get the English twin of decision 0035, as 0031 gave it to events: the visitor's texts
// (title, excerpt, content) in one JSON object `en`, and the dates of the Indonesian texts' last
// change and the English one's. An article's existing texts stay its Indonesian; its "last change"
// starts at its last update. Its trigram index is rebuilt over the Indonesian and the English
// title and excerpt, the very expression the server searches with (the content is not searched,
// in either language). Frozen: never import application code.

const INDEXED = sql`coalesce(title, '') || ' ' || coalesce(excerpt, '') || ' ' || coalesce(author_name, '')`;
const ENGLISH = sql`coalesce(en->>'title', '') || ' ' || coalesce(en->>'excerpt', '')`;

async function searchIndex(db: Kysely<any>, withEnglish: boolean): Promise<void> {
  await sql`drop index if exists articles_search_trgm_idx`.execute(db);
  const document = withEnglish ? sql`${INDEXED} || ' ' || ${ENGLISH}` : INDEXED;
  await sql`create index articles_search_trgm_idx on articles using gin ((${document}) gin_trgm_ops)`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('articles')
    .addColumn('en', 'jsonb', (c) => c.check(sql`en is null or jsonb_typeof(en) = 'object'`))
    .addColumn('id_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('en_changed_at', 'timestamptz')
    .execute();
  await sql`update articles set id_changed_at = updated_at`.execute(db);
  await searchIndex(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  await searchIndex(db, false);
  await db.schema.alterTable('articles').dropColumn('en').dropColumn('id_changed_at').dropColumn('en_changed_at').execute();
}
