import { addDays, todayIn } from '@island/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoMsmes } from '../../../test/two-msmes.ts';
import { seedHomestay, stayBody } from '../homestays/homestays.test-fixture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import { sendMonthlyEmails } from './stats-mail.ts';
import { flushStatsEvents } from './stats-queue.ts';
import { pruneStatsEvents, rollupDay, runStatsJob } from './stats-rollup.ts';

const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const OTHER_BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const STATS_TABLES = ['stats_events', 'stats_salts', 'stats_daily', 'stats_daily_pages', 'stats_daily_referrers', 'stats_daily_devices', 'stats_daily_items'] as const;

let t: TestApp;
/** The app's clock: the tests move it across the island's midnight. */
let clock = new Date('2026-10-15T04:00:00Z');
let today: string;
let ownMsmeId: number;
let otherMsmeId: number;
let productId: number;
let otherProductId: number;
let destinationId: number;

async function beacon(body: unknown, headers: Record<string, string> = {}, token?: string) {
  return t.request('POST', '/api/stats/beacon', { body, headers: { 'user-agent': BROWSER, ...headers }, token });
}

const view = (path: string, extra: Record<string, unknown> = {}) => ({ path, referrer: null, screen: 'phone', lang: 'id', ...extra });

async function eventCount(): Promise<number> {
  await flushStatsEvents(t.deps.db);
  const row = await t.db.selectFrom('stats_events').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  today = todayIn(t.config.siteTimeZone, clock);
  ({ ownMsmeId, otherMsmeId } = await createTwoMsmes(t));
  const products = await t.db
    .insertInto('products')
    .values([
      { msme_id: ownMsmeId, name: 'Miniatur Phinisi', description: 'Perahu kecil.', category: 'kerajinan', price: 450000, material: '-', durability: '-', delivery_time: '-' },
      { msme_id: otherMsmeId, name: 'Ikan Asin', description: 'Ikan.', category: 'kuliner', price: 20000, material: '-', durability: '-', delivery_time: '-' },
    ])
    .returning('id')
    .execute();
  productId = products[0]!.id;
  otherProductId = products[1]!.id;
  const destination = await t.db
    .insertInto('destinations')
    .values({ title: 'Pantai Pasir Putih', short_description: 'Pantai.', latitude: -5.1, longitude: 119.4, image: 'x.webp' })
    .returning('id')
    .executeTakeFirstOrThrow();
  destinationId = destination.id;
});
afterAll(() => t.close());

