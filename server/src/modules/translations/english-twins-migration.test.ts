import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { down, up } from '../../../../migrations/0029_english_twins.ts';
import * as m0031 from '../../../../migrations/0031_more_english_twins.ts';
import * as m0036 from '../../../../migrations/0036_article_english.ts';
import * as m0037 from '../../../../migrations/0037_product_english.ts';
import * as m0038 from '../../../../migrations/0038_msme_english.ts';
import * as m0039 from '../../../../migrations/0039_facility_english.ts';

// Migrations 0029, 0031 and those after them on a copy of the demo data (PGlite, and PostgreSQL with DATABASE_URL): taken
// back and made again, every existing text stays the record's Indonesian, none has English yet,
// and each waits for the translator from its last update.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(() => t.close());

const TEXTS = {
  destinations: ['id', 'title', 'short_description', 'description', 'updated_at'],
  cultures: ['id', 'title', 'description', 'updated_at'],
} as const;

async function texts(table: keyof typeof TEXTS) {
  const { rows } = await sql<Record<string, unknown>>`select ${sql.join(TEXTS[table].map((column) => sql.ref(column)))} from ${sql.table(table)} order by id`.execute(t.db);
  return rows;
}

describe('migration 0029 on the demo data', () => {
  it('keeps every text as the Indonesian one, with no English and the Indonesian dated by its last update', async () => {
    await down(t.db);
    const before = { destinations: await texts('destinations'), cultures: await texts('cultures') };
    expect(before.destinations.length).toBeGreaterThan(0);
    expect(before.cultures.length).toBeGreaterThan(0);
    await up(t.db);
    for (const table of ['destinations', 'cultures'] as const) {
      expect(await texts(table)).toEqual(before[table]);
      const { rows } = await sql<{ en: unknown; same: boolean; en_changed_at: unknown }>`
        select en, id_changed_at = updated_at as same, en_changed_at from ${sql.table(table)}`.execute(t.db);
      expect(rows.every((row) => row.en === null && row.same && row.en_changed_at === null)).toBe(true);
    }
    // Every one now waits for its English.
    const pending = await t.request('GET', '/api/translations/pending', { token: t.users.admin.token });
    expect(pending.body.data.counts).toMatchObject({ destination: before.destinations.length, culture: before.cultures.length });
  });
});

describe('migration 0031 on the demo data', () => {
  it('keeps every event text as the Indonesian one, with no English and the Indonesian dated by its last update', async () => {
    const columns = ['id', 'title', 'place', 'description', 'price', 'status', 'updated_at'];
    const events = async () => (await sql<Record<string, unknown>>`select ${sql.join(columns.map((column) => sql.ref(column)))} from events order by id`.execute(t.db)).rows;
    await m0031.down(t.db);
    const before = await events();
    expect(before.length).toBeGreaterThan(0);
    await m0031.up(t.db);
    expect(await events()).toEqual(before);
    const { rows } = await sql<{ en: unknown; same: boolean; en_changed_at: unknown }>`
      select en, id_changed_at = updated_at as same, en_changed_at from events`.execute(t.db);
    expect(rows.every((row) => row.en === null && row.same && row.en_changed_at === null)).toBe(true);
    // Every published event now waits for its English; a proposal waits for review first.
    const pending = await t.request('GET', '/api/translations/pending', { token: t.users.admin.token });
    expect(pending.body.data.counts).toMatchObject({ event: before.filter((row) => row.status === 'published').length });
  });
});

interface OneKind {
  migration: { up: (db: TestApp['db']) => Promise<void>; down: (db: TestApp['db']) => Promise<void> };
  table: string;
  /** The texts that must stay as they were, with what tells whether a record is published. */
  columns: string[];
  kind: string;
  /** Which rows visitors see (they wait for the translator); all when left out. */
  published?: (row: Record<string, unknown>) => boolean;
}

/** A migration that gave one kind its twin, taken back and made again (the demo's English goes with it). */
const ONE_KIND: Record<string, OneKind> = {
  '0036 (articles)': {
    migration: m0036,
    table: 'articles',
    columns: ['id', 'title', 'excerpt', 'content', 'status', 'updated_at'],
    kind: 'article',
    published: (row) => row.status === 'published',
  },
  '0037 (products)': {
    migration: m0037,
    table: 'products',
    columns: ['id', 'name', 'description', 'updated_at'],
    kind: 'product',
  },
  '0038 (UMKM profiles)': {
    migration: m0038,
    table: 'msmes',
    columns: ['id', 'brand', 'description', 'updated_at'],
    kind: 'msme',
  },
  '0039 (facilities)': {
    migration: m0039,
    table: 'facilities',
    columns: ['id', 'label', 'description', 'available', 'updated_at'],
    kind: 'facility',
    published: (row) => row.available === true,
  },
};

describe.each(Object.entries(ONE_KIND))('migration %s on the demo data', (_, { migration, table, columns, kind, published }) => {
  it('keeps every text as the Indonesian one, with no English and the Indonesian dated by its last update', async () => {
    const rows = async () => (await sql<Record<string, unknown>>`select ${sql.join(columns.map((column) => sql.ref(column)))} from ${sql.table(table)} order by id`.execute(t.db)).rows;
    await migration.down(t.db);
    const before = await rows();
    expect(before.length).toBeGreaterThan(0);
    await migration.up(t.db);
    expect(await rows()).toEqual(before);
    const twins = await sql<{ en: unknown; same: boolean; en_changed_at: unknown }>`
      select en, id_changed_at = updated_at as same, en_changed_at from ${sql.table(table)}`.execute(t.db);
    expect(twins.rows.every((row) => row.en === null && row.same && row.en_changed_at === null)).toBe(true);
    // Every record visitors see now waits for its English.
    const pending = await t.request('GET', '/api/translations/pending', { token: t.users.admin.token });
    expect(pending.body.data.counts).toMatchObject({ [kind]: published ? before.filter(published).length : before.length });
  });
});
