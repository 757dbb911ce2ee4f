import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';
import { uploadImages } from '../../../test/upload-images.ts';
import { containsAny, type SearchedText } from '../../db/search.ts';
import { DESTINATION_SEARCHED_COLUMNS } from '../destinations/destinations.repo.ts';
import { CULTURE_SEARCHED_TEXTS } from '../culture/culture.repo.ts';
import { EVENT_SEARCHED_TEXTS } from '../events/events.repo.ts';
import { ARTICLE_SEARCHED_TEXTS } from '../articles/articles.repo.ts';
import { PRODUCT_SEARCHED_TEXTS } from '../products/products.repo.ts';

// The kinds that got their English twin after packages (decision 0035), each the way packages
// have it: written beside the Indonesian, answered on both doors, outdated when the Indonesian
// changes after it, searched in both languages, and listed for the translator (on PGlite, and on
// PostgreSQL with DATABASE_URL).
let t: TestApp;
let image: string;
/** The shop the products are sold by. */
let msmeId: string;
beforeAll(async () => {
  t = await createTestApp();
  image = (await uploadImages(t, 1))[0]!.filename;
  const shop = await t.request('POST', '/api/msme', {
    token: t.users.admin.token,
    body: { brand: 'Toko Dua Bahasa', description: 'Kerajinan tangan warga pulau.', phone: '081241903309', user_id: t.users.msme.id },
  });
  msmeId = shop.body.data.id;
});
afterAll(() => t.close());

const admin = () => t.users.admin.token;

interface Kind {
  kind: 'destination' | 'culture' | 'event' | 'article' | 'product' | 'msme';
  /** REST path, tRPC read of one by id, list key, table. */
  path: string;
  get: string;
  list: string;
  table: 'destinations' | 'cultures' | 'events' | 'articles' | 'products' | 'msmes';
  /** The text staff know a record by, in the answer and its twin: `title` unless named. */
  name?: string;
  /** The twin's text the checks write, when the name has none (a business's brand is a name): the name's. */
  text?: string;
  /** Its longest English text plus one, for that text: 256 unless said. */
  tooLong?: number;
  /** The texts a search reads, when a search reads a twin. */
  searched?: readonly SearchedText[];
  /** Whether English can be partly written (more than one main text): yes unless said. */
  partial?: false;
  /** A valid Indonesian body, the record named by the text given. */
  body: (title: string) => Record<string, unknown>;
  english: Record<string, string>;
  /** An Indonesian text a visitor reads, changed. */
  change: Record<string, string>;
  /** 3,000 rows with some English, for the search plan (a kind searched through a trigram index). */
  bulk?: RawBuilder<unknown>;
}

