import { addDays, todayIn } from '@island/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(() => t.close());

describe('demo bookings', () => {
  it('give every demo package a capacity, and the coming days bookings in every state the screens show', async () => {
    const token = t.users.admin.token;
    const today = todayIn(t.config.siteTimeZone);
    const packages = (await t.request('GET', '/api/packages?limit=50')).body.data.packages as { id: number }[];
    for (const p of packages) {
      const rules = await t.request('GET', `/api/bookings/rules/${p.id}`, { token });
      expect(rules.body.data.capacityPerDate, String(p.id)).toEqual(expect.any(Number));
    }
    const list = (await t.request('GET', '/api/bookings?limit=100', { token })).body.data.bookings as { status: string; booking_date: string }[];
    expect(new Set(list.map((b) => b.status))).toEqual(new Set(['pending', 'confirmed', 'completed', 'cancelled', 'no_show']));
    expect(list.filter((b) => b.booking_date >= today && b.booking_date <= addDays(today, 7)).length).toBeGreaterThanOrEqual(6);
    expect((await t.request('GET', '/api/bookings/pending-count', { token })).body.data.count).toBeGreaterThanOrEqual(3);
    const manifest = (await t.request('GET', `/api/bookings/day/${today}`, { token })).body.data;
    expect(manifest.packages.flatMap((p: { bookings: unknown[] }) => p.bookings).length).toBeGreaterThanOrEqual(2);
    const closed = (await t.request('GET', '/api/bookings/closed-dates', { token })).body.data.dates;
    expect(closed).toHaveLength(1);
    const dashboard = (await t.request('GET', '/api/dashboard', { token })).body.data.bookings;
    expect(dashboard.personsToday).toBeGreaterThan(0);
    expect(dashboard.waiting).toBeGreaterThanOrEqual(3);
    // A nearly full day shows as such to visitors.
    const snorkel = (await t.request('GET', '/api/packages?search=Snorkeling')).body.data.packages[0];
    const days = (await t.request('GET', `/api/bookings/availability?package_id=${snorkel.id}&from=${today}&to=${addDays(today, 5)}`)).body.data.days;
    expect(days[3]).toMatchObject({ state: 'few', seats_left: 3 });
  });
});
