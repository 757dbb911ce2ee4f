import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database.ts';
import { freshDatabase } from '../../test/test-app.ts';
import { MAX_PREPARED_PER_CONNECTION } from './prepared-statements.ts';

// The PostgreSQL server's part runs with DATABASE_URL set; the embedded database's always.
const adminUrl = process.env.DATABASE_URL;
let url = '';
let dropDatabase = async () => {};

beforeAll(async () => {
  if (!adminUrl) return;
  const fresh = await freshDatabase();
  await fresh.db.destroy();
  url = fresh.url!;
  dropDatabase = fresh.drop;
});
afterAll(() => dropDatabase());

interface Prepared {
  statement: string;
  runs: number;
}

/** The statements this connection has prepared, with how often each ran (PostgreSQL's own view). */
async function preparedOn(conn: Database): Promise<Prepared[]> {
  const { rows } = await sql<Prepared>`select statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements order by prepare_time`.execute(conn);
  return rows;
}

/** Runs `work` on one connection of a fresh handle, then closes it. */
async function onOneConnection<T>(preparedStatements: boolean | undefined, work: (conn: Database) => Promise<T>): Promise<T> {
  const db = openDatabase({ kind: 'postgres', url, preparedStatements });
  try {
    return await db.connection().execute((conn) => work(conn as Database));
  } finally {
    await db.destroy();
  }
}

const parameterised = (conn: Database, value: number) => sql<{ n: number }>`select ${value}::int + 1 as n`.execute(conn);

describe.skipIf(!adminUrl)('statements prepared once per PostgreSQL connection', () => {
  it('parses a parameterised statement once and runs it again by name, with the values of each run', async () => {
    await onOneConnection(undefined, async (conn) => {
      expect((await parameterised(conn, 1)).rows[0]?.n).toBe(2);
      expect((await parameterised(conn, 41)).rows[0]?.n).toBe(42);
      expect(await preparedOn(conn)).toEqual([{ statement: 'select $1::int + 1 as n', runs: 2 }]);
    });
  });

  it('leaves statements without parameters to the simple protocol, which runs several in one text', async () => {
    await onOneConnection(undefined, async (conn) => {
      await sql`create temporary table t (n int); insert into t values (7)`.execute(conn);
      expect((await sql<{ n: number }>`select n from t`.execute(conn)).rows).toEqual([{ n: 7 }]);
      expect(await preparedOn(conn)).toEqual([]);
    });
  });

  it('keeps at most its bound per connection; statements beyond it run unnamed with the right answer', async () => {
    await onOneConnection(undefined, async (conn) => {
      for (let i = 0; i <= MAX_PREPARED_PER_CONNECTION; i++) {
        const { rows } = await sql<{ n: number }>`select ${i}::int + ${sql.lit(i)} as n`.execute(conn);
        expect(rows[0]?.n).toBe(2 * i);
      }
      const prepared = await preparedOn(conn);
      expect(prepared).toHaveLength(MAX_PREPARED_PER_CONNECTION);
      expect(prepared.some((p) => p.statement.endsWith(`+ ${MAX_PREPARED_PER_CONNECTION} as n`))).toBe(false);
    });
  });

  it('a statement that fails to parse fails each time with its own error and leaves the connection usable', async () => {
    await onOneConnection(undefined, async (conn) => {
      for (let i = 0; i < 2; i++) await expect(sql`select ${i}::int frm nowhere`.execute(conn)).rejects.toThrow(/syntax error/);
      expect((await parameterised(conn, 2)).rows[0]?.n).toBe(3);
    });
  });

  it('prepares nothing when turned off (DATABASE_PREPARED_STATEMENTS=false, for a transaction pooler)', async () => {
    await onOneConnection(false, async (conn) => {
      await parameterised(conn, 1);
      await parameterised(conn, 2);
      expect(await preparedOn(conn)).toEqual([]);
    });
  });
});

describe('the embedded database, through node-postgres as PostgreSQL is', () => {
  let db: Database;
  beforeAll(() => {
    db = openDatabase({ kind: 'pglite', dir: undefined });
  });
  afterAll(() => db.destroy());

  it('prepares a parameterised statement once in its one session', async () => {
    await parameterised(db, 1);
    expect((await parameterised(db, 41)).rows[0]?.n).toBe(42);
    expect(await preparedOn(db)).toContainEqual({ statement: 'select $1::int + 1 as n', runs: 2 });
  });

  it('answers in the types node-postgres gives on PostgreSQL (dates as Date, bigint as text, json parsed)', async () => {
    const { rows } = await sql<{ at: unknown; big: unknown; doc: unknown }>`select ${'2026-11-26T00:00:00Z'}::timestamptz as at, ${'9007199254740993'}::bigint as big, ${'{"a":[1]}'}::jsonb as doc`.execute(db);
    expect(rows[0]).toEqual({ at: new Date('2026-11-26T00:00:00Z'), big: '9007199254740993', doc: { a: [1] } });
  });
});
