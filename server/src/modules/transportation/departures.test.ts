import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { expectStaffOnly } from '../../../test/staff-only.ts';
import { departureNotice, recipientsOfDeparture } from './departure-notify.ts';
import { addDays, todayIn } from '@island/shared';
import { msUntilNextMidnight } from '../../clock/island-day.ts';
import { DAY_TAG } from '../../clock/day-turn.ts';

// The server runs in UTC (the test process's zone is not the island's); the app's clock is
// set by each test. 16:00 UTC is midnight in Asia/Makassar (UTC+8).
let clock = new Date('2026-03-10T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const BOAT = { phone: '0812-4190-3377', dockLocation: 'Dermaga Kayu Bangkoa', duration: '±60 menit' };

async function createBoat(name: string, departureTime: string) {
  const res = await t.request('POST', '/api/transportation', { body: { ...BOAT, name, departureTime }, token: t.users.admin.token });
  expect(res.status).toBe(201);
  return res.body.data as { id: number };
}

const staff = () => t.users.admin.token;

describe('island days', () => {
  it('reads the date in the island zone, not the server one', () => {
    expect(todayIn('Asia/Makassar', new Date('2026-03-10T15:59:59Z'))).toBe('2026-03-10');
    expect(todayIn('Asia/Makassar', new Date('2026-03-10T16:00:00Z'))).toBe('2026-03-11');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('knows how long until the next island midnight', () => {
    expect(msUntilNextMidnight(new Date('2026-03-10T15:30:00Z'), 'Asia/Makassar')).toBeGreaterThanOrEqual(30 * 60_000);
    expect(msUntilNextMidnight(new Date('2026-03-10T15:30:00Z'), 'Asia/Makassar')).toBeLessThanOrEqual(30 * 60_000 + 1000);
    expect(msUntilNextMidnight(new Date('2026-03-10T16:00:00Z'), 'Asia/Makassar')).toBeGreaterThan(23.9 * 3600_000);
  });
});

describe('GET /api/transportation/today', () => {
  let morning: { id: number };
  let afternoon: { id: number };
  beforeAll(async () => {
    morning = await createBoat('KM Pagi', '07:00, Sore');
    afternoon = await createBoat('KM Siang', '14:00,7.30');
  });

  it('lists today and tomorrow, every timetable time of every active boat, scheduled until staff say', async () => {
    clock = new Date('2026-03-10T10:00:00Z');
    const res = await t.request('GET', '/api/transportation/today');
    expect(res.status).toBe(200);
    const board = res.body.data;
    expect(board.timeZone).toBe('Asia/Makassar');
    expect(board.today.date).toBe('2026-03-10');
    expect(board.tomorrow.date).toBe('2026-03-11');
    expect(board.today.departures.map((d: { name: string; time: string }) => `${d.time} ${d.name}`)).toEqual([
      '07:00 KM Pagi',
      '07:30 KM Siang',
      '14:00 KM Siang',
    ]);
    expect(board.today.departures[0]).toEqual({
      transportationId: morning.id,
      name: 'KM Pagi',
      type: 'boat',
      dockLocation: 'Dermaga Kayu Bangkoa',
      direction: 'to_island',
      fromPlace: 'Dermaga Kayu Bangkoa',
      toPlace: 'Dermaga Pulau',
      duration: '±60 menit',
      travelMinutes: 60,
      durationEn: 'about 1 hour',
      date: '2026-03-10',
      time: '07:00',
      status: 'scheduled',
      // 18:00 on the island: the 07:00 boat has left (and the return trips would come first).
      departed: true,
      newTime: null,
      reason: null,
      note: null,
      updatedAt: null,
    });
  });

  it('turns the day at midnight in Asia/Makassar while the server runs in UTC', async () => {
    // Asked with a token: never kept, so each answer reads the clock as it is.
    clock = new Date('2026-03-10T15:59:00Z');
    let board = (await t.request('GET', '/api/transportation/today', { token: staff() })).body.data;
    expect(board.today.date).toBe('2026-03-10');
    clock = new Date('2026-03-10T16:01:00Z');
    expect(clock.toISOString().slice(0, 10)).toBe('2026-03-10');
    board = (await t.request('GET', '/api/transportation/today', { token: staff() })).body.data;
    expect(board.today.date).toBe('2026-03-11');
    expect(board.tomorrow.date).toBe('2026-03-12');

    // A status set for "tomorrow" before midnight is today's after it.
    clock = new Date('2026-03-10T15:00:00Z');
    const put = await t.request('PUT', `/api/transportation/${afternoon.id}/departures`, {
      body: { date: '2026-03-11', time: '14:00', status: 'delayed', new_time: '15:30', reason: 'wind' },
      token: staff(),
    });
    expect(put.status).toBe(200);
    clock = new Date('2026-03-10T16:30:00Z');
    board = (await t.request('GET', '/api/transportation/today', { token: staff() })).body.data;
    expect(board.today.departures.find((d: { time: string }) => d.time === '14:00')).toMatchObject({ status: 'delayed', newTime: '15:30', reason: 'wind' });
  });

  it('keeps the public answer until a status changes, then answers the change at once', async () => {
    clock = new Date('2026-03-12T01:00:00Z'); // 09:00 on the 12th on the island
    await t.deps.publicCache!.invalidate([DAY_TAG]);
    const first = await t.request('GET', '/api/transportation/today');
    const again = await t.request('GET', '/api/transportation/today', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);

    const put = await t.request('PUT', `/api/transportation/${afternoon.id}/departures`, {
      body: { date: '2026-03-12', time: '14:00', status: 'cancelled', reason: 'high_waves', note: 'Ombak 2,5 m' },
      token: staff(),
    });
    expect(put.status).toBe(200);
    expect(put.body.message).toBe('Status keberangkatan diperbarui');
    expect(put.body.data.departure).toMatchObject({ status: 'cancelled', reason: 'high_waves', note: 'Ombak 2,5 m', newTime: null });
    // No bookings in this build: the message is ready, nobody to send it to yet.
    expect(put.body.data.notify).toEqual({
      message: 'Info kapal: keberangkatan KM Siang hari Kamis, 12 Maret 2026 pukul 14:00 dibatalkan karena ombak tinggi. Ombak 2,5 m',
      links: [],
    });

    const after = await t.request('GET', '/api/transportation/today', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(after.status).toBe(200);
    const cancelled = after.body.data.today.departures.find((d: { time: string }) => d.time === '14:00');
    expect(cancelled).toMatchObject({ status: 'cancelled', reason: 'high_waves', note: 'Ombak 2,5 m' });
    expect(Date.parse(cancelled.updatedAt)).not.toBeNaN();
  });

  it('drops the kept answer when the day turns (the midnight tag)', async () => {
    clock = new Date('2026-03-12T01:00:00Z');
    const kept = await t.request('GET', '/api/transportation/today');
    expect(kept.body.data.today.date).toBe('2026-03-12');
    clock = new Date('2026-03-12T16:05:00Z');
    expect((await t.request('GET', '/api/transportation/today')).body.data.today.date).toBe('2026-03-12');
    await t.deps.publicCache!.invalidate([DAY_TAG], { broadcast: false });
    expect((await t.request('GET', '/api/transportation/today')).body.data.today.date).toBe('2026-03-13');
  });

  it('running again clears the reason, the new time and the note', async () => {
    clock = new Date('2026-03-12T01:00:00Z');
    const res = await t.request('PUT', `/api/transportation/${afternoon.id}/departures`, {
      body: { date: '2026-03-12', time: '14:00', status: 'running', new_time: '16:00', reason: 'wind', note: '' },
      token: t.users.superadmin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ departure: { status: 'running', newTime: null, reason: null, note: null }, notify: null });
  });

  it('records who changed which departure in the audit trail, before and after', async () => {
    const rows = await sql<{ action: string; entity: string; entity_name: string; changes: unknown; actor_role: string }>`
      select action, entity, entity_name, changes, actor_role from audit_log where entity = 'departure_statuses' order by id`.execute(t.db);
    expect(rows.rows.length).toBeGreaterThanOrEqual(3);
    const last = rows.rows.at(-1)!;
    // Named as staff know it: the boat, its time and its day.
    expect(last).toMatchObject({ action: 'departure-status', actor_role: 'superadmin', entity_name: 'KM Siang 14:00, 2026-03-12' });
    expect(JSON.stringify(last.changes)).toContain('cancelled');
    expect(JSON.stringify(last.changes)).toContain('running');
  });

  it('refuses what a clerk could get wrong, naming the field', async () => {
    clock = new Date('2026-03-12T01:00:00Z');
    const put = (body: object, id = afternoon.id) => t.request('PUT', `/api/transportation/${id}/departures`, { body, token: staff() });
    const cases: [object, string, string][] = [
      [{ date: '2026-03-12', time: '14:00', status: 'delayed', reason: 'wind' }, 'new_time', 'Jam keberangkatan baru wajib diisi untuk keterlambatan'],
      [{ date: '2026-03-12', time: '14:00', status: 'cancelled' }, 'reason', 'Pilih alasan keterlambatan atau pembatalan'],
      [{ date: '2026-03-12', time: '14:00', status: 'cancelled', reason: 'tsunami' }, 'reason', 'Alasan harus high_waves, wind, engine, holiday atau other'],
      [{ date: '2026-03-12', time: '09:00', status: 'running' }, 'time', 'Jam ini tidak ada di jadwal keberangkatan kapal ini'],
      [{ date: '2026-03-12', time: '25:00', status: 'running' }, 'time', 'Jam harus berformat HH:MM'],
      [{ date: '2026-02-30', time: '14:00', status: 'running' }, 'date', 'Tanggal harus berformat YYYY-MM-DD'],
      [{ date: '2026-03-11', time: '14:00', status: 'running' }, 'date', 'Tanggal harus hari ini atau paling lama 60 hari ke depan'],
      [{ date: '2026-06-01', time: '14:00', status: 'running' }, 'date', 'Tanggal harus hari ini atau paling lama 60 hari ke depan'],
      [{ date: '2026-03-12', time: '14:00', status: 'berlayar' }, 'status', 'Status harus running, delayed atau cancelled'],
      [{ date: '2026-03-12', time: '14:00', status: 'cancelled', reason: 'wind', note: 'x'.repeat(201) }, 'note', 'Catatan maksimal 200 karakter'],
    ];
    for (const [body, param, msg] of cases) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors, JSON.stringify(body)).toEqual([{ param, msg }]);
    }
    expect((await put({ date: '2026-03-12', time: '14:00', status: 'running' }, 999_999)).status).toBe(404);
  });

  it('is staff-only to write: contributor and msme 403, anonymous 401', async () => {
    const body = { date: '2026-03-12', time: '14:00', status: 'cancelled', reason: 'wind' };
    await expectStaffOnly(t, 'PUT', `/api/transportation/${afternoon.id}/departures`, body);
    await expectStaffOnly(t, 'POST', '/api/transportation/departures/cancel-day', { date: '2026-03-12', reason: 'wind' });
    expect((await t.request('GET', '/api/transportation/today', { token: t.users.contributor.token })).status).toBe(200);
  });

  it('cancels every departure of every active boat on a date (a storm)', async () => {
    clock = new Date('2026-03-12T01:00:00Z');
    const res = await t.request('POST', '/api/transportation/departures/cancel-day', {
      body: { date: '2026-03-13', reason: 'high_waves', note: 'Badai' },
      token: staff(),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('3 keberangkatan dibatalkan');
    expect(res.body.data).toMatchObject({ date: '2026-03-13', cancelled: 3, notify: { links: [] } });
    const board = (await t.request('GET', '/api/transportation/today')).body.data;
    expect(board.tomorrow.departures.map((d: { status: string; reason: string }) => `${d.status}/${d.reason}`)).toEqual([
      'cancelled/high_waves',
      'cancelled/high_waves',
      'cancelled/high_waves',
    ]);
    expect(board.today.departures.every((d: { date: string }) => d.date === '2026-03-12')).toBe(true);
  });

  it('shows the desk any day it may announce for, with what was announced, and no other', async () => {
    clock = new Date('2026-03-12T01:00:00Z');
    // A holiday three weeks ahead, set through the same call as today's changes.
    const set = await t.request('PUT', `/api/transportation/${afternoon.id}/departures`, {
      body: { date: '2026-04-02', time: '14:00', status: 'cancelled', reason: 'holiday' },
      token: staff(),
    });
    expect(set.status).toBe(200);
    const res = await t.request('GET', '/api/transportation/departures?date=2026-04-02', { token: staff() });
    expect(res.status).toBe(200);
    expect(res.body.data.date).toBe('2026-04-02');
    expect(res.body.data.sea).toBeNull();
    expect(res.body.data.departures.map((d: { time: string; name: string; status: string }) => `${d.time} ${d.name} ${d.status}`)).toEqual([
      '07:00 KM Pagi scheduled',
      '07:30 KM Siang scheduled',
      '14:00 KM Siang cancelled',
    ]);
    for (const date of ['2026-03-11', '2026-05-12', '2026-02-30']) {
      expect((await t.request('GET', `/api/transportation/departures?date=${date}`, { token: staff() })).status, date).toBe(400);
    }
    await expectStaffOnly(t, 'GET', '/api/transportation/departures?date=2026-04-02');
  });

  it('answers the same on the tRPC door', async () => {
    const res = await t.request('GET', '/trpc/transportation.today');
    expect(res.status).toBe(200);
    expect(res.body.result.data.today.date).toBe('2026-03-12');
  });
});

describe('who a change concerns', () => {
  const departure = {
    transportationId: 1,
    name: 'KM Siang',
    type: 'boat' as const,
    dockLocation: 'Dermaga',
    direction: 'to_island' as const,
    fromPlace: 'Dermaga',
    toPlace: 'Dermaga Pulau',
    departed: false,
    duration: '1 jam',
    travelMinutes: 60,
    durationEn: 'about 1 hour',
    date: '2026-03-12',
    time: '14:00',
    status: 'delayed' as const,
    newTime: '15:30',
    reason: 'engine' as const,
    note: null,
    updatedAt: null,
  };

  it('asks every provider, keeps one link per phone number, and writes the message into each link', async () => {
    const providers = [
      async () => [{ name: 'Ayu', phone: '0812-1111-2222' }, { name: 'Budi', phone: '+62 813 3333 4444' }],
      async () => [{ name: 'Ayu again', phone: '081211112222' }, { name: 'No number', phone: '-' }],
    ];
    expect((await recipientsOfDeparture(t.db, departure, providers)).map((r) => r.name)).toEqual(['Ayu', 'Budi']);
    const notice = await departureNotice(t.db, departure, providers);
    expect(notice.message).toBe('Info kapal: keberangkatan KM Siang hari Kamis, 12 Maret 2026 pukul 14:00 ditunda ke pukul 15:30 karena kerusakan mesin.');
    expect(notice.links[0]).toEqual({
      name: 'Ayu',
      phone: '0812-1111-2222',
      url: `https://wa.me/6281211112222?text=${encodeURIComponent(notice.message)}`,
    });
    expect(notice.links[1]!.url).toMatch(/^https:\/\/wa\.me\/6281333334444\?text=/);
  });
});
