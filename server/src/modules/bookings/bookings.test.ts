import { addDays, BOOKING_CODE, BOOKING_TEXTS, todayIn, weekdayOf } from '@island/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox.ts';
import { expectStaffOnly } from '../../../test/staff-only.ts';
import { createTestApp, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';
import { DAY_TAG } from '../../clock/day-turn.ts';

const T = BOOKING_TEXTS;

let t: TestApp;
let inbox: SmtpInbox;
let today: string;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({
    env: { SMTP_URL: inbox.url, MAIL_FROM: 'Desa Pulau <desa@pulau.test>', NOTIFY_EMAIL: 'staf@pulau.test', PUBLIC_FORM_MAX_PER_HOUR: '1000', PUBLIC_FORM_MAX_PER_SENDER_PER_HOUR: '1000' },
  });
  today = todayIn(t.config.siteTimeZone);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const admin = () => t.users.admin.token;
const superadmin = () => t.users.superadmin.token;

/** A package straight into the table, with rules set through the REST door. */
async function newPackage(rules: Record<string, unknown> = {}, price = 250_000): Promise<number> {
  const row = await t.db
    .insertInto('packages')
    .values({ name: `Paket ${Math.random().toString(36).slice(2, 8)}`, description: 'Snorkeling dan makan siang', duration: '1 hari', whatsapp_contact: '+6281111111111', facilities: [], price, min_persons: 1, max_persons: 10 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const res = await t.request('PUT', `/api/bookings/rules/${row.id}`, { token: admin(), body: { minDaysAhead: 0, ...rules } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return row.id;
}

const request = (packageId: number, over: Record<string, unknown> = {}) => ({
  package_id: packageId,
  customer_name: 'Maya Putri',
  customer_email: 'maya@contoh.test',
  customer_phone: '0812-3456-7890',
  participants: 2,
  booking_date: addDays(today, 3),
  special_requests: 'Vegetarian',
  ...over,
});

async function book(packageId: number, over: Record<string, unknown> = {}) {
  const res = await t.request('POST', '/api/bookings', { body: request(packageId, over) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; code: string; key: string; url: string } & Record<string, unknown>;
}

const count = async () => Number((await t.db.selectFrom('bookings').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('POST /api/bookings (anyone, the old system body)', () => {
  it('books with the price computed by the server, a readable code and the page address', async () => {
    const id = await newPackage({}, 175_000);
    const res = await t.request('POST', '/api/bookings', { body: request(id, { participants: 3, total_price: 1 }) });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe('Booking berhasil dibuat');
    const data = res.body.data;
    expect(data.code).toMatch(BOOKING_CODE);
    expect(data.code).not.toMatch(/[01OI]/);
    expect(data.url).toBe(`/pesanan/${data.code}?k=${data.key}`);
    expect(data).toMatchObject({ price_per_person: 175_000, total_price: 525_000, participants: 3, status: 'pending', payment_status: 'unpaid', customer_phone: '6281234567890', can_cancel: true });
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The key is stored only as its hash.
    const stored = await t.db.selectFrom('bookings').select(['key_hash', 'total_price']).where('code', '=', data.code).executeTakeFirstOrThrow();
    expect(stored.key_hash).not.toContain(data.key);
    expect(stored.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(stored.total_price)).toBe(525_000);
  });

  it('normalises Indonesian and international WhatsApp numbers and refuses others', async () => {
    const id = await newPackage();
    expect((await book(id, { customer_phone: '+62 812 3456 7890' })).customer_phone).toBe('6281234567890');
    expect((await book(id, { customer_phone: '62812-3456-7890' })).customer_phone).toBe('6281234567890');
    expect((await book(id, { customer_phone: '+44 20 7946 0958' })).customer_phone).toBe('442079460958');
    const before = await count();
    const res = await t.request('POST', '/api/bookings', { body: request(id, { customer_phone: '12345' }) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ param: 'customer_phone', msg: T.phoneInvalid });
    expect(await count()).toBe(before);
  });

  it('refuses missing fields with the field texts, storing nothing', async () => {
    const before = await count();
    const res = await t.request('POST', '/api/bookings', { body: { package_id: 1 } });
    expect(res.status).toBe(400);
    const params = res.body.errors.map((e: { param: string }) => e.param);
    expect(params).toEqual(expect.arrayContaining(['booking_date', 'participants', 'customer_name', 'customer_phone']));
    expect(await count()).toBe(before);
  });

  it('refuses an unknown package with 404 and the old words', async () => {
    const res = await t.request('POST', '/api/bookings', { body: request(999_999) });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(T.packageUnavailable);
  });
});

describe('booking rules', () => {
  it('past date, lead time, horizon, weekday and persons bounds: 400 and nothing stored', async () => {
    const tomorrow = addDays(today, 1);
    const id = await newPackage({ minDaysAhead: 2, maxDaysAhead: 30, minPersons: 2, maxPersons: 6, weekdays: [weekdayOf(addDays(today, 5))] });
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ booking_date: addDays(today, -1) }, T.pastDate],
      [{ booking_date: tomorrow }, T.tooSoon(2)],
      [{ booking_date: addDays(today, 40) }, T.tooFar(30)],
      [{ booking_date: addDays(today, 6) }, T.weekdayClosed],
      [{ booking_date: addDays(today, 5), participants: 1 }, T.personsBelow(2)],
      [{ booking_date: addDays(today, 5), participants: 7 }, T.personsAbove(6)],
    ];
    for (const [over, message] of cases) {
      const res = await t.request('POST', '/api/bookings', { body: request(id, over) });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await count()).toBe(before);
    await book(id, { booking_date: addDays(today, 5), participants: 2 });
  });

  it('a date closed for the package or for all, and a package not bookable: 409', async () => {
    const date = addDays(today, 4);
    const id = await newPackage({ closedDates: [{ date, reason: 'Upacara adat' }] });
    let res = await t.request('POST', '/api/bookings', { body: request(id, { booking_date: date }) });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(T.dateClosedFor('Upacara adat'));

    const other = addDays(today, 8);
    const closed = await t.request('POST', '/api/bookings/closed-dates', { token: admin(), body: { date: other, reason: 'Gelombang tinggi' } });
    expect(closed.status).toBe(201);
    expect(closed.body.data).toMatchObject({ date: other, reason: 'Gelombang tinggi' });
    res = await t.request('POST', '/api/bookings', { body: request(id, { booking_date: other }) });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(T.dateClosedFor('Gelombang tinggi'));
    const listed = await t.request('GET', '/api/bookings/closed-dates', { token: admin() });
    expect(listed.body.data.dates).toContainEqual({ date: other, reason: 'Gelombang tinggi' });
    expect((await t.request('DELETE', `/api/bookings/closed-dates/${other}`, { token: admin() })).status).toBe(200);
    await book(id, { booking_date: other });

    await t.request('PUT', `/api/bookings/rules/${id}`, { token: admin(), body: { bookable: false } });
    res = await t.request('POST', '/api/bookings', { body: request(id) });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(T.notBookable);
  });

  it('capacity: a group larger than the seats left gets 409 with the seats left', async () => {
    const id = await newPackage({ capacityPerDate: 5 });
    await book(id, { participants: 3 });
    const res = await t.request('POST', '/api/bookings', { body: request(id, { participants: 3 }) });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(T.seatsLeft(2));
    await book(id, { participants: 2 });
    const full = await t.request('POST', '/api/bookings', { body: request(id, { participants: 1 }) });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(T.full);
  });

  it('rules read and written by staff; the group size is the package\'s own; bad values refused', async () => {
    const id = await newPackage({ capacityPerDate: 12, minPersons: 2, maxPersons: 8, weekdays: [6, 0, 6], cancellationNote: 'Gratis sampai H-2' });
    const res = await t.request('GET', `/api/bookings/rules/${id}`, { token: admin() });
    expect(res.body.data).toMatchObject({ packageId: id, bookable: true, capacityPerDate: 12, minPersons: 2, maxPersons: 8, weekdays: [0, 6], cancellationNote: 'Gratis sampai H-2', closedDates: [] });
    const pkg = await t.request('GET', `/api/packages/${id}`);
    expect(pkg.body.data).toMatchObject({ minPersons: 2, maxPersons: 8 });
    const cleared = await t.request('PUT', `/api/bookings/rules/${id}`, { token: admin(), body: { capacityPerDate: '' } });
    expect(cleared.body.data.capacityPerDate).toBeNull();
    expect((await t.request('PUT', `/api/bookings/rules/${id}`, { token: admin(), body: { minPersons: 9 } })).status).toBe(400);
    expect((await t.request('PUT', `/api/bookings/rules/${id}`, { token: admin(), body: { minDaysAhead: 10, maxDaysAhead: 5 } })).status).toBe(400);
    expect((await t.request('PUT', `/api/bookings/rules/${id}`, { token: admin(), body: { weekdays: [] } })).status).toBe(400);
    expect((await t.request('PUT', `/api/bookings/rules/${id}`, { token: admin(), body: { weekdays: [7] } })).status).toBe(400);
    expect((await t.request('GET', '/api/bookings/rules/999999', { token: admin() })).status).toBe(404);
  });
});

describe('GET /api/bookings/availability (public, cached, dropped by writes)', () => {
  it('per date open / few / full / closed with seats left and the reason', async () => {
    const closedDay = addDays(today, 6);
    const id = await newPackage({ capacityPerDate: 8, minDaysAhead: 1, maxDaysAhead: 20, closedDates: [{ date: closedDay, reason: 'Hari raya' }] });
    await book(id, { booking_date: addDays(today, 2), participants: 6 });
    await book(id, { booking_date: addDays(today, 3), participants: 8 });
    const res = await t.request('GET', `/api/bookings/availability?package_id=${id}&from=${addDays(today, -1)}&to=${addDays(today, 25)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('public');
    const data = res.body.data;
    expect(data).toMatchObject({ package_id: id, today, rules: { capacityPerDate: 8, price: 250_000, minDaysAhead: 1, maxDaysAhead: 20 } });
    const day = (n: number) => data.days.find((d: { date: string }) => d.date === addDays(today, n));
    expect(data.days).toHaveLength(27);
    expect(day(-1)).toMatchObject({ state: 'closed', reason: 'past' });
    expect(day(0)).toMatchObject({ state: 'closed', reason: 'too_soon' });
    expect(day(1)).toMatchObject({ state: 'open', seats_left: 8, reason: null });
    expect(day(2)).toMatchObject({ state: 'few', seats_left: 2 });
    expect(day(3)).toMatchObject({ state: 'full', seats_left: 0 });
    expect(day(6)).toEqual({ date: closedDay, state: 'closed', seats_left: null, reason: 'closed_date', note: 'Hari raya' });
    expect(day(21)).toMatchObject({ state: 'closed', reason: 'too_far' });

    // Cached, then dropped by a booking.
    const url = `/api/bookings/availability?package_id=${id}&from=${today}&to=${addDays(today, 5)}`;
    const first = await t.request('GET', url);
    const etag = first.headers.get('etag');
    expect((await t.request('GET', url, { headers: { 'if-none-match': etag! } })).status).toBe(304);
    await book(id, { booking_date: addDays(today, 1), participants: 7 });
    const after = await t.request('GET', url);
    expect(after.status).toBe(200);
    expect(after.body.data.days[1]).toMatchObject({ state: 'few', seats_left: 1 });
    // …and by a rule change.
    await t.request('PUT', `/api/bookings/rules/${id}`, { token: admin(), body: { capacityPerDate: 20 } });
    expect((await t.request('GET', url)).body.data.days[1]).toMatchObject({ state: 'open', seats_left: 13 });
    // …and by a date closed for all.
    await t.request('POST', '/api/bookings/closed-dates', { token: admin(), body: { date: addDays(today, 1), reason: 'Badai' } });
    expect((await t.request('GET', url)).body.data.days[1]).toMatchObject({ state: 'closed', reason: 'closed_date', note: 'Badai' });
    await t.request('DELETE', `/api/bookings/closed-dates/${addDays(today, 1)}`, { token: admin() });

    // …and at the island's midnight: what was kept is thrown away though nobody wrote (here a row
    // put behind the cache's back stands for the day having moved).
    expect((await t.request('GET', url)).body.data.days[1]).toMatchObject({ seats_left: 13 });
    await t.deps.db.updateTable('bookings').set({ participants: 10 }).where('package_id', '=', id).where('booking_date', '=', addDays(today, 1)).execute();
    expect((await t.request('GET', url)).body.data.days[1]).toMatchObject({ seats_left: 13 });
    await t.deps.publicCache!.invalidate([DAY_TAG], { broadcast: false });
    expect((await t.request('GET', url)).body.data.days[1]).toMatchObject({ seats_left: 10 });
  });

  it('names the first bookable day, also beyond the days asked, skipping full and closed ones', async () => {
    // Open from ten days on; day 10 is full for the smallest group, day 11 closed by the village.
    const id = await newPackage({ capacityPerDate: 4, minPersons: 2, minDaysAhead: 10, maxDaysAhead: 200, closedDates: [{ date: addDays(today, 11), reason: 'Upacara' }] });
    await book(id, { booking_date: addDays(today, 10), participants: 3 });
    const month = await t.request('GET', `/api/bookings/availability?package_id=${id}&from=${today}&to=${addDays(today, 5)}`);
    expect(month.body.data.first_open).toBe(addDays(today, 12));
    // Far beyond the default 120 days.
    await t.request('PUT', `/api/bookings/rules/${id}`, { token: admin(), body: { minDaysAhead: 150 } });
    expect((await t.request('GET', `/api/bookings/availability?package_id=${id}`)).body.data.first_open).toBe(addDays(today, 150));
    // Nothing left to book.
    await t.request('PUT', `/api/bookings/rules/${id}`, { token: admin(), body: { minDaysAhead: 200 } });
    await t.request('PUT', `/api/bookings/rules/${id}`, { token: admin(), body: { closedDates: [{ date: addDays(today, 200), reason: 'Tutup' }] } });
    expect((await t.request('GET', `/api/bookings/availability?package_id=${id}`)).body.data.first_open).toBeNull();
    await t.request('PUT', `/api/bookings/rules/${id}`, { token: admin(), body: { bookable: false, minDaysAhead: 1 } });
    expect((await t.request('GET', `/api/bookings/availability?package_id=${id}`)).body.data.first_open).toBeNull();
  });

  it('defaults to 120 days from today, refuses longer ranges, wrong order and unknown packages', async () => {
    const id = await newPackage();
    const res = await t.request('GET', `/api/bookings/availability?package_id=${id}`);
    expect(res.body.data.days).toHaveLength(120);
    expect(res.body.data.from).toBe(today);
    expect((await t.request('GET', `/api/bookings/availability?package_id=${id}&from=${today}&to=${addDays(today, 120)}`)).status).toBe(400);
    expect((await t.request('GET', `/api/bookings/availability?package_id=${id}&from=${today}&to=${addDays(today, -1)}`)).status).toBe(400);
    expect((await t.request('GET', `/api/bookings/availability?package_id=${id}&from=2026-02-30`)).status).toBe(400);
    expect((await t.request('GET', '/api/bookings/availability?package_id=999999')).status).toBe(404);
  });
});

describe("the visitor's page: code and key on both doors", () => {
  it('reads with the key only, never cached; a wrong or missing key is a 404 like an unknown code', async () => {
    const id = await newPackage({ cancellationNote: 'Pembatalan gratis sampai H-1' });
    const made = await book(id);
    const res = await t.request('GET', `/api/bookings/code/${made.code}?k=${made.key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.data).toMatchObject({ code: made.code, status: 'pending', cancellation_note: 'Pembatalan gratis sampai H-1', contact_whatsapp: '6281111111111', can_cancel: true });
    expect(res.body.data).not.toHaveProperty('notes');
    expect(res.body.data).not.toHaveProperty('id');
    const lower = await t.request('GET', `/api/bookings/code/${made.code.toLowerCase()}?k=${made.key}`);
    expect(lower.status).toBe(200);
    const trpc = await t.request('GET', trpcQueryUrl('bookings.byCode', { code: made.code, k: made.key }));
    expect(trpc.status).toBe(200);
    expect(trpc.headers.get('cache-control')).toBe('no-store');
    expect(trpc.body.result.data.code).toBe(made.code);

    const wrongKey = made.key.slice(0, -1) + (made.key.endsWith('A') ? 'B' : 'A');
    for (const url of [`/api/bookings/code/${made.code}?k=${wrongKey}`, `/api/bookings/code/PKT-ZZZZZZ?k=${made.key}`]) {
      const miss = await t.request('GET', url);
      expect(miss.status, url).toBe(404);
      expect(miss.body.message).toBe(T.notFound);
    }
    expect((await t.request('GET', `/api/bookings/code/${made.code}`)).status).toBe(400);
  });

  it('cancels with the key while pending or confirmed, frees the seats, then refuses', async () => {
    const id = await newPackage({ capacityPerDate: 2 });
    const made = await book(id, { participants: 2 });
    expect((await t.request('POST', `/api/bookings/code/${made.code}/cancel`, { body: { k: 'x'.repeat(43) } })).status).toBe(404);
    const res = await t.request('POST', `/api/bookings/code/${made.code}/cancel`, { body: { k: made.key } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', can_cancel: false });
    expect((await t.request('POST', `/api/bookings/code/${made.code}/cancel`, { body: { k: made.key } })).status).toBe(409);
    await book(id, { participants: 2 });
    const audit = await t.db.selectFrom('audit_log').select(['action', 'actor_role']).where('entity', '=', 'bookings').where('entity_id', '=', made.code).execute();
    expect(audit).toContainEqual({ action: 'cancel', actor_role: 'visitor' });
  });
});

describe('staff: list, get, status, reschedule, check-in, delete', () => {
  it('lists newest first with package_name and package_price, filters and searches', async () => {
    const id = await newPackage({}, 300_000);
    const first = await book(id, { customer_name: 'Andi Saputra', customer_phone: '081299990001', booking_date: addDays(today, 10) });
    const second = await book(id, { customer_name: 'Budi Santoso', customer_phone: '081299990002', booking_date: addDays(today, 11) });
    const res = await t.request('GET', `/api/bookings?package_id=${id}&limit=1`, { token: admin() });
    expect(res.status).toBe(200);
    expect(res.body.data.bookings).toHaveLength(1);
    expect(res.body.data.bookings[0]).toMatchObject({ id: second.id, package_price: 300_000, package_name: expect.stringMatching(/^Paket /) });
    expect(res.body.data.pagination).toMatchObject({ currentPage: 1, totalItems: 2, itemsPerPage: 1, totalPages: 2 });
    const search = async (q: string) => (await t.request('GET', `/api/bookings?search=${encodeURIComponent(q)}`, { token: admin() })).body.data.bookings.map((b: { id: number }) => b.id);
    expect(await search('andi')).toEqual([first.id]);
    expect(await search(first.code)).toEqual([first.id]);
    expect(await search('0812 9999 0002')).toEqual([second.id]);
    const ranged = await t.request('GET', `/api/bookings?package_id=${id}&from=${addDays(today, 11)}&to=${addDays(today, 11)}&status=pending&payment_status=unpaid`, { token: admin() });
    expect(ranged.body.data.bookings.map((b: { id: number }) => b.id)).toEqual([second.id]);
    expect((await t.request('GET', '/api/bookings?status=nope', { token: admin() })).status).toBe(400);
    const one = await t.request('GET', `/api/bookings/${first.id}`, { token: admin() });
    expect(one.body.data).toMatchObject({ code: first.code, customer_name: 'Andi Saputra', total_price: 600_000 });
    expect((await t.request('GET', '/api/bookings/999999', { token: admin() })).status).toBe(404);
  });

  it('status, payment and notes with a WhatsApp link and an e-mail to the visitor; the visitor sees the reason', async () => {
    const id = await newPackage();
    const made = await book(id, { customer_email: 'rina@contoh.test', customer_name: 'Rina' });
    await inbox.waitFor((m) => m.to.includes('rina@contoh.test') && m.raw.includes(made.code));
    const res = await t.request('PUT', `/api/bookings/${made.id}/status`, {
      token: admin(),
      body: { status: 'cancelled', status_reason: 'Perahu sedang diperbaiki', notes: 'Tawarkan minggu depan' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(T.updated);
    const change = res.body.data;
    expect(change.booking).toMatchObject({ status: 'cancelled', status_reason: 'Perahu sedang diperbaiki', notes: 'Tawarkan minggu depan' });
    expect(change.delivery).toBe('queued');
    expect(change.whatsappUrl).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
    expect(decodeURIComponent(change.whatsappUrl.split('text=')[1])).toContain(made.code);
    const mail = await inbox.waitFor((m) => m.to.includes('rina@contoh.test') && m.raw.includes('Perahu sedang diperbaiki'));
    expect(mail.raw).toContain(made.code);
    const page = await t.request('GET', `/api/bookings/code/${made.code}?k=${made.key}`);
    expect(page.body.data).toMatchObject({ status: 'cancelled', status_reason: 'Perahu sedang diperbaiki', can_cancel: false });
    expect(page.body.data).not.toHaveProperty('notes');

    const notesOnly = await t.request('PUT', `/api/bookings/${made.id}/status`, { token: admin(), body: { notes: 'Sudah ditelepon' } });
    expect(notesOnly.body.data.delivery).toBe('not_asked');
    const noEmail = await book(id, { customer_email: '' });
    const paid = await t.request('PUT', `/api/bookings/${noEmail.id}/status`, { token: admin(), body: { status: 'confirmed', payment_status: 'paid' } });
    expect(paid.body.data).toMatchObject({ delivery: 'no_email', booking: { status: 'confirmed', payment_status: 'paid' } });
    expect((await t.request('PUT', `/api/bookings/${noEmail.id}/status`, { token: admin(), body: {} })).status).toBe(400);
    expect((await t.request('PUT', `/api/bookings/${noEmail.id}/status`, { token: admin(), body: { payment_status: 'lunas' } })).status).toBe(400);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'changes']).where('entity', '=', 'bookings').where('entity_id', '=', String(noEmail.id)).where('action', '=', 'status').executeTakeFirstOrThrow();
    expect(audit.changes).toMatchObject({ status: { from: 'pending', to: 'confirmed' }, payment_status: { from: 'unpaid', to: 'paid' } });
    // The trail names a change by what it changed: notes alone, the payment alone.
    expect((await t.request('PUT', `/api/bookings/${noEmail.id}/status`, { token: admin(), body: { payment_status: 'unpaid' } })).status).toBe(200);
    const actions = async (bookingId: number) =>
      (await t.db.selectFrom('audit_log').select('action').where('entity', '=', 'bookings').where('entity_id', '=', String(bookingId)).orderBy('id').execute()).map((row) => row.action);
    expect(await actions(made.id)).toEqual(['create', 'status', 'notes']);
    expect(await actions(noEmail.id)).toEqual(['create', 'status', 'payment']);
  });

  it('done and not come are recorded from the trip\'s date on, never for a trip still ahead', async () => {
    const id = await newPackage();
    const ahead = await book(id, { booking_date: addDays(today, 3) });
    const now = await book(id, { booking_date: today });
    for (const made of [ahead, now]) {
      expect((await t.request('PUT', `/api/bookings/${made.id}/status`, { token: admin(), body: { status: 'confirmed' } })).status).toBe(200);
    }
    for (const status of ['completed', 'no_show']) {
      const early = await t.request('PUT', `/api/bookings/${ahead.id}/status`, { token: admin(), body: { status } });
      expect(early.status).toBe(409);
      expect(early.body.message).toBe(T.outcomeTooEarly);
    }
    const stored = await t.db.selectFrom('bookings').select('status').where('id', '=', ahead.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('confirmed');
    const noShow = await t.request('PUT', `/api/bookings/${now.id}/status`, { token: admin(), body: { status: 'no_show' } });
    expect(noShow.body.data.booking).toMatchObject({ status: 'no_show' });
    const cameAfterAll = await t.request('PUT', `/api/bookings/${now.id}/status`, { token: admin(), body: { status: 'completed' } });
    expect(cameAfterAll.body.data.booking).toMatchObject({ status: 'completed' });
  });

  it('a cancelled booking comes back only when its seats are still free', async () => {
    const id = await newPackage({ capacityPerDate: 4 });
    const made = await book(id, { participants: 3 });
    await t.request('PUT', `/api/bookings/${made.id}/status`, { token: admin(), body: { status: 'cancelled' } });
    await book(id, { participants: 2 });
    const res = await t.request('PUT', `/api/bookings/${made.id}/status`, { token: admin(), body: { status: 'confirmed' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(T.seatsLeft(2));
  });

  it('reschedules with the capacity checked again, the total recomputed from the booked price', async () => {
    const id = await newPackage({ capacityPerDate: 6 }, 100_000);
    const made = await book(id, { participants: 2, booking_date: addDays(today, 2) });
    await book(id, { participants: 5, booking_date: addDays(today, 3) });
    // A later price change does not touch what was booked.
    await t.db.updateTable('packages').set({ price: 999_000 }).where('id', '=', id).execute();
    const full = await t.request('PUT', `/api/bookings/${made.id}`, { token: admin(), body: { booking_date: addDays(today, 3) } });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(T.seatsLeft(1));
    const res = await t.request('PUT', `/api/bookings/${made.id}`, { token: admin(), body: { booking_date: addDays(today, 4), participants: 6 } });
    expect(res.status).toBe(200);
    expect(res.body.data.booking).toMatchObject({ booking_date: addDays(today, 4), participants: 6, total_price: 600_000, price_per_person: 100_000 });
    // Its own seats count as free when it grows on its own date.
    expect((await t.request('PUT', `/api/bookings/${made.id}`, { token: admin(), body: { participants: 6 } })).status).toBe(200);
    expect((await t.request('PUT', `/api/bookings/${made.id}`, { token: admin(), body: { booking_date: addDays(today, -2) } })).status).toBe(400);
  });

  it('checks in and out, counts pending bookings, and deletes for the superadmin only', async () => {
    const id = await newPackage();
    const before = (await t.request('GET', '/api/bookings/pending-count', { token: admin() })).body.data.count;
    // Checked in on its own date only (check-in.test.ts): a booking for today.
    const made = await book(id, { booking_date: today });
    expect((await t.request('GET', '/api/bookings/pending-count', { token: admin() })).body.data.count).toBe(before + 1);
    const checked = await t.request('PUT', `/api/bookings/${made.id}/check-in`, { token: admin(), body: { checked_in: true } });
    expect(checked.body).toMatchObject({ message: T.checkedIn, data: { checked_in_at: expect.any(String) } });
    const undone = await t.request('PUT', `/api/bookings/${made.id}/check-in`, { token: admin(), body: { checked_in: false } });
    expect(undone.body).toMatchObject({ message: T.checkInUndone, data: { checked_in_at: null } });
    expect((await t.request('DELETE', `/api/bookings/${made.id}`, { token: admin() })).status).toBe(403);
    const gone = await t.request('DELETE', `/api/bookings/${made.id}`, { token: superadmin() });
    expect(gone.body).toMatchObject({ success: true, message: T.deleted, data: { id: made.id, code: made.code } });
    expect((await t.request('DELETE', `/api/bookings/${made.id}`, { token: superadmin() })).status).toBe(404);
  });
});

describe('calendar and manifest', () => {
  it('a month per day against capacity with closed days; a day per package with who comes', async () => {
    const date = addDays(today, 12);
    const id = await newPackage({ capacityPerDate: 10 });
    const a = await book(id, { booking_date: date, participants: 3, customer_name: 'Citra' });
    const b = await book(id, { booking_date: date, participants: 2, customer_name: 'Dewi' });
    await t.request('PUT', `/api/bookings/${b.id}/status`, { token: admin(), body: { status: 'cancelled' } });
    await t.request('POST', '/api/bookings/closed-dates', { token: admin(), body: { date: addDays(date, 1), reason: 'Nyepi' } });
    const month = date.slice(0, 7);
    const cal = await t.request('GET', `/api/bookings/calendar?month=${month}&package_id=${id}`, { token: admin() });
    expect(cal.status).toBe(200);
    const day = cal.body.data.days.find((d: { date: string }) => d.date === date);
    expect(day).toMatchObject({ bookings: 1, pending: 1, persons: 3, capacity: 10, closed: false });
    expect(day.packages[0]).toMatchObject({ package_id: id, bookings: 1, persons: 3, capacity: 10, state: 'open' });
    if (addDays(date, 1).startsWith(month)) {
      expect(cal.body.data.days.find((d: { date: string }) => d.date === addDays(date, 1))).toMatchObject({ closed: true, note: 'Nyepi' });
    }
    expect((await t.request('GET', '/api/bookings/calendar?month=2026-13', { token: admin() })).status).toBe(400);

    // One package picked: its own closed dates are closed days of the calendar, with the reason.
    const shut = await newPackage({ closedDates: [{ date, reason: 'Perahu diperbaiki' }] });
    const own = await t.request('GET', `/api/bookings/calendar?month=${month}&package_id=${shut}`, { token: admin() });
    expect(own.body.data.days.find((d: { date: string }) => d.date === date)).toMatchObject({ closed: true, note: 'Perahu diperbaiki', bookings: 0 });
    const everyPackage = await t.request('GET', `/api/bookings/calendar?month=${month}`, { token: admin() });
    expect(everyPackage.body.data.days.find((d: { date: string }) => d.date === date)).toMatchObject({ closed: false, note: null });

    const manifest = await t.request('GET', `/api/bookings/day/${date}`, { token: admin() });
    const group = manifest.body.data.packages.find((p: { package_id: number }) => p.package_id === id);
    expect(group).toMatchObject({ persons: 3, capacity: 10, checkedIn: 0 });
    expect(group.bookings.map((x: { code: string }) => x.code)).toEqual([a.code, b.code]);
    expect(group.bookings[0]).toMatchObject({ customer_name: 'Citra', customer_phone: '6281234567890', participants: 3, special_requests: 'Vegetarian', payment_status: 'unpaid' });
  });
});

describe('e-mails through the SMTP server', () => {
  it('the visitor gets the code and the page address; NOTIFY_EMAIL hears of each new booking', async () => {
    const id = await newPackage({ cancellationNote: 'Gratis sampai H-2' });
    // A package's number in the local form still makes a link WhatsApp opens.
    await t.db.updateTable('packages').set({ whatsapp_contact: '081211112222' }).where('id', '=', id).execute();
    const made = await book(id, { customer_email: 'sari@contoh.test', customer_name: 'Sari' });
    expect(made.contact_whatsapp).toBe('6281211112222');
    const toVisitor = await inbox.waitFor((m) => m.to.includes('sari@contoh.test'));
    const body = toVisitor.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toContain(made.code);
    expect(body).toContain(`${t.baseUrl}/pesanan/${made.code}?k=${made.key}`);
    // What the page shows besides: the village's WhatsApp with the code in the message, the cancellation terms.
    expect(body).toContain('https://wa.me/6281211112222?text=');
    expect(decodeURIComponent(/wa\.me\/6281211112222\?text=([^\s]+)/.exec(body)![1]!)).toContain(made.code);
    // The terms made from the rule in both languages, the package's own note on the line below.
    expect(body).toMatch(/Ketentuan pembatalan: Gratis dibatalkan hingga 24 jam sebelum trip; uang muka dikembalikan\.\r?\nGratis sampai H-2/);
    expect(body).toMatch(/Cancellation terms: Free cancellation up to 24 hours before the trip; the deposit is refunded\.\r?\nGratis sampai H-2/);
    const notice = await inbox.waitFor((m) => m.to.includes('staf@pulau.test') && m.raw.includes(made.code));
    expect(notice.raw).toMatch(/^Reply-To: sari@contoh\.test/m);
  });
});

describe('role matrix', () => {
  it('staff-only procedures refuse other roles and anonymous callers, and let admin and superadmin in', async () => {
    const id = await newPackage();
    const made = await book(id);
    const rows: [string, string, unknown?][] = [
      ['GET', '/api/bookings'],
      ['GET', '/api/bookings/pending-count'],
      ['GET', '/api/bookings/unseen-cancellations'],
      ['PATCH', `/api/bookings/${made.id}/cancellation-seen`],
      ['GET', `/api/bookings/calendar?month=${today.slice(0, 7)}`],
      ['GET', `/api/bookings/day/${today}`],
      ['GET', `/api/bookings/${made.id}`],
      ['PUT', `/api/bookings/${made.id}/status`, { status: 'confirmed' }],
      ['PUT', `/api/bookings/${made.id}`, { participants: 3 }],
      ['PUT', `/api/bookings/${made.id}/check-in`, { checked_in: true }],
      ['DELETE', `/api/bookings/${made.id}`],
      ['GET', `/api/bookings/rules/${id}`],
      ['PUT', `/api/bookings/rules/${id}`, { capacityPerDate: 1 }],
      ['GET', '/api/bookings/closed-dates'],
      ['POST', '/api/bookings/closed-dates', { date: addDays(today, 50), reason: 'Tes' }],
      ['DELETE', `/api/bookings/closed-dates/${addDays(today, 50)}`],
    ];
    for (const [method, url, body] of rows) await expectStaffOnly(t, method, url, body);
    const unchanged = await t.request('GET', `/api/bookings/${made.id}`, { token: admin() });
    expect(unchanged.body.data).toMatchObject({ status: 'pending', participants: 2, checked_in_at: null });
    // Admin and superadmin may do all but delete, which is the superadmin's.
    for (const token of [admin(), superadmin()]) {
      expect((await t.request('GET', '/api/bookings', { token })).status).toBe(200);
      expect((await t.request('GET', `/api/bookings/rules/${id}`, { token })).status).toBe(200);
    }
    expect((await t.request('DELETE', `/api/bookings/${made.id}`, { token: admin() })).status).toBe(403);
    // Every other staff row lets both in (what it answers is the other tests' business).
    const deleteRow = `/api/bookings/${made.id}`;
    for (const [role, token] of [['admin', admin()], ['superadmin', superadmin()]] as const) {
      for (const [method, url, body] of rows.filter(([m, u]) => !(m === 'DELETE' && u === deleteRow))) {
        const res = await t.request(method, url, { body, token });
        expect([401, 403], `${role} ${method} ${url}`).not.toContain(res.status);
        expect(res.status, `${role} ${method} ${url}`).toBeLessThan(500);
      }
    }
    // The public procedures answer anyone (tRPC door too).
    expect((await t.request('GET', trpcQueryUrl('bookings.availability', { package_id: id }))).status).toBe(200);
    expect((await t.request('GET', `/api/bookings/code/${made.code}?k=${made.key}`, { token: t.users.msme.token })).status).toBe(200);
    // Last: the superadmin's delete.
    expect((await t.request('DELETE', deleteRow, { token: superadmin() })).status).toBe(200);
  });
});

describe('dashboard', () => {
  it('counts bookings waiting, persons today and tomorrow, and the weekly series', async () => {
    const id = await newPackage({ minDaysAhead: 0 });
    await book(id, { booking_date: today, participants: 4 });
    await book(id, { booking_date: addDays(today, 1), participants: 3 });
    const res = await t.request('GET', '/api/dashboard', { token: admin() });
    const figures = res.body.data.bookings;
    expect(figures.waiting).toBe((await t.request('GET', '/api/bookings/pending-count', { token: admin() })).body.data.count);
    expect(figures.personsToday).toBeGreaterThanOrEqual(4);
    expect(figures.personsTomorrow).toBeGreaterThanOrEqual(3);
    expect(figures.perWeek).toHaveLength(12);
    const week = figures.perWeek.at(-1);
    expect(weekdayOf(week.weekStart)).toBe(1);
    expect(week.bookings).toBeGreaterThanOrEqual(2);
    expect(week.persons).toBeGreaterThanOrEqual(7);
  });
});
