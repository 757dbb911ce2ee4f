import { addDays, type Role, todayIn } from '@island/shared';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushStatsEvents } from '../../src/modules/stats/stats-queue.ts';
import { restTable } from '../../src/doors/rest-door.ts';
import { isPgWarning } from '../support/pg-warnings.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test-app.ts';
import { uploadImages } from '../upload-images.ts';

/**
 * Every write of the REST table (each public write and each audited mutation) sent at once, with
 * the writes that are plain routes beside them (the files upload, visitor-count beacons, the
 * monthly e-mail's switch-off link). On PostgreSQL an audited mutation runs on one transaction's single
 * connection: a second query sent there before the first answered makes pg warn (pg 9 throws).
 * The suite's setup fails any test during which pg warned; this one also says so itself, and
 * checks that each write did what it does alone. On PGlite it checks the same outcomes.
 * A new module adds its writes here; the coverage test fails while a write row has no call.
 */

let t: TestApp;
let image: string;
const pgWarnings: Error[] = [];
const onWarning = (warning: Error) => {
  if (isPgWarning(warning)) pgWarnings.push(warning);
};

beforeAll(async () => {
  t = await createTestApp();
  image = (await uploadImages(t, 1))[0]!.filename;
  process.on('warning', onWarning);
});
afterAll(async () => {
  process.off('warning', onWarning);
  await t.close();
});

