import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, HOMESTAY_TEXTS, type RoomCalendar, type StayGrid, todayIn } from '@island/shared';
import { sql } from 'kysely';
import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { CalendarFetchError, fetchCalendar, isSpecialAddress } from './calendar-fetch.ts';
import { syncDueCalendars } from './calendar-sync.plugin.ts';
import { seedHomestay, stayBody } from './homestays.test-fixture.ts';

/**
 * A room's calendars in step with Airbnb and Booking.com (decision 0041): the export read back
 * by a real iCalendar parser, and the import against a local HTTP server answering feeds in the
 * shapes Airbnb and Booking.com publish, and the ways such a server goes wrong. Never the internet.
 */
const T = HOMESTAY_TEXTS;
const MAX_BYTES = 64 * 1024;
const TIMEOUT_MS = 400;

let t: TestApp;
let today: string;
let feeds: http.Server;
let feedOrigin: string;
/** What `/feed.ics` answers: a test changes it to see nights appear and vanish. */
let feed = '';
let feedHits = 0;

const ymd = (date: string) => date.replaceAll('-', '');

/** Airbnb's export: all-day events, DTEND the check-out day, "Reserved" or "Airbnb (Not available)". */
function airbnbFeed(events: { start: string; end: string; uid: string; summary?: string }[]): string {
  const lines = ['BEGIN:VCALENDAR', 'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN', 'CALSCALE:GREGORIAN', 'VERSION:2.0'];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `DTEND;VALUE=DATE:${ymd(event.end)}`,
      `DTSTART;VALUE=DATE:${ymd(event.start)}`,
      `UID:${event.uid}`,
      'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMABCDEF12\\nPhone Number (Last 4 Digits): 4321',
      `SUMMARY:${event.summary ?? 'Reserved'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}

/** Booking.com's export: METHOD:PUBLISH, DTSTAMP, "CLOSED - Not available". */
function bookingFeed(events: { start: string; end: string; uid: string }[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//admin.booking.com//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  for (const event of events) {
    lines.push('BEGIN:VEVENT', `UID:${event.uid}`, 'DTSTAMP:20261120T000000Z', `DTSTART;VALUE=DATE:${ymd(event.start)}`, `DTEND;VALUE=DATE:${ymd(event.end)}`, 'SUMMARY:CLOSED - Not available', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}

beforeAll(async () => {
  feeds = http.createServer((req, res) => {
    feedHits += 1;
    const path = (req.url ?? '').split('?')[0];
    if (path === '/feed.ics') return void res.writeHead(200, { 'content-type': 'text/calendar' }).end(feed);
    if (path === '/moved.ics') return void res.writeHead(302, { location: '/feed.ics' }).end();
    if (path === '/slow.ics') return void setTimeout(() => res.writeHead(200, { 'content-type': 'text/calendar' }).end(feed), TIMEOUT_MS * 3).unref();
    if (path === '/down.ics') return void res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Service Unavailable</h1>');
    if (path === '/garbage.ics') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Masuk</title><p>Silakan masuk dahulu</p>');
    if (path === '/huge.ics') {
      // No length announced: cut off while it streams, once past the cap.
      res.writeHead(200, { 'content-type': 'text/calendar' });
      const block = `BEGIN:VEVENT\r\nUID:x\r\nDESCRIPTION:${'x'.repeat(1000)}\r\nEND:VEVENT\r\n`;
      const write = (left: number): void => {
        if (left === 0 || res.destroyed) return void res.end();
        if (res.write(block)) write(left - 1);
        else res.once('drain', () => write(left - 1));
      };
      res.write('BEGIN:VCALENDAR\r\n');
      return write(500);
    }
    if (path === '/announced-huge.ics') return void res.writeHead(200, { 'content-length': String(MAX_BYTES * 4) }).end('BEGIN:VCALENDAR\r\n'.padEnd(MAX_BYTES * 4, 'x'));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  feedOrigin = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  t = await createTestApp({
    env: {
      PUBLIC_FORM_MAX_PER_HOUR: '1000',
      PUBLIC_FORM_MAX_PER_SENDER_PER_HOUR: '1000',
      // The stand-in listens on loopback, which the import refuses by default.
      HOMESTAY_CALENDAR_PRIVATE_ADDRESSES: 'allow',
      HOMESTAY_CALENDAR_TIMEOUT_MS: String(TIMEOUT_MS),
      HOMESTAY_CALENDAR_MAX_BYTES: String(MAX_BYTES),
    },
  });
  today = todayIn(t.config.siteTimeZone);
});
afterAll(async () => {
  await t?.close();
  feeds.closeAllConnections();
  await new Promise((resolve) => feeds.close(resolve));
});

async function calendarOf(roomId: number, token = t.users.admin.token): Promise<RoomCalendar> {
  const res = await t.request('GET', `/api/homestay-rooms/${roomId}/calendar`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as RoomCalendar;
}

async function blockedNights(roomId: number) {
  const rows = await t.db.selectFrom('homestay_blocked_nights').select([sql<string>`night::text`.as('night'), 'source']).where('room_id', '=', roomId).orderBy('night').execute();
  return rows.map((row) => `${row.night} ${row.source}`);
}

/** The events of an .ics file as node-ical reads them: all-day start and end dates and the summary. */
function eventsOf(text: string) {
  return Object.values(ical.sync.parseICS(text))
    .filter((c): c is ical.VEvent => c?.type === 'VEVENT')
    .map((event) => ({ start: event.start.toISOString().slice(0, 10), end: event.end!.toISOString().slice(0, 10), dateOnly: event.start.dateOnly === true, summary: String(event.summary) }))
    .sort((a, b) => a.start.localeCompare(b.start));
}

describe('a room’s iCalendar export', () => {
  it('lists the nights with no free unit (stays and blocks) as all-day events, parsed by node-ical, and names no guest', async () => {
    const owner = t.users.msme;
    const { roomId } = await seedHomestay(t, { name: 'Rumah Ekspor', ownerId: owner.id });
    const first = addDays(today, 5);
    expect((await t.request('POST', '/api/stays', { body: stayBody(roomId, first, addDays(first, 2), 1, { customer_name: 'Tamu Rahasia' }) })).status).toBe(201);
    // The night after the stay, blocked by hand: one run of three nights.
    expect((await t.request('POST', `/api/homestay-rooms/${roomId}/blocked-nights`, { token: owner.token, body: { night: addDays(first, 2) } })).status).toBe(201);
    const lone = addDays(first, 10);
    expect((await t.request('POST', `/api/homestay-rooms/${roomId}/blocked-nights`, { token: owner.token, body: { night: lone } })).status).toBe(201);

    const calendar = await calendarOf(roomId, owner.token);
    expect(calendar.export_url).toMatch(new RegExp(`^${t.baseUrl}/api/homestay-rooms/${roomId}/calendar\\.ics\\?k=[0-9a-f]{64}$`));
    const res = await fetch(calendar.export_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(eventsOf(text)).toEqual([
      { start: first, end: addDays(first, 3), dateOnly: true, summary: 'Not available' },
      { start: lone, end: addDays(lone, 1), dateOnly: true, summary: 'Not available' },
    ]);
    expect(text).toContain(`DTSTART;VALUE=DATE:${ymd(first)}`);
    expect(text).not.toContain('Tamu Rahasia');
  });

  it('counts a room of several units busy only when none is free', async () => {
    const { roomId } = await seedHomestay(t, { name: 'Rumah Dua Unit', units: 2 });
    const first = addDays(today, 7);
    await t.request('POST', '/api/stays', { body: stayBody(roomId, first, addDays(first, 2), 2) });
    await t.request('POST', '/api/stays', { body: stayBody(roomId, addDays(first, 1), addDays(first, 3), 3) });
    const text = await (await fetch((await calendarOf(roomId)).export_url)).text();
    expect(eventsOf(text).map((e) => [e.start, e.end])).toEqual([[addDays(first, 1), addDays(first, 2)]]);
  });

  it('answers 404 for a wrong or malformed secret, and a renewed secret ends the old address', async () => {
    const { roomId } = await seedHomestay(t, { name: 'Rumah Rahasia' });
    const before = await calendarOf(roomId);
    for (const query of ['', '?k=short', `?k=${'0'.repeat(64)}`, `?k=${'Z'.repeat(64)}`]) {
      const res = await t.request('GET', `/api/homestay-rooms/${roomId}/calendar.ics${query}`);
      expect(res.status, query).toBe(404);
      expect(res.body).toMatchObject({ success: false, message: T.calendarNotFound });
    }
    expect((await t.request('GET', `/api/homestay-rooms/999999/calendar.ics?k=${before.export_url.split('k=')[1]}`)).status).toBe(404);
    const renewed = await t.request('POST', `/api/homestay-rooms/${roomId}/calendar/secret`, { token: t.users.admin.token });
    expect(renewed.status).toBe(200);
    expect(renewed.body.message).toBe(T.calendarRenewed);
    expect(renewed.body.data.export_url).not.toBe(before.export_url);
    expect((await fetch(before.export_url)).status).toBe(404);
    expect((await fetch(renewed.body.data.export_url)).status).toBe(200);
    // The secret never enters the audit trail.
    const entry = await t.db.selectFrom('audit_log').select(['action', 'changes']).where('entity', '=', 'homestay_rooms').where('entity_id', '=', String(roomId)).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry.action).toBe('renew-calendar');
    expect(JSON.stringify(entry.changes ?? {})).not.toContain(renewed.body.data.export_url.split('k=')[1]);
  });

  it('is another household’s to read and renew: 403 for an owner, 401 without sign-in', async () => {
    const { roomId } = await seedHomestay(t, { name: 'Rumah Orang Lain' });
    const token = t.users.msme.token;
    expect((await t.request('GET', `/api/homestay-rooms/${roomId}/calendar`, { token })).status).toBe(403);
    expect((await t.request('POST', `/api/homestay-rooms/${roomId}/calendar/secret`, { token })).status).toBe(403);
    expect((await t.request('PUT', `/api/homestay-rooms/${roomId}/calendar/import`, { token, body: { import_url: `${feedOrigin}/feed.ics` } })).status).toBe(403);
    expect((await t.request('POST', `/api/homestay-rooms/${roomId}/calendar/sync`, { token })).status).toBe(403);
    expect((await t.request('GET', `/api/homestay-rooms/${roomId}/calendar`)).status).toBe(401);
  });
});

describe('a room’s imported calendar', () => {
  it('blocks the nights Airbnb and Booking.com hold (DTEND the check-out day), once per UID, never touching stays or hand blocks', async () => {
    const owner = t.users.msme;
    const { roomId, slug } = await seedHomestay(t, { name: 'Rumah Impor', ownerId: owner.id });
    const a = addDays(today, 3);
    const b = addDays(today, 12);
    // A stay made here on a night Airbnb also sold (a conflict), and a night the owner closed by hand.
    expect((await t.request('POST', '/api/stays', { body: stayBody(roomId, addDays(b, 1), addDays(b, 2), 7) })).status).toBe(201);
    expect((await t.request('POST', `/api/homestay-rooms/${roomId}/blocked-nights`, { token: owner.token, body: { night: a, reason: 'Keluarga' } })).status).toBe(201);
    feed = airbnbFeed([
      { start: a, end: addDays(a, 2), uid: 'a1@airbnb.com' },
      { start: b, end: addDays(b, 3), uid: 'b2@airbnb.com', summary: 'Airbnb (Not available)' },
      // The same reservation twice, and one long past.
      { start: b, end: addDays(b, 3), uid: 'b2@airbnb.com' },
      { start: addDays(today, -40), end: addDays(today, -38), uid: 'old@airbnb.com' },
    ]);
    const saved = await t.request('PUT', `/api/homestay-rooms/${roomId}/calendar/import`, { token: owner.token, body: { import_url: `  ${feedOrigin}/moved.ics  ` } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ import_url: `${feedOrigin}/moved.ics`, import_synced_at: null, import_error: null });

    const synced = await t.request('POST', `/api/homestay-rooms/${roomId}/calendar/sync`, { token: owner.token });
    expect(synced.status, JSON.stringify(synced.body)).toBe(200);
    const calendar = synced.body.data as RoomCalendar;
    expect(calendar).toMatchObject({ import_error: null, import_events: 3, conflicts: [addDays(b, 1)] });
    expect(calendar.import_synced_at).not.toBeNull();
    expect(calendar.imported_nights).toEqual([addDays(a, 1), b, addDays(b, 1), addDays(b, 2)]);
    expect(await blockedNights(roomId)).toEqual([`${a} hand`, `${addDays(a, 1)} ical`, `${b} ical`, `${addDays(b, 1)} ical`, `${addDays(b, 2)} ical`]);
    expect(await t.db.selectFrom('stays').select('status').where('room_id', '=', roomId).execute()).toEqual([{ status: 'pending' }]);

    // Sold elsewhere, so not here: the public calendar shows it closed and a stay is refused.
    const nights = (await t.request('GET', `/api/homestays/${slug}/availability?from=${b}&to=${addDays(b, 3)}`)).body.data.nights as { state: string }[];
    expect(nights.map((n) => n.state)).toEqual(['closed', 'closed', 'closed']);
    expect((await t.request('POST', '/api/stays', { body: stayBody(roomId, addDays(b, 2), addDays(b, 4), 8) })).status).toBe(409);
    // The tape chart tells a night sold elsewhere from one closed by hand.
    const grid = (await t.request('GET', `/api/stays/grid?from=${a}`, { token: owner.token })).body.data as StayGrid;
    const row = grid.rooms.find((r) => r.room_id === roomId)!;
    expect(row.nights.slice(0, 2).map((n) => [n.date, n.blocked, n.imported])).toEqual([
      [a, true, false],
      [addDays(a, 1), true, true],
    ]);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'actor_role']).where('entity', '=', 'homestay_rooms').where('entity_id', '=', String(roomId)).orderBy('id').execute();
    expect(audit.map((e) => e.action)).toEqual(['calendar-import', 'sync-calendar']);

    // Booking.com now: Airbnb's reservation a is gone and one is new; the hand block stays the owner's.
    feed = bookingFeed([
      { start: b, end: addDays(b, 3), uid: 'b2@airbnb.com' },
      { start: addDays(today, 20), end: addDays(today, 21), uid: '1234567890@booking.com' },
    ]);
    const again = (await t.request('POST', `/api/homestay-rooms/${roomId}/calendar/sync`, { token: t.users.admin.token })).body.data as RoomCalendar;
    expect(again.imported_nights).toEqual([b, addDays(b, 1), addDays(b, 2), addDays(today, 20)]);
    expect(await blockedNights(roomId)).toEqual([`${a} hand`, `${b} ical`, `${addDays(b, 1)} ical`, `${addDays(b, 2)} ical`, `${addDays(today, 20)} ical`]);

    // The owner closes an imported night by hand: it is theirs now, and the next read leaves it.
    await t.request('POST', `/api/homestay-rooms/${roomId}/blocked-nights`, { token: owner.token, body: { night: addDays(today, 20) } });
    feed = bookingFeed([]);
    await t.request('POST', `/api/homestay-rooms/${roomId}/calendar/sync`, { token: owner.token });
    expect(await blockedNights(roomId)).toEqual([`${a} hand`, `${addDays(today, 20)} hand`]);

    // No outside calendar any more: nothing is left of it.
    feed = airbnbFeed([{ start: b, end: addDays(b, 1), uid: 'c@airbnb.com' }]);
    await t.request('POST', `/api/homestay-rooms/${roomId}/calendar/sync`, { token: owner.token });
    expect(await blockedNights(roomId)).toContain(`${b} ical`);
    const removed = await t.request('PUT', `/api/homestay-rooms/${roomId}/calendar/import`, { token: owner.token, body: { import_url: '' } });
    expect(removed.body.data).toMatchObject({ import_url: null, imported_nights: [] });
    expect(await blockedNights(roomId)).toEqual([`${a} hand`, `${addDays(today, 20)} hand`]);
    expect((await t.request('POST', `/api/homestay-rooms/${roomId}/calendar/sync`, { token: owner.token })).status).toBe(400);
  });

  it('keeps the last good nights and shows why when the feed is slow, down, too large or not a calendar', async () => {
    const { roomId } = await seedHomestay(t, { name: 'Rumah Gangguan' });
    const token = t.users.admin.token;
    const night = addDays(today, 6);
    feed = airbnbFeed([{ start: night, end: addDays(night, 1), uid: 'keep@airbnb.com' }]);
    await t.request('PUT', `/api/homestay-rooms/${roomId}/calendar/import`, { token, body: { import_url: `${feedOrigin}/feed.ics` } });
    const good = (await t.request('POST', `/api/homestay-rooms/${roomId}/calendar/sync`, { token })).body.data as RoomCalendar;
    expect(good.imported_nights).toEqual([night]);

    const cases: [string, RegExp][] = [
      ['/slow.ics', /^Waktu habis/],
      ['/down.ics', /^Server kalender menjawab 503$/],
      ['/huge.ics', /^Berkas kalender lebih dari/],
      ['/announced-huge.ics', /^Berkas kalender lebih dari/],
      ['/garbage.ics', /^Bukan berkas iCalendar/],
      ['/nothing-here.ics', /^Server kalender menjawab 404$/],
    ];
    for (const [path, error] of cases) {
      // Another address starts afresh; its failure leaves the nights of the last good read.
      await t.db.updateTable('homestay_rooms').set({ import_url: `${feedOrigin}${path}` }).where('id', '=', roomId).execute();
      const started = Date.now();
      const res = await t.request('POST', `/api/homestay-rooms/${roomId}/calendar/sync`, { token });
      expect(Date.now() - started, path).toBeLessThan(TIMEOUT_MS + 1500);
      expect(res.status, path).toBe(200);
      const calendar = res.body.data as RoomCalendar;
      expect(calendar.import_error, path).toMatch(error);
      expect(calendar.import_synced_at, path).toBe(good.import_synced_at);
      expect(calendar.import_checked_at! > good.import_checked_at!, path).toBe(true);
      expect(calendar.imported_nights, path).toEqual([night]);
    }
  });

  it('runs in the background one room at a time, each no sooner than its interval', async () => {
    const { roomId } = await seedHomestay(t, { name: 'Rumah Jadwal' });
    const night = addDays(today, 9);
    feed = airbnbFeed([{ start: night, end: addDays(night, 1), uid: 'scheduled@airbnb.com' }]);
    await t.db.updateTable('homestay_rooms').set({ import_url: null }).where('import_url', 'is not', null).execute();
    await t.db.updateTable('homestay_rooms').set({ import_url: `${feedOrigin}/feed.ics` }).where('id', '=', roomId).execute();
    const deps = { db: t.db, calendars: t.config.homestayCalendars, timeZone: t.config.siteTimeZone, now: () => new Date() };
    expect(await syncDueCalendars(deps)).toEqual({ rooms: 1, changed: 1, failed: 0 });
    expect(await blockedNights(roomId)).toEqual([`${night} ical`]);
    const hits = feedHits;
    expect(await syncDueCalendars(deps)).toEqual({ rooms: 0, changed: 0, failed: 0 });
    expect(feedHits).toBe(hits);
    const later = { ...deps, now: () => new Date(Date.now() + 15 * 60_000) };
    expect(await syncDueCalendars(later)).toEqual({ rooms: 1, changed: 0, failed: 0 });
    const entry = await t.db.selectFrom('audit_log').select(['action', 'actor_role']).where('entity', '=', 'homestay_rooms').where('entity_id', '=', String(roomId)).orderBy('id').execute();
    // The background run is recorded when it changed nights only.
    expect(entry).toEqual([{ action: 'sync-calendar', actor_role: 'operator' }]);
  });

  it('refuses an address that is not a whole http(s) link', async () => {
    const { roomId } = await seedHomestay(t, { name: 'Rumah Alamat' });
    for (const import_url of ['ftp://example.com/a.ics', 'webcal://example.com/a.ics', 'airbnb', `https://example.com/${'a'.repeat(1000)}`]) {
      const res = await t.request('PUT', `/api/homestay-rooms/${roomId}/calendar/import`, { token: t.users.admin.token, body: { import_url } });
      expect(res.status, import_url).toBe(400);
      expect(res.body.errors, import_url).toEqual([{ param: 'import_url', msg: T.importUrl }]);
    }
  });
});

