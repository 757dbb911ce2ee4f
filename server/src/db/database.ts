import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { embeddedPool } from './embedded.ts';
import { prepareStatementsOf } from './prepared-statements.ts';
import type { DB } from './types.ts';

export type Database = Kysely<DB>;

/** What a repository function runs its queries on: the database, or a transaction open on it. */
export type Db = Kysely<DB> | Transaction<DB>;

export type DatabaseTarget =
  /** `preparedStatements` (on unless false): statements kept prepared per connection (prepared-statements.ts). */
  | { kind: 'postgres'; url: string; preparedStatements?: boolean }
  /** `dir` undefined: in memory (tests). */
  | { kind: 'pglite'; dir: string | undefined };

// Both databases are read through node-postgres (the embedded one through PGlite's adapter, embedded.ts),
// so values come back in the same types: timestamptz and date as Date objects; bigint counts are
// cast to int in SQL where read.
export function openDatabase(target: DatabaseTarget): Database {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      // A database that does not answer fails the request fast (503) instead of holding it.
      connectionTimeoutMillis: 5000,
      keepAlive: true,
    });
    // A connection the server drops (restart, failover, a dropped database) must not crash the
    // process, whether it sits idle in the pool or is in use by a query: the pool's listener
    // covers idle ones, each client's own covers the rest. The query in flight fails (503) and
    // the pool opens a new connection on the next one.
    const report = (error: Error) => process.stderr.write(`database connection lost: ${error.message}\n`);
    pool.on('error', report);
    pool.on('connect', (client) => {
      client.on('error', report);
      if (target.preparedStatements !== false) prepareStatementsOf(client);
    });
    return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  }
  if (target.dir) fs.mkdirSync(path.dirname(target.dir), { recursive: true });
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool: embeddedPool(target.dir ?? 'memory://') }) });
}

export function databaseTargetFor({
  databaseUrl,
  dataDir,
  databasePreparedStatements,
}: Pick<Config, 'databaseUrl' | 'dataDir' | 'databasePreparedStatements'>): DatabaseTarget {
  return databaseUrl ? { kind: 'postgres', url: databaseUrl, preparedStatements: databasePreparedStatements } : { kind: 'pglite', dir: path.join(dataDir, 'db') };
}
