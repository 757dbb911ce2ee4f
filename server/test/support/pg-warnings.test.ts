import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isPgWarning, pgWarningLines, takePgWarnings } from './pg-warnings.ts';

/**
 * The suites' pg-warning checks recognise what pg really prints: on PostgreSQL, queries sent at
 * once on one client make pg 8 warn, and the setup (pg-warnings.setup.ts) has noted it for the
 * test to fail; this test takes it back so that it passes. pg 8 warns when a query finds another
 * already waiting behind the running one (the third at once), and Node prints a deprecation once
 * per process (each test file is one): the warning is a late alarm, which is why reads sent
 * together go through readTogether and ESLint refuses Promise.all in server code.
 */
const databaseUrl = process.env.DATABASE_URL;

describe('pg warnings', () => {
  it.skipIf(!databaseUrl)('are noted when two queries go at once on one connection', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await Promise.all([client.query('select pg_sleep(0.05)'), client.query('select 1'), client.query('select 2')]);
    } finally {
      await client.end();
    }
    await new Promise((resolve) => setImmediate(resolve));
    const noted = takePgWarnings();
    expect(noted.join('\n')).toContain('already executing a query');
  });

  it('are told from other warnings, and found in a server process’s stderr', () => {
    const pgText = 'Calling client.query() when the client is already executing a query is deprecated and will be removed in pg@9.0.';
    expect(isPgWarning(Object.assign(new Error(pgText), { name: 'DeprecationWarning' }))).toBe(true);
    expect(isPgWarning(Object.assign(new Error('Buffer() is deprecated'), { name: 'DeprecationWarning' }))).toBe(false);
    const stderr = [`(node:4242) DeprecationWarning: ${pgText}`, '(node:4242) [DEP0005] DeprecationWarning: Buffer() is deprecated', 'request failed'].join('\n');
    expect(pgWarningLines(stderr)).toEqual([`(node:4242) DeprecationWarning: ${pgText}`]);
  });
});
