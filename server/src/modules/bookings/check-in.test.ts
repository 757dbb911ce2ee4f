import { BOOKING_TEXTS } from '@island/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// The process runs in UTC, the island in Asia/Makassar (UTC+8): at 17:00 UTC on the 9th the
// island is already at 01:00 on the 10th, and the server's own date is still the 9th.
let clock = new Date('2026-03-09T17:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { PUBLIC_FORM_MAX_PER_HOUR: '1000' } });
});
afterAll(() => t.close());

const T = BOOKING_TEXTS;
const admin = () => t.users.admin.token;

async function newPackage(): Promise<number> {
  const row = await t.db
    .insertInto('packages')
    .values({ name: 'Paket Hadir', description: 'Snorkeling', duration: '1 hari', whatsapp_contact: '+6281111111111', facilities: [], price: 100_000, min_persons: 1, max_persons: 10 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const res = await t.request('PUT', `/api/bookings/rules/${row.id}`, { token: admin(), body: { minDaysAhead: 0 } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return row.id;
}

async function book(packageId: number, date: string, name: string) {
  const res = await t.request('POST', '/api/bookings', {
    body: { package_id: packageId, booking_date: date, participants: 2, customer_name: name, customer_phone: '081234567890' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; code: string; key: string };
}

const checkIn = (id: number, checked_in = true) => t.request('PUT', `/api/bookings/${id}/check-in`, { token: admin(), body: { checked_in } });

describe('check-in on the trip’s own date, for bookings that hold seats', () => {
  let packageId: number;
  beforeAll(async () => {
    packageId = await newPackage();
  });

  it('takes the tick on the island’s today, though the server’s date is still yesterday', async () => {
    const made = await book(packageId, '2026-03-10', 'Tamu Hari Ini');
    const res = await checkIn(made.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ message: T.checkedIn, data: { checked_in_at: clock.toISOString() } });
    expect((await checkIn(made.id, false)).body).toMatchObject({ message: T.checkInUndone, data: { checked_in_at: null } });
  });

  it('refuses another day with 409 and the reason in Indonesian and English, on both doors', async () => {
    const tomorrow = await book(packageId, '2026-03-11', 'Tamu Besok');
    const res = await checkIn(tomorrow.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(T.checkInOtherDay);
    expect(res.body.message).toMatch(/^Kehadiran hanya bisa dicatat pada tanggal perjalanan \/ Check-in is only possible on the trip’s date$/);
    expect(res.body.errors).toEqual([{ param: 'checked_in', msg: T.checkInOtherDay }]);
    const trpc = await t.request('POST', '/trpc/bookings.checkIn', { token: admin(), body: { id: tomorrow.id, checked_in: true } });
    expect(trpc.status).toBe(409);
    expect(JSON.stringify(trpc.body)).toContain('Check-in is only possible');

    // The day after, the trip's date has passed: refused too, and nothing was written.
    clock = new Date('2026-03-11T17:00:00Z'); // 01:00 on the 12th on the island
    expect((await checkIn(tomorrow.id)).status).toBe(409);
    const row = await t.db.selectFrom('bookings').select('checked_in_at').where('id', '=', tomorrow.id).executeTakeFirstOrThrow();
    expect(row.checked_in_at).toBeNull();
    clock = new Date('2026-03-09T17:00:00Z');
  });

  it('refuses a cancelled booking on its own date, and the manifest says which day it is', async () => {
    const made = await book(packageId, '2026-03-10', 'Tamu Batal');
    // The trip's day has begun, past the visitor's window: the desk cancels it.
    const cancel = await t.request('PUT', `/api/bookings/${made.id}/status`, { token: admin(), body: { status: 'cancelled', notify: false } });
    expect(cancel.status).toBe(200);
    const res = await checkIn(made.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(T.checkInNoSeats);
    expect(res.body.message).toContain('A cancelled or no-show booking cannot be checked in');
    expect((await checkIn(999_999)).status).toBe(404);

    const day = await t.request('GET', '/api/bookings/day/2026-03-10', { token: admin() });
    expect(day.status).toBe(200);
    expect(day.body.data).toMatchObject({ date: '2026-03-10', today: '2026-03-10' });
    expect((await t.request('GET', '/api/bookings/day/2026-03-11', { token: admin() })).body.data.today).toBe('2026-03-10');
  });
});