const KINDS: Kind[] = [
  {
    kind: 'destination',
    path: '/api/destinations',
    get: 'destinations.get',
    list: 'destinations',
    table: 'destinations',
    searched: DESTINATION_SEARCHED_COLUMNS,
    body: (title) => ({
      title,
      category: 'beaches',
      shortDescription: 'Gosong pasir putih saat air surut.',
      location: { lat: -5.01, lng: 119.29 },
      image,
    }),
    english: { title: 'Sandbar', shortDescription: 'A white sandbar at low tide.', description: 'Rises from the sea at low tide.' },
    change: { shortDescription: 'Gosong pasir yang baru saja berubah.' },
    bulk: sql`insert into destinations (title, category, short_description, latitude, longitude, image, en)
      select 'Tempat ' || md5(i::text), 'nature', 'Deskripsi ' || md5((i * 3)::text), -5, 119, 'x.jpg', jsonb_build_object('title', 'Place ' || md5((i * 7)::text))
      from generate_series(1, 3000) as i`,
  },
  {
    kind: 'culture',
    path: '/api/culture',
    get: 'culture.get',
    list: 'cultures',
    table: 'cultures',
    searched: CULTURE_SEARCHED_TEXTS,
    body: (title) => ({ title, category: 'dance', description: 'Tarian penyambutan tamu di dermaga.' }),
    english: { title: 'Welcome Dance', description: 'A dance that welcomes guests at the jetty.' },
    change: { description: 'Tarian yang kini dibawakan anak-anak.' },
    bulk: sql`insert into cultures (title, category, description, en)
      select 'Budaya ' || md5(i::text), 'dance', md5((i * 3)::text), jsonb_build_object('title', 'Culture ' || md5((i * 7)::text))
      from generate_series(1, 3000) as i`,
  },
  {
    // The agenda is searched without an index of its own (a few dozen rows, read by date).
    kind: 'event',
    path: '/api/events',
    get: 'events.byId',
    list: 'events',
    table: 'events',
    searched: EVENT_SEARCHED_TEXTS,
    body: (title) => ({ title, category: 'festival', startsOn: '2099-08-17', place: 'Lapangan desa', description: '<p>Lomba dan pesta rakyat di lapangan desa.</p>' }),
    english: { title: 'Village Games', place: 'Village field', description: '<p>Games and a feast for everyone on the village field.</p>', price: 'Free' },
    change: { place: 'Dermaga utama' },
  },
  {
    kind: 'article',
    path: '/api/articles',
    get: 'articles.byId',
    list: 'articles',
    table: 'articles',
    searched: ARTICLE_SEARCHED_TEXTS,
    body: (title) => ({ title, category: 'tips', status: 'published', excerpt: 'Ringkasan artikel.', content: '<p>Isi artikel tentang pulau.</p>' }),
    english: { title: 'An Island Walk', excerpt: 'A short summary.', content: '<p>An article about the island.</p>' },
    change: { content: '<p>Isi artikel yang sudah diubah.</p>' },
    bulk: sql`insert into articles (slug, title, excerpt, content, category, author_name, en)
      select 'a-' || i, 'Artikel ' || md5(i::text), md5((i * 3)::text), '<p>x</p>', 'tips', 'Penulis', jsonb_build_object('title', 'Article ' || md5((i * 7)::text))
      from generate_series(1, 3000) as i`,
  },
  {
    kind: 'product',
    path: '/api/products',
    get: 'products.get',
    list: 'products',
    table: 'products',
    name: 'name',
    searched: PRODUCT_SEARCHED_TEXTS,
    body: (name) => ({
      name,
      msme_id: msmeId,
      description: 'Tas anyaman daun lontar.',
      category: 'kerajinan',
      price: 150000,
      material: 'Daun lontar',
      durability: 'Bertahun-tahun',
      deliveryTime: '3 hari kerja',
    }),
    english: { name: 'Lontar Bag', description: 'A bag woven from lontar leaves.' },
    change: { description: 'Tas anyaman daun lontar, kini dengan tali kulit.' },
    bulk: sql`insert into products (msme_id, name, description, category, price, material, durability, delivery_time, en)
      select (select min(id) from msmes), 'Produk ' || md5(i::text), md5((i * 3)::text), 'kerajinan', 1000, 'Kayu', 'Lama', '1 hari', jsonb_build_object('name', 'Product ' || md5((i * 7)::text))
      from generate_series(1, 3000) as i`,
  },
  {
    // Its one visitor's text is the description; it is searched by its names, which have no twin.
    kind: 'msme',
    path: '/api/msme',
    get: 'msme.get',
    list: 'msmes',
    table: 'msmes',
    name: 'brand',
    text: 'description',
    tooLong: 20_001,
    partial: false,
    body: (brand) => ({ brand, description: 'Anyaman lontar buatan ibu-ibu pulau.', phone: '081241903310', user_id: t.users.msme.id }),
    english: { description: 'Lontar weaving made by the island’s women.' },
    change: { description: 'Anyaman lontar dan pandan buatan ibu-ibu pulau.' },
  },
];

