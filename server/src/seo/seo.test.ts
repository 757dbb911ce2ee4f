import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkJsonLd, jsonLdTypes } from '../../test/schema-org.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The built index.html in its essentials: its own title and description, the app's root and script. */
const BUILT_INDEX = `<!doctype html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Deskripsi bawaan" />
    <title>Wisata Pulau</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'island-seo-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), BUILT_INDEX);
  t = await createTestApp({ seedDemo: true, env: { CLIENT_DIST: dist } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

function decode(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** A page as a crawler without JavaScript reads it: status, head tags and JSON-LD blocks. */
async function page(url: string) {
  const res = await fetch(t.baseUrl + url, { redirect: 'manual' });
  const html = await res.text();
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const attr = (tag: string, name: string) => {
    const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
    return m ? decode(m[1]!) : undefined;
  };
  const metas = [...head.matchAll(/<meta\s[^>]*>/g)].map((m) => m[0]);
  const meta = (key: string) => metas.filter((tag) => attr(tag, 'property') === key || attr(tag, 'name') === key).map((tag) => attr(tag, 'content'));
  const links = [...head.matchAll(/<link\s[^>]*>/g)].map((m) => m[0]);
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!));
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  return {
    status: res.status,
    headers: res.headers,
    html,
    head,
    titles,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    meta: (key: string) => meta(key)[0],
    metaAll: meta,
    canonical: links.filter((l) => attr(l, 'rel') === 'canonical').map((l) => attr(l, 'href'))[0],
    hreflang: Object.fromEntries(links.filter((l) => attr(l, 'rel') === 'alternate').map((l) => [attr(l, 'hreflang'), attr(l, 'href')])),
    jsonLd,
  };
}
type Page = Awaited<ReturnType<typeof page>>;

/** What every indexable page carries, in one language. */
function expectShareable(p: Page, path: string, lang: 'id' | 'en' = 'id') {
  const url = t.baseUrl + (lang === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path);
  expect(p.status).toBe(200);
  expect(p.titles).toHaveLength(1);
  expect(p.lang).toBe(lang);
  expect(p.meta('description')?.length).toBeGreaterThan(10);
  expect(p.metaAll('description')).toHaveLength(1);
  expect(p.canonical).toBe(url);
  expect(p.hreflang).toEqual({ id: t.baseUrl + path, en: t.baseUrl + (path === '/' ? '/en' : `/en${path}`), 'x-default': t.baseUrl + path });
  expect(p.meta('og:url')).toBe(url);
  expect(p.meta('og:title')).toBe(p.titles[0]);
  expect(p.meta('og:description')).toBe(p.meta('description'));
  expect(p.meta('og:locale')).toBe(lang === 'id' ? 'id_ID' : 'en_US');
  expect(p.meta('og:image')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  expect(p.meta('twitter:card')).toBe('summary_large_image');
  expect(p.meta('twitter:title')).toBe(p.titles[0]);
  expect(p.meta('twitter:image')).toBe(p.meta('og:image'));
  expect(p.meta('robots')).toBeUndefined();
  for (const block of p.jsonLd) expect(checkJsonLd(block)).toEqual([]);
  // The app still boots from the same page.
  expect(p.html).toContain('<div id="root"></div>');
  expect(p.html).toContain('/assets/index-abc.js');
}

async function firstOf(list: string, key: string) {
  const res = await t.request('GET', `/api/${list}?limit=1`);
  return res.body.data[key][0];
}

describe('pages as search engines and shared links read them', () => {
  it('home: the island as a TouristDestination and the village as an Organization, hero preloaded', async () => {
    const home = await page('/');
    expectShareable(home, '/');
    const settings = (await t.request('GET', '/api/settings')).body.data;
    expect(home.titles[0]).toContain(settings.general.island_name);
    expect(home.jsonLd).toHaveLength(1);
    expect(jsonLdTypes(home.jsonLd[0])).toEqual(['TouristDestination', 'Organization']);
    expect(home.jsonLd[0]).toMatchObject({ '@graph': [{ name: settings.general.island_name, url: `${t.baseUrl}/` }, { url: `${t.baseUrl}/` }] });
    expect(home.head).toContain('rel="preload" as="image"');
  });

  it('each list page has its own title and description', async () => {
    const seen = new Set<string>();
    for (const path of ['/destinasi', '/paket-wisata', '/umkm', '/budaya', '/artikel', '/kontak', '/peta', '/homestay']) {
      const list = await page(path);
      expectShareable(list, path);
      seen.add(list.titles[0]!);
      seen.add(list.meta('description')!);
    }
    expect(seen.size).toBe(16);
    // Filters in the address do not make another page.
    expect((await page('/destinasi?kategori=beaches&halaman=2')).canonical).toBe(`${t.baseUrl}/destinasi`);
  });

  it('a destination: TouristAttraction with its place, the picture as a 1600 px WebP copy', async () => {
    const item = await firstOf('destinations', 'destinations');
    const p = await page(`/destinasi?lihat=${item.id}`);
    expectShareable(p, `/destinasi?lihat=${item.id}`);
    expect(p.titles[0]).toContain(item.title);
    expect(p.meta('og:image')).toBe(`${item.image}?w=1600`);
    expect(p.meta('og:image:type')).toBe('image/webp');
    const [ld] = p.jsonLd;
    expect(ld).toMatchObject({ '@type': 'TouristAttraction', name: item.title, url: p.canonical, geo: { latitude: item.location.lat, longitude: item.location.lng } });
    // The picture the head names is really served.
    const picture = await fetch(p.meta('og:image')!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
  });

  it('a package at its own page: TouristTrip with an Offer in rupiah, its day and its meeting point', async () => {
    const pkg = await firstOf('packages', 'packages');
    expect(pkg.itinerary.length).toBeGreaterThan(0);
    const path = `/paket-wisata/${pkg.slug}`;
    const p = await page(path);
    expectShareable(p, path);
    expect(p.titles[0]).toContain(pkg.name);
    expect(p.meta('og:image')).toBe(`${pkg.image}?w=1600`);
    expect(p.jsonLd).toHaveLength(1);
    expect(p.jsonLd[0]).toMatchObject({
      '@type': 'TouristTrip',
      name: pkg.name,
      url: p.canonical,
      image: [pkg.image, ...pkg.gallery],
      offers: { '@type': 'Offer', price: pkg.price, priceCurrency: 'IDR', availability: 'https://schema.org/InStock', url: p.canonical },
      provider: { '@type': 'Organization' },
      itinerary: { '@type': 'ItemList', numberOfItems: pkg.itinerary.length, itemListElement: pkg.itinerary.map((row: { time: string; text: string }, i: number) => ({ '@type': 'ListItem', position: i + 1, name: `${row.time} — ${row.text}` })) },
      tripOrigin: { '@type': 'Place', name: pkg.meetingPointName, geo: { latitude: pkg.meetingPointLocation.lat, longitude: pkg.meetingPointLocation.lng } },
    });
    const english = await page(`/en${path}`);
    expectShareable(english, path, 'en');
    // The English page speaks the village's English.
    expect(pkg.en.name).toBeTruthy();
    expect(english.titles[0]).toContain(pkg.en.name);
    expect(english.jsonLd[0]).toMatchObject({ '@type': 'TouristTrip', name: pkg.en.name, url: `${t.baseUrl}/en${path}` });
    // The addresses by id lead to the page, in the language asked for.
    for (const [from, to] of [[`/paket-wisata?lihat=${pkg.id}`, path], [`/paket-wisata/${pkg.id}`, path], [`/en/paket-wisata?lihat=${pkg.id}`, `/en${path}`]] as const) {
      const moved = await page(from);
      expect(moved.status, from).toBe(301);
      expect(moved.headers.get('location'), from).toBe(to);
    }
  });

  it('a homestay at its own page: LodgingBusiness at the host’s address, with its times, facilities and prices; by id it redirects', async () => {
    const house = (await t.request('GET', '/api/homestays?limit=1')).body.data.homestays[0];
    const path = `/homestay/${house.slug}`;
    const p = await page(path);
    expect(p.status).toBe(200);
    expect(p.canonical).toBe(t.baseUrl + path);
    expect(p.titles[0]).toContain(house.name);
    expect(p.meta('robots')).toBeUndefined();
    for (const block of p.jsonLd) expect(checkJsonLd(block)).toEqual([]);
    const prices = house.rooms.map((room: { price_per_night: number }) => room.price_per_night);
    expect(p.jsonLd).toHaveLength(1);
    expect(p.jsonLd[0]).toMatchObject({
      '@type': 'LodgingBusiness',
      name: house.name,
      url: p.canonical,
      address: { '@type': 'PostalAddress', streetAddress: house.address, addressCountry: 'ID' },
      geo: { latitude: house.latitude, longitude: house.longitude },
      telephone: `+${house.whatsapp}`,
      checkinTime: house.check_in_time,
      checkoutTime: house.check_out_time,
      priceRange: expect.stringContaining(`Rp${Math.min(...prices).toLocaleString('id-ID')}`),
    });
    expect(p.jsonLd[0]!.amenityFeature).toContainEqual({ '@type': 'LocationFeatureSpecification', name: 'Breakfast', value: house.facilities.breakfast });
    // Its English name not written: the English page shows the Indonesian name and names no twin.
    const en = await page(`/en${path}`);
    expect(en.status).toBe(200);
    expect(en.jsonLd[0]).toMatchObject({ '@type': 'LodgingBusiness', name: house.name, url: `${t.baseUrl}/en${path}` });
    expect(en.hreflang).toEqual({});
    const byId = await page(`/homestay/${house.id}`);
    expect(byId.status).toBe(301);
    expect(byId.headers.get('location')).toBe(path);
    expect((await page('/homestay/tidak-ada-rumah')).status).toBe(404);
  });

  it('a package not yet written in English names no language twins', async () => {
    const token = t.users.admin.token;
    const created = await t.request('POST', '/api/packages', {
      token,
      body: { name: 'Tur Hanya Indonesia', description: 'Berkeliling kampung nelayan.', duration: '2 jam', whatsappContact: '6281234567890' },
    });
    const path = `/paket-wisata/${created.body.data.slug}`;
    for (const at of [path, `/en${path}`]) {
      const p = await page(at);
      expect(p.status).toBe(200);
      expect(p.hreflang, at).toEqual({});
    }
    // Written in English, name and description: both pages name each other.
    await t.request('PUT', `/api/packages/${created.body.data.id}`, { token, body: { en: { name: 'Indonesian Only Tour', description: 'Round the fishing village.' } } });
    const twinned = await page(`/en${path}`);
    expect(Object.keys(twinned.hreflang).sort()).toEqual(['en', 'id', 'x-default']);
    expect(twinned.titles[0]).toContain('Indonesian Only Tour');
  });

  it('an inactive package’s page is 404 and leaves the sitemap', async () => {
    const token = t.users.admin.token;
    const created = await t.request('POST', '/api/packages', {
      token,
      body: { name: 'Paket Musim Hujan', description: 'Hanya dibuka saat musim tenang.', duration: '1 hari', whatsappContact: '6281234567890' },
    });
    expect(created.status).toBe(201);
    const path = `/paket-wisata/${created.body.data.slug}`;
    const sitemapLocs = async () => [...(await (await fetch(`${t.baseUrl}/sitemap.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect((await page(path)).status).toBe(200);
    expect(await sitemapLocs()).toContain(`${t.baseUrl}${path}`);
    await t.request('PUT', `/api/packages/${created.body.data.id}`, { token, body: { active: false } });
    const p = await page(path);
    expect(p.status).toBe(404);
    expect(p.meta('robots')).toBe('noindex');
    expect(await sitemapLocs()).not.toContain(`${t.baseUrl}${path}`);
    expect((await page(`/paket-wisata?lihat=${created.body.data.id}`)).status).toBe(404);
  });

  it('a product: Product with an Offer in rupiah, its English twin named once written', async () => {
    const product = await firstOf('products', 'products');
    const path = `/umkm?lihat=${product.id}`;
    // Not yet written in English: one language, no twins named.
    expect((await page(path)).hreflang).toEqual({});
    const en = { name: 'Woven Lontar Basket', description: 'A basket woven by hand from lontar palm leaves.' };
    const written = await t.request('PUT', `/api/products/${product.id}`, { token: t.users.admin.token, body: { en } });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    const q = await page(path);
    expectShareable(q, path);
    expect(q.jsonLd[0]).toMatchObject({ '@type': 'Product', name: product.name, offers: { price: product.price, priceCurrency: 'IDR' } });
    const english = await page(`/en${path}`);
    expectShareable(english, path, 'en');
    expect(english.jsonLd[0]).toMatchObject({ '@type': 'Product', name: en.name });
  });

  it('a culture item', async () => {
    const item = await firstOf('culture', 'cultures');
    const p = await page(`/budaya?lihat=${item.id}`);
    expectShareable(p, `/budaya?lihat=${item.id}`);
    expect(p.titles[0]).toContain(item.title);
    expect(p.jsonLd[0]).toMatchObject({ '@type': 'CreativeWork', name: item.title });
  });

  it('a destination and a culture item speak their English on the English page, and name twins only once written', async () => {
    for (const [list, key, page_, main] of [
      ['destinations', 'destinations', '/destinasi', 'shortDescription'],
      ['culture', 'cultures', '/budaya', 'description'],
    ] as const) {
      const all = (await t.request('GET', `/api/${list}?limit=100`)).body.data[key] as { id: number; title: string; en: Record<string, string | null> | null }[];
      const translated = all.find((item) => item.en?.title && item.en[main])!;
      const english = await page(`/en${page_}?lihat=${translated.id}`);
      expect(english.titles[0]).toContain(translated.en!.title);
      expect(english.jsonLd[0]).toMatchObject({ name: translated.en!.title });
      expect(Object.keys(english.hreflang).sort()).toEqual(['en', 'id', 'x-default']);
      const untranslated = all.find((item) => item.en === null)!;
      for (const at of [`${page_}?lihat=${untranslated.id}`, `/en${page_}?lihat=${untranslated.id}`]) {
        const p = await page(at);
        expect(p.status).toBe(200);
        expect(p.hreflang, at).toEqual({});
        expect(p.titles[0]).toContain(untranslated.title);
      }
    }
  });

  it('an event speaks its English on the English page, and names twins only once written', async () => {
    const all = (await t.request('GET', '/api/events?limit=100')).body.data.events as { slug: string; title: string; en: Record<string, string | null> | null }[];
    const translated = all.find((event) => event.en?.title && event.en.description)!;
    const english = await page(`/en/agenda/${translated.slug}`);
    expect(english.titles[0]).toContain(translated.en!.title);
    expect(Object.keys(english.hreflang).sort()).toEqual(['en', 'id', 'x-default']);
    const untranslated = all.find((event) => event.en === null)!;
    for (const at of [`/agenda/${untranslated.slug}`, `/en/agenda/${untranslated.slug}`]) {
      const p = await page(at);
      expect(p.status).toBe(200);
      expect(p.hreflang, at).toEqual({});
      expect(p.titles[0]).toContain(untranslated.title);
    }
  });

  it('an article by its slug: Article with its dates, author and publisher', async () => {
    const item = await firstOf('articles', 'articles');
    const path = `/artikel/${item.slug}`;
    // Not yet written in English: one language, no twins named.
    expect((await page(path)).hreflang).toEqual({});
    const en = { title: 'Snorkelling for the First Time', content: '<p>Ten tips for a first dive on the reef.</p>' };
    const written = await t.request('PUT', `/api/articles/${item.id}`, { token: t.users.admin.token, body: { en } });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    const p = await page(path);
    expectShareable(p, path);
    const english = await page(`/en${path}`);
    expectShareable(english, path, 'en');
    expect(english.titles[0]).toContain(en.title);
    expect(p.meta('og:type')).toBe('article');
    expect(p.meta('article:published_time')).toBe(item.publishedAt);
    expect(p.jsonLd[0]).toMatchObject({ '@type': 'Article', headline: item.title, author: { '@type': 'Person', name: item.authorName }, publisher: { '@type': 'Organization' } });
  });

  it('the English twin names its language and points at the Indonesian page', async () => {
    const item = await firstOf('destinations', 'destinations');
    const p = await page(`/en/destinasi?lihat=${item.id}`);
    expectShareable(p, `/destinasi?lihat=${item.id}`, 'en');
    expect(p.meta('og:locale:alternate')).toBe('id_ID');
    const list = await page('/en/paket-wisata');
    expectShareable(list, '/paket-wisata', 'en');
    expect(list.titles[0]).toContain('Tour Packages');
    expectShareable(await page('/en'), '/', 'en');
  });

  it('unknown and unpublished records, and unknown addresses, are 404 with the app’s page', async () => {
    const draft = await t.request('POST', '/api/articles', {
      token: t.users.contributor.token,
      body: { title: 'Catatan Belum Terbit', content: '<p>Perahu berangkat pukul tujuh dari dermaga kayu.</p>', category: 'tips', status: 'draft' },
    });
    expect(draft.status).toBe(201);
    for (const url of ['/destinasi?lihat=99999', '/destinasi/99999', '/budaya?lihat=99999', '/umkm?lihat=99999', '/paket-wisata?lihat=99999', `/artikel/${draft.body.data.slug}`, '/artikel/tidak-ada', '/tidak-ada', '/en/tidak-ada']) {
      const p = await page(url);
      expect(p.status, url).toBe(404);
      expect(p.meta('robots'), url).toBe('noindex');
      expect(p.canonical, url).toBeUndefined();
      expect(p.html, url).toContain('<div id="root"></div>');
    }
  });

  it('an item’s path form redirects to its address; sign-in, back-office and a visitor’s booking page are not indexed', async () => {
    const item = await firstOf('destinations', 'destinations');
    const moved = await page(`/destinasi/${item.id}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/destinasi?lihat=${item.id}`);
    for (const url of ['/login', '/admin/destinations', '/pesanan/PKT-7K3QX9?k=rahasia', '/en/pesanan/PKT-7K3QX9']) {
      const p = await page(url);
      expect(p.status).toBe(200);
      expect(p.meta('robots')).toBe('noindex');
    }
  });

  it('escapes what staff write: quotes in attributes, </script> in JSON-LD', async () => {
    const item = await firstOf('destinations', 'destinations');
    const title = 'Pantai "Biru" </script><script>alert(1)</script> & Co';
    const saved = await t.request('PUT', `/api/destinations/${item.id}`, { token: t.users.admin.token, body: { title } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const p = await page(`/destinasi?lihat=${item.id}`);
    expect(p.html).not.toContain('<script>alert(1)</script>');
    expect(p.titles[0]).toContain(title);
    expect(p.meta('og:title')).toContain(title);
    expect(p.jsonLd[0]).toMatchObject({ name: title });
  });

  it('keeps rendered pages in the public cache until a write changes what they show', async () => {
    const item = await firstOf('packages', 'packages');
    const url = `${t.baseUrl}/paket-wisata/${item.slug}`;
    const first = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    const etag = first.headers.get('etag')!;
    const again = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const saved = await t.request('PUT', `/api/packages/${item.id}`, { token: t.users.admin.token, body: { name: 'Tur Mangrove Senja' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('Tur Mangrove Senja');
  });
});

/** The answers a page carries in its data block, and every script element it has. */
function pageData(html: string) {
  const blocks = [...html.matchAll(/<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  return { blocks, data: blocks[0] === undefined ? undefined : (JSON.parse(blocks[0]) as Record<string, unknown>), scripts };
}

/** The home page's data as a visitor's browser gets it, and the home answer of the REST door. */
async function homeNow(url = '/') {
  const [res, api] = await Promise.all([fetch(t.baseUrl + url, { headers: { 'accept-encoding': 'br' } }), t.request('GET', '/api/home')]);
  expect(res.status).toBe(200);
  return { ...pageData(await res.text()), api: api.body.data, csp: res.headers.get('content-security-policy') ?? '' };
}

describe('the home page carries its data', () => {
  it('sends the answer of home.get a visitor without a token gets, in both languages, and only there', async () => {
    for (const url of ['/', '/en']) {
      const home = await homeNow(url);
      expect(home.blocks, url).toHaveLength(1);
      expect(home.data, url).toEqual({ 'home.get': home.api });
      const trpc = await t.request('GET', '/trpc/home.get?batch=1&input=%7B%7D');
      expect(home.data!['home.get'], url).toEqual(trpc.body[0].result.data);
    }
    // The same page for a request that carries a token: the page is one for everyone.
    const signedIn = await fetch(`${t.baseUrl}/`, { headers: { authorization: `Bearer ${t.users.admin.token}` } });
    expect(pageData(await signedIn.text()).data).toEqual((await homeNow()).data);
    for (const url of ['/destinasi', '/kontak', '/tidak-ada']) expect(pageData(await (await fetch(t.baseUrl + url)).text()).blocks, url).toHaveLength(0);
  });

  it('keeps hostile text inert: no element ends early and no script runs inline', async () => {
    const hostile = `Selamat datang </script><script>alert(1)</script> <!-- $' $& \u2028 </SCRIPT >`;
    const saved = await t.request('PUT', '/api/settings/category/general', { token: t.users.admin.token, body: { welcome_message: hostile } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const home = await homeNow();
    expect(home.blocks).toHaveLength(1);
    expect(home.blocks[0]).not.toMatch(/[<>]/);
    expect((home.data!['home.get'] as { settings: { general: { welcome_message: string } } }).settings.general.welcome_message).toBe(hostile);
    // Every script element is the app's own file or data that never runs; the policy allows no inline script.
    for (const tag of home.scripts) expect(tag).toMatch(/\ssrc="\/assets\/|type="application\/(ld\+)?json"/);
    expect(home.csp).toContain("script-src 'self'");
    expect(/script-src[^;]*unsafe-inline/.test(home.csp)).toBe(false);
  });

  it('drops the cached page when anything its data shows changes, so the next visit gets the new data', async () => {
    const admin = { token: t.users.admin.token };
    const stamp = Date.now();
    const hidden = await t.request('POST', '/api/testimonials', { body: { name: `Tamu ${stamp}`, message: 'Airnya jernih sekali.' } });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(201);
    const writes: [string, () => Promise<{ status: number }>, (home: any) => boolean][] = [
      ['settings', () => t.request('PUT', '/api/settings/category/general', { ...admin, body: { village_name: `Desa ${stamp}` } }), (h) => h.settings.general.village_name === `Desa ${stamp}`],
      ['facilities', () => t.request('POST', '/api/settings/facilities', { ...admin, body: { icon: '📶', label: `Wifi ${stamp}` } }), (h) => h.facilities.some((f: any) => f.label === `Wifi ${stamp}`)],
      [
        'transportation',
        () => t.request('POST', '/api/transportation', { ...admin, body: { name: `KM ${stamp}`, phone: '0812-0000-0001', departureTime: '07:00', dockLocation: 'Dermaga', duration: '1 jam' } }),
        (h) => h.transportation.some((b: any) => b.name === `KM ${stamp}`),
      ],
      ['testimonials', () => t.request('PATCH', `/api/testimonials/${hidden.body.data.id}/display`, { ...admin, body: { is_displayed: true } }), (h) => h.testimonials.some((r: any) => r.name === `Tamu ${stamp}`)],
    ];
    for (const [tag, write, shows] of writes) {
      const before = await homeNow();
      // Served from the page cache now: the same ETag again.
      const etag = (await fetch(`${t.baseUrl}/`)).headers.get('etag')!;
      expect((await fetch(`${t.baseUrl}/`, { headers: { 'if-none-match': etag } })).status, tag).toBe(304);
      expect(shows(before.data!['home.get']), tag).toBe(false);
      const res = await write();
      expect(res.status, `${tag}: ${JSON.stringify(res)}`).toBeLessThan(300);
      const after = await homeNow();
      expect(shows(after.data!['home.get']), tag).toBe(true);
      expect(after.data, tag).toEqual({ 'home.get': after.api });
    }
  });
});

describe('the JSON-LD checker', () => {
  it('refuses what search engines would: missing required properties, foreign properties, relative URLs, bad prices', () => {
    expect(checkJsonLd({ '@context': 'https://schema.org', '@type': 'Product', name: 'Kain', image: ['/uploads/a.webp'], description: 'Tenun', colour: 'biru', offers: { '@type': 'Offer', price: 'murah', priceCurrency: 'rupiah' } })).toEqual([
      '$.Product.image: not an absolute URL (/uploads/a.webp)',
      '$ (Product): colour is not a property of Product',
      '$.Product.offers.Offer.price: not a price',
      '$.Product.offers.Offer.priceCurrency: not ISO 4217',
    ]);
    expect(checkJsonLd({ '@context': 'https://schema.org', '@type': 'Article', headline: 'Judul' })).toEqual([
      '$ (Article): missing image',
      '$ (Article): missing datePublished',
      '$ (Article): missing author',
      '$ (Article): missing publisher',
    ]);
    expect(checkJsonLd({ '@context': 'https://schema.org', '@type': 'Hotel', name: 'X' })).toEqual(['$: unexpected type Hotel']);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every published page in both languages with last-modified and hreflang twins', async () => {
    const res = await fetch(`${t.baseUrl}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    const urlBlocks = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    expect(urlBlocks.every((block) => /<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/.test(block))).toBe(true);
    // A record not yet written in English (main texts: a package's name and description, a
    // destination's title and short description, a culture item's title and description) is
    // listed once, in Indonesian, with no twins; one written in English in both, with its twins.
    type Twin = Record<string, string | null> | null;
    const packages = (await t.request('GET', '/api/packages?limit=100')).body.data.packages as { slug: string; en: Twin }[];
    const records: { path: string; en: Twin; main: string[] }[] = packages.map((pkg) => ({ path: `/paket-wisata/${pkg.slug}`, en: pkg.en, main: ['name', 'description'] }));
    for (const [list, key, page, main] of [
      ['destinations', 'destinations', '/destinasi', ['title', 'shortDescription']],
      ['products', 'products', '/umkm', ['name', 'description']],
      ['culture', 'cultures', '/budaya', ['title', 'description']],
    ] as const) {
      const all = (await t.request('GET', `/api/${list}?limit=100`)).body.data[key] as { id: number; en?: Twin }[];
      expect(all.length).toBeGreaterThan(0);
      records.push(...all.map((item) => ({ path: `${page}?lihat=${item.id}`, en: item.en ?? null, main: [...main] })));
    }
    const events = (await t.request('GET', '/api/events?limit=100')).body.data.events as { slug: string; en: Twin }[];
    records.push(...events.map((event) => ({ path: `/agenda/${event.slug}`, en: event.en, main: ['title', 'description'] })));
    const homestays = (await t.request('GET', '/api/homestays?limit=100')).body.data.homestays as { slug: string; en: Twin }[];
    expect(homestays.length).toBeGreaterThan(0);
    records.push(...homestays.map((house) => ({ path: `/homestay/${house.slug}`, en: house.en, main: ['name', 'description'] })));
    // Articles are written in English one by one (the demo has none; another test gives one its English).
    const published = (await t.request('GET', '/api/articles?limit=100')).body.data.articles as { slug: string; en: Twin }[];
    records.push(...published.map((article) => ({ path: `/artikel/${article.slug}`, en: article.en, main: ['title', 'content'] })));
    const written = (record: (typeof records)[number]) => record.main.every((text) => record.en?.[text]);
    for (const prefix of ['/paket-wisata/', '/destinasi?', '/budaya?', '/agenda/']) {
      const ofKind = records.filter((record) => record.path.startsWith(prefix));
      expect(ofKind.some(written), prefix).toBe(true);
      expect(ofKind.every(written), prefix).toBe(false);
    }
    const indonesianOnly = new Set(records.filter((record) => !written(record)).map((record) => `${t.baseUrl}${record.path}`));
    expect(
      urlBlocks.every((block) =>
        indonesianOnly.has(block.match(/<loc>([^<]+)<\/loc>/)![1]!.replace(/&amp;/g, '&'))
          ? !block.includes('hreflang')
          : block.includes('hreflang="id"') && block.includes('hreflang="en"') && block.includes('hreflang="x-default"'),
      ),
    ).toBe(true);
    for (const record of records) {
      expect(locs).toContain(`${t.baseUrl}${record.path}`);
      if (written(record)) expect(locs).toContain(`${t.baseUrl}/en${record.path}`);
      else expect(locs).not.toContain(`${t.baseUrl}/en${record.path}`);
    }
    expect(locs.some((loc) => loc.includes('/paket-wisata?'))).toBe(false);
    const articles = (await t.request('GET', '/api/articles?limit=100')).body.data.articles as { slug: string }[];
    for (const { slug } of articles) expect(locs).toContain(`${t.baseUrl}/artikel/${slug}`);
    expect(locs).toContain(`${t.baseUrl}/`);
    expect(locs).toContain(`${t.baseUrl}/en`);
    expect(locs.some((loc) => loc.includes('belum-terbit'))).toBe(false);
    // Each listed page answers 200.
    for (const loc of locs.filter((_, i) => i % 7 === 0)) expect((await fetch(loc)).status, loc).toBe(200);
  });

  it('robots.txt closes sign-in, back-office and API and names the sitemap', async () => {
    const res = await fetch(`${t.baseUrl}/robots.txt`);
    const text = await res.text();
    for (const path of ['/admin', '/login', '/api/', '/trpc/']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${t.baseUrl}/sitemap.xml`);
    expect(text).not.toMatch(/Disallow: \/\n/);
  });
});
