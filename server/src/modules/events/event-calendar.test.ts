import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { islandInstant } from './event-calendar.ts';
import { addDays, islandToday } from '../../clock/island-today.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function create(body: Record<string, unknown>, role: 'admin' | 'contributor' = 'admin') {
  const res = await t.request('POST', '/api/events', {
    token: t.users[role].token,
    body: { category: 'festival', place: 'Dermaga', description: '<p>Acara warga di tepi pantai pulau.</p>', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

async function fetchText(path: string): Promise<{ status: number; type: string | null; text: string }> {
  const res = await fetch(`${t.baseUrl}${path}`);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

describe('island clock to UTC', () => {
  it('turns 07:00 in Makassar (UTC+8) into 23:00 UTC the day before', () => {
    expect(islandInstant('2026-12-01', '07:00', 'Asia/Makassar').toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });
});

describe('/agenda.ics', () => {
  it('is a valid iCalendar feed of upcoming published events, parsed by node-ical', async () => {
    const today = islandToday({ now: () => new Date(), config: t.config });
    const timed = await create({ title: 'Pasar Subuh', category: 'pasar', startsOn: addDays(today, 4), startTime: '05:00', endTime: '08:00', price: 'Gratis' });
    const allDay = await create({ title: 'Festival Dua Hari', startsOn: addDays(today, 9), endsOn: addDays(today, 10) });
    await create({ title: 'Pesta Laut, Tiap Tahun', startsOn: addDays(today, -300), yearly: true });
    await create({ title: 'Sudah Selesai', startsOn: addDays(today, -30) });
    await create({ title: 'Usulan Belum Ditinjau', startsOn: addDays(today, 5) }, 'contributor');

    const feed = await fetchText('/agenda.ics');
    expect(feed.status).toBe(200);
    expect(feed.type).toMatch(/^text\/calendar/);
    // RFC 5545: lines end in CRLF.
    expect(feed.text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);

    const parsed = ical.sync.parseICS(feed.text);
    const events = Object.values(parsed).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];
    const bySummary = new Map(events.map((e) => [String(e.summary), e]));
    expect([...bySummary.keys()].sort()).toEqual(['Festival Dua Hari', 'Pasar Subuh', 'Pesta Laut, Tiap Tahun']);

    const market = bySummary.get('Pasar Subuh')!;
    expect(market.start.toISOString()).toBe(islandInstant(addDays(today, 4), '05:00', 'Asia/Makassar').toISOString());
    expect(market.end?.toISOString()).toBe(islandInstant(addDays(today, 4), '08:00', 'Asia/Makassar').toISOString());
    // node-ical keeps a property with parameters (URL;VALUE=URI) as { params, val }.
    expect((market.url as unknown as { val: string }).val).toBe(`${t.baseUrl}/agenda/${timed.slug}`);
    expect(String(market.description)).toContain('Harga: Gratis');

    const festival = bySummary.get('Festival Dua Hari')!;
    expect(festival.datetype).toBe('date');
    expect(String(festival.uid)).toBe(`event-${allDay.id}@${new URL(t.baseUrl).hostname}`);

    const yearly = bySummary.get('Pesta Laut, Tiap Tahun')!;
    expect(yearly.rrule?.toString()).toContain('FREQ=YEARLY');
  });

  it('offers one event as a download, and 404 for a proposal or an unknown slug', async () => {
    const today = islandToday({ now: () => new Date(), config: t.config });
    const event = await create({ title: 'Lomba Dayung Unduh', startsOn: addDays(today, 3), startTime: '09:00' });
    const file = await fetch(`${t.baseUrl}/agenda/${event.slug}.ics`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${event.slug}.ics"`);
    const parsed = Object.values(ical.sync.parseICS(await file.text())).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];
    expect(parsed.map((e) => String(e.summary))).toEqual(['Lomba Dayung Unduh']);

    const proposal = await create({ title: 'Usulan Rahasia', startsOn: addDays(today, 3) }, 'contributor');
    expect((await fetchText(`/agenda/${proposal.slug}.ics`)).status).toBe(404);
    expect((await fetchText('/agenda/tidak-ada.ics')).status).toBe(404);
  });

  it('speaks English under /en: its own words, and links to the English pages', async () => {
    const today = islandToday({ now: () => new Date(), config: t.config });
    const event = await create({ title: 'Lomba Perahu Inggris', startsOn: addDays(today, 6), startTime: '08:00', price: 'Gratis', contact: '0812-0000-1111' });
    const file = await fetch(`${t.baseUrl}/en/agenda/${event.slug}.ics`);
    expect(file.status).toBe(200);
    const text = await file.text();
    const parsed = ical.sync.parseICS(text);
    const [vevent] = Object.values(parsed).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];
    expect((vevent!.url as unknown as { val: string }).val).toBe(`${t.baseUrl}/en/agenda/${event.slug}`);
    // The village's own words stay as written; the file's are English.
    expect(String(vevent!.description)).toContain('Price: Gratis');
    expect(String(vevent!.description)).toContain('Contact: 0812-0000-1111');
    expect(String(vevent!.description)).not.toContain('Harga');

    const feed = await fetchText('/en/agenda.ics');
    expect(feed.status).toBe(200);
    expect(feed.text).toMatch(/X-WR-CALNAME:.* events\r\n/);
    expect(feed.text).not.toContain('Acara dan upacara');
    // The Indonesian files stay Indonesian, each kept under its own key.
    expect((await fetchText('/agenda.ics')).text).toMatch(/X-WR-CALNAME:Agenda /);
    expect((await fetchText('/en/agenda/tidak-ada.ics')).status).toBe(404);
  });

  it('gives an English file the event’s English twin where written', async () => {
    const today = islandToday({ now: () => new Date(), config: t.config });
    const event = await create({
      title: 'Lomba Dayung',
      startsOn: addDays(today, 7),
      price: 'Gratis',
      en: { title: 'Rowing Race', description: '<p>Village crews race their canoes along the beach.</p>', price: 'Free' },
    });
    const english = await fetchText(`/en/agenda/${event.slug}.ics`);
    const [vevent] = Object.values(ical.sync.parseICS(english.text)).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];
    expect(String(vevent!.summary)).toBe('Rowing Race');
    expect(String(vevent!.description)).toContain('Village crews race their canoes');
    expect(String(vevent!.description)).toContain('Price: Free');
    // No English place: the village's own, as written.
    expect(String(vevent!.location)).toBe('Dermaga');
    expect((await fetchText(`/agenda/${event.slug}.ics`)).text).toContain('SUMMARY:Lomba Dayung');
  });

  it('drops the cached feed when an event is written', async () => {
    await fetchText('/agenda.ics');
    await create({ title: 'Ditambahkan Kemudian', startsOn: addDays(islandToday({ now: () => new Date(), config: t.config }), 6) });
    expect((await fetchText('/agenda.ics')).text).toContain('SUMMARY:Ditambahkan Kemudian');
  });
});