describe('the beacon', () => {
  it('counts page views and click-outs of public pages, and stores nothing that names a person', async () => {
    const before = await eventCount();
    expect((await beacon(view('/'))).status).toBe(204);
    expect((await beacon(view(`/destinasi?lihat=${destinationId}`, { referrer: 'www.google.com' }))).status).toBe(204);
    expect((await beacon(view(`/en/umkm?lihat=${productId}`, { screen: 'desktop', referrer: 'l.instagram.com' }), { 'user-agent': OTHER_BROWSER, 'x-forwarded-for': '203.0.113.9' })).status).toBe(204);
    const click = view(`/umkm?lihat=${productId}`, { click: { channel: 'whatsapp', item: { type: 'product', id: productId } } });
    expect((await beacon(click)).status).toBe(204);
    expect(await eventCount()).toBe(before + 4);

    const rows = await t.db.selectFrom('stats_events').selectAll().orderBy('id').execute();
    expect(rows.at(-3)).toMatchObject({ path: `/destinasi?lihat=${destinationId}`, item_type: 'destination', item_id: destinationId, referrer_group: 'search', channel: null });
    expect(rows.at(-2)).toMatchObject({ path: `/umkm?lihat=${productId}`, lang: 'en', screen: 'desktop', referrer_group: 'instagram' });
    expect(rows.at(-1)).toMatchObject({ channel: 'whatsapp', item_type: 'product', item_id: productId });
    // The same browser on the same day is one visitor; another browser another.
    expect(rows.at(-1)!.visitor).toBe(rows.at(-3)!.visitor);
    expect(rows.at(-2)!.visitor).not.toBe(rows.at(-1)!.visitor);

    await rollupDay(t.deps.db, today, today);
    for (const table of STATS_TABLES) {
      const text = JSON.stringify(await t.db.selectFrom(table).selectAll().execute());
      for (const personal of ['127.0.0.1', '203.0.113.9', 'Mozilla', 'Android', 'Chrome', 'Windows']) expect(text, `${table} holds ${personal}`).not.toContain(personal);
    }
  });

  it('takes the JSON that sendBeacon sends as text/plain', async () => {
    const before = await eventCount();
    const res = await fetch(`${t.baseUrl}/api/stats/beacon`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER },
      body: JSON.stringify(view('/agenda')),
    });
    expect(res.status).toBe(204);
    expect(await eventCount()).toBe(before + 1);
  });

  it('does not count robots, Do Not Track, Global Privacy Control or signed-in staff', async () => {
    const before = await eventCount();
    const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect((await beacon(view('/'), { 'user-agent': bot })).status).toBe(204);
    expect((await beacon(view('/'), { 'user-agent': '' })).status).toBe(204);
    expect((await beacon(view('/'), { dnt: '1' })).status).toBe(204);
    expect((await beacon(view('/'), { 'sec-gpc': '1' })).status).toBe(204);
    expect((await beacon(view('/'), {}, t.users.admin.token)).status).toBe(204);
    expect((await beacon(view('/'), {}, t.users.msme.token)).status).toBe(204);
    expect(await eventCount()).toBe(before);
  });

  it('refuses addresses that are not public pages, and bodies that are not beacons', async () => {
    const before = await eventCount();
    for (const path of ['/admin', '/admin/statistik', '/login', '/pesanan/PKT-ABCDEF', '/tidak-ada', '/destinasi?q=rahasia', '/destinasi?token=abc', '/?lihat=3', 'https://example.com/']) {
      expect((await beacon(view(path))).status, path).toBe(400);
    }
    expect((await beacon({ path: '/', screen: 'watch', lang: 'id', referrer: null })).status).toBe(400);
    expect((await beacon({ path: '/', screen: 'phone', lang: 'id', referrer: 'https://a.b/c?d' })).status).toBe(400);
    expect((await beacon(view('/umkm', { click: { channel: 'fax', item: { type: 'product', id: 1 } } }))).status).toBe(400);
    expect((await beacon(view('/umkm', { click: { channel: 'shopee', item: { type: 'product', id: 2 ** 31 } } }))).status).toBe(400);
    expect(await eventCount()).toBe(before);
  });
});

describe('the daily salt', () => {
  it('rotates with the island day: the same visitor hashes differently, and the past salt is gone', async () => {
    await beacon(view('/peta'));
    await flushStatsEvents(t.deps.db);
    const first = await t.db.selectFrom('stats_events').select('visitor').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const saltBefore = await t.db.selectFrom('stats_salts').select([sql<string>`day::text`.as('day'), 'salt']).execute();
    expect(saltBefore).toEqual([{ day: today, salt: expect.any(String) }]);
    clock = new Date(clock.getTime() + 24 * 3600 * 1000);
    try {
      await beacon(view('/peta'));
      await flushStatsEvents(t.deps.db);
      const second = await t.db.selectFrom('stats_events').select(['visitor', sql<string>`day::text`.as('day')]).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(second.day).toBe(addDays(today, 1));
      expect(second.visitor).not.toBe(first.visitor);
      const salts = await t.db.selectFrom('stats_salts').select([sql<string>`day::text`.as('day'), 'salt']).execute();
      expect(salts).toHaveLength(1);
      expect(salts[0]!.day).toBe(addDays(today, 1));
      expect(salts[0]!.salt).not.toBe(saltBefore[0]!.salt);
    } finally {
      clock = new Date(clock.getTime() - 24 * 3600 * 1000);
      // The counting of that next day is left out of the figures below.
      await t.db.deleteFrom('stats_events').where('day', '>', today).execute();
    }
  });
});

