import { sql } from 'kysely';
import type { Database, DatabaseTarget } from './database.ts';

const EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * The embedded database has no autovacuum. Without VACUUM, dead rows pile up and the trigram
 * GIN indexes keep the size figures of an empty table, so the planner never uses them for
 * search. PostgreSQL does this by itself; PGlite gets a VACUUM ANALYZE at start and every
 * six hours. Returns a function that stops the timer.
 */
export function startMaintenance(db: Database, target: DatabaseTarget, log: (error: unknown) => void): () => void {
  if (target.kind !== 'pglite') return () => {};
  const run = () => {
    sql`vacuum analyze`.execute(db).catch(log);
  };
  run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
