import { type Kysely, sql } from 'kysely';

// The dashboard's most-read articles: the top few published rows straight from an index instead
// of sorting every published article. Frozen: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index articles_most_read_idx on articles (view_count desc, id desc) where status = 'published'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index articles_most_read_idx`.execute(db);
}
