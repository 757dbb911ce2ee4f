import { type Kysely, sql } from 'kysely';

// Sessions the server knows, two-step sign-in (TOTP) and its recovery codes, and the policy that
// requires it of staff. Frozen: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  // One row per sign-in. A token names its row; an ended row (or one of an older session
  // version of the account: a password change, a deactivation) no longer signs anyone in.
  await db.schema
    .createTable('user_sessions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_version', 'integer', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('user_sessions_user_idx').on('user_sessions').columns(['user_id', 'created_at']).execute();

  // The account's TOTP secret, encrypted by the server (never readable from the table alone).
  // `enabled_at` null: set up but not yet confirmed with a code. `last_step` is the newest
  // 30-second step a code was accepted for, so each code signs in once.
  await db.schema
    .createTable('user_two_factor')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('enabled_at', 'timestamptz')
    .addColumn('last_step', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // One-time recovery codes, stored as SHA-256 hashes of 80-bit random codes.
  await db.schema
    .createTable('user_recovery_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index user_recovery_codes_hash_unique on user_recovery_codes (user_id, code_hash)`.execute(db);

  // One row: whether superadmin and admin accounts must use two-step sign-in.
  await db.schema
    .createTable('auth_policy')
    .addColumn('id', 'boolean', (c) => c.primaryKey().defaultTo(true).check(sql`id`))
    .addColumn('require_two_factor_staff', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into auth_policy (id) values (true)`.execute(db);

  // Servers keep checked sessions in memory for a moment. Whatever changes what a check would
  // answer (an account, a session ended, two-step sign-in, the policy), from whatever process
  // (the server, the operator's command line), tells every server at commit: the payload is the
  // account's id, or '*' for everyone.
  await sql`
    create function island_auth_changed() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'auth_policy' then
        perform pg_notify('island_auth', '*');
      elsif tg_table_name = 'users' then
        perform pg_notify('island_auth', coalesce(new.id, old.id)::text);
      else
        perform pg_notify('island_auth', coalesce(new.user_id, old.user_id)::text);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger users_auth_changed after update or delete on users
    for each row execute function island_auth_changed()`.execute(db);
  // Last-seen updates are frequent and change nothing a check answers.
  await sql`create trigger user_sessions_auth_changed after update of ended_at, session_version or delete on user_sessions
    for each row execute function island_auth_changed()`.execute(db);
  await sql`create trigger user_two_factor_auth_changed after insert or update or delete on user_two_factor
    for each row execute function island_auth_changed()`.execute(db);
  await sql`create trigger auth_policy_changed after update on auth_policy
    for each row execute function island_auth_changed()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists users_auth_changed on users`.execute(db);
  await db.schema.dropTable('auth_policy').execute();
  await db.schema.dropTable('user_recovery_codes').execute();
  await db.schema.dropTable('user_two_factor').execute();
  await db.schema.dropTable('user_sessions').execute();
  await sql`drop function if exists island_auth_changed()`.execute(db);
}
