import type { PostgresPool } from 'kysely';
import pg from 'pg';
import { prepareStatementsOf } from './prepared-statements.ts';

/**
 * The embedded database (PGlite, PostgreSQL compiled to WebAssembly, in this process) behind the
 * same driver as a PostgreSQL server: node-postgres, through PGlite's own adapter for it. So
 * both databases answer with the same types, parsed by the same code, and statements are
 * prepared once (prepared-statements.ts) on the embedded one too, where it parsed and planned
 * every query anew (decision 0029). One connection, as PGlite is one session: the pool queues
 * the rest in order, and a transaction holds it as it holds PGlite.
 *
 * Loaded with the first query, so a server on PostgreSQL never loads the embedded database.
 * Ending the pool closes PGlite too (node-postgres leaves an instance it was given open), which
 * writes its last changes to `dir`.
 */
export function embeddedPool(dir: string): () => Promise<PostgresPool> {
  return async () => {
    // eslint-disable-next-line no-restricted-syntax -- three module imports, no query
    const [{ PGlite }, { pg_trgm }, { createPgConfig }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('@electric-sql/pglite/node-postgres'),
    ]);
    const pglite = new PGlite(dir, { extensions: { pg_trgm } });
    const pool = new pg.Pool({
      ...(createPgConfig(pglite) as unknown as pg.PoolConfig),
      max: 1,
      // The one session is kept for the server's life: its prepared statements live in it.
      idleTimeoutMillis: 0,
    });
    pool.on('connect', (client) => prepareStatementsOf(client));
    return {
      options: pool.options,
      connect: () => pool.connect(),
      end: async () => {
        await pool.end();
        await pglite.close();
      },
    };
  };
}
