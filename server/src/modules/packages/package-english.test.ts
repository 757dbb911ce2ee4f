import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';
import { containsAny } from '../../db/search.ts';
import { PACKAGE_SEARCHED_TEXTS } from './packages.repo.ts';

// A package's English twin: written beside the Indonesian, answered on both doors, and marked
// outdated when the Indonesian changes after it (on PGlite, and on PostgreSQL with DATABASE_URL).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = () => t.users.admin.token;

const INDONESIAN = {
  name: 'Keliling Pulau',
  description: 'Berkeliling pulau dengan perahu nelayan.',
  duration: '1 hari',
  whatsappContact: '6281234567890',
  facilities: ['Perahu', 'Makan siang'],
  itinerary: [
    { time: '07.00', text: 'Kumpul di dermaga' },
    { time: '08.00', text: 'Berangkat' },
  ],
  bring: ['Topi'],
  meetingPointName: 'Dermaga Desa',
};

const ENGLISH = {
  name: 'Around the Island',
  description: 'Round the island in a fishing boat.',
  duration: '1 day',
  facilities: ['Boat', ''],
  itinerary: ['Meet at the jetty', 'Set off'],
  bring: ['Hat'],
  meetingPointName: 'Village jetty',
};

async function create(body: Record<string, unknown>) {
  const res = await t.request('POST', '/api/packages', { token: admin(), body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

describe("a package's English twin", () => {
  it('is stored beside the Indonesian and answered on both doors, items kept in their places', async () => {
    const created = await create({ ...INDONESIAN, en: ENGLISH });
    expect(created.en).toMatchObject({ ...ENGLISH, excluded: [], meetingPointDirections: null, outdated: false });
    const rest = await t.request('GET', `/api/packages/slug/${created.slug}`);
    expect(rest.body.data.name).toBe('Keliling Pulau');
    expect(rest.body.data.en.name).toBe('Around the Island');
    expect(rest.body.data.en.facilities).toEqual(['Boat', '']);
    const trpc = await fetch(t.baseUrl + trpcQueryUrl('packages.bySlug', { slug: created.slug }));
    const answer = (await trpc.json()) as { result: { data: { en: { itinerary: string[] } } } };
    expect(answer.result.data.en.itinerary).toEqual(['Meet at the jetty', 'Set off']);
  });

  it('is null when nothing English is written, and blank texts count as nothing', async () => {
    const without = await create({ ...INDONESIAN, name: 'Tanpa Inggris' });
    expect(without.en).toBeNull();
    const blank = await create({ ...INDONESIAN, name: 'Inggris Kosong', en: { name: '  ', facilities: ['', ''] } });
    expect(blank.en).toBeNull();
  });

  it('turns outdated when an Indonesian text changes after it, and fresh when the English is written again', async () => {
    const created = await create({ ...INDONESIAN, name: 'Paket Berubah', en: ENGLISH });
    const put = (body: Record<string, unknown>) => t.request('PUT', `/api/packages/${created.id}`, { token: admin(), body });
    // The form sends everything each time: the same Indonesian and English change nothing.
    const same = await put({ ...INDONESIAN, name: 'Paket Berubah', en: ENGLISH, price: 50000 });
    expect(same.body.data.en.outdated).toBe(false);
    // A new Indonesian description with the English as it was: the English fell behind.
    const changed = await put({ ...INDONESIAN, name: 'Paket Berubah', description: 'Deskripsi baru.', en: ENGLISH });
    expect(changed.body.data.en.outdated).toBe(true);
    // A change that is not a visitor's text (the price) keeps it outdated, and says nothing new.
    const price = await put({ price: 90000 });
    expect(price.body.data.en.outdated).toBe(true);
    // The translator writes the English again: fresh.
    const translated = await put({ en: { ...ENGLISH, description: 'A new description.' } });
    expect(translated.body.data.en).toMatchObject({ description: 'A new description.', outdated: false });
    // A changed list item counts as a change of the Indonesian.
    const listed = await put({ bring: ['Topi', 'Air minum'] });
    expect(listed.body.data.en.outdated).toBe(true);
    // null removes the English.
    const removed = await put({ en: null });
    expect(removed.body.data.en).toBeNull();
  });

  it('refuses an English text over its bound, beside its field', async () => {
    const res = await t.request('POST', '/api/packages', { token: admin(), body: { ...INDONESIAN, name: 'Terlalu Panjang', en: { name: 'x'.repeat(256) } } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/en\.name|en/);
    const items = await t.request('POST', '/api/packages', { token: admin(), body: { ...INDONESIAN, name: 'Terlalu Banyak', en: { bring: Array(31).fill('Hat') } } });
    expect(items.status).toBe(400);
  });
});

describe('the package search, in both languages', () => {
  it('finds a package by its English name or description, and by its Indonesian one', async () => {
    await create({ ...INDONESIAN, name: 'Jelajah Mangrove', description: 'Menyusuri hutan bakau.', en: { name: 'Mangrove Walk', description: 'Along the mangrove boardwalk at dawn.' } });
    const names = async (term: string) =>
      ((await t.request('GET', `/api/packages?search=${encodeURIComponent(term)}`)).body.data.packages as { name: string }[]).map((p) => p.name);
    expect(await names('boardwalk')).toEqual(['Jelajah Mangrove']);
    expect(await names('mangrove walk')).toEqual(['Jelajah Mangrove']);
    expect(await names('hutan bakau')).toEqual(['Jelajah Mangrove']);
  });

  it('is answered from the one trigram index over both languages', async () => {
    await sql`
      insert into packages (name, description, duration, whatsapp_contact, en)
      select 'Paket ' || md5(i::text), md5((i * 3)::text), '1 hari', '6281234567890',
             jsonb_build_object('name', 'Tour ' || md5((i * 7)::text))
      from generate_series(1, 3000) as i`.execute(t.db);
    await sql`vacuum analyze packages`.execute(t.db);
    const plan = await t.db
      .selectFrom('packages')
      .select('id')
      .where((eb) => containsAny(eb, PACKAGE_SEARCHED_TEXTS, 'mangrove'))
      .explain();
    const text = plan.map((row) => Object.values(row).join(' ')).join('\n');
    expect(text).toContain('packages_search_trgm_idx');
    expect(text).not.toMatch(/Seq Scan/);
  });
});