describe.each(KINDS)('the English twin of a $kind', (kind) => {
  const name = kind.name ?? 'title';
  const text = kind.text ?? name;
  async function create(body: Record<string, unknown>) {
    const res = await t.request('POST', kind.path, { token: admin(), body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: string; en: Record<string, unknown> | null } & Record<string, unknown>;
  }
  const put = (id: string, body: Record<string, unknown>) => t.request('PUT', `${kind.path}/${id}`, { token: admin(), body });

  it('is stored beside the Indonesian and answered on both doors; blank is nothing', async () => {
    const created = await create({ ...kind.body('Teks Asli'), en: kind.english });
    expect(created[name]).toBe('Teks Asli');
    expect(created.en).toEqual({ ...Object.fromEntries(Object.keys(created.en!).map((key) => [key, null])), ...kind.english, outdated: false });
    const rest = await t.request('GET', `${kind.path}/${created.id}`);
    expect(rest.body.data[name]).toBe('Teks Asli');
    expect(rest.body.data.en[text]).toBe(kind.english[text]);
    const trpc = await fetch(t.baseUrl + trpcQueryUrl(kind.get, { id: Number(created.id) }));
    const answer = (await trpc.json()) as { result: { data: { en: Record<string, string> } } };
    expect(answer.result.data.en[text]).toBe(kind.english[text]);
    expect((await create(kind.body('Tanpa Inggris'))).en).toBeNull();
    expect((await create({ ...kind.body('Inggris Kosong'), en: { [text]: '  ' } })).en).toBeNull();
  });

  it('turns outdated when an Indonesian text changes after it, and fresh when written again', async () => {
    const created = await create({ ...kind.body('Akan Berubah'), en: kind.english });
    // The form sends everything each time: the same texts change nothing.
    expect((await put(created.id, { ...kind.body('Akan Berubah'), en: kind.english })).body.data.en.outdated).toBe(false);
    expect((await put(created.id, kind.change)).body.data.en.outdated).toBe(true);
    const again = await put(created.id, { en: { ...kind.english, [text]: 'Written again' } });
    expect(again.body.data.en).toMatchObject({ [text]: 'Written again', outdated: false });
    expect((await put(created.id, { en: null })).body.data.en).toBeNull();
  });

  it('refuses an English text over its bound', async () => {
    const res = await t.request('POST', kind.path, { token: admin(), body: { ...kind.body('Terlalu Panjang'), en: { [text]: 'x'.repeat(kind.tooLong ?? 256) } } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(`en.${text}`);
  });

  it.skipIf(!kind.searched)('is searched beside the Indonesian, from the one trigram index', async () => {
    await create({ ...kind.body('Cari Dua Bahasa'), en: { [name]: 'Twilight Lagoon' } });
    const titles = async (term: string) =>
      ((await t.request('GET', `${kind.path}?search=${encodeURIComponent(term)}`)).body.data[kind.list] as Record<string, string>[]).map((row) => row[name]);
    expect(await titles('twilight lagoon')).toEqual(['Cari Dua Bahasa']);
    expect(await titles('dua bahasa')).toEqual(['Cari Dua Bahasa']);
  });

  it('waits on the translator’s list while missing, partial or outdated', async () => {
    const missing = await create(kind.body('Daftar Tanpa'));
    const partial = kind.partial === false ? null : await create({ ...kind.body('Daftar Setengah'), en: { [text]: 'Half' } });
    const done = await create({ ...kind.body('Daftar Lengkap'), en: kind.english });
    const outdated = await create({ ...kind.body('Daftar Berubah'), en: kind.english });
    await put(outdated.id, kind.change);
    const res = await t.request('GET', '/api/translations/pending', { token: admin() });
    const list = res.body.data as { items: { kind: string; id: number; state: string }[]; counts: Record<string, number>; total: number };
    const stateOf = (id: string) => list.items.find((item) => item.kind === kind.kind && item.id === Number(id))?.state;
    expect(stateOf(missing.id)).toBe('missing');
    if (partial) expect(stateOf(partial.id)).toBe('partial');
    expect(stateOf(outdated.id)).toBe('outdated');
    expect(stateOf(done.id)).toBeUndefined();
    expect(list.counts[kind.kind]).toBe(list.items.filter((item) => item.kind === kind.kind).length);
    expect(list.total).toBe(Object.values(list.counts).reduce((sum, count) => sum + count, 0));
  });
});

/** A part of the OpenAPI document with its references followed (the schemas it names in components). */
function resolved(doc: Record<string, any>, node: unknown, depth = 0): any {
  if (depth > 12 || node === null || typeof node !== 'object') return node;
  if (Array.isArray(node)) return node.map((item) => resolved(doc, item, depth + 1));
  const ref = (node as { $ref?: string }).$ref;
  if (ref) return resolved(doc, ref.slice(2).split('/').reduce((at: any, key) => at?.[key], doc), depth + 1);
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolved(doc, value, depth + 1)]));
}