describe('the rollup', () => {
  async function snapshot(day: string) {
    const out: Record<string, unknown> = {};
    for (const table of STATS_TABLES.slice(2)) out[table] = await t.db.selectFrom(table).selectAll().where('day', '=', day).orderBy(sql`1`).execute();
    return JSON.stringify(out);
  }

  it('leaves made-up article and event addresses out of the top pages', async () => {
    await beacon(view('/artikel/beli-obat-murah-di-sini'));
    await beacon(view('/agenda/iklan-palsu'));
    await beacon(view('/paket-wisata/paket-palsu'));
    await flushStatsEvents(t.deps.db);
    await rollupDay(t.deps.db, today, today);
    const paths = (await t.db.selectFrom('stats_daily_pages').select('path').execute()).map((row) => row.path);
    expect(paths).not.toContain('/artikel/beli-obat-murah-di-sini');
    expect(paths).not.toContain('/agenda/iklan-palsu');
    expect(paths).not.toContain('/paket-wisata/paket-palsu');
    await t.db.deleteFrom('stats_events').where('path', 'in', ['/artikel/beli-obat-murah-di-sini', '/agenda/iklan-palsu', '/paket-wisata/paket-palsu']).execute();
    await rollupDay(t.deps.db, today, today);
  });

  it('is idempotent: a second run gives the same rows', async () => {
    await flushStatsEvents(t.deps.db);
    await rollupDay(t.deps.db, today, today);
    const once = await snapshot(today);
    await rollupDay(t.deps.db, today, today);
    expect(await snapshot(today)).toBe(once);
    expect(once).toContain('/destinasi?lihat=');
  });

  it('the scheduled job rolls up a day the server missed, with today and yesterday', async () => {
    const missed = addDays(today, -5);
    await t.db
      .insertInto('stats_events')
      .values({ day: missed, path: '/peta', referrer_host: null, referrer_group: 'direct', screen: 'tablet', lang: 'en', channel: null, item_type: null, item_id: null, visitor: 'cccccccccccccccc' })
      .execute();
    await runStatsJob(t.deps.db, t.config.siteTimeZone, clock);
    const daily = await t.db.selectFrom('stats_daily').select(['visitors', 'page_views']).where('day', '=', missed).executeTakeFirstOrThrow();
    expect(daily).toEqual({ visitors: 1, page_views: 1 });
    expect(await t.db.selectFrom('stats_daily').select('day').where('day', '=', addDays(today, -1)).execute()).toHaveLength(1);
    await t.db.deleteFrom('stats_events').where('day', '=', missed).execute();
    await rollupDay(t.deps.db, missed, today);
  });

  it('pruning drops raw events past their retention and keeps the rollups', async () => {
    const old = addDays(today, -20);
    await t.db
      .insertInto('stats_events')
      .values([
        { day: old, path: '/', referrer_host: null, referrer_group: 'direct', screen: 'phone', lang: 'id', channel: null, item_type: null, item_id: null, visitor: 'aaaaaaaaaaaaaaaa' },
        { day: old, path: '/', referrer_host: null, referrer_group: 'direct', screen: 'phone', lang: 'id', channel: null, item_type: null, item_id: null, visitor: 'bbbbbbbbbbbbbbbb' },
      ])
      .execute();
    await rollupDay(t.deps.db, old, today);
    const rolled = await snapshot(old);
    const later = addDays(today, 80);
    expect(await pruneStatsEvents(t.deps.db, later)).toBe(2);
    expect(await t.db.selectFrom('stats_events').select('id').where('day', '=', old).execute()).toHaveLength(0);
    // A day older than the retention is never rolled up again from nothing.
    expect(await rollupDay(t.deps.db, old, later)).toBe(false);
    expect(await snapshot(old)).toBe(rolled);
    const daily = await t.db.selectFrom('stats_daily').select(['visitors', 'page_views']).where('day', '=', old).executeTakeFirstOrThrow();
    expect(daily).toEqual({ visitors: 2, page_views: 2 });
  });
});

