import { addDays, HOMESTAY_TEXTS, formatDay, todayIn, weekdayOf } from '@island/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedHomestay, stayBody } from './homestays.test-fixture.ts';

const T = HOMESTAY_TEXTS;
let t: TestApp;
let today: string;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_FORM_MAX_PER_HOUR: '1000', PUBLIC_FORM_MAX_PER_SENDER_PER_HOUR: '1000' } });
  today = todayIn(t.config.siteTimeZone);
});
afterAll(async () => {
  await t.close();
});

/** The next date after `from` that falls on `weekday` (0 = Sunday). */
function nextWeekday(from: string, weekday: number): string {
  let date = addDays(from, 1);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}

describe('homestays: visitors', () => {
  it('lists, opens by slug, books two nights with the server’s price, reads and cancels by code and key', async () => {
    const { homestayId, slug, roomId } = await seedHomestay(t, { name: 'Rumah Pak Daeng', units: 2, maxPersons: 3, includedPersons: 2, price: 200_000, weekendPrice: 250_000, extraPersonPrice: 50_000 });
    const list = await t.request('GET', `/api/homestays?from=${addDays(today, 10)}&to=${addDays(today, 12)}&guests=2`);
    expect(list.status).toBe(200);
    const listed = list.body.data.homestays.find((h: { id: number }) => h.id === homestayId);
    expect(listed).toMatchObject({ slug, available: true, from_price: 200_000 });
    expect(listed.rooms[0]).toMatchObject({ id: roomId, units_free: 2 });

    expect((await t.request('GET', `/api/homestays/${slug}`)).body.data).toMatchObject({ id: homestayId, name: 'Rumah Pak Daeng' });
    expect((await t.request('GET', `/api/homestays/${homestayId}`)).body.data.slug).toBe(slug);

    // Thursday and Friday nights, three guests in one unit: one weekday night, one weekend night, one extra person each night.
    const thursday = nextWeekday(addDays(today, 3), 4);
    const res = await t.request('POST', '/api/stays', { body: stayBody(roomId, thursday, addDays(thursday, 2), 1, { guests: 3, total_price: 1 }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: T.stayCreated });
    const stay = res.body.data;
    expect(stay.code).toMatch(/^INP-[2-9A-HJ-NP-Z]{6}$/);
    expect(stay.total_price).toBe(200_000 + 250_000 + 2 * 50_000);
    expect(stay).toMatchObject({ nights: 2, status: 'pending', homestay_name: 'Rumah Pak Daeng', can_cancel: true });
    expect(stay.url).toBe(`/menginap/${stay.code}?k=${stay.key}`);

    const page = await t.request('GET', `/api/stays/code/${stay.code}?k=${stay.key}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ code: stay.code, address: 'Dusun Pantai, dekat dermaga', host_whatsapp: '6281234500000' });
    expect(page.body.data).not.toHaveProperty('notes');
    expect((await t.request('GET', `/api/stays/code/${stay.code}?k=${'x'.repeat(43)}`)).status).toBe(404);

    const availability = await t.request('GET', `/api/homestays/${slug}/availability?from=${thursday}&to=${addDays(thursday, 3)}`);
    expect(availability.status).toBe(200);
    expect(availability.body.data.rooms[0].nights.map((n: { free: number }) => n.free)).toEqual([1, 1, 2]);

    const cancelled = await t.request('POST', `/api/stays/code/${stay.code}/cancel?k=${stay.key}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    const audit = await t.db.selectFrom('audit_log').select(['action', 'entity_name']).where('entity', '=', 'stays').orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'cancel']);
  });

  it('refuses check-out before check-in, more than 30 nights, too many guests, a blocked night', async () => {
    const { roomId } = await seedHomestay(t, { name: 'Rumah Aturan', maxPersons: 2 });
    const from = addDays(today, 20);
    const sameDay = await t.request('POST', '/api/stays', { body: stayBody(roomId, from, from, 1) });
    expect(sameDay.status).toBe(400);
    expect(sameDay.body.errors).toEqual([{ param: 'check_out', msg: T.checkOutAfterCheckIn }]);
    const long = await t.request('POST', '/api/stays', { body: stayBody(roomId, from, addDays(from, 31), 2) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(T.tooManyNights(30));
    const crowd = await t.request('POST', '/api/stays', { body: stayBody(roomId, from, addDays(from, 2), 3, { guests: 3 }) });
    expect(crowd.status).toBe(400);
    expect(crowd.body.errors).toEqual([{ param: 'guests', msg: T.guestsAbove(2) }]);
    const past = await t.request('POST', '/api/stays', { body: stayBody(roomId, addDays(today, -1), addDays(today, 1), 4) });
    expect(past.status).toBe(400);

    const token = t.users.admin.token;
    const night = addDays(from, 1);
    expect((await t.request('POST', `/api/homestay-rooms/${roomId}/blocked-nights`, { token, body: { night, reason: 'Dipakai keluarga' } })).status).toBe(201);
    const blocked = await t.request('POST', '/api/stays', { body: stayBody(roomId, from, addDays(from, 3), 5) });
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe(T.nightsFull(formatDay(night)));
    expect((await t.request('DELETE', `/api/homestay-rooms/${roomId}/blocked-nights/${night}`, { token })).status).toBe(200);
    expect((await t.request('POST', '/api/stays', { body: stayBody(roomId, from, addDays(from, 3), 5) })).status).toBe(201);
  });
});

describe('homestays: owners and staff', () => {
  it('an owner edits their own homestay, rooms and nights, sees only their own stays, and is refused another household’s', async () => {
    const owner = t.users.msme;
    const own = await seedHomestay(t, { name: 'Rumah Milik UMKM', ownerId: owner.id });
    const other = await seedHomestay(t, { name: 'Rumah Tetangga' });
    const token = owner.token;
    const from = addDays(today, 30);
    await t.request('POST', '/api/stays', { body: stayBody(own.roomId, from, addDays(from, 1), 11) });
    await t.request('POST', '/api/stays', { body: stayBody(other.roomId, from, addDays(from, 1), 12) });

    expect((await t.request('PUT', `/api/homestays/${own.homestayId}`, { token, body: { host_name: 'Bapak Sultan' } })).body.data.host_name).toBe('Bapak Sultan');
    expect((await t.request('PUT', `/api/homestays/${other.homestayId}`, { token, body: { host_name: 'X' + 'y'.repeat(5) } })).status).toBe(403);
    expect((await t.request('POST', `/api/homestay-rooms/${other.roomId}/blocked-nights`, { token, body: { night: from } })).status).toBe(403);
    const room = await t.request('POST', `/api/homestays/${own.homestayId}/rooms`, { token, body: { name: 'Kamar belakang', max_persons: 2, price_per_night: '150.000' } });
    expect(room.status).toBe(201);
    expect(room.body.data).toMatchObject({ price_per_night: 150_000, included_persons: 2, units: 1 });

    const stays = await t.request('GET', '/api/stays', { token });
    expect(stays.status).toBe(200);
    expect(stays.body.data.stays.map((s: { homestay_id: number }) => s.homestay_id)).toEqual([own.homestayId]);
    const otherStay = await t.db.selectFrom('stays').select('id').where('homestay_id', '=', other.homestayId).executeTakeFirstOrThrow();
    expect((await t.request('GET', `/api/stays/${otherStay.id}`, { token })).status).toBe(404);
    const grid = await t.request('GET', `/api/stays/grid?from=${from}`, { token });
    expect(grid.body.data.rooms.every((r: { homestay_id: number }) => r.homestay_id === own.homestayId)).toBe(true);
    expect(grid.body.data.rooms[0].nights).toHaveLength(14);
    // Status and the household's choice are the office's.
    expect((await t.request('PUT', `/api/stays/${otherStay.id}/status`, { token, body: { status: 'confirmed' } })).status).toBe(403);
    expect((await t.request('GET', '/api/stays', { token: t.users.contributor.token })).status).toBe(403);
    expect((await t.request('GET', '/api/stays')).status).toBe(401);
  });

  it('staff create a homestay only under a homestay partner, and a slug once', async () => {
    const token = t.users.admin.token;
    const shop = await t.db.insertInto('msmes').values({ brand: 'Toko Kain', description: 'Tenun', category: 'textiles', phone: '0811' }).returning('id').executeTakeFirstOrThrow();
    const host = await t.db.insertInto('msmes').values({ brand: 'Keluarga Baso', description: 'Tuan rumah', category: 'homestay', phone: '0812' }).returning('id').executeTakeFirstOrThrow();
    const body = { name: 'Homestay Baso', host_name: 'Pak Baso', address: 'Jalan Dermaga 3', description: 'Rumah kayu dengan teras menghadap laut', whatsapp: '0812 3456 7890' };
    expect((await t.request('POST', '/api/homestays', { token, body: { ...body, msme_id: shop.id } })).status).toBe(400);
    const made = await t.request('POST', '/api/homestays', { token, body: { ...body, msme_id: host.id } });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ slug: 'homestay-baso', whatsapp: '6281234567890', published: false });
    expect((await t.request('POST', '/api/homestays', { token, body: { ...body, msme_id: host.id } })).status).toBe(409);
    // Unpublished: not on the public list.
    expect((await t.request('GET', '/api/homestays/homestay-baso')).status).toBe(404);
  });
});
