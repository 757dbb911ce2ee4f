import { type Kysely, sql } from 'kysely';

// The scheduled backups' log: one row per scheduled run, what Settings lists and the dashboard
// warns from. Frozen: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('backups')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // The schedule's tick this run belongs to: instances sharing one PostgreSQL claim it once.
    .addColumn('slot', 'timestamptz', (c) => c.notNull().unique())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('running').check(sql`status in ('running', 'ok', 'failed')`))
    .addColumn('size_bytes', 'bigint')
    .addColumn('error', 'text')
    // Copy to S3-compatible storage: null when none is configured.
    .addColumn('remote_status', 'varchar(10)', (c) => c.check(sql`remote_status in ('ok', 'failed')`))
    .addColumn('remote_error', 'text')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('backups_started_at_idx').on('backups').column('started_at').execute();
  await sql`create index backups_good_idx on backups (finished_at desc) where status = 'ok'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('backups').execute();
}