describe('the reads', () => {
  it('the staff summary: days, totals, pages, sources, devices and records with their click-outs', async () => {
    const res = await t.request('GET', `/api/stats/summary?from=${addDays(today, -6)}&to=${today}`, { token: t.users.admin.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data.days).toHaveLength(7);
    const day = data.days.at(-1);
    expect(day.date).toBe(today);
    expect(day.pageViews).toBeGreaterThanOrEqual(5);
    expect(data.totals.pageViews.value).toBe(data.days.reduce((s: number, d: { pageViews: number }) => s + d.pageViews, 0));
    expect(data.topPages.map((p: { path: string }) => p.path)).toContain('/');
    // Pages are named as staff read them, in one language: a list by its title, a record by its own,
    // and an English page (`/en/umkm?lihat=…`) like its Indonesian one.
    expect(data.topPages).toEqual(
      expect.arrayContaining([
        { path: '/', title: 'Beranda', section: null, views: expect.any(Number) },
        { path: `/destinasi?lihat=${destinationId}`, title: 'Pantai Pasir Putih', section: 'Destinasi Wisata', views: 1 },
        { path: `/umkm?lihat=${productId}`, title: 'Miniatur Phinisi', section: 'Produk UMKM', views: 1 },
      ]),
    );
    expect(data.referrers.find((r: { group: string }) => r.group === 'search').views).toBe(1);
    expect(data.screens.desktop).toBe(1);
    expect(data.langs.en).toBe(1);
    expect(data.items.destination[0]).toMatchObject({ id: destinationId, title: 'Pantai Pasir Putih', path: `/destinasi?lihat=${destinationId}`, views: 1, bookings: null });
    expect(data.items.product[0]).toMatchObject({ id: productId, title: 'Miniatur Phinisi', views: 1, clicks: { whatsapp: 1 } });
    expect(data.clicks.whatsapp).toBe(1);
    expect(data.items.package).toEqual([]);
  });

  it('an article\'s page counts for the article, found by its slug', async () => {
    const article = await t.db
      .insertInto('articles')
      .values({ slug: 'musim-layang-layang', title: 'Musim Layang-layang', excerpt: 'x', content: '<p>x</p>', category: 'tourism', status: 'published', author_name: 'Uji', published_at: clock })
      .returning('id')
      .executeTakeFirstOrThrow();
    await beacon(view('/en/artikel/musim-layang-layang'));
    await flushStatsEvents(t.deps.db);
    const res = await t.request('GET', '/api/stats/summary', { token: t.users.admin.token });
    expect(res.body.data.items.article[0]).toMatchObject({ id: article.id, title: 'Musim Layang-layang', path: '/artikel/musim-layang-layang', views: 1 });
    expect(res.body.data.topPages).toContainEqual({ path: '/artikel/musim-layang-layang', title: 'Musim Layang-layang', section: 'Artikel', views: 1 });
  });

  it('a tour package\'s page counts for the package, found by its slug and named by its name', async () => {
    const pkg = await t.db
      .insertInto('packages')
      .values({ name: 'Snorkeling Senja', slug: 'snorkeling-senja', description: 'x', duration: '1 hari', whatsapp_contact: '6281234567890', facilities: [] })
      .returning('id')
      .executeTakeFirstOrThrow();
    await beacon(view('/paket-wisata/snorkeling-senja'));
    await beacon(view('/en/paket-wisata/snorkeling-senja'));
    await flushStatsEvents(t.deps.db);
    const res = await t.request('GET', '/api/stats/summary', { token: t.users.admin.token });
    expect(res.body.data.items.package[0]).toMatchObject({ id: pkg.id, title: 'Snorkeling Senja', path: '/paket-wisata/snorkeling-senja', views: 2 });
    expect(res.body.data.topPages).toContainEqual({ path: '/paket-wisata/snorkeling-senja', title: 'Snorkeling Senja', section: 'Paket Wisata', views: 2 });
    // An inactive package keeps its figures but no address to open.
    await t.db.updateTable('packages').set({ active: false }).where('id', '=', pkg.id).execute();
    const hidden = await t.request('GET', '/api/stats/summary', { token: t.users.admin.token });
    expect(hidden.body.data.items.package[0]).toMatchObject({ id: pkg.id, path: null, views: 2 });
  });

  it('only superadmin and admin read the summary and the report', async () => {
    for (const role of ['msme', 'contributor'] as const) {
      expect((await t.request('GET', '/api/stats/summary', { token: t.users[role].token })).status).toBe(403);
      expect((await t.request('GET', '/api/stats/report?year=2026', { token: t.users[role].token })).status).toBe(403);
      expect((await t.request('GET', '/api/stats/report.csv?year=2026', { token: t.users[role].token })).status).toBe(403);
    }
    expect((await t.request('GET', '/api/stats/summary')).status).toBe(401);
    expect((await t.request('GET', '/api/stats/report.csv?year=2026')).status).toBe(401);
    expect((await t.request('GET', '/api/stats/summary', { token: t.users.superadmin.token })).status).toBe(200);
    expect((await t.request('GET', `/api/stats/summary?from=2024-01-01&to=${today}`, { token: t.users.admin.token })).status).toBe(400);
    expect((await t.request('GET', `/api/stats/summary?from=${today}&to=2020-01-01`, { token: t.users.admin.token })).status).toBe(400);
  });

  it('an owner sees their own products only; another UMKM answers 403', async () => {
    await beacon(view(`/umkm?lihat=${otherProductId}`, { click: { channel: 'shopee', item: { type: 'product', id: otherProductId } } }));
    await flushStatsEvents(t.deps.db);
    const own = await t.request('GET', `/api/stats/msme/${ownMsmeId}`, { token: t.users.msme.token });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.data.products).toHaveLength(1);
    expect(own.body.data.products[0]).toMatchObject({ id: productId, views: 1, clicks: { whatsapp: 1, shopee: 0 } });
    expect(own.body.data.totals.clicks.whatsapp).toBe(1);
    expect(own.body.data.monthlyEmail).toBe(true);
    // This app has no SMTP_URL: the dashboard is told, and offers the monthly e-mail as unavailable.
    expect(own.body.data.mailConfigured).toBe(false);
    expect((await t.request('GET', `/api/stats/msme/${otherMsmeId}`, { token: t.users.msme.token })).status).toBe(403);
    expect((await t.request('GET', `/api/stats/msme/${otherMsmeId}`, { token: t.users.contributor.token })).status).toBe(403);
    expect((await t.request('GET', '/api/stats/msme/999999', { token: t.users.msme.token })).status).toBe(404);
    const asAdmin = await t.request('GET', `/api/stats/msme/${otherMsmeId}`, { token: t.users.admin.token });
    expect(asAdmin.body.data.products[0]).toMatchObject({ id: otherProductId, clicks: { shopee: 1 } });
  });

  it('the report counts the period, and its CSV carries the same figures', async () => {
    const year = Number(today.slice(0, 4));
    const month = Number(today.slice(5, 7));
    await t.db.insertInto('contact_messages').values([
      { name: 'A', email: 'a@x.test', message: 'Halo, apakah buka?', created_at: new Date(clock.getTime() - 3 * 3600_000), replied_at: new Date(clock.getTime() - 1 * 3600_000), admin_reply: 'Ya' },
      { name: 'B', email: 'b@x.test', message: 'Halo, berapa harga?', created_at: new Date(clock.getTime() - 5 * 3600_000), replied_at: new Date(clock.getTime() - 1 * 3600_000), admin_reply: 'Rp' },
      { name: 'C', email: 'c@x.test', message: 'Halo, belum dijawab.', created_at: new Date(clock.getTime() - 2 * 3600_000) },
    ]).execute();
    const res = await t.request('GET', `/api/stats/report?year=${year}`, { token: t.users.admin.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = res.body.data;
    expect(report.months).toHaveLength(12);
    const daily = await t.db.selectFrom('stats_daily').select([sql<number>`sum(visitors)::int`.as('v'), sql<number>`sum(page_views)::int`.as('p')]).where('day', '>=', `${year}-01-01`).where('day', '<=', `${year}-12-31`).executeTakeFirstOrThrow();
    expect(report.visits).toEqual({ visitors: daily.v, pageViews: daily.p });
    expect(report.months[month - 1].pageViews).toBeGreaterThan(0);
    expect(report.listed).toMatchObject({ destinations: 1, msmes: 2, products: 2 });
    expect(report.activity).toMatchObject({ messagesReceived: 3, messagesAnswered: 2, medianHoursToAnswer: 3 });

    const monthly = await t.request('GET', `/api/stats/report?year=${year}&month=${month}`, { token: t.users.superadmin.token });
    expect(monthly.body.data.months).toHaveLength(1);
    expect(monthly.body.data.visits.pageViews).toBe(report.months[month - 1].pageViews);

    const csv = await fetch(`${t.baseUrl}/api/stats/report.csv?year=${year}`, { headers: { authorization: `Bearer ${t.users.admin.token}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain(`statistik-${year}.csv`);
    const text = await csv.text();
    expect(text).toContain(`Jumlah,${report.visits.visitors},${report.visits.pageViews},`);
    expect(text).toContain('Pesan dijawab,2');
    expect(text).toContain('Median waktu menjawab (jam),3');
    expect((await t.request('GET', '/api/stats/report.csv?year=abc', { token: t.users.admin.token })).status).toBe(400);
  });

  it("the report counts homestay stays by their first night, with the office's guest-nights", async () => {
    const year = Number(today.slice(0, 4));
    const house = await seedHomestay(t, { name: 'Homestay Laporan', units: 3, maxPersons: 4 });
    const firstOfNext = `${year}-${String(Number(today.slice(5, 7)) + 1).padStart(2, '0')}-01`;
    const stay = async (checkIn: string, nights: number, guests: number, n: number) => {
      const res = await t.request('POST', '/api/stays', { body: stayBody(house.roomId, checkIn, addDays(checkIn, nights), n, { guests }) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data.id as number;
    };
    await stay(addDays(firstOfNext, 1), 2, 3, 1);
    await stay(addDays(firstOfNext, 19), 1, 2, 2);
    const cancelled = await stay(addDays(firstOfNext, 5), 4, 4, 3);
    expect((await t.request('PUT', `/api/stays/${cancelled}/status`, { body: { status: 'cancelled' }, token: t.users.admin.token })).status).toBe(200);

    const report = (await t.request('GET', `/api/stats/report?year=${year}`, { token: t.users.admin.token })).body.data;
    const month = Number(firstOfNext.slice(5, 7));
    expect(report.months[month - 1]).toMatchObject({ stays: 2, guestNights: 3 * 2 + 2 * 1 });
    expect(report.stays).toEqual({ stays: 2, nights: 3, guestNights: 8 });
    const csv = await (await fetch(`${t.baseUrl}/api/stats/report.csv?year=${year}`, { headers: { authorization: `Bearer ${t.users.admin.token}` } })).text();
    expect(csv).toContain('Pemesanan,Orang,Menginap,Malam-tamu');
    expect(csv).toMatch(/\r\nJumlah,\d+,\d+,\d+,\d+,2,8\r\n/);
  });

  it('counts the events held: begun by today, a yearly feast on its day of the year, none still ahead', async () => {
    // The app's day is 2026-10-15.
    const event = (slug: string, starts_on: string, ends_on: string, extra: { yearly?: boolean; status?: 'published' | 'pending' } = {}) => ({
      slug,
      title: slug,
      category: 'festival' as const,
      starts_on,
      ends_on,
      place: 'Dermaga',
      description: '<p>Acara</p>',
      status: extra.status ?? ('published' as const),
      yearly: extra.yearly ?? false,
    });
    await t.db
      .insertInto('events')
      .values([
        event('held-report', '2026-10-01', '2026-10-02'),
        event('ongoing-report', '2026-10-14', '2026-10-20'),
        event('ahead-report', '2026-12-04', '2026-12-04'),
        event('waiting-report', '2026-09-01', '2026-09-01', { status: 'pending' }),
        event('yearly-march-report', '2020-03-05', '2020-03-05', { yearly: true }),
        event('yearly-december-report', '2019-12-24', '2019-12-24', { yearly: true }),
      ])
      .execute();
    const held = async (query: string) => (await t.request('GET', `/api/stats/report?${query}`, { token: t.users.admin.token })).body.data.activity.eventsHeld;
    expect(await held('year=2026')).toBe(3);
    expect(await held('year=2026&month=12')).toBe(0);
    expect(await held('year=2026&month=3')).toBe(1);
    expect(await held('year=2025')).toBe(2);
    await t.db.deleteFrom('events').where('slug', 'like', '%-report').execute();
  });

  it('the REST paths are in the OpenAPI document', async () => {
    const doc = await t.request('GET', '/api/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/stats/summary', '/api/stats/report', '/api/stats/msme/{id}']));
  });
});

describe('the monthly e-mail', () => {
  it('goes once a month to owners who keep it on, and its link switches it off', async () => {
    const sent: MailMessage[] = [];
    const mailer: Mailer = { configured: true, send: async (message) => void sent.push(message) };
    const options = { db: t.deps.db, mailer, timeZone: t.config.siteTimeZone, publicUrl: 'https://desa.test' };
    const firstOfNext = new Date(`${addDays(`${today.slice(0, 7)}-28`, 7).slice(0, 7)}-01T01:00:00Z`);
    expect(await sendMonthlyEmails(options, firstOfNext)).toBe(2);
    expect(await sendMonthlyEmails(options, firstOfNext)).toBe(0);
    const mine = sent.find((m) => m.to === t.users.msme.email)!;
    expect(mine.text).toContain('Miniatur Phinisi');
    expect(mine.text).toContain('WhatsApp: 1');
    const link = /https:\/\/desa\.test(\/api\/stats\/email-off\?token=[\w-]+)/.exec(mine.text)![1]!;
    // Opening the link switches nothing (a mail scanner follows links); its button does.
    expect((await fetch(t.baseUrl + link)).status).toBe(200);
    expect((await t.db.selectFrom('msmes').select('stats_email').where('id', '=', ownMsmeId).executeTakeFirstOrThrow()).stats_email).toBe(true);
    expect((await fetch(t.baseUrl + link, { method: 'POST' })).status).toBe(200);
    expect((await t.db.selectFrom('msmes').select('stats_email').where('id', '=', ownMsmeId).executeTakeFirstOrThrow()).stats_email).toBe(false);
    expect((await fetch(`${t.baseUrl}/api/stats/email-off?token=${'x'.repeat(43)}`, { method: 'POST' })).status).toBe(404);

    // The owner's own switch, one click on the dashboard; not on another's UMKM.
    const on = await t.request('PUT', `/api/stats/msme/${ownMsmeId}/monthly-email`, { token: t.users.msme.token, body: { enabled: true } });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.data.monthlyEmail).toBe(true);
    expect((await t.request('PUT', `/api/stats/msme/${otherMsmeId}/monthly-email`, { token: t.users.msme.token, body: { enabled: false } })).status).toBe(403);
    const off = await t.request('POST', '/api/stats/unsubscribe', { body: { token: link.split('=')[1] } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data.done).toBe(true);
  });

  it('sends nothing without SMTP', async () => {
    const mailer: Mailer = { configured: false, send: () => Promise.reject(new Error('no')) };
    expect(await sendMonthlyEmails({ db: t.deps.db, mailer, timeZone: t.config.siteTimeZone, publicUrl: undefined }, clock)).toBe(0);
  });
});

describe('the beacon limit', () => {
  it('answers 429 beyond BEACON_MAX_PER_5_MIN from one address', async () => {
    const limited = await createTestApp({ env: { BEACON_MAX_PER_5_MIN: '2' } });
    try {
      const send = () => limited.request('POST', '/api/stats/beacon', { body: view('/'), headers: { 'user-agent': BROWSER } });
      expect((await send()).status).toBe(204);
      expect((await send()).status).toBe(204);
      expect((await send()).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('the batch', () => {
  it('writes a hundred beacons at once in one insert, and fewer within a second', async () => {
    const app = await createTestApp({ env: { BEACON_MAX_PER_5_MIN: '1000' } });
    try {
      const count = async () => (await app.db.selectFrom('stats_events').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
      const send = () => app.request('POST', '/api/stats/beacon', { body: view('/'), headers: { 'user-agent': BROWSER } });
      await send();
      expect(await count()).toBe(0);
      await Promise.all(Array.from({ length: 99 }, send));
      await expect.poll(count, { timeout: 2500, interval: 20 }).toBe(100);
      await send();
      expect(await count()).toBe(100);
      await expect.poll(count, { timeout: 3000, interval: 100 }).toBe(101);
    } finally {
      await app.close();
    }
  });
});
