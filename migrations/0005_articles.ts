import { type Kysely, sql } from 'kysely';

// Articles with their editorial review, and the contributor profile. Frozen: never import
// application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('articles')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'varchar(160)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('excerpt', 'varchar(500)', (c) => c.notNull())
    // Clean HTML: sanitised with an allow-list before it is stored.
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('category', 'varchar(20)', (c) =>
      c.notNull().check(sql`category in ('tips', 'tourism', 'culture', 'msmes', 'environment')`),
    )
    .addColumn('status', 'varchar(20)', (c) =>
      c.notNull().defaultTo('draft').check(sql`status in ('draft', 'pending', 'published', 'rejected')`),
    )
    .addColumn('is_featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`).check(sql`cardinality(tags) <= 10`))
    .addColumn('featured_image', 'text')
    // An author's account may go; their published writing stays, signed with the stored name.
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('rejection_reason', 'varchar(1000)')
    .addColumn('published_at', 'timestamptz')
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`view_count >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Staff lists: newest first, by status, by category; authors' own lists; the public list
  // (published, newest publication first, optionally by category); featured articles.
  await sql`create index articles_created_at_idx on articles (created_at desc, id desc)`.execute(db);
  await sql`create index articles_status_idx on articles (status, created_at desc, id desc)`.execute(db);
  await sql`create index articles_category_idx on articles (category, created_at desc, id desc)`.execute(db);
  await sql`create index articles_author_idx on articles (author_id, created_at desc, id desc)`.execute(db);
  await sql`create index articles_published_idx on articles (published_at desc, id desc) where status = 'published'`.execute(db);
  await sql`create index articles_published_category_idx on articles (category, published_at desc, id desc) where status = 'published'`.execute(db);
  await sql`create index articles_featured_idx on articles (published_at desc, id desc) where status = 'published' and is_featured`.execute(db);
  await sql`create index articles_search_trgm_idx on articles using gin ((coalesce(title, '') || ' ' || coalesce(excerpt, '') || ' ' || coalesce(author_name, '')) gin_trgm_ops)`.execute(db);

  // Kept apart from users: one row per account that has filled in its profile.
  await db.schema
    .createTable('contributor_profiles')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('phone', 'varchar(30)')
    .addColumn('location', 'varchar(255)')
    .addColumn('bio', 'varchar(2000)')
    .addColumn('university', 'varchar(255)')
    .addColumn('major', 'varchar(255)')
    .addColumn('website', 'varchar(1000)')
    .addColumn('twitter', 'varchar(100)')
    .addColumn('instagram', 'varchar(100)')
    .addColumn('avatar', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contributor_profiles').execute();
  await db.schema.dropTable('articles').execute();
}
