import { addDays, BOOKING_TEXTS, todayIn, TRY_AGAIN_IN } from '@island/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneExpiredRateLimits } from '../security/rate-limits.ts';
import { createTestApp, type TestApp, type TestResponse } from '../../test/test-app.ts';

/**
 * The public forms' limits (docs/decisions/0031-fair-form-limits.md), over real HTTP: what was
 * stored counts, per form, per address (the ceiling) and per phone or e-mail (finer). Run on
 * PGlite (counts in memory) and on PostgreSQL with DATABASE_URL set (counts in the database, as
 * instances sharing it keep them). Addresses come from X-Forwarded-For, as behind a proxy.
 */
const ADDRESS_CEILING = 4;
const PER_SENDER = 2;

let t: TestApp;
let packageId: number;
let date: string;
beforeAll(async () => {
  t = await createTestApp({
    env: { TRUST_PROXY: 'true', PUBLIC_FORM_MAX_PER_HOUR: String(ADDRESS_CEILING), PUBLIC_FORM_MAX_PER_SENDER_PER_HOUR: String(PER_SENDER) },
    rateLimitsInDatabase: true,
  });
  date = addDays(todayIn(t.config.siteTimeZone), 7);
  ({ id: packageId } = await t.db
    .insertInto('packages')
    .values({ name: 'Perahu uji batas', description: 'Untuk uji batas formulir', duration: '3 jam', whatsapp_contact: '+6281111111111', facilities: [], price: 50_000 })
    .returning('id')
    .executeTakeFirstOrThrow());
  const rules = await t.request('PUT', `/api/bookings/rules/${packageId}`, { token: t.users.admin.token, body: { capacityPerDate: 1000, minDaysAhead: 0, maxPersons: 20 } });
  expect(rules.status).toBe(200);
});
afterAll(() => t.close());

let phones = 0;
/** A phone number no other request of this file uses. */
const newPhone = () => `0812777${String(++phones).padStart(5, '0')}`;

const booking = (phone: string, changes: Record<string, unknown> = {}) => ({
  package_id: packageId,
  booking_date: date,
  participants: 2,
  customer_name: 'Tamu Batas',
  customer_phone: phone,
  ...changes,
});
const book = (from: string, body: unknown) => t.request('POST', '/api/bookings', { body, headers: { 'x-forwarded-for': from } });
const write = (from: string, path: string, body: unknown) => t.request('POST', path, { body, headers: { 'x-forwarded-for': from } });

/** A refusal says when to try again: Retry-After in seconds, and the minutes in its text. */
function expectRefusal(res: TestResponse) {
  expect(res.status).toBe(429);
  const seconds = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(3600);
  const minutes = Math.ceil(seconds / 60);
  expect(res.body).toEqual({ success: false, code: 'RATE_LIMITED', message: TRY_AGAIN_IN(minutes) });
  expect(res.body.message).toMatch(/^Terlalu banyak kiriman\. Coba lagi dalam \d+ menit$/);
}

