import { BOOKING_TEXTS } from '@island/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStaffOnly } from '../../../test/staff-only.ts';
import { createTestApp, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';

// The island is Asia/Makassar (UTC+8): 2026-03-09T00:00Z is 08.00 on the 9th there.
const ISLAND_0800_ON_9TH = new Date('2026-03-09T00:00:00Z');
let clock = ISLAND_0800_ON_9TH;
/** The app's clock set to a time on the island's wall clock (`YYYY-MM-DDTHH:MM`, UTC+8). */
const islandAt = (wall: string) => {
  clock = new Date(`${wall}:00+08:00`);
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { PUBLIC_FORM_MAX_PER_HOUR: '1000', PUBLIC_FORM_MAX_PER_SENDER_PER_HOUR: '1000' } });
});
afterAll(() => t.close());

const T = BOOKING_TEXTS;
const admin = () => t.users.admin.token;

/** A package that starts at `firstTime` (none: the start of the island's day), with its rules. */
async function newPackage(rules: Record<string, unknown>, firstTime?: string): Promise<number> {
  const itinerary = firstTime ? [{ time: firstTime, text: 'Kumpul di dermaga' }, { time: '12.00', text: 'Makan siang' }] : [];
  const row = await t.db
    .insertInto('packages')
    .values({ name: `Paket ${Math.random().toString(36).slice(2, 8)}`, description: 'Snorkeling', duration: '1 hari', whatsapp_contact: '+6281111111111', facilities: [], price: 100_000, min_persons: 1, max_persons: 10, itinerary: JSON.stringify(itinerary) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const res = await t.request('PUT', `/api/bookings/rules/${row.id}`, { token: admin(), body: { minDaysAhead: 0, ...rules } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return row.id;
}

async function book(packageId: number, date: string) {
  const res = await t.request('POST', '/api/bookings', { body: { package_id: packageId, booking_date: date, participants: 2, customer_name: 'Tamu Batal', customer_phone: '081234567890' } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; code: string; key: string } & Record<string, unknown>;
}

const cancel = (made: { code: string; key: string }) => t.request('POST', `/api/bookings/code/${made.code}/cancel`, { body: { k: made.key } });
const page = async (made: { code: string; key: string }) => (await t.request('GET', `/api/bookings/code/${made.code}?k=${made.key}`)).body.data;
const unseen = async () => {
  const res = await t.request('GET', '/api/bookings/unseen-cancellations', { token: admin() });
  expect(res.status).toBe(200);
  return res.body.data.count as number;
};

describe("a package's cancellation terms as rules", () => {
  it('default to 24 hours with the deposit refunded, save within bounds, and reach the booking form', async () => {
    const id = await newPackage({});
    const read = await t.request('GET', `/api/bookings/rules/${id}`, { token: admin() });
    expect(read.body.data).toMatchObject({ cancelHoursBefore: 24, refundDeposit: true });
    const saved = await t.request('PUT', `/api/bookings/rules/${id}`, { token: admin(), body: { cancelHoursBefore: '48', refundDeposit: 'false' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ cancelHoursBefore: 48, refundDeposit: false, minDaysAhead: 0 });
    for (const body of [{ cancelHoursBefore: 721 }, { cancelHoursBefore: -1 }, { cancelHoursBefore: 1.5 }, { cancelHoursBefore: 'besok' }]) {
      const refused = await t.request('PUT', `/api/bookings/rules/${id}`, { token: admin(), body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors[0]).toMatchObject({ param: 'cancelHoursBefore', msg: T.cancelHours });
    }
    expect((await t.request('PUT', `/api/bookings/rules/${id}`, { token: admin(), body: { refundDeposit: 'mungkin' } })).status).toBe(400);
    // Fields left out keep what is stored.
    const kept = await t.request('PUT', `/api/bookings/rules/${id}`, { token: admin(), body: { capacityPerDate: 5 } });
    expect(kept.body.data).toMatchObject({ cancelHoursBefore: 48, refundDeposit: false, capacityPerDate: 5 });
    const availability = await t.request('GET', `/api/bookings/availability?package_id=${id}`);
    expect(availability.body.data.rules).toMatchObject({ cancelHoursBefore: 48, refundDeposit: false });
  });
});

describe("a visitor's cancellation, on the island's clock", () => {
  it('is allowed until the hours before the first itinerary time, refused from that minute on (409 on both doors)', async () => {
    islandAt('2026-03-09T08:00');
    const id = await newPackage({ cancelHoursBefore: 24, refundDeposit: false }, '07.00');
    const early = await book(id, '2026-03-11');
    const late = await book(id, '2026-03-11');
    expect(await page(early)).toMatchObject({ cancel_hours_before: 24, refund_deposit: false, cancel_until: '2026-03-10T07:00', can_cancel: true, cancel_too_late: false });

    // One minute before the deadline: cancelled, and the answer says the deposit stays with the village.
    islandAt('2026-03-10T06:59');
    const inTime = await cancel(early);
    expect(inTime.status).toBe(200);
    expect(inTime.body.data).toMatchObject({ status: 'cancelled', refund_deposit: false, can_cancel: false, cancel_too_late: false });

    // At the deadline: refused with the rule's hours, nothing changed; the page now says so.
    islandAt('2026-03-10T07:00');
    const refused = await cancel(late);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(T.cancelTooLate(24));
    expect(refused.body.errors[0]).toMatchObject({ param: 'status' });
    const trpc = await t.request('POST', '/trpc/bookings.cancelByCode', { body: { code: late.code, k: late.key } });
    expect(trpc.status).toBe(409);
    expect(JSON.stringify(trpc.body)).toContain('24 jam sebelum trip');
    expect(await page(late)).toMatchObject({ status: 'pending', can_cancel: false, cancel_too_late: true, cancel_until: '2026-03-10T07:00' });
  });

  it('0 hours is until the trip starts: the start of the island day without an itinerary time; the deposit flag answers', async () => {
    islandAt('2026-03-09T08:00');
    const id = await newPackage({ cancelHoursBefore: 0, refundDeposit: true });
    const first = await book(id, '2026-03-10');
    const second = await book(id, '2026-03-10');
    islandAt('2026-03-09T23:59');
    const inTime = await cancel(first);
    expect(inTime.status).toBe(200);
    expect(inTime.body.data).toMatchObject({ status: 'cancelled', refund_deposit: true, cancel_hours_before: 0, cancel_until: '2026-03-10T00:00' });
    islandAt('2026-03-10T00:00');
    const refused = await cancel(second);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(T.cancelAfterStart);
    // A settled booking is refused for what it is, not for the time.
    islandAt('2026-03-09T08:00');
    expect((await cancel(first)).body.message).toBe(T.notCancellable);
  });
});

describe("staff are told of a visitor's cancellation", () => {
  it('the unseen count rises on a visitor cancellation, not a staff one, and falls when a clerk has seen it', async () => {
    islandAt('2026-03-09T08:00');
    const id = await newPackage({ cancelHoursBefore: 24 }, '08.00');
    const byVisitor = await book(id, '2026-03-20');
    const byStaff = await book(id, '2026-03-20');
    const before = await unseen();

    expect((await cancel(byVisitor)).status).toBe(200);
    expect((await t.request('PUT', `/api/bookings/${byStaff.id}/status`, { token: admin(), body: { status: 'cancelled', notify: false } })).status).toBe(200);
    expect(await unseen()).toBe(before + 1);
    const trpcCount = await t.request('GET', trpcQueryUrl('bookings.unseenCancellations'), { token: admin() });
    expect(trpcCount.body.result.data.count).toBe(before + 1);
    const dashboard = await t.request('GET', '/api/dashboard', { token: admin() });
    expect(dashboard.body.data.bookings.cancelledUnseen).toBe(before + 1);

    const one = await t.request('GET', `/api/bookings/${byVisitor.id}`, { token: admin() });
    expect(one.body.data).toMatchObject({ status: 'cancelled', cancelled_by_visitor_at: clock.toISOString(), cancellation_seen_at: null });
    const listed = await t.request('GET', '/api/bookings?unseen_cancellations=true', { token: admin() });
    expect(listed.body.data.bookings.map((b: { id: number }) => b.id)).toContain(byVisitor.id);
    expect(listed.body.data.bookings.map((b: { id: number }) => b.id)).not.toContain(byStaff.id);

    // Seen: out of the count and the list, once; seeing it again changes nothing.
    islandAt('2026-03-09T09:15');
    const seen = await t.request('PATCH', `/api/bookings/${byVisitor.id}/cancellation-seen`, { token: admin() });
    expect(seen.status).toBe(200);
    expect(seen.body.message).toBe(T.cancellationSeen);
    expect(seen.body.data).toMatchObject({ id: byVisitor.id, cancellation_seen_at: clock.toISOString() });
    expect(await unseen()).toBe(before);
    const listedAfter = await t.request('GET', '/api/bookings?unseen_cancellations=true', { token: admin() });
    expect(listedAfter.body.data.bookings.map((b: { id: number }) => b.id)).not.toContain(byVisitor.id);
    islandAt('2026-03-09T10:00');
    const again = await t.request('POST', '/trpc/bookings.markCancellationSeen', { token: admin(), body: { id: byVisitor.id } });
    expect(again.status).toBe(200);
    expect(again.body.result.data.cancellation_seen_at).toBe(seen.body.data.cancellation_seen_at);
    expect((await t.request('PATCH', '/api/bookings/999999/cancellation-seen', { token: admin() })).status).toBe(404);

    // The trail says who saw it, and when the visitor cancelled.
    const trail = await t.db.selectFrom('audit_log').select(['action', 'actor_role', 'changes']).where('entity', '=', 'bookings').where('entity_id', '=', String(byVisitor.id)).where('action', '=', 'cancellation-seen').orderBy('id').execute();
    expect(trail[0]).toMatchObject({ action: 'cancellation-seen', actor_role: 'admin' });
    expect(JSON.stringify(trail[0]!.changes)).toContain('cancellation_seen_at');
  });

  it('the count and the mark-seen call are the staff’s only; refused callers change nothing', async () => {
    islandAt('2026-03-09T08:00');
    const id = await newPackage({});
    const made = await book(id, '2026-03-25');
    expect((await cancel(made)).status).toBe(200);
    await expectStaffOnly(t, 'GET', '/api/bookings/unseen-cancellations');
    await expectStaffOnly(t, 'PATCH', `/api/bookings/${made.id}/cancellation-seen`);
    expect((await t.request('GET', `/api/bookings/${made.id}`, { token: admin() })).body.data.cancellation_seen_at).toBeNull();
    for (const token of [t.users.admin.token, t.users.superadmin.token]) {
      expect((await t.request('GET', '/api/bookings/unseen-cancellations', { token })).status).toBe(200);
    }
    expect((await t.request('PATCH', `/api/bookings/${made.id}/cancellation-seen`, { token: t.users.superadmin.token })).status).toBe(200);
  });
});
