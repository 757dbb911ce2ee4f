import type { Kysely } from 'kysely';

// A refund the provider accepted as pending and that failed afterwards (Xendit's qr.refund callback
// with FAILED): the charge stays refunded (a charge never moves backwards) and this marks when the
// money was found not to have gone back, until staff record the refund they made by hand.
// Frozen: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_charges').addColumn('refund_failed_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_charges').dropColumn('refund_failed_at').execute();
}
