/**
 * The audit trail through both the REST door and the database: every write kind of every module
 * leaves exactly the entry it should (driven from the REST table: the coverage test fails while a
 * write row has no call here), reads leave none, the table refuses UPDATE and DELETE, and only a
 * superadmin reads it.
 */

import { type Role, todayIn } from '@island/shared';
import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app.ts';
import { uploadImages } from '../../../test/upload-images.ts';
import { restTable } from '../../doors/rest-door.ts';
import { PROCEDURES } from '../../app-router.ts';
import { isAuditFacts } from '../../audit/audit-facts.ts';
import { pruneAudit } from '../../audit/audit.repo.ts';

let t: TestApp;
let image: string;
beforeAll(async () => {
  t = await createTestApp();
  image = (await uploadImages(t, 1))[0]!.filename;
});
afterAll(() => t.close());

interface Entry {
  id: string;
  actor_id: number | null;
  actor_name: string | null;
  actor_role: string;
  ip: string | null;
  user_agent: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  entity_name: string | null;
  changes: Record<string, { from?: unknown; to?: unknown }> | null;
}

async function lastEntryId(): Promise<number> {
  const row = await sql<{ id: string | null }>`select max(id) as id from audit_log`.execute(t.db);
  return Number(row.rows[0]?.id ?? 0);
}

async function entriesAfter(id: number): Promise<Entry[]> {
  const rows = await sql<Entry>`select * from audit_log where id > ${id} order by id`.execute(t.db);
  return rows.rows;
}

const called = new Set<string>();

