import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addDays, islandToday } from '../../clock/island-today.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => islandToday({ now: () => new Date(), config: t.config });

function event(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Festival Layang-Layang',
    category: 'festival',
    startsOn: addDays(today(), 10),
    place: 'Lapangan desa',
    description: '<p>Layang-layang raksasa dari seluruh kampung terbang di atas pantai.</p>',
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}, role: 'admin' | 'superadmin' | 'contributor' = 'admin') {
  const res = await t.request('POST', '/api/events', { token: t.users[role].token, body: event(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

async function publicList(query = '') {
  const res = await t.request('GET', `/api/events?limit=100&${query}`);
  expect(res.status).toBe(200);
  return res.body.data as { events: { title: string; nextStartsOn: string; isPast: boolean }[]; pagination: { totalItems: number } };
}
const titles = (data: { events: { title: string }[] }) => data.events.map((e) => e.title);

describe('REST shapes', () => {
  it('creates with the documented answer, defaults filled in, HTML sanitised', async () => {
    const res = await t.request('POST', '/api/events', {
      token: t.users.admin.token,
      body: event({ title: 'Bentuk Jawaban', description: '<p onclick="x()">Teks yang cukup panjang.</p><script>alert(1)</script>' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Acara berhasil dibuat' });
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      slug: 'bentuk-jawaban',
      title: 'Bentuk Jawaban',
      category: 'festival',
      startsOn: addDays(today(), 10),
      endsOn: addDays(today(), 10),
      nextStartsOn: addDays(today(), 10),
      nextEndsOn: addDays(today(), 10),
      startTime: null,
      endTime: null,
      isPast: false,
      place: 'Lapangan desa',
      destinationId: null,
      destinationName: null,
      latitude: null,
      longitude: null,
      description: '<p>Teks yang cukup panjang.</p>',
      image: null,
      price: null,
      contact: null,
      yearly: false,
      status: 'published',
      createdBy: t.users.admin.id,
      // No English twin written yet (decision 0035).
      en: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const id = res.body.data.id;
    const byId = await t.request('GET', `/api/events/${id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.data.slug).toBe('bentuk-jawaban');
    const bySlug = await t.request('GET', '/api/events/slug/bentuk-jawaban');
    expect(bySlug.body.data.id).toBe(id);
    const updated = await t.request('PUT', `/api/events/${id}`, { token: t.users.admin.token, body: { price: 'Rp 5.000', startTime: '08:00' } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ message: 'Acara berhasil diperbarui', data: { price: 'Rp 5.000', startTime: '08:00', title: 'Bentuk Jawaban' } });
    const deleted = await t.request('DELETE', `/api/events/${id}`, { token: t.users.admin.token });
    expect(deleted.body).toMatchObject({ success: true, message: 'Acara berhasil dihapus', data: { id } });
    expect((await t.request('GET', `/api/events/${id}`)).status).toBe(404);
  });

  it('refuses bad input with the field and an Indonesian text', async () => {
    const token = t.users.admin.token;
    const badDate = await t.request('POST', '/api/events', { token, body: event({ startsOn: '2026-02-30' }) });
    expect(badDate.status).toBe(400);
    expect(JSON.stringify(badDate.body)).toContain('Tanggal harus berformat');
    const backwards = await t.request('POST', '/api/events', { token, body: event({ endsOn: addDays(today(), 2) }) });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('Tanggal selesai tidak boleh sebelum tanggal mulai');
    const badTime = await t.request('POST', '/api/events', { token, body: event({ startTime: '25:00' }) });
    expect(badTime.status).toBe(400);
    const noDestination = await t.request('POST', '/api/events', { token, body: event({ destinationId: 999999 }) });
    expect(noDestination.status).toBe(400);
    expect(JSON.stringify(noDestination.body)).toContain('Destinasi tidak ditemukan');
    const emptyText = await t.request('POST', '/api/events', { token, body: event({ description: '<script>alert("long enough")</script>' }) });
    expect(emptyText.status).toBe(400);
    const badCategory = await t.request('GET', '/api/events?category=konser');
    expect(badCategory.status).toBe(400);
  });
});

describe('role matrix', () => {
  it.each(['superadmin', 'admin'] as const)('lets %s create, update and delete', async (role) => {
    const created = await create({ title: `Acara ${role}` }, role);
    expect(created.status).toBe('published');
    const token = t.users[role].token;
    expect((await t.request('PUT', `/api/events/${created.id}`, { token, body: { category: 'pasar' } })).status).toBe(200);
    expect((await t.request('DELETE', `/api/events/${created.id}`, { token })).status).toBe(200);
  });

  it('refuses msme and anonymous writes before any lookup', async () => {
    for (const [method, url] of [['POST', '/api/events'], ['PUT', '/api/events/999999'], ['DELETE', '/api/events/999999']] as const) {
      expect((await t.request(method, url, { token: t.users.msme.token, body: event() })).status, `msme ${method}`).toBe(403);
      expect((await t.request(method, url, { body: event() })).status, `anonymous ${method}`).toBe(401);
    }
  });

  it('keeps a contributor proposal pending and hidden until a site runner publishes it', async () => {
    const proposal = await create({ title: 'Usulan Lomba Dayung' }, 'contributor');
    expect(proposal.status).toBe('pending');
    expect(titles(await publicList())).not.toContain('Usulan Lomba Dayung');
    expect((await t.request('GET', `/api/events/${proposal.id}`)).status).toBe(404);
    // Its author and site runners see it.
    expect((await t.request('GET', `/api/events/${proposal.id}`, { token: t.users.contributor.token })).status).toBe(200);
    const mine = await t.request('GET', '/api/events?mine=true', { token: t.users.contributor.token });
    expect(titles(mine.body.data)).toContain('Usulan Lomba Dayung');
    const pending = await t.request('GET', '/api/events?status=pending', { token: t.users.admin.token });
    expect(titles(pending.body.data)).toContain('Usulan Lomba Dayung');

    // A contributor may neither publish nor touch someone else's proposal.
    const self = await t.request('PUT', `/api/events/${proposal.id}`, { token: t.users.contributor.token, body: { status: 'published' } });
    expect(self.status).toBe(403);
    expect((await t.request('POST', '/api/events', { token: t.users.contributor.token, body: event({ status: 'published' }) })).status).toBe(403);
    const staffOwn = await create({ title: 'Milik Admin' });
    const foreign = await t.request('PUT', `/api/events/${staffOwn.id}`, { token: t.users.contributor.token, body: { place: 'Lain' } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('NOT_OWNER');

    // The contributor may still fix their pending proposal.
    expect((await t.request('PUT', `/api/events/${proposal.id}`, { token: t.users.contributor.token, body: { place: 'Dermaga' } })).status).toBe(200);

    const published = await t.request('PUT', `/api/events/${proposal.id}`, { token: t.users.admin.token, body: { status: 'published' } });
    expect(published.status).toBe(200);
    expect(titles(await publicList())).toContain('Usulan Lomba Dayung');
    // Published, it is the site's: its proposer can no longer change or remove it.
    expect((await t.request('DELETE', `/api/events/${proposal.id}`, { token: t.users.contributor.token })).status).toBe(403);
  });
});

describe('upcoming, past and recurring events', () => {
  it('lists upcoming first, leaves out a past event but still answers its page as past', async () => {
    const later = await create({ title: 'Urutan Kedua', startsOn: addDays(today(), 40) });
    const sooner = await create({ title: 'Urutan Pertama', startsOn: addDays(today(), 1) });
    const running = await create({ title: 'Sedang Berlangsung', startsOn: addDays(today(), -2), endsOn: addDays(today(), 1) });
    const past = await create({ title: 'Sudah Lewat', startsOn: addDays(today(), -20), endsOn: addDays(today(), -19) });

    const list = titles(await publicList());
    expect(list).not.toContain('Sudah Lewat');
    expect(list.indexOf('Sedang Berlangsung')).toBeLessThan(list.indexOf('Urutan Pertama'));
    expect(list.indexOf('Urutan Pertama')).toBeLessThan(list.indexOf('Urutan Kedua'));

    const page = await t.request('GET', `/api/events/${past.id}`);
    expect(page.status).toBe(200);
    expect(page.body.data.isPast).toBe(true);
    // Staff may ask for past events.
    const staff = await t.request('GET', '/api/events?past=true&limit=100', { token: t.users.admin.token });
    expect(titles(staff.body.data)).toContain('Sudah Lewat');
    // A visitor asking for them gets upcoming events only.
    expect(titles(await publicList('past=true'))).not.toContain('Sudah Lewat');
    for (const e of [later, sooner, running, past]) await t.request('DELETE', `/api/events/${e.id}`, { token: t.users.admin.token });
  });

  it('shows a yearly event at its next occurrence, never as past', async () => {
    const lastYear = addDays(today(), -360);
    const yearly = await create({ title: 'Pesta Laut Tahunan', startsOn: lastYear, yearly: true });
    const expected = (() => {
      const d = new Date(`${lastYear}T00:00:00Z`);
      d.setUTCFullYear(d.getUTCFullYear() + 1);
      return d.toISOString().slice(0, 10);
    })();
    const found = (await publicList()).events.find((e) => e.title === 'Pesta Laut Tahunan');
    expect(found).toMatchObject({ nextStartsOn: expected, isPast: false });
    // Yesterday's yearly event comes back in a year, not today.
    const yesterday = addDays(today(), -1);
    await create({ title: 'Kemarin Tiap Tahun', startsOn: yesterday, yearly: true });
    const again = (await publicList()).events.find((e) => e.title === 'Kemarin Tiap Tahun');
    expect(again?.nextStartsOn).toBe(`${Number(yesterday.slice(0, 4)) + 1}${yesterday.slice(4)}`);
    // The month filter finds it at the next occurrence.
    const month = expected.slice(0, 7);
    const inMonth = await publicList(`from=${month}-01&to=${month}-28`);
    expect(titles(inMonth)).toContain('Pesta Laut Tahunan');
    await t.request('DELETE', `/api/events/${yearly.id}`, { token: t.users.admin.token });
  });

  it('filters by category, by dates and by search', async () => {
    await create({ title: 'Pasar Malam Dermaga', category: 'pasar', startsOn: addDays(today(), 5) });
    await create({ title: 'Turnamen Voli Pantai', category: 'olahraga', startsOn: addDays(today(), 70) });
    expect(titles(await publicList('category=pasar'))).toEqual(expect.arrayContaining(['Pasar Malam Dermaga']));
    expect(titles(await publicList('category=pasar'))).not.toContain('Turnamen Voli Pantai');
    const soon = await publicList(`from=${today()}&to=${addDays(today(), 30)}`);
    expect(titles(soon)).toContain('Pasar Malam Dermaga');
    expect(titles(soon)).not.toContain('Turnamen Voli Pantai');
    expect(titles(await publicList('search=voli'))).toEqual(['Turnamen Voli Pantai']);
  });

  it('drops the cached public list when an event is written', async () => {
    await publicList();
    await create({ title: 'Baru Saja Ditambahkan', startsOn: addDays(today(), 2) });
    expect(titles(await publicList())).toContain('Baru Saja Ditambahkan');
  });
});
