import { type Kysely, sql } from 'kysely';

// Visitors' contact messages and the staff's replies; the team list of the contact page;
// session versions for user management.
// Frozen: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('phone', 'varchar(30)')
    .addColumn('subject', 'varchar(200)')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('admin_reply', 'text')
    .addColumn('replied_at', 'timestamptz')
    .addColumn('replied_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // When the reply last reached the visitor's mail server; null: stored, not (yet) delivered.
    .addColumn('reply_emailed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('contact_messages_reply_dated', sql`(admin_reply is null) = (replied_at is null)`)
    .execute();
  // Newest first, for every status filter of the screen (and the unread count).
  await sql`create index contact_messages_created_at_idx on contact_messages (created_at desc, id desc)`.execute(db);
  await sql`create index contact_messages_unread_idx on contact_messages (created_at desc, id desc) where not is_read`.execute(db);
  await sql`create index contact_messages_read_idx on contact_messages (created_at desc, id desc) where is_read and admin_reply is null`.execute(db);
  await sql`create index contact_messages_replied_idx on contact_messages (created_at desc, id desc) where admin_reply is not null`.execute(db);
  await sql`create index contact_messages_unreplied_idx on contact_messages (created_at desc, id desc) where admin_reply is null`.execute(db);
  await sql`create index contact_messages_replied_by_idx on contact_messages (replied_by)`.execute(db);
  await trigramSearchIndex(db, 'contact_messages', ['name', 'email', 'subject', 'message']);

  // The people visitors can reach, shown on /kontak; kept by staff in Settings like the facilities.
  await db.schema
    .createTable('team_members')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('role', 'varchar(120)', (c) => c.notNull())
    .addColumn('photo', 'text')
    .addColumn('whatsapp', 'varchar(20)')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('team_members_sort_idx').on('team_members').columns(['sort', 'id']).execute();

  // Raised when a password changes or an account is deactivated: tokens carry the version they
  // were issued under, so every earlier token stops working at once.
  await db.schema
    .alterTable('users')
    .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('users_is_active_idx').on('users').columns(['role', 'is_active']).execute();
  await sql`create index users_search_trgm_idx on users using gin ((coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(username, '')) gin_trgm_ops)`.execute(db);
}

/** One trigram GIN index over the searched columns joined by spaces (as in 0002_catalogue). */
async function trigramSearchIndex(db: Kysely<any>, table: string, columns: string[]): Promise<void> {
  const document = sql.join(
    columns.map((column) => sql`coalesce(${sql.ref(column)}, '')`),
    sql` || ' ' || `,
  );
  await sql`create index ${sql.id(`${table}_search_trgm_idx`)} on ${sql.table(table)} using gin ((${document}) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_search_trgm_idx`.execute(db);
  await sql`drop index if exists users_is_active_idx`.execute(db);
  await db.schema.alterTable('users').dropColumn('session_version').execute();
  await db.schema.dropTable('team_members').execute();
  await db.schema.dropTable('contact_messages').execute();
}
