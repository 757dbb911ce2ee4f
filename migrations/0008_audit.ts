import { type Kysely, sql } from 'kysely';

// The audit trail: one row per write, appended in the same transaction as the write. The table
// is append-only at the database: a trigger refuses UPDATE, DELETE and TRUNCATE, so no bug can
// rewrite history. The operator's prune command is the one way to remove old rows: it sets
// `island.audit_prune` to 'on' for its own transaction, and only then does the trigger let a
// DELETE through. No foreign key to users: an entry outlives the account it names.
// Frozen: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (col) => col.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'text')
    .addColumn('actor_role', 'text', (col) => col.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('changes', 'jsonb')
    .addCheckConstraint('audit_log_actor_role_check', sql`actor_role in ('superadmin', 'admin', 'msme', 'contributor', 'visitor', 'operator')`)
    .execute();
  await sql`create index audit_log_at_idx on audit_log (at desc, id desc)`.execute(db);
  await sql`create index audit_log_entity_idx on audit_log (entity, entity_id, at desc)`.execute(db);
  await sql`create index audit_log_actor_idx on audit_log (actor_id, at desc)`.execute(db);
  await sql`create index audit_log_action_idx on audit_log (action, at desc)`.execute(db);

  await sql`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and coalesce(current_setting('island.audit_prune', true), '') = 'on' then
        return old;
      end if;
      raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
    end;
    $$`.execute(db);
  await sql`
    create trigger audit_log_append_only before update or delete on audit_log
    for each row execute function audit_log_append_only()`.execute(db);
  await sql`
    create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_append_only()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table audit_log`.execute(db);
  await sql`drop function audit_log_append_only()`.execute(db);
}
