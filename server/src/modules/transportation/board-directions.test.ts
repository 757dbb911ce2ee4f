import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { MINUTE_TAG } from '../../clock/day-turn.ts';

// The process runs in UTC; the island is Asia/Makassar (UTC+8). The app's clock is set per test:
// 23:00 UTC on the 9th is 07:00 on the 10th on the island.
let clock = new Date('2026-03-09T22:00:00Z'); // 06:00 on the island
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const island = (hhmm: string) => new Date(`2026-03-10T${hhmm}:00+08:00`);
const staff = () => t.users.admin.token;

interface Shown {
  transportationId: number;
  name: string;
  time: string;
  status: string;
  departed: boolean;
  direction: string;
  fromPlace: string;
  toPlace: string;
}

async function createBoat(body: object) {
  const res = await t.request('POST', '/api/transportation', {
    body: { phone: '0812-4190-3377', duration: '±60 menit', ...body },
    token: staff(),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; direction: string; fromPlace: string; toPlace: string };
}

/** Today's board as staff read it (with a token: never a kept answer). */
async function today(): Promise<{ directions: string[]; departures: Shown[] }> {
  const res = await t.request('GET', '/api/transportation/today', { token: staff() });
  expect(res.status).toBe(200);
  return res.body.data.today;
}
const lines = (day: { departures: Shown[] }) => day.departures.map((d) => `${d.direction} ${d.time} ${d.name} ${d.status}${d.departed ? ' left' : ''}`);

describe('the board, both ways', () => {
  let out: { id: number };
  let back: { id: number };
  beforeAll(async () => {
    out = await createBoat({ name: 'KM Pergi', departureTime: '07:00, 10:00', dockLocation: 'Dermaga Paotere, Makassar', direction: 'to_island' });
    back = await createBoat({
      name: 'KM Pulang',
      departureTime: '14:00, 16:00',
      dockLocation: 'Dermaga Paotere, Makassar',
      direction: 'from_island',
      fromPlace: 'Dermaga Pulau',
      toPlace: 'Dermaga Paotere, Makassar',
    });
  });

  it('stores a boat’s direction and ends, and fills the ends an old client leaves out', async () => {
    const old = await createBoat({ name: 'KM Lama', departureTime: 'Pagi', dockLocation: 'Dermaga Kayu Bangkoa' });
    expect(old).toMatchObject({ direction: 'to_island', fromPlace: 'Dermaga Kayu Bangkoa', toPlace: 'Dermaga Pulau' });
    // A PUT from a client that knows no directions keeps them.
    const put = await t.request('PUT', `/api/transportation/${back.id}`, {
      body: { name: 'KM Pulang', phone: '0812-4190-3377', duration: '±60 menit', departureTime: '14:00, 16:00', dockLocation: 'Dermaga Paotere, Makassar' },
      token: staff(),
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ direction: 'from_island', fromPlace: 'Dermaga Pulau', toPlace: 'Dermaga Paotere, Makassar' });
    const bad = await t.request('POST', '/api/transportation', {
      body: { name: 'KM Salah', phone: '0812-4190-3377', duration: '1 jam', departureTime: '07:00', dockLocation: 'D', direction: 'sideways' },
      token: staff(),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ param: 'direction', msg: 'Arah harus to_island atau from_island' }]);
    await t.request('DELETE', `/api/transportation/${old.id}`, { token: staff() });
  });

  it('answers each departure with its direction and ends, scheduled until staff confirm it', async () => {
    clock = island('06:00');
    const day = await today();
    expect(day.directions).toEqual(['to_island', 'from_island']);
    expect(lines(day)).toEqual([
      'to_island 07:00 KM Pergi scheduled',
      'to_island 10:00 KM Pergi scheduled',
      'from_island 14:00 KM Pulang scheduled',
      'from_island 16:00 KM Pulang scheduled',
    ]);
    expect(day.departures[2]).toMatchObject({ direction: 'from_island', fromPlace: 'Dermaga Pulau', toPlace: 'Dermaga Paotere, Makassar' });
    expect(day.departures[0]).toMatchObject({ direction: 'to_island', fromPlace: 'Dermaga Paotere, Makassar', toPlace: 'Dermaga Pulau' });
    // The same on the tRPC door.
    const trpc = await t.request('GET', '/trpc/transportation.today', { token: staff() });
    expect(trpc.body.result.data.today.departures[0]).toMatchObject({ status: 'scheduled', direction: 'to_island', departed: false });
  });

  it('confirms a departure in one call: running for today, with its audit entry', async () => {
    clock = island('06:00');
    const res = await t.request('PUT', `/api/transportation/${out.id}/departures`, { body: { date: '2026-03-10', time: '07:00', status: 'running' }, token: staff() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ departure: { status: 'running', direction: 'to_island', departed: false }, notify: null });
    expect(lines(await today())[0]).toBe('to_island 07:00 KM Pergi running');
    const audit = await sql<{ action: string; entity_name: string; changes: unknown }>`
      select action, entity_name, changes from audit_log where entity = 'departure_statuses' order by id desc limit 1`.execute(t.db);
    expect(audit.rows[0]).toMatchObject({ action: 'departure-status', entity_name: 'KM Pergi 07:00, 2026-03-10' });
    expect(JSON.stringify(audit.rows[0]!.changes)).toContain('running');
    // The other departures are still only scheduled.
    expect(lines(await today())[1]).toBe('to_island 10:00 KM Pergi scheduled');
  });

  it('moves a departed boat to the bottom of its group, and the return trips first after the morning boats', async () => {
    clock = island('08:30');
    let day = await today();
    expect(day.directions).toEqual(['to_island', 'from_island']);
    expect(lines(day)).toEqual([
      'to_island 10:00 KM Pergi scheduled',
      'to_island 07:00 KM Pergi running left',
      'from_island 14:00 KM Pulang scheduled',
      'from_island 16:00 KM Pulang scheduled',
    ]);

    // The 10:00 boat is delayed to 11:00: at 10:30 the morning is not over yet.
    const delay = await t.request('PUT', `/api/transportation/${out.id}/departures`, {
      body: { date: '2026-03-10', time: '10:00', status: 'delayed', new_time: '11:00', reason: 'wind' },
      token: staff(),
    });
    expect(delay.status).toBe(200);
    clock = island('10:30');
    day = await today();
    expect(day.directions).toEqual(['to_island', 'from_island']);
    expect(lines(day)[0]).toBe('to_island 10:00 KM Pergi delayed');

    clock = island('11:05');
    day = await today();
    expect(day.directions).toEqual(['from_island', 'to_island']);
    expect(lines(day)).toEqual([
      'from_island 14:00 KM Pulang scheduled',
      'from_island 16:00 KM Pulang scheduled',
      'to_island 07:00 KM Pergi running left',
      'to_island 10:00 KM Pergi delayed left',
    ]);
    // Tomorrow's board is read at the start of its day: the boats to the island first, none left.
    const tomorrow = (await t.request('GET', '/api/transportation/today', { token: staff() })).body.data.tomorrow;
    expect(tomorrow.directions).toEqual(['to_island', 'from_island']);
    expect(tomorrow.departures.every((d: Shown) => !d.departed && d.status === 'scheduled')).toBe(true);
  });

  it('lists the statuses with the board’s words in the OpenAPI document', async () => {
    const doc = await t.request('GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    const answer = doc.body.paths['/api/transportation/today'].get.responses['200'].content['application/json'].schema.properties.data;
    const status = answer.properties.today.properties.departures.items.properties.status;
    expect(status.enum).toEqual(['scheduled', 'running', 'delayed', 'cancelled']);
    for (const words of ['`scheduled` Terjadwal / Scheduled', '`running` Berangkat sesuai jadwal / Departs on time', '`delayed` Terlambat / Delayed', '`cancelled` Batal / Cancelled']) {
      expect(status.description).toContain(words);
    }
    const item = answer.properties.today.properties.departures.items.properties;
    expect(item.direction.enum).toEqual(['to_island', 'from_island']);
    expect(Object.keys(item)).toEqual(expect.arrayContaining(['fromPlace', 'toPlace', 'departed']));
  });

  it('keeps the public answer a minute at most: the minute’s turn drops it', async () => {
    clock = island('09:00');
    await t.deps.publicCache!.invalidate([MINUTE_TAG], { broadcast: false });
    // Asked twice: an address asked again is kept.
    await t.request('GET', '/api/transportation/today');
    const kept = await t.request('GET', '/api/transportation/today');
    expect(kept.body.data.today.directions).toEqual(['to_island', 'from_island']);
    clock = island('12:00');
    expect((await t.request('GET', '/api/transportation/today')).body.data.today.directions).toEqual(['to_island', 'from_island']);
    await t.deps.publicCache!.invalidate([MINUTE_TAG], { broadcast: false });
    expect((await t.request('GET', '/api/transportation/today')).body.data.today.directions).toEqual(['from_island', 'to_island']);
  });
});
