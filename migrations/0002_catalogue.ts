import { type Kysely, sql } from 'kysely';

// Destinations, culture items and tour packages. Frozen: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('destinations')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('category', 'varchar(20)', (c) =>
      c.notNull().defaultTo('nature').check(sql`category in ('beaches', 'culture', 'nature', 'adventure')`),
    )
    .addColumn('short_description', 'varchar(500)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('latitude', 'numeric(9, 6)', (c) => c.notNull().check(sql`latitude between -90 and 90`))
    .addColumn('longitude', 'numeric(9, 6)', (c) => c.notNull().check(sql`longitude between -180 and 180`))
    .addColumn('image', 'text', (c) => c.notNull())
    // The main image plus at most four more: five pictures in all.
    .addColumn('gallery', sql`text[]`, (c) =>
      c.notNull().defaultTo(sql`'{}'`).check(sql`cardinality(gallery) <= 4`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index destinations_created_at_idx on destinations (created_at desc, id desc)`.execute(db);
  await sql`create index destinations_category_idx on destinations (category, created_at desc, id desc)`.execute(db);
  await trigramSearchIndex(db, 'destinations', ['title', 'short_description', 'description']);

  await db.schema
    .createTable('cultures')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('category', 'varchar(20)', (c) =>
      c.notNull().check(sql`category in ('dance', 'culinary', 'customs', 'wisdom')`),
    )
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('gallery', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('videos', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('video_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index cultures_created_at_idx on cultures (created_at desc, id desc)`.execute(db);
  await sql`create index cultures_category_idx on cultures (category, created_at desc, id desc)`.execute(db);
  await trigramSearchIndex(db, 'cultures', ['title', 'description']);

  await db.schema
    .createTable('packages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('duration', 'varchar(100)', (c) => c.notNull())
    .addColumn('min_persons', 'integer', (c) => c.notNull().defaultTo(1).check(sql`min_persons >= 1`))
    .addColumn('max_persons', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('facilities', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    // Integer rupiah: the currency has no minor unit in use.
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0).check(sql`price >= 0`))
    .addColumn('popular', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('whatsapp_contact', 'varchar(20)', (c) => c.notNull())
    .addColumn('whatsapp_booking_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('packages_persons_range', sql`max_persons >= min_persons`)
    .execute();
  // The list shows popular packages first, then the newest.
  await sql`create index packages_popular_created_at_idx on packages (popular desc, created_at desc, id desc)`.execute(db);
  await trigramSearchIndex(db, 'packages', ['name', 'description']);
}

/**
 * One trigram GIN index over the searched columns joined by spaces, so `ilike '%term%'` over
 * them needs no full scan. The server searches with the very same expression.
 */
async function trigramSearchIndex(db: Kysely<any>, table: string, columns: string[]): Promise<void> {
  const document = sql.join(
    columns.map((column) => sql`coalesce(${sql.ref(column)}, '')`),
    sql` || ' ' || `,
  );
  await sql`create index ${sql.id(`${table}_search_trgm_idx`)} on ${sql.table(table)} using gin ((${document}) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('packages').execute();
  await db.schema.dropTable('cultures').execute();
  await db.schema.dropTable('destinations').execute();
}
