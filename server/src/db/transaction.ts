import type { Kysely, Transaction } from 'kysely';
import type { DB } from './types.ts';

/**
 * Runs `fn` in a transaction: the open one when `db` is already a transaction (an audited
 * mutation runs inside one, and Kysely cannot start a transaction in a transaction), a new one
 * otherwise. Either way everything `fn` writes commits or rolls back with the caller's work.
 */
export function inTransaction<T>(db: Kysely<DB>, fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db as Transaction<DB>);
  return db.transaction().execute(fn);
}
