import { BOOKING_TEXTS } from '@island/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The process runs in UTC; the island is Asia/Makassar (UTC+8), so 16:00 UTC is its midnight and
// the server's own date stays the day before for eight more hours. Every request reads the app's
// clock (ctx.now()), which this test moves across that midnight. It stands a moment before it, so
// the midnight timer (armed from the app's clock) keeps firing until the clock is moved past.
let clock = new Date('2026-05-05T15:59:59.500Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { PUBLIC_FORM_MAX_PER_HOUR: '1000', PUBLIC_FORM_MAX_PER_SENDER_PER_HOUR: '1000' } });
});
afterAll(() => t.close());

async function newPackage(minDaysAhead: number): Promise<number> {
  const row = await t.db
    .insertInto('packages')
    .values({ name: `Paket Tengah Malam ${minDaysAhead}`, description: 'Keliling pulau', duration: '1 hari', whatsapp_contact: '+6281111111111', facilities: [], price: 100_000, min_persons: 1, max_persons: 10 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const res = await t.request('PUT', `/api/bookings/rules/${row.id}`, { token: t.users.admin.token, body: { minDaysAhead } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return row.id;
}

const book = (packageId: number, date: string) =>
  t.request('POST', '/api/bookings', { body: { package_id: packageId, booking_date: date, participants: 2, customer_name: 'Tamu Tengah Malam', customer_phone: '081234567890' } });

/** Why a day cannot be booked (null: it can), as the public calendar says it. */
const refusalOf = async (packageId: number, date: string) => {
  const res = await t.request('GET', `/api/bookings/availability?package_id=${packageId}&from=${date}&to=${date}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.days[0] as { reason: string | null }).reason;
};
const boardToday = async () => (await t.request('GET', '/api/transportation/today')).body.data.today.date as string;

/** Public answers are kept until the midnight timer drops them: asked again until they turn. */
async function until<T>(read: () => Promise<T>, expected: T, ms = 8000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value === expected || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("the island's midnight, with the server in UTC", () => {
  it('turns the booking rules, the boat board and the agenda at 16:00 UTC, not at the server’s midnight', async () => {
    const packageId = await newPackage(1);
    const event = await t.request('POST', '/api/events', {
      token: t.users.admin.token,
      body: { title: 'Lomba Dayung Sehari', category: 'olahraga', startsOn: '2026-05-05', place: 'Dermaga', description: '<p>Lomba dayung satu hari saja.</p>' },
    });
    expect(event.status, JSON.stringify(event.body)).toBe(201);

    // 23:58 on the 5th on the island: the 6th is a day ahead, as the rule asks.
    expect(await boardToday()).toBe('2026-05-05');
    expect(await refusalOf(packageId, '2026-05-06')).toBeNull();
    const before = await book(packageId, '2026-05-06');
    expect(before.status, JSON.stringify(before.body)).toBe(201);
    expect((await t.request('GET', `/api/events/slug/${event.body.data.slug as string}`)).body.data.isPast).toBe(false);

    // 00:00:30 on the 6th on the island; the server's own date (UTC) is still the 5th.
    clock = new Date('2026-05-05T16:00:30Z');
    expect(await until(boardToday, '2026-05-06')).toBe('2026-05-06');
    expect(await until(() => refusalOf(packageId, '2026-05-06'), 'too_soon')).toBe('too_soon');
    const after = await book(packageId, '2026-05-06');
    expect(after.status).toBe(400);
    expect(after.body.message).toBe(BOOKING_TEXTS.tooSoon(1));
    expect((await book(packageId, '2026-05-07')).status).toBe(201);
    const isPast = async () => (await t.request('GET', `/api/events/slug/${event.body.data.slug as string}`)).body.data.isPast as boolean;
    expect(await until(isPast, true)).toBe(true);
  });
});
