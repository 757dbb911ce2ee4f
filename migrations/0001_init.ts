import { type Kysely, sql } from 'kysely';

// Users and the bookkeeping every later module relies on. Frozen: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  // Trigram indexes make the catalogue's case-insensitive "contains" search fast.
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('username', 'varchar(60)')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'varchar(20)', (c) =>
      c.notNull().check(sql`role in ('superadmin', 'admin', 'msme', 'contributor')`),
    )
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index users_email_unique on users (lower(email))`.execute(db);
  await sql`create unique index users_username_unique on users (lower(username)) where username is not null`.execute(db);
  await db.schema.createIndex('users_role_idx').on('users').column('role').execute();
  await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute();

  // Each demo seed runs once in the life of a database, even if staff later empty its tables.
  await db.schema
    .createTable('seed_runs')
    .addColumn('name', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('ran_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('seed_runs').execute();
  await db.schema.dropTable('users').execute();
}
