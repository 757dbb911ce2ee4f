import { setTimeout as sleep } from 'node:timers/promises';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploadImages } from '../../test/upload-images.ts';
import { PublicCache } from './public-cache.ts';

describe('PublicCache.countsFor: a list count kept like an answer', () => {
  it('keeps a count under its tags until a write of one of them; a write of another module keeps it', async () => {
    const cache = new PublicCache();
    cache.countsFor(['destinations']).keep('q1', 40);
    cache.countsFor(['msme', 'products']).keep('q2', 7);
    expect(cache.countsFor(['destinations']).get('q1')).toBe(40);
    await cache.invalidate(['packages']);
    expect(cache.countsFor(['destinations']).get('q1')).toBe(40);
    await cache.invalidate(['products']);
    expect(cache.countsFor(['msme', 'products']).get('q2')).toBeUndefined();
    expect(cache.countsFor(['destinations']).get('q1')).toBe(40);
    await cache.invalidate(['*']);
    expect(cache.countsFor(['destinations']).get('q1')).toBeUndefined();
  });

  it('does not keep a count that a write of its tags came during', async () => {
    const cache = new PublicCache();
    const counting = cache.countsFor(['destinations']);
    await cache.invalidate(['destinations']);
    counting.keep('q1', 40);
    expect(cache.countsFor(['destinations']).get('q1')).toBeUndefined();
    const unrelated = cache.countsFor(['destinations']);
    await cache.invalidate(['articles']);
    unrelated.keep('q1', 41);
    expect(cache.countsFor(['destinations']).get('q1')).toBe(41);
  });
});

/**
 * Records the kind of each query the app builds: a page with its count is one raw statement
 * (its page and count are built inside it), a page alone a plain select.
 */
class StatementKinds implements KyselyPlugin {
  kinds: string[] = [];
  transformQuery(args: Parameters<KyselyPlugin['transformQuery']>[0]) {
    this.kinds.push(args.node.kind);
    return args.node;
  }
  async transformResult(args: Parameters<KyselyPlugin['transformResult']>[0]) {
    return args.result;
  }
}

describe('a public list counts its filter once until a write', () => {
  let t: TestApp;
  const statements = new StatementKinds();
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true, dbPlugins: [statements] });
    // On PostgreSQL the seeding's writes come back as cache notices a moment later.
    if (t.databaseUrl) await sleep(2000);
  });
  afterAll(() => t.close());

  /** Whether one visitor request counted its list (ran a page with its count), and its total. */
  async function visit(url: string) {
    statements.kinds = [];
    const res = await t.request('GET', url);
    expect(res.status).toBe(200);
    return { counted: statements.kinds.includes('RawNode'), total: res.body.data.pagination.totalItems as number, rows: res.body.data.destinations.length as number };
  }

  it('runs the page alone for another nonce or the next page of a counted filter, and counts again after a write', async () => {
    const first = await visit('/api/destinations?category=beaches&limit=1&_=a');
    expect(first.counted).toBe(true);
    expect(first.total).toBeGreaterThan(1);
    // The same filter: a nonce, and its second page, cost the page alone, with the same total.
    expect(await visit('/api/destinations?category=beaches&limit=1&_=b')).toEqual({ counted: false, total: first.total, rows: 1 });
    expect(await visit('/api/destinations?category=beaches&limit=1&page=2')).toEqual({ counted: false, total: first.total, rows: 1 });
    // Another filter is counted for itself.
    expect((await visit('/api/destinations?category=nature&limit=1')).counted).toBe(true);

    const [image] = await uploadImages(t, 1);
    const created = await t.request('POST', '/api/destinations', {
      token: t.users.admin.token,
      body: {
        title: 'Pantai Hitung Ulang',
        category: 'beaches',
        shortDescription: 'Pantai baru untuk menghitung ulang.',
        description: 'Pantai ini ditambahkan agar jumlah di daftar pengunjung bertambah satu.',
        location: { lat: -5.0012, lng: 119.2937 },
        image: image!.filename,
        gallery: [],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const after = await visit('/api/destinations?category=beaches&limit=1&_=c');
    expect(after).toEqual({ counted: true, total: first.total + 1, rows: 1 });
  });

  it('never keeps a count for a staff list, which counts every time', async () => {
    const staff = async () => {
      statements.kinds = [];
      const res = await t.request('GET', '/api/contact?limit=1', { token: t.users.admin.token });
      expect(res.status).toBe(200);
      return statements.kinds.filter((kind) => kind === 'RawNode').length;
    };
    expect(await staff()).toBe(1);
    expect(await staff()).toBe(1);
  });
});
