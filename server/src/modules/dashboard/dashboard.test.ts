import { addDays, type Dashboard, DASHBOARD_WEEKS, type MsmeDashboard, type StaffDashboard, todayIn } from '@island/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerAs } from '../../../test/caller.ts';
import { createTwoMsmes } from '../../../test/two-msmes.ts';
import { createTestApp, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';
import { weekStarts } from './dashboard.repo.ts';
import { seedHomestay, stayBody } from '../homestays/homestays.test-fixture.ts';

let t: TestApp;
let ownMsmeId: number;
let otherMsmeId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ ownMsmeId, otherMsmeId } = await createTwoMsmes(t));
});
afterAll(() => t.close());

async function dashboard(token?: string): Promise<Dashboard> {
  const res = await t.request('GET', '/api/dashboard', { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

async function staffDashboard(role: 'superadmin' | 'admin'): Promise<StaffDashboard> {
  const data = await dashboard(t.users[role].token);
  if (data.kind !== 'staff') throw new Error(`expected the staff dashboard, got ${data.kind}`);
  return data;
}

async function msmeDashboard(token = t.users.msme.token): Promise<MsmeDashboard> {
  const data = await dashboard(token);
  if (data.kind !== 'msme') throw new Error(`expected the msme dashboard, got ${data.kind}`);
  return data;
}

/** What the database holds, counted independently of the dashboard's queries. */
async function stored() {
  const count = async (table: 'destinations' | 'packages' | 'cultures' | 'msmes' | 'products') =>
    (await t.db.selectFrom(table).select('id').execute()).length;
  const articles = await t.db.selectFrom('articles').select(['status', 'published_at']).execute();
  const messages = await t.db.selectFrom('contact_messages').select(['is_read', 'created_at']).execute();
  const testimonials = await t.db.selectFrom('testimonials').select(['is_displayed', 'is_verified']).execute();
  const users = await t.db.selectFrom('users').select(['role', 'is_active']).execute();
  return {
    content: {
      destinations: await count('destinations'),
      packages: await count('packages'),
      culture: await count('cultures'),
      msmes: await count('msmes'),
      products: await count('products'),
      publishedArticles: articles.filter((a) => a.status === 'published').length,
    },
    waiting: {
      pendingArticles: articles.filter((a) => a.status === 'pending').length,
      unreadMessages: messages.filter((m) => !m.is_read).length,
      hiddenTestimonials: testimonials.filter((r) => !r.is_displayed).length,
      unverifiedTestimonials: testimonials.filter((r) => !r.is_verified).length,
    },
    users,
    publishedDates: articles.filter((a) => a.status === 'published' && a.published_at).map((a) => new Date(a.published_at!)),
    messageDates: messages.map((m) => new Date(m.created_at)),
  };
}

/** Per week, how many of the dates fall in it (weeks start on Monday, UTC). */
function perWeek(dates: Date[]): number[] {
  const starts = weekStarts(new Date()).map((day) => Date.parse(`${day}T00:00:00Z`));
  return starts.map((start) => dates.filter((d) => d.getTime() >= start && d.getTime() < start + 7 * 86_400_000).length);
}

describe('the staff dashboard', () => {
  it('follows a scripted set of writes at once, figure by figure', async () => {
    const before = await staffDashboard('admin');

    // A contributor writes an article for review; an admin approves it.
    const written = await t.request('POST', '/api/articles', {
      token: t.users.contributor.token,
      body: { title: 'Senja di Dermaga Kayu', content: '<p>Perahu berangkat pukul tujuh dari dermaga kayu.</p>', category: 'tourism', status: 'pending' },
    });
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    const pending = await staffDashboard('admin');
    expect(pending.waiting.pendingArticles).toBe(before.waiting.pendingArticles + 1);
    expect(pending.activity[0]).toMatchObject({ kind: 'article', id: Number(written.body.data.id), title: 'Senja di Dermaga Kayu' });

    const approved = await t.request('PATCH', `/api/articles/${written.body.data.id}/approve`, { token: t.users.admin.token });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    // A visitor sends two messages; staff read one.
    const sent: number[] = [];
    for (const subject of ['Paket snorkeling', 'Jadwal kapal']) {
      const res = await t.request('POST', '/api/contact', {
        body: { name: 'Maya Putri', email: 'maya@contoh.test', subject, message: 'Apakah paket snorkeling tersedia untuk 10 orang bulan depan?' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      sent.push(res.body.data.id);
    }
    const read = await t.request('PATCH', `/api/contact/${sent[0]}/mark-read`, { token: t.users.admin.token });
    expect(read.status).toBe(200);

    // A visitor leaves a testimonial: hidden and unverified until staff look at it.
    const testimonial = await t.request('POST', '/api/testimonials', { body: { name: 'Rina', message: 'Lautnya jernih!', star: 5 } });
    expect(testimonial.status, JSON.stringify(testimonial.body)).toBe(201);

    const after = await staffDashboard('admin');
    const truth = await stored();
    expect(after.content).toEqual(truth.content);
    expect(after.waiting).toEqual(truth.waiting);
    expect(after.content.publishedArticles).toBe(before.content.publishedArticles + 1);
    expect(after.waiting.pendingArticles).toBe(before.waiting.pendingArticles);
    expect(after.waiting.unreadMessages).toBe(before.waiting.unreadMessages + 1);
    expect(after.waiting.hiddenTestimonials).toBe(before.waiting.hiddenTestimonials + 1);
    expect(after.waiting.unverifiedTestimonials).toBe(before.waiting.unverifiedTestimonials + 1);

    expect(after.articlesPerWeek).toHaveLength(DASHBOARD_WEEKS);
    expect(after.articlesPerWeek.map((w) => w.count)).toEqual(perWeek(truth.publishedDates));
    expect(after.messagesPerWeek.map((w) => w.count)).toEqual(perWeek(truth.messageDates));
    expect(after.articlesPerWeek.at(-1)!.count).toBe(before.articlesPerWeek.at(-1)!.count + 1);
    expect(after.messagesPerWeek.at(-1)!.count).toBe(before.messagesPerWeek.at(-1)!.count + 2);

    expect(after.activity.slice(0, 3).map((a) => [a.kind, a.title])).toEqual([
      ['testimonial', 'Rina'],
      ['message', 'Jadwal kapal'],
      ['message', 'Paket snorkeling'],
    ]);
    // The approved article left the waiting work, so it is no longer a submission.
    expect(after.activity.some((a) => a.kind === 'article' && a.id === Number(written.body.data.id))).toBe(false);
  });

  it('counts empty weeks as zero and lists the most-read published articles', async () => {
    const old = new Date(Date.now() - 5 * 7 * 86_400_000);
    await t.db
      .insertInto('articles')
      .values([
        { slug: 'lama-dibaca', title: 'Lama dan Banyak Dibaca', excerpt: 'x', content: '<p>x</p>', category: 'tips', status: 'published', author_name: 'A', published_at: old, view_count: 900 },
        { slug: 'draf-dibaca', title: 'Draf', excerpt: 'x', content: '<p>x</p>', category: 'tips', status: 'draft', author_name: 'A', view_count: 5000 },
      ])
      .execute();
    const data = await staffDashboard('superadmin');
    expect(data.topArticles[0]).toMatchObject({ title: 'Lama dan Banyak Dibaca', viewCount: 900 });
    expect(data.topArticles.some((a) => a.title === 'Draf')).toBe(false);
    expect(data.articlesPerWeek.every((w) => Number.isInteger(w.count))).toBe(true);
    expect(data.articlesPerWeek.filter((w) => w.count === 0).length).toBeGreaterThan(0);
    expect(data.articlesPerWeek.map((w) => w.count)).toEqual(perWeek((await stored()).publishedDates));
  });

  it('shows the accounts to the superadmin only', async () => {
    await t.db.updateTable('users').set({ is_active: false }).where('email', '=', 'hasnah@umkm.test').execute();
    const superadmin = await staffDashboard('superadmin');
    const { users } = await stored();
    expect(superadmin.accounts).toEqual({
      byRole: {
        superadmin: users.filter((u) => u.role === 'superadmin').length,
        admin: users.filter((u) => u.role === 'admin').length,
        msme: users.filter((u) => u.role === 'msme').length,
        contributor: users.filter((u) => u.role === 'contributor').length,
      },
      total: users.length,
      inactive: users.filter((u) => !u.is_active).length,
    });
    expect(superadmin.accounts!.inactive).toBeGreaterThanOrEqual(1);
    expect((await staffDashboard('admin')).accounts).toBeNull();
    await t.db.updateTable('users').set({ is_active: true }).where('email', '=', 'hasnah@umkm.test').execute();
  });

  it('links each waiting figure to a filtered list holding exactly that many rows', async () => {
    const data = await staffDashboard('admin');
    const token = t.users.admin.token;
    const total = async (url: string) => {
      const res = await t.request('GET', url, { token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.pagination.totalItems as number;
    };
    expect(await total('/api/articles?status=pending')).toBe(data.waiting.pendingArticles);
    expect(await total('/api/contact?status=unread')).toBe(data.waiting.unreadMessages);
    expect(await total('/api/testimonials?waiting=hidden')).toBe(data.waiting.hiddenTestimonials);
    expect(await total('/api/testimonials?waiting=unverified')).toBe(data.waiting.unverifiedTestimonials);
    expect(data.waiting.hiddenTestimonials).toBeGreaterThan(0);
    // Visitors see displayed testimonials only, whatever they ask.
    const visitor = await t.request('GET', '/api/testimonials?waiting=hidden');
    expect(visitor.body.data.testimonials.every((r: { is_displayed: boolean }) => r.is_displayed)).toBe(true);
  });

  it("counts the homestays' front-desk work: waiting stays, unconfirmed choices, arrivals and guests tonight", async () => {
    const before = (await staffDashboard('admin')).stays;
    const today = todayIn(t.config.siteTimeZone);
    const house = await seedHomestay(t, { name: 'Homestay Hitungan Dasbor', units: 5, maxPersons: 4 });
    const book = async (checkIn: string, checkOut: string, n: number, extra: Record<string, unknown> = {}) => {
      const res = await t.request('POST', '/api/stays', { body: stayBody(extra.byVillage ? null : house.roomId, checkIn, checkOut, n, { guests: 2 }) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data.id as number;
    };
    const arriving = await book(today, addDays(today, 2), 1);
    const inHouse = await book(addDays(today, 4), addDays(today, 6), 2, { byVillage: true });
    await book(addDays(today, 9), addDays(today, 10), 3);
    // A confirmed stay is no longer waiting; a cancelled one counts nowhere.
    expect((await t.request('PUT', `/api/stays/${arriving}/status`, { body: { status: 'confirmed' }, token: t.users.admin.token })).status).toBe(200);
    const cancelled = await book(addDays(today, 12), addDays(today, 13), 4);
    expect((await t.request('PUT', `/api/stays/${cancelled}/status`, { body: { status: 'cancelled' }, token: t.users.admin.token })).status).toBe(200);

    const after = (await staffDashboard('admin')).stays;
    expect(after.waiting - before.waiting).toBe(2);
    expect(after.unconfirmedChoices - before.unconfirmedChoices).toBe(1);
    expect(after.arrivingToday - before.arrivingToday).toBe(1);
    expect(after.guestsTonight - before.guestsTonight).toBe(2);
    expect((await t.request('PUT', `/api/stays/${inHouse}/assign`, { body: {}, token: t.users.admin.token })).status).toBe(200);
    expect((await staffDashboard('admin')).stays.unconfirmedChoices).toBe(after.unconfirmedChoices - 1);
  });

  it('answers the tRPC door the same', async () => {
    const res = await t.request('GET', trpcQueryUrl('dashboard.get'), { token: t.users.admin.token });
    expect(res.status).toBe(200);
    expect(res.body.result.data.kind).toBe('staff');
  });
});

describe('the msme dashboard', () => {
  it('counts the owner’s products by category and names what is missing', async () => {
    const before = await msmeDashboard();
    const add = await t.request('POST', '/api/products', {
      token: t.users.msme.token,
      body: { name: 'Miniatur Phinisi 40 cm', msme_id: ownMsmeId, description: 'Miniatur phinisi dua tiang.', category: 'kerajinan', price: 450000, material: 'Kayu jati', durability: 'Lama', deliveryTime: '3 hari' },
    });
    expect(add.status, JSON.stringify(add.body)).toBe(201);
    // Rows written before descriptions were required can still be blank.
    await t.db
      .insertInto('products')
      .values([
        { msme_id: ownMsmeId, name: 'Abon Ikan', description: ' ', category: 'kuliner', price: 30000, image: 'abon.webp', material: '-', durability: '-', delivery_time: '-' },
        { msme_id: otherMsmeId, name: 'Ikan Asin Milik Lain', description: '', category: 'kuliner', price: 20000, material: '-', durability: '-', delivery_time: '-' },
      ])
      .execute();

    const data = await msmeDashboard();
    const ownRows = await t.db
      .selectFrom('products')
      .innerJoin('msmes', 'msmes.id', 'products.msme_id')
      .where('msmes.user_id', '=', t.users.msme.id)
      .select(['products.category', 'products.image', 'products.description'])
      .execute();
    expect(data.products.total).toBe(ownRows.length);
    expect(data.products.total).toBe(before.products.total + 2);
    expect(data.products.missingImage).toBe(ownRows.filter((r) => !r.image).length);
    expect(data.products.missingDescription).toBe(ownRows.filter((r) => r.description.trim() === '').length);
    expect(Object.fromEntries(data.products.byCategory.map((c) => [c.category, c.count]))).toEqual({ kerajinan: 1, kuliner: 1 });
    expect(data.products.incomplete).toEqual([
      { id: expect.any(Number), name: 'Abon Ikan', missingImage: false, missingDescription: true },
      { id: Number(add.body.data.id), name: 'Miniatur Phinisi 40 cm', missingImage: true, missingDescription: false },
    ]);

    // Only their own MSME: nothing of another owner's business or products.
    expect(data.msmes.map((m) => m.id)).toEqual([ownMsmeId]);
    expect(JSON.stringify(data)).not.toContain('Hasnah');
    expect(JSON.stringify(data)).not.toContain('Ikan Asin Milik Lain');
    expect(data).not.toHaveProperty('waiting');
    expect(data).not.toHaveProperty('accounts');
  });

  it('tells the profile completeness and the links visitors can use', async () => {
    const [msme] = (await msmeDashboard()).msmes;
    expect(msme).toMatchObject({ brand: 'Phinisi Mini', products: 2, links: { whatsapp: 'https://wa.me/6281241903301', instagram: 'https://www.instagram.com/phinisimini/', shopee: null, tiktok: null } });
    // A selling channel the business does not use is not a gap in its profile.
    expect(msme!.missingFields).toContain('address');
    expect(msme!.missingFields).not.toContain('whatsapp');
    expect(msme!.missingFields).not.toContain('shopee');

    const update = await t.request('PUT', `/api/msme/${ownMsmeId}`, { token: t.users.msme.token, body: { shopee: 'phinisimini', tiktok: '@phinisi' } });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    const [after] = (await msmeDashboard()).msmes;
    expect(after!.links).toMatchObject({ shopee: 'https://shopee.co.id/phinisimini', tiktok: 'https://www.tiktok.com/@phinisi' });
    expect(after!.completeness).toBe(msme!.completeness);

    const addressed = await t.request('PUT', `/api/msme/${ownMsmeId}`, { token: t.users.msme.token, body: { address: 'Dusun Bulo, dekat dermaga' } });
    expect(addressed.status, JSON.stringify(addressed.body)).toBe(200);
    const [completer] = (await msmeDashboard()).msmes;
    expect(completer!.missingFields).not.toContain('address');
    expect(completer!.completeness).toBeGreaterThan(msme!.completeness);
  });

  it('shows another owner only their own MSME', async () => {
    const login = await t.request('POST', '/api/auth/login', { body: { email: 'hasnah@umkm.test', password: 'rahasia-hasnah' } });
    const data = await msmeDashboard(login.body.data.token);
    expect(data.msmes.map((m) => m.id)).toEqual([otherMsmeId]);
    expect(data.products.total).toBe(1);
    expect(JSON.stringify(data)).not.toContain('Phinisi');
  });
});

describe('callers without staff figures', () => {
  it('gives a contributor no figures at all', async () => {
    expect(await dashboard(t.users.contributor.token)).toEqual({ kind: 'other' });
    expect(await callerAs(t, 'contributor').dashboard.get()).toEqual({ kind: 'other' });
  });

  it('refuses anonymous callers', async () => {
    const res = await t.request('GET', '/api/dashboard');
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
    expect(JSON.stringify(res.body)).not.toContain('waiting');
    await expect(callerAs(t, null).dashboard.get()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

});