describe('the OpenAPI document', () => {
  it.each(KINDS)('names the English twin of a $kind in its answer and its writes', async (kind) => {
    const doc = (await t.request('GET', '/api/openapi.json')).body as Record<string, any>;
    const one = resolved(doc, doc.paths[`${kind.path}/{id}`]);
    expect(one.get.responses['200'].content['application/json'].schema.properties.data.properties).toHaveProperty('en');
    expect(one.put.requestBody.content['application/json'].schema.properties).toHaveProperty('en');
  });
});

describe('the search index plan with many rows', () => {
  it.each(KINDS.filter((kind) => kind.bulk))('reads $table through its trigram index, not a scan', async (kind) => {
    await kind.bulk!.execute(t.db);
    await sql`vacuum analyze ${sql.table(kind.table)}`.execute(t.db);
    const plan = await t.db
      .selectFrom(kind.table)
      .select('id')
      .where((eb) => containsAny(eb, kind.searched!, 'lagoon'))
      .explain();
    const text = plan.map((row) => Object.values(row).join(' ')).join('\n');
    expect(text).toContain(`${kind.table}_search_trgm_idx`);
    expect(text).not.toMatch(/Seq Scan/);
  });
});

describe('an article’s English content', () => {
  const body = { title: 'Artikel HTML', category: 'tips', status: 'published', content: '<p>Isi artikel tentang dermaga.</p>' };
  it('is cleaned like the Indonesian one, its excerpt taken from it when left empty, and an empty editor is nothing', async () => {
    const res = await t.request('POST', '/api/articles', {
      token: admin(),
      body: { ...body, en: { title: 'Jetty', content: '<p>About the <strong>jetty</strong><script>alert(1)</script></p>' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.en).toMatchObject({ content: '<p>About the <strong>jetty</strong></p>', excerpt: 'About the jetty' });
    const empty = await t.request('POST', '/api/articles', { token: admin(), body: { ...body, title: 'Artikel Kosong', en: { content: '<p></p>' } } });
    expect(empty.body.data.en).toBeNull();
  });

  it('travels with the article, not with the cards of its related articles', async () => {
    const first = await t.request('POST', '/api/articles', { token: admin(), body: { ...body, title: 'Artikel Satu', en: { title: 'One', content: '<p>The first one.</p>' } } });
    const related = await t.request('GET', `/api/articles/slug/${first.body.data.slug}`);
    expect(related.body.data.en.content).toBe('<p>The first one.</p>');
    const cards = related.body.data.related as { en: Record<string, unknown> | null }[];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.en === null || !('content' in card.en)).toBe(true);
  });
});

describe('an event’s English description', () => {
  it('is cleaned like the Indonesian one, and an empty editor is nothing', async () => {
    const body = { title: 'Acara HTML', category: 'pasar', startsOn: '2099-09-01', place: 'Dermaga', description: '<p>Pasar pagi di dermaga utama.</p>' };
    const res = await t.request('POST', '/api/events', {
      token: admin(),
      body: { ...body, en: { title: 'Morning market', description: '<p>Morning <strong>market</strong><script>alert(1)</script></p>' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.en.description).toBe('<p>Morning <strong>market</strong></p>');
    const empty = await t.request('POST', '/api/events', { token: admin(), body: { ...body, title: 'Acara Kosong', en: { description: '<p></p>' } } });
    expect(empty.body.data.en).toBeNull();
  });
});

describe('the English twin of a facility', () => {
  // Facilities have no page or read of their own: they are listed whole (settings) and shown on the home page.
  const path = '/api/settings/facilities';
  async function create(body: Record<string, unknown>) {
    const res = await t.request('POST', path, { token: admin(), body: { icon: '⚓', description: 'Tempat kapal bersandar.', ...body } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: number; label: string; en: Record<string, unknown> | null };
  }
  const put = (id: number, body: Record<string, unknown>) => t.request('PUT', `${path}/${id}`, { token: admin(), body });
  const english = { label: 'Jetty', description: 'Where the boats come alongside.' };

  it('is stored beside the Indonesian and answered by the list, tRPC and the home page; blank is nothing', async () => {
    const created = await create({ label: 'Dermaga Asli', en: english });
    expect(created.en).toEqual({ ...english, outdated: false });
    const listed = ((await t.request('GET', path)).body.data as typeof created[]).find((row) => row.id === created.id)!;
    expect(listed.en).toEqual({ ...english, outdated: false });
    const trpc = await fetch(t.baseUrl + trpcQueryUrl('facilities.list', undefined));
    const answer = (await trpc.json()) as { result: { data: (typeof created)[] } };
    expect(answer.result.data.find((row) => row.id === created.id)!.en).toMatchObject(english);
    const home = (await t.request('GET', '/api/home')).body.data.facilities as (typeof created)[];
    expect(home.find((row) => row.id === created.id)!.en).toEqual({ ...english, outdated: false });
    expect((await create({ label: 'Tanpa Inggris' })).en).toBeNull();
    expect((await create({ label: 'Inggris Kosong', en: { label: '  ' } })).en).toBeNull();
  });

  it('turns outdated when an Indonesian text changes after it, not when only its availability does', async () => {
    const created = await create({ label: 'Akan Berubah', en: english });
    expect((await put(created.id, { available: false })).body.data.en.outdated).toBe(false);
    expect((await put(created.id, { label: 'Akan Berubah', description: 'Tempat kapal bersandar.', en: english })).body.data.en.outdated).toBe(false);
    expect((await put(created.id, { description: 'Dermaga baru dari beton.' })).body.data.en.outdated).toBe(true);
    expect((await put(created.id, { en: { ...english, label: 'New jetty' } })).body.data.en).toMatchObject({ label: 'New jetty', outdated: false });
    expect((await put(created.id, { en: null })).body.data.en).toBeNull();
  });

  it('refuses an English text over its bound', async () => {
    const res = await t.request('POST', path, { token: admin(), body: { icon: '⚓', label: 'Terlalu Panjang', en: { label: 'x'.repeat(101) } } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('en.label');
  });

  it('waits on the translator’s list while missing, partial or outdated, and only while shown', async () => {
    const missing = await create({ label: 'Daftar Tanpa' });
    const partial = await create({ label: 'Daftar Setengah', en: { description: 'Only the description.' } });
    const done = await create({ label: 'Daftar Lengkap', en: english });
    const outdated = await create({ label: 'Daftar Berubah', en: english });
    await put(outdated.id, { label: 'Daftar Berubah Lagi' });
    const hidden = await create({ label: 'Daftar Tersembunyi', available: false });
    const list = (await t.request('GET', '/api/translations/pending', { token: admin() })).body.data as { items: { kind: string; id: number; state: string }[]; counts: Record<string, number> };
    const stateOf = (id: number) => list.items.find((item) => item.kind === 'facility' && item.id === id)?.state;
    expect(stateOf(missing.id)).toBe('missing');
    expect(stateOf(partial.id)).toBe('partial');
    expect(stateOf(outdated.id)).toBe('outdated');
    expect(stateOf(done.id)).toBeUndefined();
    expect(stateOf(hidden.id)).toBeUndefined();
    expect(list.counts.facility).toBe(list.items.filter((item) => item.kind === 'facility').length);
  });

  it('is named in the OpenAPI document, in the list’s answer and the writes', async () => {
    const doc = (await t.request('GET', '/api/openapi.json')).body as Record<string, any>;
    const list = resolved(doc, doc.paths[path]);
    expect(list.get.responses['200'].content['application/json'].schema.properties.data.items.properties).toHaveProperty('en');
    expect(list.post.requestBody.content['application/json'].schema.properties).toHaveProperty('en');
    expect(resolved(doc, doc.paths[`${path}/{id}`]).put.requestBody.content['application/json'].schema.properties).toHaveProperty('en');
  });
});