/** Calls a REST row as `as` (or a visitor) with a browser's user agent; answers the envelope. */
async function call(row: string, url: string, { as, body, token }: { as?: Role; body?: unknown; token?: string } = {}) {
  called.add(row);
  const [method] = row.split(' ');
  const headers: Record<string, string> = { 'user-agent': 'AuditTest/1.0' };
  const bearer = token ?? (as ? t.users[as].token : undefined);
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(t.baseUrl + url, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  return { status: res.status, body: (await res.json()) as { success: boolean; data?: any; message?: string } };
}

/**
 * A write through its REST row that must succeed and append exactly one entry, in the same
 * request: of `entity`, with `action`, naming the record and the actor (role, or visitor).
 */
async function write(
  row: string,
  url: string,
  expected: { entity: string; action: string; as?: Role; body?: unknown; status?: number; token?: string },
) {
  const before = await lastEntryId();
  const res = await call(row, url, expected);
  expect(res.status, JSON.stringify(res.body)).toBe(expected.status ?? 200);
  const entries = await entriesAfter(before);
  expect(entries, row).toHaveLength(1);
  const [entry] = entries as [Entry];
  expect(entry).toMatchObject({ entity: expected.entity, action: expected.action, ip: expect.any(String), user_agent: 'AuditTest/1.0' });
  if (expected.as) {
    expect(entry).toMatchObject({ actor_id: t.users[expected.as].id, actor_role: expected.as, actor_name: `Test ${expected.as}` });
  } else if (!expected.token) {
    expect(entry).toMatchObject({ actor_id: null, actor_role: 'visitor' });
  }
  const id = res.body.data?.id;
  if (typeof id === 'number') expect(entry.entity_id).toBe(String(id));
  return { res, entry };
}

describe('declarations', () => {
  it('every mutation declares its audit entry, or why it has none', () => {
    const undeclared = PROCEDURES.filter((p) => p.type === 'mutation')
      .filter((p) => {
        const audit = p.meta.audit;
        if (isAuditFacts(audit)) return false;
        const reason = audit && ('own' in audit ? audit.own : audit.skip);
        return !(typeof reason === 'string' && reason.trim().length >= 10);
      })
      .map((p) => p.path);
    expect(undeclared).toEqual([]);
  });

  it('no query declares one (reads make no entries)', () => {
    expect(PROCEDURES.filter((p) => p.type === 'query' && p.meta.audit !== undefined).map((p) => p.path)).toEqual([]);
  });
});

describe('one entry per write, none per read', () => {
  it('catalogue: create, update with the changed fields, delete', async () => {
    for (const [path, entity, body] of [
      [
        'destinations',
        'destinations',
        { title: 'Gosong Audit', category: 'beaches', shortDescription: 'Gosong pasir putih.', location: { lat: -5.01, lng: 119.29 }, image },
      ],
      ['culture', 'cultures', { title: 'Tari Audit', category: 'dance', description: 'Tarian penyambutan tamu.' }],
      ['packages', 'packages', { name: 'Paket Audit', description: 'Keliling pulau.', duration: '1 hari', price: 250000, whatsappContact: '6281234567890' }],
    ] as const) {
      const { res, entry } = await write(`POST /api/${path}`, `/api/${path}`, { entity, action: 'create', as: 'admin', body, status: 201 });
      const id = res.body.data.id as number;
      const nameKey = 'title' in body ? 'title' : 'name';
      const name = (body as Record<string, unknown>)[nameKey] as string;
      expect(entry.changes?.[nameKey]).toEqual({ to: name });
      // Each entry names its record as it was then: the new name after a rename, the last one on delete.
      expect(entry.entity_name).toBe(name);
      const renamed = { ...body, [nameKey]: `${name} Baru` };
      const updated = await write(`PUT /api/${path}/:id`, `/api/${path}/${id}`, { entity, action: 'update', as: 'superadmin', body: renamed });
      // Only what changed, with both values; bookkeeping columns stay out.
      expect(updated.entry.changes).toEqual({ [nameKey]: { from: name, to: `${name} Baru` } });
      expect(updated.entry.entity_name).toBe(`${name} Baru`);
      const deleted = await write(`DELETE /api/${path}/:id`, `/api/${path}/${id}`, { entity, action: 'delete', as: 'admin' });
      expect(deleted.entry.entity_id).toBe(String(id));
      expect(deleted.entry.changes?.[nameKey]).toEqual({ from: `${name} Baru` });
      expect(deleted.entry.entity_name).toBe(`${name} Baru`);
    }
  });

  it('settings, facilities, team, transportation', async () => {
    const settings = await write('PUT /api/settings/category/:category', '/api/settings/category/general', {
      entity: 'settings',
      action: 'update',
      as: 'admin',
      body: { island_name: 'Pulau Audit' },
    });
    expect(settings.entry.entity_id).toBe('general');
    expect(settings.entry.changes?.island_name?.to).toBe('Pulau Audit');

    const facility = await write('POST /api/settings/facilities', '/api/settings/facilities', {
      entity: 'facilities',
      action: 'create',
      as: 'admin',
      body: { icon: '🛶', label: 'Sewa Kano', description: 'Kano', available: true },
      status: 201,
    });
    const facilityId = facility.res.body.data.id as number;
    const hidden = await write('PUT /api/settings/facilities/:id', `/api/settings/facilities/${facilityId}`, {
      entity: 'facilities',
      action: 'update',
      as: 'admin',
      body: { available: false },
    });
    expect(hidden.entry.changes).toEqual({ available: { from: true, to: false } });
    await write('DELETE /api/settings/facilities/:id', `/api/settings/facilities/${facilityId}`, { entity: 'facilities', action: 'delete', as: 'admin' });

    const member = await write('POST /api/settings/team', '/api/settings/team', {
      entity: 'team_members',
      action: 'create',
      as: 'admin',
      body: { name: 'Pak Arif', role: 'Kepala Desa', sort: 1 },
      status: 201,
    });
    const memberId = member.res.body.data.id as number;
    await write('PUT /api/settings/team/:id', `/api/settings/team/${memberId}`, {
      entity: 'team_members',
      action: 'update',
      as: 'admin',
      body: { name: 'Pak Arif', role: 'Kepala Desa', sort: 2 },
    });
    await write('DELETE /api/settings/team/:id', `/api/settings/team/${memberId}`, { entity: 'team_members', action: 'delete', as: 'admin' });

    const boat = { name: 'KM Audit', phone: '0812-4190-3377', departureTime: '07:00', dockLocation: 'Dermaga', duration: '60 menit' };
    const made = await write('POST /api/transportation', '/api/transportation', { entity: 'transportations', action: 'create', as: 'admin', body: boat, status: 201 });
    const boatId = made.res.body.data.id as number;
    await write('PUT /api/transportation/:id', `/api/transportation/${boatId}`, {
      entity: 'transportations',
      action: 'update',
      as: 'admin',
      body: { ...boat, capacity: 30 },
    });
    // The boat board: one entry per departure changed, named by its status row.
    const today = todayIn(t.config.siteTimeZone, new Date());
    const delayed = await write('PUT /api/transportation/:id/departures', `/api/transportation/${boatId}/departures`, {
      entity: 'departure_statuses',
      action: 'departure-status',
      as: 'admin',
      body: { date: today, time: '07:00', status: 'delayed', new_time: '08:00', reason: 'wind' },
    });
    expect(delayed.entry.changes).toMatchObject({ status: { to: 'delayed' }, new_time: { to: '08:00' } });
    await write('POST /api/transportation/departures/cancel-day', '/api/transportation/departures/cancel-day', {
      entity: 'departure_statuses',
      action: 'cancel-day',
      as: 'admin',
      body: { date: today, reason: 'high_waves' },
    });
    // The agenda: an event written, changed and removed by a site runner.
    const eventBody = { title: 'Lomba Perahu Audit', category: 'olahraga', startsOn: today, place: 'Teluk', description: '<p>Lomba perahu layar antar kampung.</p>' };
    const event = await write('POST /api/events', '/api/events', { entity: 'events', action: 'create', as: 'admin', body: eventBody, status: 201 });
    const eventId = event.res.body.data.id as number;
    const moved = await write('PUT /api/events/:id', `/api/events/${eventId}`, { entity: 'events', action: 'update', as: 'admin', body: { place: 'Dermaga' } });
    expect(moved.entry.changes).toMatchObject({ place: { from: 'Teluk', to: 'Dermaga' } });
    await write('DELETE /api/events/:id', `/api/events/${eventId}`, { entity: 'events', action: 'delete', as: 'admin' });
    const status = await write('PATCH /api/transportation/:id/status', `/api/transportation/${boatId}/status`, {
      entity: 'transportations',
      action: 'status',
      as: 'admin',
      body: { status: 'inactive' },
    });
    expect(status.entry.changes).toEqual({ status: { from: 'active', to: 'inactive' } });
    await write('DELETE /api/transportation/:id', `/api/transportation/${boatId}`, { entity: 'transportations', action: 'delete', as: 'admin' });
  });

  it("visitors' testimonials and messages, and what staff do with them", async () => {
    const sent = await write('POST /api/testimonials', '/api/testimonials', {
      entity: 'testimonials',
      action: 'create',
      body: { name: 'Tamu Audit', origin: 'Makassar', star: 5, message: 'Airnya jernih sekali.' },
      status: 201,
    });
    const id = sent.res.body.data.id as number;
    await write('PUT /api/testimonials/:id', `/api/testimonials/${id}`, {
      entity: 'testimonials',
      action: 'update',
      as: 'admin',
      body: { name: 'Tamu Audit', origin: 'Makassar', star: 4, message: 'Airnya jernih.' },
    });
    const shown = await write('PATCH /api/testimonials/:id/display', `/api/testimonials/${id}/display`, {
      entity: 'testimonials',
      action: 'display',
      as: 'admin',
      body: { is_displayed: true },
    });
    expect(shown.entry.changes).toEqual({ is_displayed: { from: false, to: true } });
    await write('PATCH /api/testimonials/:id/verify', `/api/testimonials/${id}/verify`, {
      entity: 'testimonials',
      action: 'verify',
      as: 'admin',
      body: { is_verified: true },
    });
    await write('DELETE /api/testimonials/:id', `/api/testimonials/${id}`, { entity: 'testimonials', action: 'delete', as: 'admin' });

    const long = 'Apakah ada homestay dekat dermaga? '.repeat(20);
    const message = await write('POST /api/contact', '/api/contact', {
      entity: 'contact_messages',
      action: 'create',
      body: { name: 'Tamu Audit', email: 'tamu@audit.test', subject: 'Tanya', message: long },
      status: 201,
    });
    // Long texts are shortened in the trail.
    const recorded = message.entry.changes?.message?.to as string;
    expect(recorded.length).toBeLessThan(long.length);
    expect(recorded.startsWith(long.slice(0, 100))).toBe(true);
    const messageId = message.res.body.data.id as number;
    await write('PATCH /api/contact/:id/mark-read', `/api/contact/${messageId}/mark-read`, { entity: 'contact_messages', action: 'mark-read', as: 'admin' });
    const reply = await write('PUT /api/contact/:id/reply', `/api/contact/${messageId}/reply`, {
      entity: 'contact_messages',
      action: 'reply',
      as: 'admin',
      body: { admin_reply: 'Ada, di dekat dermaga.' },
    });
    expect(reply.entry.changes?.admin_reply).toEqual({ from: null, to: 'Ada, di dekat dermaga.' });
    await write('DELETE /api/contact/:id', `/api/contact/${messageId}`, { entity: 'contact_messages', action: 'delete', as: 'admin' });
  });

  it('bookings: a visitor books and cancels, staff answer, move, tick, delete; rules and closed dates', async () => {
    const pkg = await t.db
      .insertInto('packages')
      .values({ name: 'Paket Audit', description: 'Untuk jejak audit', duration: '1 hari', whatsapp_contact: '6281111111111', facilities: [], price: 100_000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rules = await write('PUT /api/bookings/rules/:packageId', `/api/bookings/rules/${pkg.id}`, {
      entity: 'package_booking_rules',
      action: 'rules',
      as: 'admin',
      body: { capacityPerDate: 10, minDaysAhead: 0 },
    });
    expect(rules.entry.entity_id).toBe(String(pkg.id));
    expect(rules.entry.changes?.capacity_per_date).toEqual({ to: 10 });
    const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const body = { package_id: pkg.id, booking_date: date, participants: 2, customer_name: 'Tamu Audit', customer_phone: '081234567890' };
    const made = await write('POST /api/bookings', '/api/bookings', { entity: 'bookings', action: 'create', body, status: 201 });
    // The page's key never enters the trail, nor its hash.
    expect(JSON.stringify(made.entry)).not.toContain(made.res.body.data.key);
    expect(made.entry.changes).not.toHaveProperty('key_hash');
    const { id, code, key } = made.res.body.data as { id: number; code: string; key: string };
    const status = await write('PUT /api/bookings/:id/status', `/api/bookings/${id}/status`, { entity: 'bookings', action: 'status', as: 'admin', body: { status: 'confirmed' } });
    expect(status.entry.changes?.status).toEqual({ from: 'pending', to: 'confirmed' });
    // A booking is named by its code; a package's rules by nothing but the package's id.
    expect(status.entry.entity_name).toBe(code);
    expect(rules.entry.entity_name).toBeNull();
    const noted = await write('PUT /api/bookings/:id/status', `/api/bookings/${id}/status`, { entity: 'bookings', action: 'notes', as: 'admin', body: { notes: 'Dijemput di dermaga' } });
    expect(noted.entry.changes).toEqual({ notes: { from: null, to: 'Dijemput di dermaga' } });
    await write('PUT /api/bookings/:id', `/api/bookings/${id}`, { entity: 'bookings', action: 'reschedule', as: 'admin', body: { participants: 3 } });
    const boat = await t.db
      .insertInto('transportations')
      .values({ name: 'KM Audit', type: 'boat', status: 'active', phone: '081200000000', departure_time: '07:00', dock_location: 'Dermaga Paotere', duration: '±60 menit' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const boats = await write('PUT /api/bookings/:id/boats', `/api/bookings/${id}/boats`, { entity: 'bookings', action: 'boats', as: 'admin', body: { boat_out: { transportationId: boat.id, time: '07:00' } } });
    expect(boats.entry.changes).toMatchObject({ boat_out_id: { from: null, to: boat.id }, boat_out_time: { from: null, to: '07:00' } });
    // Checked in on the trip's own date only: the booking's date becomes the island's today.
    await t.db.updateTable('bookings').set({ booking_date: todayIn(t.config.siteTimeZone, new Date()) }).where('id', '=', id).execute();
    await write('PUT /api/bookings/:id/check-in', `/api/bookings/${id}/check-in`, { entity: 'bookings', action: 'check-in', as: 'admin', body: { checked_in: true } });
    // The desk marks the trip done, and the guest reviews it from the booking page: one entry, the visitor's.
    await t.db.updateTable('bookings').set({ status: 'completed' }).where('id', '=', id).execute();
    const reviewed = await write('POST /api/bookings/code/:code/review', `/api/bookings/code/${code}/review`, {
      entity: 'testimonials',
      action: 'review',
      body: { k: key, star: 5, name: 'Tamu Audit', message: 'Lautnya jernih.' },
      status: 201,
    });
    expect(reviewed.entry.changes).toMatchObject({ star: { to: 5 } });
    await t.db.updateTable('bookings').set({ status: 'confirmed' }).where('id', '=', id).execute();
    // Back to a trip days ahead: a visitor cancels online only before the package's window closes.
    await t.db.updateTable('bookings').set({ booking_date: date }).where('id', '=', id).execute();
    const cancelled = await write('POST /api/bookings/code/:code/cancel', `/api/bookings/code/${code}/cancel`, { entity: 'bookings', action: 'cancel', body: { k: key } });
    expect(cancelled.entry.entity_id).toBe(code);
    expect(cancelled.entry.changes?.status).toEqual({ from: 'confirmed', to: 'cancelled' });
    const seen = await write('PATCH /api/bookings/:id/cancellation-seen', `/api/bookings/${id}/cancellation-seen`, { entity: 'bookings', action: 'cancellation-seen', as: 'admin' });
    expect(seen.entry.changes).toHaveProperty('cancellation_seen_at');
    await write('DELETE /api/bookings/:id', `/api/bookings/${id}`, { entity: 'bookings', action: 'delete', as: 'superadmin' });
    const closed = await write('POST /api/bookings/closed-dates', '/api/bookings/closed-dates', {
      entity: 'booking_closed_dates',
      action: 'close',
      as: 'admin',
      body: { date, reason: 'Upacara adat' },
      status: 201,
    });
    expect(closed.entry.changes?.reason).toEqual({ to: 'Upacara adat' });
    expect(closed.entry.entity_name).toBe(date);
    const reopened = await write('DELETE /api/bookings/closed-dates/:date', `/api/bookings/closed-dates/${date}`, { entity: 'booking_closed_dates', action: 'reopen', as: 'admin' });
    expect(reopened.entry.entity_name).toBe(date);
  });

  it('homestays: the owner’s and staff’s writes and the visitor’s stay, one entry each', async () => {
    const host = await t.db.insertInto('msmes').values({ user_id: t.users.msme.id, brand: 'Keluarga Audit', description: 'Tuan rumah', category: 'homestay', phone: '0812' }).returning('id').executeTakeFirstOrThrow();
    const body = { msme_id: host.id, name: 'Homestay Audit', host_name: 'Ibu Audit', address: 'Dekat dermaga', description: 'Rumah kayu dengan teras menghadap laut', whatsapp: '081234567890', published: true };
    const house = await write('POST /api/homestays', '/api/homestays', { entity: 'homestays', action: 'create', as: 'msme', body, status: 201 });
    expect(house.entry.entity_name).toBe('Homestay Audit');
    const id = house.res.body.data.id as number;
    await write('PUT /api/homestays/:id', `/api/homestays/${id}`, { entity: 'homestays', action: 'update', as: 'msme', body: { host_name: 'Bapak Audit' } });
    const room = await write('POST /api/homestays/:homestay_id/rooms', `/api/homestays/${id}/rooms`, { entity: 'homestay_rooms', action: 'create-room', as: 'msme', body: { name: 'Kamar Audit', max_persons: 2, price_per_night: 100_000 }, status: 201 });
    const roomId = room.res.body.data.id as number;
    await write('PUT /api/homestay-rooms/:id', `/api/homestay-rooms/${roomId}`, { entity: 'homestay_rooms', action: 'update-room', as: 'msme', body: { units: 2 } });
    await write('POST /api/homestay-rooms/:id/calendar/secret', `/api/homestay-rooms/${roomId}/calendar/secret`, { entity: 'homestay_rooms', action: 'renew-calendar', as: 'msme' });
    // A loopback address: the sync is refused before any connection, and the press is still recorded.
    await write('PUT /api/homestay-rooms/:id/calendar/import', `/api/homestay-rooms/${roomId}/calendar/import`, { entity: 'homestay_rooms', action: 'calendar-import', as: 'msme', body: { import_url: 'http://127.0.0.1:9/kalender.ics' } });
    const synced = await write('POST /api/homestay-rooms/:id/calendar/sync', `/api/homestay-rooms/${roomId}/calendar/sync`, { entity: 'homestay_rooms', action: 'sync-calendar', as: 'msme' });
    expect(synced.res.body.data.import_error).toMatch(/jaringan lokal/);
    const night = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    await write('POST /api/homestay-rooms/:room_id/blocked-nights', `/api/homestay-rooms/${roomId}/blocked-nights`, { entity: 'homestay_blocked_nights', action: 'block', as: 'msme', body: { night }, status: 201 });
    const freed = await write('DELETE /api/homestay-rooms/:room_id/blocked-nights/:night', `/api/homestay-rooms/${roomId}/blocked-nights/${night}`, { entity: 'homestay_blocked_nights', action: 'free', as: 'msme' });
    expect(freed.entry.entity_name).toBe(night);
    const checkIn = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const checkOut = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const stay = await write('POST /api/stays', '/api/stays', { entity: 'stays', action: 'create', body: { room_id: roomId, check_in: checkIn, check_out: checkOut, guests: 2, customer_name: 'Tamu Audit', customer_phone: '081234567002' }, status: 201 });
    const { code, key, id: stayId } = stay.res.body.data as { code: string; key: string; id: number };
    expect(stay.entry.entity_name).toBe(code);
    await write('PUT /api/stays/:id/status', `/api/stays/${stayId}/status`, { entity: 'stays', action: 'status', as: 'admin', body: { status: 'confirmed' } });
    await write('PUT /api/stays/:id/assign', `/api/stays/${stayId}/assign`, { entity: 'stays', action: 'assign', as: 'admin', body: {} });
    await write('POST /api/stays/code/:code/cancel', `/api/stays/code/${code}/cancel?k=${key}`, { entity: 'stays', action: 'cancel' });
    await write('DELETE /api/homestay-rooms/:id', `/api/homestay-rooms/${roomId}`, { entity: 'homestay_rooms', action: 'remove-room', as: 'msme' });
    await write('DELETE /api/homestays/:id', `/api/homestays/${id}`, { entity: 'homestays', action: 'delete', as: 'admin' });
  });

  it('payments: without a provider the visitor, the check and the reconciliation are refused with no entry; a refund by hand is one', async () => {
    const pkg = await t.db
      .insertInto('packages')
      .values({ name: 'Paket Bayar Audit', description: 'Untuk jejak audit', duration: '1 hari', whatsapp_contact: '6281111111111', facilities: [], price: 100_000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await call('PUT /api/bookings/rules/:packageId', `/api/bookings/rules/${pkg.id}`, { as: 'admin', body: { minDaysAhead: 0 } });
    const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const made = await call('POST /api/bookings', '/api/bookings', { body: { package_id: pkg.id, booking_date: date, participants: 1, customer_name: 'Tamu Bayar', customer_phone: '081234567891' } });
    const { id, code, key } = made.body.data as { id: number; code: string; key: string };
    const before = await lastEntryId();
    expect((await call('POST /api/bookings/code/:code/payment', `/api/bookings/code/${code}/payment?k=${key}`)).status).toBe(409);
    expect((await call('POST /api/bookings/:id/payments/check', `/api/bookings/${id}/payments/check`, { as: 'admin' })).status).toBe(409);
    expect((await call('POST /api/payments/reconciliations', '/api/payments/reconciliations', { as: 'admin', body: {} })).status).toBe(409);
    expect(await entriesAfter(before)).toEqual([]);
    // A charge paid through a provider switched on earlier, refunded by hand.
    const charge = await t.db
      .insertInto('payment_charges')
      .values({ booking_id: id, booking_code: code, provider: 'midtrans', order_id: `${code}-1`, amount: 100_000, status: 'paid', expires_at: new Date(), paid_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refund = await write('POST /api/payments/:id/refund', `/api/payments/${charge.id}/refund`, { entity: 'payment_charges', action: 'refund', as: 'admin', body: { reason: 'Ditransfer kembali' } });
    expect(refund.entry.entity_name).toBe(`${code}-1`);
    expect(refund.entry.changes?.status).toEqual({ from: 'paid', to: 'refunded' });
  });

  it('UMKM and products, articles and their review, the contributor profile', async () => {
    const msme = await write('POST /api/msme', '/api/msme', {
      entity: 'msmes',
      action: 'create',
      as: 'admin',
      body: { brand: 'UMKM Audit', description: 'Usaha.', phone: '0812-4190-3399', user_id: t.users.msme.id },
      status: 201,
    });
    const msmeId = msme.res.body.data.id as number;
    // The owner edits their own business: the entry names them.
    await write('PUT /api/msme/:id', `/api/msme/${msmeId}`, {
      entity: 'msmes',
      action: 'update',
      as: 'msme',
      body: { brand: 'UMKM Audit', description: 'Usaha keluarga.', phone: '081241903399' },
    });
    const product = { name: 'Produk Audit', msme_id: msmeId, description: 'Produk.', category: 'kuliner', price: 45000, material: 'Ikan', durability: '1 bulan', deliveryTime: '1 hari', image };
    const made = await write('POST /api/products', '/api/products', { entity: 'products', action: 'create', as: 'msme', body: product, status: 201 });
    const productId = made.res.body.data.id as number;
    const priced = await write('PUT /api/products/:id', `/api/products/${productId}`, {
      entity: 'products',
      action: 'update',
      as: 'msme',
      body: { ...product, price: 50000 },
    });
    expect(priced.entry.changes).toEqual({ price: { from: 45000, to: 50000 } });
    await write('DELETE /api/products/:id', `/api/products/${productId}`, { entity: 'products', action: 'delete', as: 'admin' });
    // The owner switches the monthly statistics e-mail off; the e-mail's own link makes no entry.
    const switched = await write('PUT /api/stats/msme/:msmeId/monthly-email', `/api/stats/msme/${msmeId}/monthly-email`, {
      entity: 'msmes',
      action: 'monthly-email',
      as: 'msme',
      body: { enabled: false },
    });
    expect(switched.entry.changes).toEqual({ stats_email: { from: true, to: false } });
    const beforeLink = await lastEntryId();
    expect((await call('POST /api/stats/unsubscribe', '/api/stats/unsubscribe', { body: { token: 'x'.repeat(43) } })).status).toBe(200);
    expect(await entriesAfter(beforeLink)).toEqual([]);
    await write('DELETE /api/msme/:id', `/api/msme/${msmeId}`, { entity: 'msmes', action: 'delete', as: 'admin' });

    const article = await write('POST /api/articles', '/api/articles', {
      entity: 'articles',
      action: 'create',
      as: 'contributor',
      body: { title: 'Artikel Audit', content: '<p>Isi artikel audit yang cukup panjang.</p>', category: 'tips', status: 'pending' },
      status: 201,
    });
    const articleId = article.res.body.data.id as number;
    await write('PUT /api/articles/:id', `/api/articles/${articleId}`, {
      entity: 'articles',
      action: 'update',
      as: 'contributor',
      body: { title: 'Artikel Audit Diubah', status: 'pending' },
    });
    const rejected = await write('PATCH /api/articles/:id/reject', `/api/articles/${articleId}/reject`, {
      entity: 'articles',
      action: 'reject',
      as: 'admin',
      body: { reason: 'Perlu sumber' },
    });
    expect(rejected.entry.changes?.status).toEqual({ from: 'pending', to: 'rejected' });
    await call('PUT /api/articles/:id', `/api/articles/${articleId}`, { as: 'contributor', body: { status: 'pending' } });
    await write('PATCH /api/articles/:id/approve', `/api/articles/${articleId}/approve`, { entity: 'articles', action: 'approve', as: 'admin' });
    // A visitor's view counts, it changes nothing anyone wrote: no entry (declared `skip`).
    const before = await lastEntryId();
    expect((await call('POST /api/articles/:id/view', `/api/articles/${articleId}/view`)).status).toBe(200);
    expect(await entriesAfter(before)).toEqual([]);
    await write('DELETE /api/articles/:id', `/api/articles/${articleId}`, { entity: 'articles', action: 'delete', as: 'admin' });

    const profile = await write('PUT /api/profile', '/api/profile', {
      entity: 'contributor_profiles',
      action: 'update',
      as: 'contributor',
      body: { location: 'Makassar', bio: 'Penulis' },
    });
    expect(profile.entry.entity_id).toBe(String(t.users.contributor.id));
  });

  it('accounts: create, edit, role change, password, toggle, delete; sign-in, failed sign-in, sign-out', async () => {
    const created = await write('POST /api/users', '/api/users', {
      entity: 'users',
      action: 'create',
      as: 'superadmin',
      body: { name: 'Akun Audit', email: 'akun@audit.test', password: 'sandi-awal-9', role: 'contributor' },
      status: 201,
    });
    const id = created.res.body.data.id as number;
    await write('PUT /api/users/:id', `/api/users/${id}`, {
      entity: 'users',
      action: 'update',
      as: 'superadmin',
      body: { name: 'Akun Audit Baru', email: 'akun@audit.test', role: 'contributor', is_active: true },
    });
    const promoted = await write('PUT /api/users/:id', `/api/users/${id}`, {
      entity: 'users',
      action: 'role',
      as: 'superadmin',
      body: { name: 'Akun Audit Baru', email: 'akun@audit.test', role: 'admin', is_active: true },
    });
    expect(promoted.entry.changes?.role).toEqual({ from: 'contributor', to: 'admin' });
    await write('PUT /api/users/:id/password', `/api/users/${id}/password`, {
      entity: 'users',
      action: 'password',
      as: 'superadmin',
      body: { password: 'sandi-kedua-9' },
    });

    const signedIn = await write('POST /api/auth/login', '/api/auth/login', {
      entity: 'users',
      action: 'sign-in',
      token: 'none',
      body: { email: 'akun@audit.test', password: 'sandi-kedua-9' },
    });
    expect(signedIn.entry).toMatchObject({ actor_id: id, actor_role: 'admin', actor_name: 'Akun Audit Baru', entity_id: String(id) });
    const token = signedIn.res.body.data.token as string;

    // A failed sign-in is recorded although the request fails.
    const before = await lastEntryId();
    const failed = await call('POST /api/auth/login', '/api/auth/login', { body: { email: 'akun@audit.test', password: 'salah-sekali' } });
    expect(failed.status).toBe(401);
    expect(await entriesAfter(before)).toEqual([
      expect.objectContaining({ action: 'sign-in-failed', actor_role: 'visitor', entity_id: String(id), changes: { reason: { to: 'wrong_password' }, account: { to: 'akun@audit.test' } } }),
    ]);
    // An unknown account is recorded without what was typed.
    const unknown = await lastEntryId();
    await call('POST /api/auth/login', '/api/auth/login', { body: { email: 'sandi-rahasia-salah-kolom', password: 'x' } });
    const [anonymous] = await entriesAfter(unknown);
    expect(anonymous).toMatchObject({ action: 'sign-in-failed', entity_id: null });
    expect(JSON.stringify(anonymous)).not.toContain('sandi-rahasia-salah-kolom');

    const own = await write('PUT /api/auth/password', '/api/auth/password', {
      entity: 'users',
      action: 'password',
      token,
      body: { currentPassword: 'sandi-kedua-9', password: 'sandi-ketiga-9' },
    });
    expect(own.entry).toMatchObject({ actor_id: id, entity_id: String(id) });
    const fresh = own.res.body.data.token as string;
    const out = await write('POST /api/auth/logout', '/api/auth/logout', { entity: 'users', action: 'sign-out', token: fresh });
    expect(out.entry).toMatchObject({ actor_id: id, entity_id: String(id) });

    await write('PATCH /api/users/:id/toggle-status', `/api/users/${id}/toggle-status`, { entity: 'users', action: 'toggle-status', as: 'superadmin' });
    await write('DELETE /api/users/:id', `/api/users/${id}`, { entity: 'users', action: 'delete', as: 'superadmin' });

    // Passwords and hashes never enter the trail, in any entry.
    const all = JSON.stringify((await sql`select * from audit_log`.execute(t.db)).rows);
    for (const secret of ['sandi-awal-9', 'sandi-kedua-9', 'sandi-ketiga-9', 'salah-sekali', TEST_PASSWORD, '$argon2', 'password_hash']) {
      expect(all).not.toContain(secret);
    }
  });

  it('two-step sign-in, its policy and sessions: setup, enable, disable, ending sessions', async () => {
    const created = await call('POST /api/users', '/api/users', {
      as: 'superadmin',
      body: { name: 'Akun Dua Langkah', email: 'dua@audit.test', password: 'sandi-awal-9', role: 'contributor' },
    });
    const id = created.body.data.id as number;
    const signIn = async () =>
      (await call('POST /api/auth/login', '/api/auth/login', { body: { email: 'dua@audit.test', password: 'sandi-awal-9' } })).body.data.token as string;
    const token = await signIn();
    const code = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

    const setup = await write('POST /api/auth/2fa/setup', '/api/auth/2fa/setup', { entity: 'users', action: 'two-factor-setup', token });
    expect(setup.entry).toMatchObject({ actor_id: id, entity_id: String(id) });
    const secret = setup.res.body.data.secret as string;
    const enabled = await write('POST /api/auth/2fa/enable', '/api/auth/2fa/enable', { entity: 'users', action: 'two-factor-enable', token, body: { code: code(secret) } });
    const recoveryCodes = enabled.res.body.data.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);
    await write('POST /api/auth/2fa/disable', '/api/auth/2fa/disable', {
      entity: 'users',
      action: 'two-factor-disable',
      token,
      body: { password: 'sandi-awal-9', code: code(secret, 1) },
    });

    const policy = await write('PUT /api/auth/2fa/policy', '/api/auth/2fa/policy', {
      entity: 'settings',
      action: 'two-factor-policy',
      as: 'superadmin',
      body: { requireTwoFactorForStaff: false },
    });
    expect(policy.entry.changes).toEqual({ requireTwoFactorForStaff: { from: false, to: false } });

    const other = await signIn();
    const sessions = (await call('GET /api/auth/sessions', '/api/auth/sessions', { token: other })).body.data.sessions as { id: number; current: boolean }[];
    const otherId = sessions.find((session) => session.current)!.id;
    await write('DELETE /api/auth/sessions/:id', `/api/auth/sessions/${otherId}`, { entity: 'users', action: 'session-end', token });
    const ended = await write('DELETE /api/users/:id/sessions', `/api/users/${id}/sessions`, { entity: 'users', action: 'sessions-end', as: 'superadmin' });
    expect(ended.entry).toMatchObject({ actor_role: 'superadmin', entity_id: String(id) });

    // The secret and the recovery codes never enter the trail.
    const all = JSON.stringify((await sql`select * from audit_log`.execute(t.db)).rows);
    expect(all).not.toContain(secret);
    for (const recovery of recoveryCodes) expect(all).not.toContain(recovery);
  });

  it('uploads: one entry per stored file', async () => {
    const before = await lastEntryId();
    const [file] = await uploadImages(t, 1);
    expect(await entriesAfter(before)).toEqual([
      expect.objectContaining({ action: 'upload', entity: 'files', entity_id: file!.filename, entity_name: 'foto-0.jpg', actor_id: t.users.admin.id, actor_role: 'admin' }),
    ]);
  });

  it('a refused or failed write leaves no entry', async () => {
    const before = await lastEntryId();
    expect((await call('DELETE /api/packages/:id', '/api/packages/999999', { as: 'admin' })).status).toBe(404);
    expect((await call('DELETE /api/packages/:id', '/api/packages/1', { as: 'contributor' })).status).toBe(403);
    expect((await call('POST /api/destinations', '/api/destinations', { as: 'admin', body: { title: '' } })).status).toBe(400);
    expect(await entriesAfter(before)).toEqual([]);
  });

  it('reads: every GET row of the REST table, none makes an entry', async () => {
    const before = await lastEntryId();
    for (const row of restTable().filter((r) => r.method === 'GET')) {
      const url = row.path.replace(':id', '1').replace(':category', 'general').replace(':slug', 'tidak-ada');
      const res = await call(`GET ${row.path}`, url, { as: 'superadmin' });
      expect(res.status, `GET ${row.path}`).toBeLessThan(500);
    }
    expect(await entriesAfter(before)).toEqual([]);
  });

  it('calls every row of the REST table', () => {
    const missing = restTable()
      .map((row) => `${row.method} ${row.path}`)
      .filter((key) => !called.has(key));
    expect(missing).toEqual([]);
  });
});

describe('append-only', () => {
  it('the database refuses UPDATE, DELETE and TRUNCATE on the trail', async () => {
    const count = await lastEntryId();
    expect(count).toBeGreaterThan(0);
    await expect(sql`update audit_log set action = 'x'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    // Outside the prune path the setting of another session means nothing: set and reset here.
    await expect(
      t.db.transaction().execute(async (trx) => {
        await sql`select set_config('island.audit_prune', 'off', true)`.execute(trx);
        await sql`delete from audit_log`.execute(trx);
      }),
    ).rejects.toThrow(/append-only/);
    expect(await lastEntryId()).toBe(count);
  });

  it('pruning deletes only older entries, through its own path, and records itself', async () => {
    await sql`insert into audit_log (at, actor_role, action, entity) values (now() - interval '400 days', 'operator', 'old', 'audit_log')`.execute(t.db);
    const total = async () => Number((await sql<{ n: number }>`select count(*)::int as n from audit_log`.execute(t.db)).rows[0]!.n);
    const before = await total();
    const deleted = await pruneAudit(t.deps.db, new Date(Date.now() - 365 * 24 * 3600 * 1000), { ip: null, userAgent: 'test' });
    expect(deleted).toBe(1);
    expect(await total()).toBe(before); // one removed, its own entry added
    const [own] = await entriesAfter((await lastEntryId()) - 1);
    expect(own).toMatchObject({ action: 'prune', entity: 'audit_log', actor_role: 'operator', changes: { deleted: { to: 1 } } });
    // The path does not stay open after it.
    await expect(sql`delete from audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
  });
});

describe('reading the trail', () => {
  it('only a superadmin: 401 without a token, 403 for every other role', async () => {
    expect((await call('GET /api/audit', '/api/audit')).status).toBe(401);
    for (const role of ['admin', 'msme', 'contributor'] as const) {
      expect((await call('GET /api/audit', '/api/audit', { as: role })).status, role).toBe(403);
    }
  });

  it('answers entries newest first with pagination, filtered by each parameter', async () => {
    const all = await call('GET /api/audit', '/api/audit?page=1&limit=5', { as: 'superadmin' });
    expect(all.status).toBe(200);
    expect(all.body.data.entries).toHaveLength(5);
    expect(all.body.data.pagination).toMatchObject({ currentPage: 1, itemsPerPage: 5, totalItems: expect.any(Number), totalPages: expect.any(Number) });
    const ids = (all.body.data.entries as { id: number }[]).map((e) => e.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    const byEntity = await call('GET /api/audit', '/api/audit?entity=transportations&action=status&limit=100', { as: 'superadmin' });
    expect(byEntity.body.data.entries).toHaveLength(1);
    const [status] = byEntity.body.data.entries as { entityId: string; actor: { id: number; role: string; name: string }; changes: unknown }[];
    expect(status!.actor).toEqual({ id: t.users.admin.id, name: 'Test admin', role: 'admin' });
    expect(status!.changes).toEqual({ status: { from: 'active', to: 'inactive' } });

    const one = await call('GET /api/audit', `/api/audit?entity=transportations&entity_id=${status!.entityId}`, { as: 'superadmin' });
    expect((one.body.data.entries as { action: string }[]).map((e) => e.action)).toEqual(['delete', 'status', 'update', 'create']);

    const byActor = await call('GET /api/audit', `/api/audit?actor_id=${t.users.msme.id}&limit=100`, { as: 'superadmin' });
    expect((byActor.body.data.entries as { actor: { id: number } }[]).every((e) => e.actor.id === t.users.msme.id)).toBe(true);
    expect(byActor.body.data.entries.length).toBeGreaterThan(0);

    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
    const future = await call('GET /api/audit', `/api/audit?from=${tomorrow}`, { as: 'superadmin' });
    expect(future.body.data.entries).toEqual([]);
    const untilToday = await call('GET /api/audit', `/api/audit?to=${new Date().toISOString().slice(0, 10)}&limit=1`, { as: 'superadmin' });
    expect(untilToday.body.data.entries).toHaveLength(1);

    const bad = await call('GET /api/audit', '/api/audit?entity=kapal', { as: 'superadmin' });
    expect(bad.status).toBe(400);
  });

  it('the last change of a record, for its edit dialog, to those who may edit it', async () => {
    const made = await call('POST /api/destinations', '/api/destinations', {
      as: 'superadmin',
      body: { title: 'Pantai Terakhir', shortDescription: 'Pantai berpasir putih.', location: { lat: -5, lng: 119 }, image },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id as number;
    const input = encodeURIComponent(JSON.stringify({ entity: 'destinations', entityId: id }));
    const ask = (role: Role) => fetch(`${t.baseUrl}/trpc/audit.lastChange?input=${input}`, { headers: { authorization: `Bearer ${t.users[role].token}` } });
    const res = await ask('admin');
    expect(res.status).toBe(200);
    const json = (await res.json()) as { result: { data: { name: string; role: string; action: string } } };
    expect(json.result.data).toMatchObject({ name: 'Test superadmin', role: 'superadmin', action: 'create' });
    expect((await ask('contributor')).status).toBe(403);
  });
});
