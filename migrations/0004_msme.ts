import { type Kysely, sql } from 'kysely';

// Small businesses (UMKM) and their products. Frozen: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('msmes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // The owner's msme account. Removing the account under Users keeps the business and its
    // products listed; staff may give it a new owner later.
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('brand', 'varchar(255)', (c) => c.notNull())
    .addColumn('business_name', 'varchar(255)')
    .addColumn('owner_name', 'varchar(120)')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'varchar(20)', (c) =>
      c.notNull().defaultTo('other').check(sql`category in ('handicrafts', 'food', 'textiles', 'souvenirs', 'other')`),
    )
    .addColumn('address', 'varchar(500)')
    .addColumn('phone', 'varchar(30)', (c) => c.notNull())
    .addColumn('whatsapp', 'varchar(30)')
    .addColumn('email', 'varchar(254)')
    .addColumn('instagram', 'varchar(500)')
    .addColumn('shopee', 'varchar(500)')
    .addColumn('facebook', 'varchar(500)')
    .addColumn('tiktok', 'varchar(500)')
    .addColumn('website', 'varchar(1000)')
    .addColumn('logo', 'text')
    .addColumn('banner', 'text')
    .addColumn('gallery', sql`text[]`, (c) =>
      c.notNull().defaultTo(sql`'{}'`).check(sql`cardinality(gallery) <= 4`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index msmes_created_at_idx on msmes (created_at desc, id desc)`.execute(db);
  await sql`create index msmes_user_id_idx on msmes (user_id, created_at desc, id desc)`.execute(db);
  // Searched by the business's names, exactly as the server's search expression joins them.
  await sql`create index msmes_search_trgm_idx on msmes using gin ((coalesce("brand", '') || ' ' || coalesce("business_name", '')) gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // A product belongs to one business and goes with it.
    .addColumn('msme_id', 'integer', (c) => c.notNull().references('msmes.id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'varchar(20)', (c) =>
      c.notNull().check(sql`category in ('kerajinan', 'kuliner', 'fashion', 'souvenir', 'tekstil', 'lainnya')`),
    )
    // Integer rupiah: the currency has no minor unit in use.
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('image', 'text')
    .addColumn('material', 'varchar(200)', (c) => c.notNull())
    .addColumn('durability', 'varchar(200)', (c) => c.notNull())
    .addColumn('delivery_time', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index products_created_at_idx on products (created_at desc, id desc)`.execute(db);
  await sql`create index products_category_idx on products (category, created_at desc, id desc)`.execute(db);
  await sql`create index products_msme_id_idx on products (msme_id, created_at desc, id desc)`.execute(db);
  await sql`create index products_search_trgm_idx on products using gin ((coalesce("name", '') || ' ' || coalesce("description", '')) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('products').execute();
  await db.schema.dropTable('msmes').execute();
}
