import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fetchPage } from './pagination.ts';
import { readTogether } from './reads.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Reads that note how many of them were running at once. */
function probes(count: number) {
  let running = 0;
  let most = 0;
  const reads = Array.from({ length: count }, (_, i) => async () => {
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running -= 1;
    return i;
  });
  return { reads, most: () => most };
}

describe('readTogether', () => {
  it('sends reads together on the pool and one after another on a transaction, answering in order', async () => {
    const pool = probes(3);
    expect(await readTogether({ isTransaction: false }, pool.reads)).toEqual([0, 1, 2]);
    expect(pool.most()).toBe(3);
    const trx = probes(3);
    expect(await readTogether({ isTransaction: true }, trx.reads)).toEqual([0, 1, 2]);
    expect(trx.most()).toBe(1);
  });

  it('reads a page and its count inside a transaction as on the pool, without a pg warning (the suite fails on one)', async () => {
    const query = (db: typeof t.db) => db.selectFrom('users').select(['id', 'email']).orderBy('id');
    const inside = await t.db.transaction().execute((trx) => fetchPage(trx, query(trx), 1, 2));
    const outside = await fetchPage(t.db, query(t.db), 1, 2);
    expect(inside).toEqual(outside);
    expect(inside.rows).toHaveLength(2);
    expect(inside.pagination.totalItems).toBeGreaterThanOrEqual(4);
  });
});

describe('fetchPage', () => {
  const byIdDown = (db: typeof t.db) => db.selectFrom('users').select(['id', 'email']).orderBy('id', 'desc');

  it('answers the rows in the query\'s order with the count of every match, and no count column on a row', async () => {
    const all = await byIdDown(t.db).execute();
    const second = await fetchPage(t.db, byIdDown(t.db), 2, 2);
    expect(second.rows).toEqual(all.slice(2, 4));
    expect(second.pagination).toMatchObject({ currentPage: 2, totalItems: all.length });
  });

  it('still counts on a page past the end, and counts 0 when nothing matches', async () => {
    const all = await byIdDown(t.db).execute();
    const past = await fetchPage(t.db, byIdDown(t.db), 50, 10);
    expect(past.rows).toEqual([]);
    expect(past.pagination.totalItems).toBe(all.length);
    const none = await fetchPage(t.db, byIdDown(t.db).where('email', '=', 'nobody@nowhere.test'), 1, 10);
    expect(none).toMatchObject({ rows: [], pagination: { totalItems: 0 } });
  });
});
