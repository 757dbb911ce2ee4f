import { addDays, todayIn } from '@island/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** What the booking's page offers beyond the booking: its calendar file and how to pay. */
let t: TestApp;
let packageId: number;
beforeAll(async () => {
  t = await createTestApp();
  const row = await t.db
    .insertInto('packages')
    .values({ name: 'Snorkeling Karang', description: 'Snorkeling dan makan siang', duration: '1 hari', whatsapp_contact: '+6281111111111', facilities: [], price: 200_000, min_persons: 1, max_persons: 10 })
    .returning('id')
    .executeTakeFirstOrThrow();
  packageId = row.id;
  const rules = await t.request('PUT', `/api/bookings/rules/${packageId}`, { token: t.users.admin.token, body: { minDaysAhead: 0 } });
  expect(rules.status).toBe(200);
});
afterAll(async () => t?.close());

async function book() {
  const date = addDays(todayIn(t.config.siteTimeZone), 5);
  const res = await t.request('POST', '/api/bookings', {
    body: { package_id: packageId, customer_name: 'Rina', customer_phone: '0812-1111-2222', participants: 3, booking_date: date },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...(res.body.data as { code: string; key: string }), date };
}

describe("the booking's calendar file", () => {
  it('is the trip as an all-day event on its date, linking back to the page with its key, never cached', async () => {
    const { code, key, date } = await book();
    const res = await t.request('GET', `/api/bookings/code/${code}/calendar.ics?k=${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const file = String(res.body).replace(/\r\n[ \t]/g, '');
    expect(file).toContain(`DTSTART;VALUE=DATE:${date.replaceAll('-', '')}`);
    expect(file).toContain(`DTEND;VALUE=DATE:${addDays(date, 1).replaceAll('-', '')}`);
    expect(file).toContain(`SUMMARY:Snorkeling Karang (${code})`);
    expect(file).toContain(`/pesanan/${code}?k=${key}`);
    expect(file).toContain('3 orang');

    const english = String((await t.request('GET', `/api/bookings/code/${code}/calendar.ics?k=${key}&lang=en`)).body).replace(/\r\n[ \t]/g, '');
    expect(english).toContain(`/en/pesanan/${code}?k=${key}`);
    expect(english).toContain('3 people');
  });

  it('answers 404 for a wrong or missing key, as the page does', async () => {
    const { code } = await book();
    for (const query of ['', '?k=short', `?k=${'A'.repeat(43)}`]) {
      const res = await t.request('GET', `/api/bookings/code/${code}/calendar.ics${query}`);
      expect(res.status, query).toBe(404);
      expect(res.body.success).toBe(false);
    }
  });
});

describe('how to pay', () => {
  it("is written by staff in Settings' payment tab and read by everyone with the other settings", async () => {
    const body = { category: 'payment', bank_name: 'BRI', bank_account_number: '0123-01-004567-50-9', bank_account_holder: 'BUMDes', pay_at_jetty: true, payment_note: 'DP 50%' };
    const put = await t.request('PUT', '/api/settings/category/payment', { body, token: t.users.admin.token });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const all = await t.request('GET', '/api/settings');
    expect(all.body.data.payment).toEqual({ bank_name: 'BRI', bank_account_number: '0123-01-004567-50-9', bank_account_holder: 'BUMDes', qris_image: null, pay_at_jetty: true, payment_note: 'DP 50%' });
  });

  it('refuses an account number with letters, and keys the tab does not have', async () => {
    const letters = await t.request('PUT', '/api/settings/category/payment', { body: { category: 'payment', bank_account_number: '0123abc' }, token: t.users.admin.token });
    expect(letters.status).toBe(400);
    const unknown = await t.request('PUT', '/api/settings/category/payment', { body: { category: 'payment', iban: 'x' }, token: t.users.admin.token });
    expect(unknown.status).toBe(400);
  });
});
