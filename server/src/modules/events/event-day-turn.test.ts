import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// The process runs in UTC; the island is Asia/Makassar (UTC+8): 16:00 UTC is its midnight.
// The app's clock stands a moment before that midnight, so the midnight timer (armed from the
// app's clock) keeps firing every second or so until the test moves the clock past it.
let clock = new Date('2026-05-05T15:59:59.500Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const TODAY = '2026-05-05';

async function listTitles(): Promise<{ titles: string[]; etag: string }> {
  const res = await t.request('GET', '/api/events?limit=100');
  expect(res.status).toBe(200);
  return { titles: res.body.data.events.map((e: { title: string }) => e.title), etag: res.headers.get('etag') ?? '' };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 8000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("the agenda's public answers at the island's midnight", () => {
  it('the list, the event page and /agenda.ics drop a one-day event once the island day has turned, with no write', async () => {
    const made = await t.request('POST', '/api/events', {
      token: t.users.admin.token,
      body: { title: 'Pasar Malam Sehari', category: 'festival', startsOn: TODAY, place: 'Lapangan desa', description: '<p>Pasar malam satu hari saja di lapangan desa.</p>' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const slug = made.body.data.slug as string;

    const before = await listTitles();
    expect(before.titles).toContain('Pasar Malam Sehari');
    // The answer is kept: asked again, it is the same one.
    const again = await t.request('GET', '/api/events?limit=100', { headers: { 'if-none-match': before.etag } });
    expect(again.status).toBe(304);
    expect(String((await t.request('GET', '/agenda.ics')).body)).toContain('Pasar Malam Sehari');
    expect((await t.request('GET', `/api/events/slug/${slug}`)).body.data.isPast).toBe(false);

    // 00:00:30 on the 6th on the island; the server's own date (UTC) is still the 5th.
    clock = new Date('2026-05-05T16:00:30Z');
    const after = await until(listTitles, (answer) => !answer.titles.includes('Pasar Malam Sehari'));
    expect(after.titles).not.toContain('Pasar Malam Sehari');
    expect(String((await t.request('GET', '/agenda.ics')).body)).not.toContain('Pasar Malam Sehari');
    expect((await t.request('GET', `/api/events/slug/${slug}`)).body.data.isPast).toBe(true);
  });
});
