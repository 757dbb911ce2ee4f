import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './types.ts';

export type Database = Kysely<DB>;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `dir` undefined: in memory (tests). */
  | { kind: 'pglite'; dir: string | undefined };

// timestamptz and date stay Date objects; bigint counts are cast to int in SQL where read.
export function openDatabase(target: DatabaseTarget): Database {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server drops (restart, failover, a dropped database) must not crash
    // the process; the pool replaces it on the next query.
    pool.on('error', (error) => process.stderr.write(`database connection lost: ${error.message}\n`));
    return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  }
  if (target.dir) fs.mkdirSync(path.dirname(target.dir), { recursive: true });
  const pglite = new PGlite(target.dir ?? 'memory://', { extensions: { pg_trgm } });
  return new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
}

export function databaseTargetFor(databaseUrl: string | undefined, dataDir: string): DatabaseTarget {
  return databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dir: path.join(dataDir, 'db') };
}
