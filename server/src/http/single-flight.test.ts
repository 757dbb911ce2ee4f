import { setTimeout as sleep } from 'node:timers/promises';
import zlib from 'node:zlib';
import type { KyselyPlugin } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryCounter } from '../../test/query-counter.ts';
import { createTestApp, type TestApp, trpcQueryUrl } from '../../test/test-app.ts';

/**
 * While a crowd arrives, the app's database answers late: on a busy machine the requests reach
 * the server tens of milliseconds apart, and the first would be answered whole before the
 * others arrive, which would prove nothing.
 */
class SlowDatabase implements KyselyPlugin {
  delayMs = 0;
  transformQuery(args: Parameters<KyselyPlugin['transformQuery']>[0]) {
    return args.node;
  }
  async transformResult(args: Parameters<KyselyPlugin['transformResult']>[0]) {
    if (this.delayMs > 0) await sleep(this.delayMs);
    return args.result;
  }
}
const slow = new SlowDatabase();

let t: TestApp;
const queries = new QueryCounter();
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true, dbPlugins: [queries, slow] });
  // On PostgreSQL the seeding's writes come back to this instance as cache notices, a moment
  // later; one arriving during the first measured request would keep its answer from being stored.
  if (t.databaseUrl) await sleep(2000);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const BROWSER = 'gzip, deflate, br';

/**
 * Drops every cached answer in this instance only: on PostgreSQL the notice to other instances
 * comes back to this one too, and that second drop, arriving during the measured request,
 * would stop its answer being stored.
 */
const dropEveryAnswer = () => t.deps.publicCache!.invalidate(['*'], { broadcast: false });

/** The queries and brotli compressions one request for `url` makes on an empty cache. */
async function costOfOne(url: string) {
  await dropEveryAnswer();
  const brotli = vi.spyOn(zlib, 'brotliCompressSync');
  const before = queries.count;
  const res = await fetch(t.baseUrl + url, { headers: { 'accept-encoding': BROWSER } });
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  const cost = { queries: queries.count - before, compressions: brotli.mock.calls.length };
  brotli.mockRestore();
  return cost;
}

/** `n` requests for `url` at once, right after every public answer was dropped. */
async function crowd(url: string, n: number) {
  await dropEveryAnswer();
  const brotli = vi.spyOn(zlib, 'brotliCompressSync');
  const before = queries.count;
  slow.delayMs = 1500;
  const answers = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      // Some ask for brotli, some for nothing: one body, compressed once for those who want it.
      const res = await fetch(t.baseUrl + url, { headers: { 'accept-encoding': i % 4 === 3 ? 'identity' : BROWSER } });
      return { status: res.status, etag: res.headers.get('etag'), text: await res.text() };
    }),
  ).finally(() => {
    slow.delayMs = 0;
  });
  const cost = { queries: queries.count - before, compressions: brotli.mock.calls.length };
  brotli.mockRestore();
  return { answers, cost };
}

describe('single flight: a crowd after a write costs one query', () => {
  for (const [door, url] of [
    // An address of its own: the page shell keeps the plain one filled (it carries the home data),
    // and may fill it again between the drop and the measured request.
    ['REST', '/api/home?_=single-flight'],
    ['REST list', '/api/destinations?category=beaches'],
    ['tRPC', trpcQueryUrl('packages.list', { limit: 5 })],
  ] as const) {
    it(`${door}: 20 requests at once make the queries and the compression of one`, async () => {
      const one = await costOfOne(url);
      expect(one.queries).toBeGreaterThan(0);
      expect(one.compressions).toBe(1);
      const { answers, cost } = await crowd(url, 20);
      expect(answers.every((a) => a.status === 200)).toBe(true);
      expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
      expect(new Set(answers.map((a) => a.text)).size).toBe(1);
      expect(cost).toEqual(one);
    });
  }

  it('a miss that is not stored (404) lets the waiting requests make their own answer', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.request('GET', '/api/destinations/999999')));
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404]);
  });

  it('a write while the crowd waits is seen by the next request', async () => {
    const url = '/api/packages?limit=100';
    const pkg = (await t.request('GET', url)).body.data.packages[0];
    const reads = Array.from({ length: 10 }, () => t.request('GET', url));
    const write = t.request('PUT', `/api/packages/${pkg.id}`, { token: t.users.admin.token, body: { name: 'Paket Saat Ramai' } });
    await Promise.all([...reads, write]);
    const after = await t.request('GET', url);
    expect(after.body.data.packages.find((p: { id: number }) => p.id === pkg.id).name).toBe('Paket Saat Ramai');
  });
});