describe(`public form limits (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a refused request (400, 409) uses up nothing: only what was stored counts', async () => {
    const from = '203.0.113.1';
    const phone = newPhone();
    // Refused by the schema, by the rules (a past date), and by the date's state (too many persons).
    for (let i = 0; i < 3; i++) expect((await book(from, booking(phone, { customer_name: '' }))).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await book(from, booking(phone, { booking_date: addDays(date, -30) }))).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await book(from, booking(phone, { participants: 21 }))).status).toBe(400);
    // Both of the phone's bookings of the hour still go through; the third is refused.
    expect((await book(from, booking(phone))).status).toBe(201);
    expect((await book(from, booking(phone))).status).toBe(201);
    expectRefusal(await book(from, booking(phone)));
  });

  it('one phone is refused while another phone at the same address still books', async () => {
    const from = '203.0.113.2';
    const phone = newPhone();
    for (let i = 0; i < PER_SENDER; i++) expect((await book(from, booking(phone))).status).toBe(201);
    expectRefusal(await book(from, booking(phone)));
    // The same number written another way is the same phone.
    expectRefusal(await book(from, booking(`+62 ${phone.slice(1)}`)));
    expect((await book(from, booking(newPhone()))).status).toBe(201);
  });

  it('the address has a ceiling over all its phones, also when they send at once', async () => {
    const from = '203.0.113.3';
    const answers = await Promise.all(Array.from({ length: ADDRESS_CEILING + 6 }, () => book(from, booking(newPhone()))));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(ADDRESS_CEILING);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    for (const res of answers.filter((r) => r.status === 429)) expectRefusal(res);
    // Another address is not touched.
    expect((await book('203.0.113.4', booking(newPhone()))).status).toBe(201);
  });

  it('each form counts on its own', async () => {
    const from = '203.0.113.5';
    for (let i = 0; i < ADDRESS_CEILING; i++) {
      expect((await write(from, '/api/contact', { name: 'Tamu', email: `tamu${i}@batas.test`, subject: 'Tanya', message: 'Apakah ada homestay?' })).status).toBe(201);
    }
    expectRefusal(await write(from, '/api/contact', { name: 'Tamu', email: 'lain@batas.test', subject: 'Tanya', message: 'Apakah ada homestay?' }));
    // The contact form is used up at this address; its bookings and testimonials are not.
    expect((await book(from, booking(newPhone()))).status).toBe(201);
    expect((await write(from, '/api/testimonials', { name: 'Tamu', email: 'ulasan@batas.test', message: 'Airnya jernih.', star: 5 })).status).toBe(201);
  });

  it('an e-mail is the sender of a message; a testimonial without one counts as its address', async () => {
    const from = '203.0.113.6';
    const message = (email: string) => ({ name: 'Tamu', email, subject: 'Tanya', message: 'Apakah ada homestay?' });
    for (let i = 0; i < PER_SENDER; i++) expect((await write(from, '/api/contact', message('Sama@Batas.test'))).status).toBe(201);
    expectRefusal(await write(from, '/api/contact', message('sama@batas.test')));
    for (let i = 0; i < PER_SENDER; i++) expect((await write(from, '/api/testimonials', { name: 'Tamu', message: 'Bagus.', star: 5 })).status).toBe(201);
    expectRefusal(await write(from, '/api/testimonials', { name: 'Tamu', message: 'Bagus.', star: 5 }));
    expect((await write(from, '/api/testimonials', { name: 'Tamu', email: 'punya@batas.test', message: 'Bagus.', star: 5 })).status).toBe(201);
  });

  it('the tRPC door refuses alike, with Retry-After', async () => {
    const from = '203.0.113.7';
    const phone = newPhone();
    const call = () => t.request('POST', '/trpc/bookings.create', { body: booking(phone), headers: { 'x-forwarded-for': from } });
    for (let i = 0; i < PER_SENDER; i++) expect((await call()).status).toBe(200);
    const refused = await call();
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(refused.body.error.message).toBe(TRY_AGAIN_IN(Math.ceil(seconds / 60)));
    expect(refused.body.error.data.appCode).toBe('RATE_LIMITED');
  });

  it('a full date is a 409 that costs nothing either', async () => {
    const from = '203.0.113.8';
    const full = await t.db
      .insertInto('packages')
      .values({ name: 'Perahu penuh', description: 'Dua kursi', duration: '1 jam', whatsapp_contact: '+6281111111111', facilities: [], price: 10_000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await t.request('PUT', `/api/bookings/rules/${full.id}`, { token: t.users.admin.token, body: { capacityPerDate: 2, minDaysAhead: 0 } })).status).toBe(200);
    expect((await book('198.51.100.1', booking(newPhone(), { package_id: full.id }))).status).toBe(201);
    const phone = newPhone();
    for (let i = 0; i < ADDRESS_CEILING + 2; i++) {
      const res = await book(from, booking(phone, { package_id: full.id }));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(BOOKING_TEXTS.full);
    }
    expect((await book(from, booking(phone))).status).toBe(201);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await createTestApp({
      sharing: t,
      env: { TRUST_PROXY: 'true', PUBLIC_FORM_MAX_PER_HOUR: String(ADDRESS_CEILING), PUBLIC_FORM_MAX_PER_SENDER_PER_HOUR: String(PER_SENDER) },
      rateLimitsInDatabase: true,
    });
  });
  afterAll(() => second.close());

  it('share the counts: what one stored, the other counts', async () => {
    const from = '203.0.113.9';
    const phone = newPhone();
    const on = (app: TestApp) => app.request('POST', '/api/bookings', { body: booking(phone), headers: { 'x-forwarded-for': from } });
    expect((await on(t)).status).toBe(201);
    expect((await on(second)).status).toBe(201);
    expectRefusal(await on(t));
    expectRefusal(await on(second));
  });
});

/**
 * The figure of docs/decisions/0031-fair-form-limits.md: a carrier's shared address, with the
 * limits as shipped, sends a hundred bookings, messages and testimonials from a hundred phones
 * and e-mails. What it stores in the hour is the address ceiling of each form, no more.
 */
describe('a carrier-grade shared address under the shipped limits', () => {
  let shipped: TestApp;
  beforeAll(async () => {
    // The shipped numbers: only the sender limit the test app lowers for other tests is put back.
    shipped = await createTestApp({ env: { TRUST_PROXY: 'true', PUBLIC_FORM_MAX_PER_SENDER_PER_HOUR: '5' }, rateLimitsInDatabase: true });
  });
  afterAll(() => shipped.close());

  it('stores 60 of each form an hour from one address with distinct phones and e-mails', async () => {
    expect(shipped.config.publicFormMaxPerHour).toBe(60);
    const from = { 'x-forwarded-for': '100.64.0.1' };
    const { id } = await shipped.db
      .insertInto('packages')
      .values({ name: 'Perahu ramai', description: 'Tanpa batas kursi', duration: '3 jam', whatsapp_contact: '+6281111111111', facilities: [], price: 50_000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await shipped.request('PUT', `/api/bookings/rules/${id}`, { token: shipped.users.admin.token, body: { minDaysAhead: 0 } })).status).toBe(200);
    const day = addDays(todayIn(shipped.config.siteTimeZone), 3);
    const sent = 100;
    const stored: Record<string, number> = {};
    const forms: [string, string, (n: number) => unknown][] = [
      ['bookings', '/api/bookings', (n) => ({ package_id: id, booking_date: day, participants: 2, customer_name: `Tamu ${n}`, customer_phone: `0813${String(n).padStart(8, '0')}` })],
      ['contact', '/api/contact', (n) => ({ name: `Tamu ${n}`, email: `tamu${n}@operator.test`, subject: 'Tanya', message: 'Apakah ada homestay?' })],
      ['testimonials', '/api/testimonials', (n) => ({ name: `Tamu ${n}`, email: `tamu${n}@operator.test`, message: 'Airnya jernih.', star: 5 })],
    ];
    for (const [form, path, body] of forms) {
      const statuses: number[] = [];
      for (let n = 0; n < sent; n++) statuses.push((await shipped.request('POST', path, { body: body(n), headers: from })).status);
      stored[form] = statuses.filter((s) => s === 201).length;
      expect(statuses.filter((s) => s === 429)).toHaveLength(sent - stored[form]!);
    }
    console.info(`one address, ${sent} distinct senders per form: stored ${JSON.stringify(stored)}`);
    expect(stored).toEqual({ bookings: 60, contact: 60, testimonials: 60 });
  }, 120_000);
});

describe("the counts' table in PostgreSQL", () => {
  it.skipIf(!process.env.DATABASE_URL)('is swept of counts whose hour has ended, and keeps the running ones', async () => {
    const pool = new pg.Pool({ connectionString: t.databaseUrl!, max: 1 });
    try {
      const sent = await book('203.0.113.77', booking(newPhone()));
      expect(sent.status).toBe(201);
      await pool.query(`insert into rate_limits (key, points, expire) values ('contactByAddress:198.51.100.9', 3, $1)`, [Date.now() - 1000]);
      const running = async () => Number((await pool.query(`select count(*) as n from rate_limits where expire > $1`, [Date.now()])).rows[0].n);
      const before = await running();
      expect(before).toBeGreaterThan(0);
      expect(await pruneExpiredRateLimits(pool)).toBeGreaterThanOrEqual(1);
      expect((await pool.query(`select 1 from rate_limits where key = 'contactByAddress:198.51.100.9'`)).rowCount).toBe(0);
      expect(await running()).toBe(before);
    } finally {
      await pool.end();
    }
  });
});
