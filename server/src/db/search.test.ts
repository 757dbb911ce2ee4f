import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DESTINATION_SEARCHED_COLUMNS } from '../modules/destinations/destinations.repo.ts';
import { containsAny } from './search.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await sql`
    insert into destinations (title, category, short_description, description, latitude, longitude, image)
    select 'Tempat ' || md5(i::text), 'nature', 'Deskripsi singkat ' || md5((i * 7)::text),
           repeat(md5((i * 3)::text) || ' ', 4), -5.0, 119.3, 'x.jpg'
    from generate_series(1, 5000) as i`.execute(t.db);
  // What autovacuum does after a bulk load: GIN indexes read their size from VACUUM, not ANALYZE.
  await sql`vacuum analyze destinations`.execute(t.db);
});
afterAll(() => t.close());

describe('catalogue search', () => {
  it('is answered from the trigram index, not a scan of every row', async () => {
    const plan = await t.db
      .selectFrom('destinations')
      .select('id')
      .where((eb) => containsAny(eb, DESTINATION_SEARCHED_COLUMNS, 'mangrove'))
      .explain();
    const text = plan.map((row) => Object.values(row).join(' ')).join('\n');
    expect(text).toContain('destinations_search_trgm_idx');
    expect(text).not.toMatch(/Seq Scan/);
  });

  it('finds a word in any searched column, in any letter case, and treats % literally', async () => {
    await sql`insert into destinations (title, category, short_description, description, latitude, longitude, image)
      values ('Hutan Bakau', 'nature', 'Jalan papan di hutan MANGROVE', null, -5, 119, 'y.jpg'),
             ('Diskon 100% Pantai', 'beaches', 'Pantai yang tenang sekali', 'Bebas biaya masuk untuk semua pengunjung pulau', -5, 119, 'z.jpg')`.execute(t.db);
    const res = await t.request('GET', '/api/destinations?search=mangrove');
    expect(res.body.data.destinations.map((d: { title: string }) => d.title)).toEqual(['Hutan Bakau']);
    const percent = await t.request('GET', `/api/destinations?search=${encodeURIComponent('100%')}`);
    expect(percent.body.data.pagination.totalItems).toBe(1);
    const all = await t.request('GET', '/api/destinations?limit=5&page=3');
    expect(all.body.data.pagination).toEqual({ currentPage: 3, totalPages: 1001, totalItems: 5002, itemsPerPage: 5 });
    expect(all.body.data.destinations).toHaveLength(5);
  });
});