describe('the fetch of an outside calendar', () => {
  const limits = { timeoutMs: TIMEOUT_MS, maxBytes: MAX_BYTES, allowPrivateAddresses: false };

  it('refuses loopback, private and link-local addresses by default, by name as by number', async () => {
    feed = airbnbFeed([]);
    const port = (feeds.address() as AddressInfo).port;
    for (const address of [`http://127.0.0.1:${port}/feed.ics`, `http://localhost:${port}/feed.ics`, `http://[::1]:${port}/feed.ics`, 'http://169.254.169.254/latest/meta-data', 'http://10.0.0.1/a.ics']) {
      await expect(fetchCalendar(address, limits), address).rejects.toThrow(/jaringan lokal/);
    }
    await expect(fetchCalendar('file:///etc/passwd', limits)).rejects.toBeInstanceOf(CalendarFetchError);
    await expect(fetchCalendar(`http://user:pw@127.0.0.1:${port}/feed.ics`, { ...limits, allowPrivateAddresses: true })).rejects.toThrow(/nama dan sandi/);
    expect(await fetchCalendar(`http://127.0.0.1:${port}/feed.ics`, { ...limits, allowPrivateAddresses: true })).toContain('BEGIN:VCALENDAR');
  });

  it('knows the special networks', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1']) {
      expect(isSpecialAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '104.16.0.1', '2606:4700::6810:84e5', '::ffff:8.8.8.8']) expect(isSpecialAddress(address), address).toBe(false);
  });
});
