import { addDays, BOOKING_TEXTS, todayIn } from '@island/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The capacity holds under concurrent requests: run on PGlite, and on PostgreSQL with
 * DATABASE_URL set (where requests really run at once on separate connections).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_FORM_MAX_PER_HOUR: '1000', PUBLIC_FORM_MAX_PER_SENDER_PER_HOUR: '1000' } });
});
afterAll(async () => {
  await t.close();
});

describe(`capacity under concurrency (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('30 parallel requests for the last 5 seats: exactly 5 bookings, the rest 409 with the seats left', async () => {
    const today = todayIn(t.config.siteTimeZone);
    const date = addDays(today, 7);
    const { id } = await t.db
      .insertInto('packages')
      .values({ name: 'Perahu kecil', description: 'Lima kursi terakhir', duration: '3 jam', whatsapp_contact: '+6281111111111', facilities: [], price: 50_000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = t.users.admin.token;
    expect((await t.request('PUT', `/api/bookings/rules/${id}`, { token, body: { capacityPerDate: 12, minDaysAhead: 0 } })).status).toBe(200);
    const body = (n: number, persons: number) => ({
      package_id: id,
      booking_date: date,
      participants: persons,
      customer_name: `Tamu ${n}`,
      customer_phone: `08123456${String(n).padStart(4, '0')}`,
    });
    // 7 of 12 seats are taken: 5 are left.
    expect((await t.request('POST', '/api/bookings', { body: body(0, 7) })).status).toBe(201);

    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => t.request('POST', '/api/bookings', { body: body(i + 1, 1) })));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(25);
    for (const res of answers.filter((r) => r.status === 409)) {
      expect(res.body).toMatchObject({ success: false, code: 'CONFLICT', message: BOOKING_TEXTS.full });
      expect(res.body.errors).toEqual([{ param: 'participants', msg: BOOKING_TEXTS.full }]);
    }
    const stored = await t.db
      .selectFrom('bookings')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('participants').as('persons')])
      .where('package_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(6);
    expect(Number(stored.persons)).toBe(12);

    // Groups of 2 racing for the last seats after two cancellations: the message names what is left.
    const bookings = await t.db.selectFrom('bookings').select('id').where('package_id', '=', id).where('participants', '=', 1).limit(3).execute();
    for (const b of bookings) await t.request('PUT', `/api/bookings/${b.id}/status`, { token, body: { status: 'cancelled' } });
    const pairs = await Promise.all(Array.from({ length: 10 }, (_, i) => t.request('POST', '/api/bookings', { body: body(100 + i, 2) })));
    expect(pairs.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = pairs.filter((r) => r.status === 409).map((r) => r.body.message);
    expect(refused).toHaveLength(9);
    for (const message of refused) expect(message).toBe(BOOKING_TEXTS.seatsLeft(1));
  });
});
