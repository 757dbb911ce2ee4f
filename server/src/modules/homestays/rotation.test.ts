import { addDays, HOMESTAY_TEXTS, todayIn } from '@island/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedHomestay, stayBody } from './homestays.test-fixture.ts';
import { rotationPeriodOf } from './stay-rules.ts';

/** "Pilihkan homestay": the village proposes whose turn it is, and staff confirm or move it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_FORM_MAX_PER_HOUR: '1000', PUBLIC_FORM_MAX_PER_SENDER_PER_HOUR: '1000' } });
});
afterAll(async () => {
  await t.close();
});

/** A fixed sequence that looks random: the same season on every run. */
function* sequence(seed: number): Generator<number> {
  let x = seed;
  for (;;) {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    yield x;
  }
}

describe('the rotation', () => {
  it('over a simulated season, the busiest and least busy household stay within one stay of each other each month', async () => {
    const houses = [];
    for (const name of ['Rumah Andi', 'Rumah Becce', 'Rumah Cakka', 'Rumah Daeng']) houses.push(await seedHomestay(t, { name, units: 2, maxPersons: 4 }));
    const today = todayIn(t.config.siteTimeZone);
    const random = sequence(46);
    const stays: { homestay_id: number; check_in: string; guests: number; nights: number }[] = [];
    for (let day = 1; day <= 90; day++) {
      const guests = 1 + (random.next().value! % 4);
      const nights = 1 + (random.next().value! % 3);
      const checkIn = addDays(today, day);
      const res = await t.request('POST', '/api/stays', { body: stayBody(null, checkIn, addDays(checkIn, nights), day, { guests }) });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ chosen_by_village: true, choice_confirmed: false });
      stays.push({ homestay_id: res.body.data.homestay_id, check_in: checkIn, guests, nights });
    }
    const months = [...new Set(stays.map((stay) => rotationPeriodOf(stay.check_in).from))];
    for (const month of months) {
      const ofMonth = stays.filter((stay) => rotationPeriodOf(stay.check_in).from === month);
      const guestNights = houses.map((house) => ofMonth.filter((s) => s.homestay_id === house.homestayId).reduce((sum, s) => sum + s.guests * s.nights, 0));
      const largestStay = Math.max(...ofMonth.map((s) => s.guests * s.nights));
      expect(Math.max(...guestNights) - Math.min(...guestNights)).toBeLessThanOrEqual(largestStay);
    }
    // The rotation page agrees with the stays: its next household has the fewest guest-nights.
    const rotation = await t.request('GET', `/api/stays/rotation?month=${months[1]!.slice(0, 7)}`, { token: t.users.admin.token });
    expect(rotation.status).toBe(200);
    const rows = rotation.body.data.households as { guest_nights: number; next: boolean }[];
    expect(rows.filter((row) => row.next)).toHaveLength(1);
    expect(rows.find((row) => row.next)!.guest_nights).toBe(Math.min(...rows.map((row) => row.guest_nights)));
  });

  it('counts the season staff set: guest-nights of an earlier month of the quarter decide the turn', async () => {
    const token = t.users.superadmin.token;
    const a = await seedHomestay(t, { name: 'Rumah Musim Satu', units: 1, maxPersons: 4 });
    const b = await seedHomestay(t, { name: 'Rumah Musim Dua', units: 1, maxPersons: 4 });
    // Two years ahead, a quarter no other test of this file reaches: only these two houses have
    // guests there (the other houses of the file none), and the first has the busier first month.
    const year = Number(todayIn(t.config.siteTimeZone).slice(0, 4)) + 2;
    const book = (roomId: number | null, checkIn: string, nights: number, n: number, extra: Record<string, unknown> = {}) =>
      t.request('POST', '/api/stays', { body: stayBody(roomId, checkIn, addDays(checkIn, nights), n, { guests: 2, ...extra }) });
    expect((await book(a.roomId, `${year}-04-10`, 3, 700)).status).toBe(201);
    expect((await book(b.roomId, `${year}-05-10`, 1, 701)).status).toBe(201);
    const ask = () => book(null, `${year}-05-20`, 1, 702, { homestay_id: undefined });
    const setPeriod = (rotation_period: string) => t.request('PUT', '/api/settings/category/homestay', { body: { rotation_period }, token });

    // By the month, May: house A has no guests in May, B has two guest-nights: A's turn.
    expect((await setPeriod('month')).status).toBe(200);
    const byMonth = await t.request('GET', `/api/stays/rotation?month=${year}-05`, { token });
    expect(byMonth.body.data).toMatchObject({ period: 'month', from: `${year}-05-01`, to: `${year}-06-01` });
    const monthly = byMonth.body.data.households as { homestay_id: number; guest_nights: number }[];
    expect(monthly.find((h) => h.homestay_id === a.homestayId)!.guest_nights).toBe(0);

    // By the season (April–June), A has six guest-nights and B two: B's turn.
    expect((await setPeriod('quarter')).status).toBe(200);
    const bySeason = await t.request('GET', `/api/stays/rotation?month=${year}-05`, { token });
    expect(bySeason.body.data).toMatchObject({ period: 'quarter', from: `${year}-04-01`, to: `${year}-07-01` });
    const seasonal = bySeason.body.data.households as { homestay_id: number; guest_nights: number }[];
    expect(seasonal.find((h) => h.homestay_id === a.homestayId)!.guest_nights).toBe(6);
    expect(seasonal.find((h) => h.homestay_id === b.homestayId)!.guest_nights).toBe(2);
    // The village's choice goes to a household with the season's fewest guest-nights, never to A.
    const chosen = await ask();
    expect(chosen.status).toBe(201);
    const fewest = Math.min(...seasonal.map((h) => h.guest_nights));
    expect(seasonal.find((h) => h.homestay_id === chosen.body.data.homestay_id)!.guest_nights).toBe(fewest);
    expect(chosen.body.data.homestay_id).not.toBe(a.homestayId);
    expect((await setPeriod('year')).status).toBe(400);
    expect((await setPeriod('month')).status).toBe(200);
  });

  it('staff confirm the proposed household, or move the stay with a reason the audit keeps', async () => {
    const token = t.users.admin.token;
    const other = await seedHomestay(t, { name: 'Rumah Pindahan', units: 1, maxPersons: 4, price: 300_000 });
    const checkIn = addDays(todayIn(t.config.siteTimeZone), 120);
    const asked = await t.request('POST', '/api/stays', { body: stayBody(null, checkIn, addDays(checkIn, 2), 500, { guests: 2 }) });
    expect(asked.status).toBe(201);
    const id = asked.body.data.id as number;
    const kept = await t.request('PUT', `/api/stays/${id}/assign`, { token, body: {} });
    expect(kept.body.data).toMatchObject({ choice_confirmed: true, homestay_id: asked.body.data.homestay_id });

    expect((await t.request('PUT', `/api/stays/${id}/assign`, { token, body: { room_id: other.roomId } })).body.errors).toEqual([{ param: 'reason', msg: HOMESTAY_TEXTS.reasonRequired }]);
    const moved = await t.request('PUT', `/api/stays/${id}/assign`, { token, body: { room_id: other.roomId, reason: 'Tamu minta dekat dermaga' } });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ homestay_id: other.homestayId, room_id: other.roomId, total_price: 600_000, choice_reason: 'Tamu minta dekat dermaga' });
    const entry = await t.db.selectFrom('audit_log').select(['action', 'changes']).where('entity', '=', 'stays').where('action', '=', 'assign').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.stringify(entry.changes)).toContain('Tamu minta dekat dermaga');
    expect((await t.request('PUT', `/api/stays/${id}/assign`, { token: t.users.msme.token, body: {} })).status).toBe(403);
  });
});