interface Call {
  as?: Role;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

const called = new Set<string>();

async function send(row: string, url: string, { as, token, body, headers: extra }: Call = {}) {
  called.add(row);
  const [method] = row.split(' ');
  const headers: Record<string, string> = { ...extra };
  const bearer = token ?? (as ? t.users[as].token : undefined);
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(t.baseUrl + url, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  const text = await res.text();
  // The plain routes answer no JSON: a beacon nothing (204), the e-mail link a page.
  return { status: res.status, body: (text.startsWith('{') ? JSON.parse(text) : {}) as { success: boolean; data?: any; code?: string } };
}

/** A fixture made before the burst, one at a time; its id. */
async function made(row: string, url: string, call: Call): Promise<number> {
  const res = await send(row, url, call);
  expect(res.status, `${row}: ${JSON.stringify(res.body)}`).toBe(201);
  return Number(res.body.data.id);
}

const code = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

const destination = () => ({ title: 'Pantai Serbu', category: 'beaches', shortDescription: 'Pantai untuk uji serbuan.', location: { lat: -5, lng: 119 }, image });
const culture = () => ({ title: 'Tari Serbu', category: 'dance', description: 'Tarian untuk uji serbuan.' });
const tourPackage = () => ({ name: 'Paket Serbu', description: 'Paket uji serbuan.', duration: '1 hari', minPersons: 1, maxPersons: 5, price: 1000, whatsappContact: '6281234567890' });
const facility = () => ({ icon: '🛶', label: 'Kano Serbu', description: 'Kano uji', available: true });
const boat = () => ({ name: 'KM Serbu', phone: '0812-4190-3377', departureTime: '07:00', dockLocation: 'Dermaga', duration: '60 menit', capacity: 30, pricePerPerson: 25000 });
const testimonial = () => ({ name: 'Tamu Serbu', origin: 'Makassar', star: 5, message: 'Airnya jernih sekali.' });
const message = () => ({ name: 'Tamu Serbu', email: 'tamu@serbu.test', subject: 'Tanya', message: 'Apakah ada homestay?' });
const member = () => ({ name: 'Pak Serbu', role: 'Kepala Desa', sort: 1 });
const article = (status: string) => ({ title: `Artikel Serbu ${status}`, content: '<p>Isi artikel uji serbuan yang cukup panjang.</p>', category: 'experience', status });

async function statsEventCount(): Promise<number> {
  await flushStatsEvents(t.deps.db);
  return Number((await t.db.selectFrom('stats_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
}

describe('a burst of every write at once', () => {
  it('answers each as it would alone, and pg never sees two queries at once on one connection', async () => {
    // Fixtures, one at a time.
    const account = async (name: string, role: Role = 'contributor') => {
      const id = await made('POST /api/users', '/api/users', {
        as: 'superadmin',
        body: { name, email: `${name.toLowerCase().replaceAll(' ', '.')}@serbu.test`, password: TEST_PASSWORD, role },
      });
      return { id, token: await t.tokenFor(id) };
    };
    const [d1, d2] = [await made('POST /api/destinations', '/api/destinations', { as: 'admin', body: destination() }), await made('POST /api/destinations', '/api/destinations', { as: 'admin', body: destination() })];
    const [c1, c2] = [await made('POST /api/culture', '/api/culture', { as: 'admin', body: culture() }), await made('POST /api/culture', '/api/culture', { as: 'admin', body: culture() })];
    const [p1, p2] = [await made('POST /api/packages', '/api/packages', { as: 'admin', body: tourPackage() }), await made('POST /api/packages', '/api/packages', { as: 'admin', body: tourPackage() })];
    const [f1, f2] = [await made('POST /api/settings/facilities', '/api/settings/facilities', { as: 'admin', body: facility() }), await made('POST /api/settings/facilities', '/api/settings/facilities', { as: 'admin', body: facility() })];
    const boats = [];
    for (let i = 0; i < 3; i++) boats.push(await made('POST /api/transportation', '/api/transportation', { as: 'admin', body: boat() }));
    const testimonials = [];
    for (let i = 0; i < 4; i++) testimonials.push(await made('POST /api/testimonials', '/api/testimonials', { body: testimonial() }));
    const messages = [];
    for (let i = 0; i < 3; i++) messages.push(await made('POST /api/contact', '/api/contact', { body: message() }));
    const [m1, m2] = [
      await made('POST /api/msme', '/api/msme', { as: 'admin', body: { brand: 'UMKM Serbu', description: 'Usaha uji.', phone: '081241903399', user_id: t.users.msme.id } }),
      await made('POST /api/msme', '/api/msme', { as: 'admin', body: { brand: 'UMKM Tutup', description: 'Usaha uji.', phone: '081241903398', user_id: t.users.msme.id } }),
    ];
    const product = { name: 'Produk Serbu', msme_id: m1, description: 'Produk uji.', category: 'kuliner', price: 1000, material: 'Ikan', durability: '1 bulan', deliveryTime: '1 hari', image };
    const [pr1, pr2] = [await made('POST /api/products', '/api/products', { as: 'msme', body: product }), await made('POST /api/products', '/api/products', { as: 'msme', body: product })];
    const [te1, te2] = [await made('POST /api/settings/team', '/api/settings/team', { as: 'admin', body: member() }), await made('POST /api/settings/team', '/api/settings/team', { as: 'admin', body: member() })];
    const draft = await made('POST /api/articles', '/api/articles', { as: 'contributor', body: article('draft') });
    const [toApprove, toReject] = [await made('POST /api/articles', '/api/articles', { as: 'contributor', body: article('pending') }), await made('POST /api/articles', '/api/articles', { as: 'contributor', body: article('pending') })];
    const [toDelete, toView] = [await made('POST /api/articles', '/api/articles', { as: 'admin', body: article('published') }), await made('POST /api/articles', '/api/articles', { as: 'admin', body: article('published') })];
    const [edited, repassed, toggled, removed, ended] = [await account('Akun Ubah'), await account('Akun Sandi'), await account('Akun Saklar'), await account('Akun Hapus'), await account('Akun Sesi')];
    const [leaving, ownPassword, settingUp, enabling, disabling, twoSessions] = [
      await account('Akun Keluar'),
      await account('Akun Sandi Sendiri'),
      await account('Akun Siapkan'),
      await account('Akun Nyalakan'),
      await account('Akun Matikan'),
      await account('Akun Dua Sesi'),
    ];
    const enablingSecret = (await send('POST /api/auth/2fa/setup', '/api/auth/2fa/setup', { token: enabling.token })).body.data.secret as string;
    const disablingSecret = (await send('POST /api/auth/2fa/setup', '/api/auth/2fa/setup', { token: disabling.token })).body.data.secret as string;
    expect((await send('POST /api/auth/2fa/enable', '/api/auth/2fa/enable', { token: disabling.token, body: { code: code(disablingSecret) } })).status).toBe(200);
    const otherSession = await t.tokenFor(twoSessions.id);
    const sessions = (await send('GET /api/auth/sessions', '/api/auth/sessions', { token: otherSession })).body.data.sessions as { id: number; current: boolean }[];
    const otherSessionId = sessions.find((session) => session.current)!.id;
    // Bookings: a bookable package of their own (no limit per date), seven bookings (all but one ten days ahead),
    // a date closed for every package; a boat whose departures are set.
    const today = todayIn(t.config.siteTimeZone);
    const [bookable, ruled] = [await made('POST /api/packages', '/api/packages', { as: 'admin', body: tourPackage() }), await made('POST /api/packages', '/api/packages', { as: 'admin', body: tourPackage() })];
    expect((await send('PUT /api/bookings/rules/:packageId', `/api/bookings/rules/${bookable}`, { as: 'admin', body: { bookable: true, capacityPerDate: '', minDaysAhead: 0, maxDaysAhead: 365, weekdays: [0, 1, 2, 3, 4, 5, 6] } })).status).toBe(200);
    // The fourth is checked in during the burst, which only the trip's own date allows: it is today's.
    const booking = (n: number) => ({ package_id: bookable, customer_name: `Tamu Serbu ${n}`, customer_phone: `08124190${String(n).padStart(4, '0')}`, participants: 2, booking_date: n === 3 ? today : addDays(today, 10) });
    const booked = [];
    for (let i = 0; i < 7; i++) {
      const res = await send('POST /api/bookings', '/api/bookings', { body: booking(i) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      booked.push(res.body.data as { id: number; code: string; key: string });
    }
    // The seventh is a trip the desk has marked done: its guest reviews it during the burst.
    await t.db.updateTable('bookings').set({ status: 'completed' }).where('id', '=', booked[6]!.id).execute();
    const closedDay = addDays(today, 40);
    expect((await send('POST /api/bookings/closed-dates', '/api/bookings/closed-dates', { as: 'admin', body: { date: closedDay, reason: 'Upacara adat' } })).status).toBe(201);
    const ferry = await made('POST /api/transportation', '/api/transportation', { as: 'admin', body: boat() });
    const agendaItem = () => ({ title: 'Lomba Serbu', category: 'olahraga', startsOn: addDays(today, 12), place: 'Pantai', description: '<p>Lomba perahu untuk uji serbuan.</p>' });
    const [ev1, ev2] = [await made('POST /api/events', '/api/events', { as: 'admin', body: agendaItem() }), await made('POST /api/events', '/api/events', { as: 'admin', body: agendaItem() })];
    // Visitor counts: an UMKM whose monthly e-mail went out (its link's token set as sending does).
    const mailed = await made('POST /api/msme', '/api/msme', { as: 'admin', body: { brand: 'UMKM Surel', description: 'Usaha uji.', phone: '081241903396', user_id: t.users.msme.id } });
    const emailToken = 'serbu'.padEnd(43, 'x');
    await t.db.updateTable('msmes').set({ stats_email_token: emailToken }).where('id', '=', mailed).execute();
    const eventsBefore = await statsEventCount();
    const browser = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36' };
    const beacon = (body: unknown): Call => ({ body, headers: browser });
    const pageView = (path: string) => ({ path, referrer: null, screen: 'phone', lang: 'id' });

    // A charge paid through a provider switched on earlier: refunded by hand during the burst, while
    // the same booking's boats change. Without a provider (this app) the visitor's charge and the
    // check are refused before any transaction.
    const paidCharge = await t.db
      .insertInto('payment_charges')
      .values({ booking_id: booked[5]!.id, booking_code: booked[5]!.code, provider: 'midtrans', order_id: `${booked[5]!.code}-1`, amount: 50_000, status: 'paid', expires_at: new Date(), paid_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();

    // Homestays: two households of the demo owner (one removed during the burst), three rooms of the
    // first (one removed, one a stay moves to), a night blocked to free, and three stays whose
    // status, room and visitor's cancel come during the burst.
    const partner = async (brand: string) => (await t.db.insertInto('msmes').values({ user_id: t.users.msme.id, brand, description: 'Tuan rumah', category: 'homestay', phone: '0812' }).returning('id').executeTakeFirstOrThrow()).id;
    const house = async (brand: string) => made('POST /api/homestays', '/api/homestays', { as: 'msme', body: { msme_id: await partner(brand), name: brand, host_name: 'Ibu Serbu', address: 'Dekat dermaga', description: 'Rumah kayu untuk uji serbuan', whatsapp: '081234567890', published: true } });
    const [h1, h2] = [await house('Homestay Serbu'), await house('Homestay Tutup')];
    const newPartner = await partner('Homestay Baru Serbu');
    const roomOf = (homestay: number) => made('POST /api/homestays/:homestay_id/rooms', `/api/homestays/${homestay}/rooms`, { as: 'msme', body: { name: 'Kamar Serbu', units: 5, max_persons: 2, price_per_night: 100_000 } });
    const [r1, r2, r3] = [await roomOf(h1), await roomOf(h1), await roomOf(h1)];
    await t.db.updateTable('homestay_rooms').set({ import_url: 'http://127.0.0.1:9/kalender.ics' }).where('id', '=', r3).execute();
    expect((await send('POST /api/homestay-rooms/:room_id/blocked-nights', `/api/homestay-rooms/${r1}/blocked-nights`, { as: 'msme', body: { night: addDays(today, 50) } })).status).toBe(201);
    const stayed = [];
    for (let i = 0; i < 3; i++) {
      const res = await send('POST /api/stays', '/api/stays', { body: { room_id: r1, check_in: addDays(today, 20), check_out: addDays(today, 22), guests: 2, customer_name: `Tamu Inap ${i}`, customer_phone: `08124191${String(i).padStart(4, '0')}` } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      stayed.push(res.body.data as { id: number; code: string; key: string });
    }

    // The burst: [row, url, call, expected status].
    const burst: [string, string, Call, number][] = [
      ['POST /api/auth/login', '/api/auth/login', { body: { email: t.users.contributor.email, password: TEST_PASSWORD } }, 200],
      ['POST /api/auth/logout', '/api/auth/logout', { token: leaving.token }, 200],
      ['PUT /api/auth/password', '/api/auth/password', { token: ownPassword.token, body: { currentPassword: TEST_PASSWORD, password: 'sandi-baru-123' } }, 200],
      ['POST /api/auth/2fa/setup', '/api/auth/2fa/setup', { token: settingUp.token }, 200],
      ['POST /api/auth/2fa/enable', '/api/auth/2fa/enable', { token: enabling.token, body: { code: code(enablingSecret) } }, 200],
      ['POST /api/auth/2fa/disable', '/api/auth/2fa/disable', { token: disabling.token, body: { password: TEST_PASSWORD, code: code(disablingSecret, 1) } }, 200],
      ['PUT /api/auth/2fa/policy', '/api/auth/2fa/policy', { as: 'superadmin', body: { requireTwoFactorForStaff: false } }, 200],
      ['DELETE /api/auth/sessions/:id', `/api/auth/sessions/${otherSessionId}`, { token: twoSessions.token }, 200],
      ['DELETE /api/users/:id/sessions', `/api/users/${ended.id}/sessions`, { as: 'superadmin' }, 200],
      ['POST /api/users', '/api/users', { as: 'superadmin', body: { name: 'Akun Baru', email: 'baru@serbu.test', password: TEST_PASSWORD, role: 'contributor' } }, 201],
      ['PUT /api/users/:id', `/api/users/${edited.id}`, { as: 'superadmin', body: { name: 'Akun Diubah', email: 'akun.ubah@serbu.test', role: 'contributor' } }, 200],
      ['PUT /api/users/:id/password', `/api/users/${repassed.id}/password`, { as: 'superadmin', body: { password: 'sandi-baru-456' } }, 200],
      ['PATCH /api/users/:id/toggle-status', `/api/users/${toggled.id}/toggle-status`, { as: 'superadmin' }, 200],
      ['DELETE /api/users/:id', `/api/users/${removed.id}`, { as: 'superadmin' }, 200],
      ['POST /api/destinations', '/api/destinations', { as: 'admin', body: destination() }, 201],
      ['PUT /api/destinations/:id', `/api/destinations/${d1}`, { as: 'admin', body: { title: 'Pantai Diubah' } }, 200],
      ['DELETE /api/destinations/:id', `/api/destinations/${d2}`, { as: 'admin' }, 200],
      ['POST /api/culture', '/api/culture', { as: 'admin', body: culture() }, 201],
      ['PUT /api/culture/:id', `/api/culture/${c1}`, { as: 'admin', body: { title: 'Tari Diubah' } }, 200],
      ['DELETE /api/culture/:id', `/api/culture/${c2}`, { as: 'admin' }, 200],
      ['POST /api/packages', '/api/packages', { as: 'admin', body: tourPackage() }, 201],
      ['PUT /api/packages/:id', `/api/packages/${p1}`, { as: 'admin', body: { price: 2000 } }, 200],
      ['DELETE /api/packages/:id', `/api/packages/${p2}`, { as: 'admin' }, 200],
      ['PUT /api/settings/category/:category', '/api/settings/category/general', { as: 'admin', body: { island_name: 'Pulau Serbu' } }, 200],
      ['POST /api/settings/facilities', '/api/settings/facilities', { as: 'admin', body: facility() }, 201],
      ['PUT /api/settings/facilities/:id', `/api/settings/facilities/${f1}`, { as: 'admin', body: { available: false } }, 200],
      ['DELETE /api/settings/facilities/:id', `/api/settings/facilities/${f2}`, { as: 'admin' }, 200],
      ['POST /api/transportation', '/api/transportation', { as: 'admin', body: boat() }, 201],
      ['PUT /api/transportation/:id', `/api/transportation/${boats[0]}`, { as: 'admin', body: { ...boat(), capacity: 20 } }, 200],
      ['PATCH /api/transportation/:id/status', `/api/transportation/${boats[1]}/status`, { as: 'admin', body: { status: 'inactive' } }, 200],
      ['DELETE /api/transportation/:id', `/api/transportation/${boats[2]}`, { as: 'admin' }, 200],
      ['POST /api/testimonials', '/api/testimonials', { body: testimonial() }, 201],
      ['PUT /api/testimonials/:id', `/api/testimonials/${testimonials[0]}`, { as: 'admin', body: { ...testimonial(), star: 4 } }, 200],
      ['PATCH /api/testimonials/:id/display', `/api/testimonials/${testimonials[1]}/display`, { as: 'admin', body: { is_displayed: true } }, 200],
      ['PATCH /api/testimonials/:id/verify', `/api/testimonials/${testimonials[2]}/verify`, { as: 'admin', body: { is_verified: true } }, 200],
      ['DELETE /api/testimonials/:id', `/api/testimonials/${testimonials[3]}`, { as: 'admin' }, 200],
      ['POST /api/msme', '/api/msme', { as: 'admin', body: { brand: 'UMKM Baru', description: 'Usaha uji.', phone: '081241903397', ownerName: 'Pemilik Baru', ownerEmail: 'pemilik.baru@serbu.test', password: TEST_PASSWORD } }, 201],
      ['PUT /api/msme/:id', `/api/msme/${m1}`, { as: 'msme', body: { description: 'Usaha uji, diubah pemiliknya.' } }, 200],
      ['DELETE /api/msme/:id', `/api/msme/${m2}`, { as: 'admin' }, 200],
      ['POST /api/products', '/api/products', { as: 'msme', body: product }, 201],
      ['PUT /api/products/:id', `/api/products/${pr1}`, { as: 'msme', body: { price: 2000 } }, 200],
      ['DELETE /api/products/:id', `/api/products/${pr2}`, { as: 'msme' }, 200],
      ['PUT /api/stats/msme/:msmeId/monthly-email', `/api/stats/msme/${m1}/monthly-email`, { as: 'msme', body: { enabled: false } }, 200],
      ['POST /api/stats/unsubscribe', '/api/stats/unsubscribe', { body: { token: 'x'.repeat(43) } }, 200],
      ['POST /api/contact', '/api/contact', { body: message() }, 201],
      ['PATCH /api/contact/:id/mark-read', `/api/contact/${messages[0]}/mark-read`, { as: 'admin' }, 200],
      ['PUT /api/contact/:id/reply', `/api/contact/${messages[1]}/reply`, { as: 'admin', body: { admin_reply: 'Ada.' } }, 200],
      ['DELETE /api/contact/:id', `/api/contact/${messages[2]}`, { as: 'admin' }, 200],
      ['POST /api/settings/team', '/api/settings/team', { as: 'admin', body: member() }, 201],
      ['PUT /api/settings/team/:id', `/api/settings/team/${te1}`, { as: 'admin', body: { ...member(), sort: 2 } }, 200],
      ['DELETE /api/settings/team/:id', `/api/settings/team/${te2}`, { as: 'admin' }, 200],
      ['POST /api/articles/:id/view', `/api/articles/${toView}/view`, {}, 200],
      ['POST /api/articles', '/api/articles', { as: 'contributor', body: article('draft') }, 201],
      ['PUT /api/articles/:id', `/api/articles/${draft}`, { as: 'contributor', body: { title: 'Draf Diubah' } }, 200],
      ['DELETE /api/articles/:id', `/api/articles/${toDelete}`, { as: 'admin' }, 200],
      ['PATCH /api/articles/:id/approve', `/api/articles/${toApprove}/approve`, { as: 'admin' }, 200],
      ['PATCH /api/articles/:id/reject', `/api/articles/${toReject}/reject`, { as: 'admin', body: { reason: 'Perlu sumber' } }, 200],
      ['PUT /api/profile', '/api/profile', { as: 'contributor', body: { location: 'Makassar' } }, 200],
      ['POST /api/bookings', '/api/bookings', { body: booking(99) }, 201],
      ['POST /api/bookings/code/:code/cancel', `/api/bookings/code/${booked[0]!.code}/cancel`, { body: { k: booked[0]!.key } }, 200],
      // A guest's review of a trip the desk marked done (set up before the burst).
      ['POST /api/bookings/code/:code/review', `/api/bookings/code/${booked[6]!.code}/review`, { body: { k: booked[6]!.key, star: 5, name: 'Tamu', message: 'Indah.' } }, 201],
      // At the same moment as the visitor's cancellation: seen or not yet, it answers the booking.
      ['PATCH /api/bookings/:id/cancellation-seen', `/api/bookings/${booked[0]!.id}/cancellation-seen`, { as: 'admin' }, 200],
      ['PUT /api/bookings/:id/status', `/api/bookings/${booked[1]!.id}/status`, { as: 'admin', body: { status: 'confirmed', payment_status: 'deposit' } }, 200],
      ['PUT /api/bookings/:id', `/api/bookings/${booked[2]!.id}`, { as: 'admin', body: { participants: 3 } }, 200],
      ['PUT /api/bookings/:id/check-in', `/api/bookings/${booked[3]!.id}/check-in`, { as: 'admin', body: { checked_in: true } }, 200],
      ['DELETE /api/bookings/:id', `/api/bookings/${booked[4]!.id}`, { as: 'superadmin' }, 200],
      ['PUT /api/bookings/:id/boats', `/api/bookings/${booked[5]!.id}/boats`, { as: 'admin', body: { boat_out: null, boat_back: null } }, 200],
      ['POST /api/payments/:id/refund', `/api/payments/${paidCharge.id}/refund`, { as: 'admin', body: { reason: 'Ditransfer kembali' } }, 200],
      ['POST /api/bookings/code/:code/payment', `/api/bookings/code/${booked[2]!.code}/payment?k=${booked[2]!.key}`, {}, 409],
      ['POST /api/bookings/:id/payments/check', `/api/bookings/${booked[2]!.id}/payments/check`, { as: 'admin' }, 409],
      ['POST /api/payments/reconciliations', '/api/payments/reconciliations', { as: 'admin', body: {} }, 409],
      ['POST /api/homestays', '/api/homestays', { as: 'admin', body: { msme_id: newPartner, name: 'Homestay Baru Serbu', host_name: 'Pak Serbu', address: 'Ujung barat', description: 'Rumah baru untuk uji serbuan', whatsapp: '081234567891' } }, 201],
      ['PUT /api/homestays/:id', `/api/homestays/${h1}`, { as: 'msme', body: { host_name: 'Bapak Serbu' } }, 200],
      ['DELETE /api/homestays/:id', `/api/homestays/${h2}`, { as: 'admin' }, 200],
      ['POST /api/homestays/:homestay_id/rooms', `/api/homestays/${h1}/rooms`, { as: 'msme', body: { name: 'Kamar Baru', max_persons: 3, price_per_night: 120_000 } }, 201],
      ['PUT /api/homestay-rooms/:id', `/api/homestay-rooms/${r1}`, { as: 'msme', body: { weekend_price: 150_000 } }, 200],
      ['DELETE /api/homestay-rooms/:id', `/api/homestay-rooms/${r2}`, { as: 'msme' }, 200],
      ['POST /api/homestay-rooms/:id/calendar/secret', `/api/homestay-rooms/${r1}/calendar/secret`, { as: 'msme' }, 200],
      ['PUT /api/homestay-rooms/:id/calendar/import', `/api/homestay-rooms/${r1}/calendar/import`, { as: 'msme', body: { import_url: 'https://www.airbnb.com/calendar/ical/1.ics?s=abc' } }, 200],
      // Its address set before the burst, on loopback: refused before any connection.
      ['POST /api/homestay-rooms/:id/calendar/sync', `/api/homestay-rooms/${r3}/calendar/sync`, { as: 'admin' }, 200],
      ['POST /api/homestay-rooms/:room_id/blocked-nights', `/api/homestay-rooms/${r1}/blocked-nights`, { as: 'msme', body: { night: addDays(today, 51) } }, 201],
      ['DELETE /api/homestay-rooms/:room_id/blocked-nights/:night', `/api/homestay-rooms/${r1}/blocked-nights/${addDays(today, 50)}`, { as: 'msme' }, 200],
      ['POST /api/stays', '/api/stays', { body: { room_id: r1, check_in: addDays(today, 25), check_out: addDays(today, 27), guests: 2, customer_name: 'Tamu Inap Serbu', customer_phone: '081241919999' } }, 201],
      ['PUT /api/stays/:id/status', `/api/stays/${stayed[0]!.id}/status`, { as: 'admin', body: { status: 'confirmed' } }, 200],
      ['PUT /api/stays/:id/assign', `/api/stays/${stayed[1]!.id}/assign`, { as: 'admin', body: { room_id: r3, reason: 'Pindah rumah' } }, 200],
      ['POST /api/stays/code/:code/cancel', `/api/stays/code/${stayed[2]!.code}/cancel?k=${stayed[2]!.key}`, {}, 200],
      ['PUT /api/bookings/rules/:packageId', `/api/bookings/rules/${ruled}`, { as: 'admin', body: { bookable: true, capacityPerDate: 20 } }, 200],
      ['POST /api/bookings/closed-dates', '/api/bookings/closed-dates', { as: 'admin', body: { date: addDays(today, 41), reason: 'Badai' } }, 201],
      ['DELETE /api/bookings/closed-dates/:date', `/api/bookings/closed-dates/${closedDay}`, { as: 'admin' }, 200],
      ['PUT /api/transportation/:id/departures', `/api/transportation/${ferry}/departures`, { as: 'admin', body: { date: today, time: '07:00', status: 'delayed', new_time: '08:00', reason: 'wind' } }, 200],
      ['POST /api/events', '/api/events', { as: 'contributor', body: agendaItem() }, 201],
      ['PUT /api/events/:id', `/api/events/${ev1}`, { as: 'admin', body: { place: 'Teluk' } }, 200],
      ['DELETE /api/events/:id', `/api/events/${ev2}`, { as: 'admin' }, 200],
      // Plain routes, not rows of the table: beacons (each reads or makes the day's salt) and the e-mail link.
      ['POST /api/stats/beacon', '/api/stats/beacon', beacon(pageView('/')), 204],
      ['POST /api/stats/beacon', '/api/stats/beacon', beacon(pageView('/destinasi')), 204],
      ['POST /api/stats/beacon', '/api/stats/beacon', beacon({ ...pageView(`/umkm?lihat=${pr1}`), click: { channel: 'whatsapp', item: { type: 'product', id: pr1 } } }), 204],
      ['POST /api/stats/email-off', `/api/stats/email-off?token=${emailToken}`, {}, 200],
      // A storm's day writes a row for every active boat while the burst deletes one of them.
      ['POST /api/transportation/departures/cancel-day', '/api/transportation/departures/cancel-day', { as: 'admin', body: { date: addDays(today, 1), reason: 'high_waves' } }, 200],
      // Refusals in the same burst: they roll back their transactions, and must not disturb the others.
      ['DELETE /api/destinations/:id', `/api/destinations/${d1}`, { as: 'contributor' }, 403],
      ['PUT /api/packages/:id', '/api/packages/987654', { as: 'admin', body: { price: 1 } }, 404],
    ];

    const [answers, uploaded] = await Promise.all([Promise.all(burst.map(([row, url, call]) => send(row, url, call))), uploadImages(t, 1)]);
    await new Promise((resolve) => setImmediate(resolve));

    const outcomes = burst.map(([row, url], i) => `${row} ${url} → ${answers[i]!.status}`);
    expect(outcomes).toEqual(burst.map(([row, url, , status]) => `${row} ${url} → ${status}`));
    expect(uploaded).toHaveLength(1);
    // The beacons' rows, written in one batch after the burst.
    expect((await statsEventCount()) - eventsBefore).toBe(3);
    expect((await t.db.selectFrom('msmes').select('stats_email').where('id', '=', mailed).executeTakeFirstOrThrow()).stats_email).toBe(false);
    expect(pgWarnings.map((warning) => warning.message)).toEqual([]);
  });

  it('calls every write row of the REST table', () => {
    const missing = restTable()
      .filter((row) => row.method !== 'GET')
      .map((row) => `${row.method} ${row.path}`)
      .filter((key) => !called.has(key));
    expect(missing).toEqual([]);
  });
});
