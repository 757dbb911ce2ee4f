import type { Kysely } from 'kysely';

// The daily reconciliation of payments: once a day the server asks the provider about every
// charge made on the island's day before and keeps what it found, one row per day, so staff read
// which charges the provider sees otherwise (and which the check put right) without a log.
// Frozen: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_reconciliations')
    .addColumn('day', 'date', (c) => c.primaryKey())
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('checked_at', 'timestamptz', (c) => c.notNull())
    .addColumn('charges', 'integer', (c) => c.notNull())
    .addColumn('corrected', 'integer', (c) => c.notNull())
    // Each charge the provider sees otherwise: order id, booking code, our and the provider's status and amount.
    .addColumn('differences', 'jsonb', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_reconciliations').execute();
}
