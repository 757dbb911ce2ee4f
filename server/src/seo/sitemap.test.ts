import { INDEXED_PAGES } from '@island/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { SitemapRecords } from './seo.repo.ts';
import { sitemapXml, URLS_PER_SITEMAP } from './sitemap.ts';

const ORIGIN = 'https://pulau.test';
const locs = (xml: string | null) => [...(xml ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const urlCount = (xml: string | null) => (xml ?? '').split('<url>').length - 1;

function recordsWith(destinations: number): SitemapRecords {
  const at = new Date('2026-05-01T00:00:00Z');
  return {
    destinations: Array.from({ length: destinations }, (_, i) => ({ key: String(i + 1), updatedAt: new Date(at.getTime() + i * 1000) })),
    packages: [],
    products: [],
    cultures: [],
    articles: [{ key: 'satu-hari', updatedAt: at }],
    events: [{ key: 'pesta-laut', updatedAt: at }],
    homestays: [],
    settingsUpdatedAt: at,
  };
}

describe('a sitemap split into files', () => {
  it('is one file while every URL fits it', () => {
    const xml = sitemapXml(ORIGIN, recordsWith(10));
    expect(xml).toContain('<urlset');
    // Every indexed page, the ten destinations, one article and one event, each in two languages.
    expect(urlCount(xml)).toBe((INDEXED_PAGES.length + 10 + 2) * 2);
    expect(xml).toContain(`${ORIGIN}/agenda/pesta-laut`);
    expect(sitemapXml(ORIGIN, recordsWith(10), 1)).toBeNull();
  });

  it('is an index of numbered files, each within the limit, that together list every URL once', () => {
    const records = recordsWith(12_345);
    const index = sitemapXml(ORIGIN, records);
    expect(index).toContain('<sitemapindex');
    expect(index).not.toContain('<urlset');
    const files = locs(index);
    const total = (INDEXED_PAGES.length + 12_345 + 2) * 2;
    expect(files).toEqual(Array.from({ length: Math.ceil(total / URLS_PER_SITEMAP) }, (_, i) => `${ORIGIN}/sitemap-${i + 1}.xml`));
    expect(index).toMatch(/<sitemap>\n {4}<loc>[^<]+<\/loc>\n {4}<lastmod>\d{4}-\d{2}-\d{2}T/);
    const parts = files.map((_, i) => sitemapXml(ORIGIN, records, i + 1));
    for (const part of parts) expect(urlCount(part)).toBeLessThanOrEqual(URLS_PER_SITEMAP);
    const whole = sitemapXml(ORIGIN, records, null, Number.MAX_SAFE_INTEGER);
    expect(parts.flatMap(locs)).toEqual(locs(whole));
    expect(sitemapXml(ORIGIN, records, files.length + 1)).toBeNull();
    expect(sitemapXml(ORIGIN, records, 0)).toBeNull();
  });
});

describe('the sitemap of a large site over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await sql`
      insert into destinations (title, category, short_description, description, latitude, longitude, image)
      select 'Tempat ' || i, 'nature', 'Singkat', 'Panjang', -5.0, 119.3, '/uploads/x.webp'
      from generate_series(1, ${URLS_PER_SITEMAP / 2 + 100}::int) as i`.execute(t.db);
  });
  afterAll(() => t?.close());

  it('answers the index and each numbered file, and 404 past the last', async () => {
    const index = await fetch(`${t.baseUrl}/sitemap.xml`);
    expect(index.status).toBe(200);
    const files = locs(await index.text());
    expect(files).toEqual([`${t.baseUrl}/sitemap-1.xml`, `${t.baseUrl}/sitemap-2.xml`]);
    const last = await fetch(files[1]!, { headers: { 'accept-encoding': 'br' } });
    expect(last.status).toBe(200);
    expect(last.headers.get('content-type')).toContain('application/xml');
    const { id } = await t.db.selectFrom('destinations').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
    expect(locs(await last.text())).toContain(`${t.baseUrl}/destinasi?lihat=${id}`);
    expect((await fetch(`${t.baseUrl}/sitemap-3.xml`)).status).toBe(404);
  });
});
