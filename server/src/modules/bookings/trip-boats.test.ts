import { addDays, todayIn } from '@island/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { expectStaffOnly } from '../../../test/staff-only.ts';

/**
 * A trip's boats: a package's usual boats out and back, copied into each booking, changed by
 * staff for one booking; the visitor's page and the manifest name them, and a boat's delay
 * concerns its own passengers (and those whose booking names no boat), not the others'.
 */
let t: TestApp;
let packageId: number;
let morning: { id: number };
let noon: { id: number };
let back: { id: number };
const admin = () => t.users.admin.token;

async function createBoat(name: string, departureTime: string, direction: 'to_island' | 'from_island') {
  const res = await t.request('POST', '/api/transportation', {
    token: admin(),
    body: { name, departureTime, direction, phone: '0812-4190-3377', dockLocation: 'Dermaga Paotere', duration: '±60 menit' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: Number((res.body.data as { id: number | string }).id) };
}

beforeAll(async () => {
  t = await createTestApp();
  morning = await createBoat('KM Pagi', '07:00', 'to_island');
  noon = await createBoat('KM Siang', '07:00, 12:00', 'to_island');
  back = await createBoat('KM Pulang', '15:30', 'from_island');
  const created = await t.request('POST', '/api/packages', {
    token: admin(),
    body: {
      name: 'Snorkeling Karang',
      description: 'Snorkeling dan makan siang',
      duration: '1 hari',
      whatsappContact: '+6281111111111',
      price: 200_000,
      itinerary: [
        { time: '06.30', text: 'Kumpul di dermaga' },
        { time: '07.00', text: 'Kapal berangkat' },
      ],
      bring: ['Baju ganti', 'Tabir surya'],
      meetingPointName: 'Dermaga Paotere, loket 3',
      meetingPointDirections: 'Masuk dari gerbang utara.',
      meetingPointLocation: { lat: -5.1125, lng: 119.4201 },
      boatOut: { transportationId: morning.id, time: '7.00' },
      boatBack: { transportationId: back.id, time: '15:30' },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  packageId = Number(created.body.data.id);
  const rules = await t.request('PUT', `/api/bookings/rules/${packageId}`, { token: admin(), body: { minDaysAhead: 0 } });
  expect(rules.status).toBe(200);
});
afterAll(async () => t?.close());

const tripDate = () => addDays(todayIn(t.config.siteTimeZone), 3);

async function book(name: string, phone: string) {
  const res = await t.request('POST', '/api/bookings', {
    body: { package_id: packageId, customer_name: name, customer_phone: phone, participants: 2, booking_date: tripDate() },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number | string; code: string; key: string };
}

describe("a package's usual boats", () => {
  it('are read back with their names and ends, the time as the timetable writes it', async () => {
    const res = await t.request('GET', `/api/packages/${packageId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.boatOut).toEqual({ transportationId: morning.id, time: '07:00', name: 'KM Pagi', fromPlace: 'Dermaga Paotere', toPlace: 'Dermaga Pulau' });
    expect(res.body.data.boatBack).toMatchObject({ transportationId: back.id, time: '15:30', name: 'KM Pulang' });
  });

  it('must go the way of their leg, at a time of their timetable', async () => {
    const cases = [
      [{ boatOut: { transportationId: back.id, time: '15:30' } }, 'boatOut', 'Kapal berangkat harus kapal ke pulau'],
      [{ boatBack: { transportationId: morning.id, time: '07:00' } }, 'boatBack', 'Kapal pulang harus kapal dari pulau'],
      [{ boatOut: { transportationId: noon.id, time: '09:00' } }, 'boatOut', 'Jam ini tidak ada di jadwal keberangkatan kapal itu'],
      [{ boatOut: { transportationId: 999_999, time: '07:00' } }, 'boatOut', 'Kapal tidak ditemukan'],
    ] as const;
    for (const [body, field, message] of cases) {
      const res = await t.request('PUT', `/api/packages/${packageId}`, { token: admin(), body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
      expect(JSON.stringify(res.body)).toContain(field);
    }
    // Nothing was stored by the refusals.
    expect((await t.request('GET', `/api/packages/${packageId}`)).body.data.boatOut.transportationId).toBe(morning.id);
  });
});

describe("a booking's boats", () => {
  it("are the package's when booked, and the visitor's page says when and where to meet and what to bring", async () => {
    const { code, key } = await book('Rina', '0812-1111-2222');
    const page = await t.request('GET', `/api/bookings/code/${code}?k=${key}`);
    expect(page.status).toBe(200);
    expect(page.body.data.boat_out).toMatchObject({ transportationId: morning.id, time: '07:00', name: 'KM Pagi' });
    expect(page.body.data.boat_back).toMatchObject({ transportationId: back.id, time: '15:30', name: 'KM Pulang' });
    expect(page.body.data.trip).toEqual({
      meeting_time: '06.30',
      meeting_point: { name: 'Dermaga Paotere, loket 3', directions: 'Masuk dari gerbang utara.', location: { lat: -5.1125, lng: 119.4201 } },
      bring: ['Baju ganti', 'Tabir surya'],
    });
  });

  it('are changed by staff for one booking, checked as the package\'s are, and the manifest says who goes on which', async () => {
    const { id } = await book('Budi', '0813-3333-4444');
    const refused = await t.request('PUT', `/api/bookings/${id}/boats`, { token: admin(), body: { boat_out: { transportationId: noon.id, time: '13:00' } } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('boat_out');
    const moved = await t.request('PUT', `/api/bookings/${id}/boats`, { token: admin(), body: { boat_out: { transportationId: noon.id, time: '12:00' }, boat_back: null } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.message).toBe('Kapal booking disimpan');
    expect(moved.body.data.boat_out).toMatchObject({ transportationId: noon.id, time: '12:00', name: 'KM Siang' });
    expect(moved.body.data.boat_back).toBeNull();
    const day = await t.request('GET', `/api/bookings/day/${tripDate()}`, { token: admin() });
    const entry = day.body.data.packages.flatMap((p: { bookings: { id: number | string }[] }) => p.bookings).find((b: { id: number | string }) => String(b.id) === String(id));
    expect(entry.boat_out).toMatchObject({ name: 'KM Siang', time: '12:00' });
    expect(entry.boat_back).toBeNull();
  });

  it('may be changed by site runners only', async () => {
    const { id } = await book('Citra', '0814-5555-6666');
    await expectStaffOnly(t, 'PUT', `/api/bookings/${id}/boats`, { boat_out: null });
  });
});

describe("a boat's delay", () => {
  it('reaches its own passengers and those whose booking names no boat, not the passengers of another boat', async () => {
    const date = tripDate();
    await book('Dewi', '0815-1000-0001');
    const onNoon = await book('Eka', '0815-1000-0002');
    await t.request('PUT', `/api/bookings/${onNoon.id}/boats`, { token: admin(), body: { boat_out: { transportationId: noon.id, time: '07:00' } } });
    const unnamed = await book('Fajar', '0815-1000-0003');
    await t.request('PUT', `/api/bookings/${unnamed.id}/boats`, { token: admin(), body: { boat_out: null, boat_back: null } });
    const res = await t.request('PUT', `/api/transportation/${morning.id}/departures`, {
      token: admin(),
      body: { date, time: '07:00', status: 'delayed', new_time: '08:30', reason: 'wind' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const names = (res.body.data.notify.links as { name: string }[]).map((link) => link.name);
    expect(names).toContain('Dewi');
    expect(names).toContain('Fajar');
    expect(names).not.toContain('Eka');
    // The way back is a leg too: its delay concerns the morning boat's passengers coming home.
    const home = await t.request('PUT', `/api/transportation/${back.id}/departures`, {
      token: admin(),
      body: { date, time: '15:30', status: 'cancelled', reason: 'high_waves' },
    });
    const homeNames = (home.body.data.notify.links as { name: string }[]).map((link) => link.name);
    expect(homeNames).toContain('Dewi');
    expect(homeNames).toContain('Eka');
    expect(homeNames).toContain('Fajar');
  });

  it('a deleted boat leaves the legs that named it empty', async () => {
    const spare = await createBoat('KM Cadangan', '10:00', 'to_island');
    const { id } = await book('Gita', '0816-2000-0001');
    await t.request('PUT', `/api/bookings/${id}/boats`, { token: admin(), body: { boat_out: { transportationId: spare.id, time: '10:00' } } });
    expect((await t.request('DELETE', `/api/transportation/${spare.id}`, { token: t.users.superadmin.token })).status).toBe(200);
    const read = await t.request('GET', `/api/bookings/${id}`, { token: admin() });
    expect(read.body.data.boat_out).toBeNull();
    expect(read.body.data.boat_back).toMatchObject({ name: 'KM Pulang' });
  });
});
