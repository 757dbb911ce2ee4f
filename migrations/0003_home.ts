import { type Kysely, sql } from 'kysely';

// What the home page is painted from: site settings, facilities, boats and testimonials.
// Frozen: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  // One row per setting, so saving one tab never rewrites another tab's values.
  await db.schema
    .createTable('settings')
    .addColumn('category', 'varchar(20)', (c) =>
      c.notNull().check(sql`category in ('general', 'media', 'contact', 'island_profile', 'social')`),
    )
    .addColumn('key', 'varchar(40)', (c) => c.notNull())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('settings_pkey', ['category', 'key'])
    .execute();

  await db.schema
    .createTable('facilities')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('icon', 'varchar(16)', (c) => c.notNull())
    .addColumn('label', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('available', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('facilities_sort_idx').on('facilities').columns(['sort', 'id']).execute();
  await db.schema.createIndex('facilities_available_idx').on('facilities').column('available').execute();

  await db.schema
    .createTable('transportations')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) =>
      c.notNull().defaultTo('boat').check(sql`type in ('speedboat', 'boat', 'ferry')`),
    )
    .addColumn('status', 'varchar(20)', (c) =>
      c.notNull().defaultTo('active').check(sql`status in ('active', 'inactive')`),
    )
    .addColumn('phone', 'varchar(30)', (c) => c.notNull())
    .addColumn('whatsapp', 'varchar(30)')
    .addColumn('departure_time', 'text', (c) => c.notNull())
    .addColumn('dock_location', 'varchar(200)', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.check(sql`capacity >= 1`))
    .addColumn('price_per_person', 'integer', (c) => c.check(sql`price_per_person >= 0`))
    .addColumn('duration', 'varchar(100)', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('transportations_type_idx').on('transportations').column('type').execute();
  await db.schema.createIndex('transportations_status_idx').on('transportations').column('status').execute();
  await db.schema.createIndex('transportations_created_at_idx').on('transportations').column('created_at').execute();
  // Searched as name and dock joined by a space, exactly as the server's search expression.
  await sql`create index transportations_search_trgm_idx on transportations using gin ((coalesce("name", '') || ' ' || coalesce("dock_location", '')) gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('testimonials')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('star', 'smallint', (c) => c.notNull().defaultTo(5).check(sql`star between 1 and 5`))
    .addColumn('origin', 'varchar(120)')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('is_displayed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('source', 'varchar(20)', (c) =>
      c.notNull().defaultTo('website').check(sql`source in ('website', 'google')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The public lists read displayed rows newest first; the partial index serves exactly that.
  await sql`create index testimonials_displayed_created_idx on testimonials (created_at desc, id desc) where is_displayed`.execute(db);
  await db.schema.createIndex('testimonials_is_displayed_idx').on('testimonials').column('is_displayed').execute();
  await db.schema.createIndex('testimonials_star_idx').on('testimonials').column('star').execute();
  await db.schema.createIndex('testimonials_created_at_idx').on('testimonials').column('created_at').execute();
  await sql`create index testimonials_search_trgm_idx on testimonials using gin ((coalesce("name", '') || ' ' || coalesce("message", '') || ' ' || coalesce("origin", '')) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('testimonials').execute();
  await db.schema.dropTable('transportations').execute();
  await db.schema.dropTable('facilities').execute();
  await db.schema.dropTable('settings').execute();
}
