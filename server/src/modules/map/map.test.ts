import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';
import { uploadImages } from '../../../test/upload-images.ts';
import { addDays, islandToday } from '../events/event-dates.ts';

let t: TestApp;
let picture: string;
beforeAll(async () => {
  t = await createTestApp({ env: { MAP_TILE_URL: 'http://tiles.pulau.test:8080/{z}/{x}/{y}.png', MAP_ATTRIBUTION: '© Peta Uji' } });
  const [file] = await uploadImages(t, 1);
  picture = file!.filename;
  await t.db
    .insertInto('destinations')
    .values([
      { title: 'Pantai Timur', category: 'beaches', short_description: 'Pasir putih.', latitude: -5.01, longitude: 119.3, image: picture },
      { title: 'Bukit Angin', category: 'nature', short_description: 'Pemandangan.', latitude: -5.02, longitude: 119.31, image: picture },
    ])
    .execute();
});
afterAll(() => t.close());

describe('GET /api/map', () => {
  it('answers every destination with its kind, picture and coordinates, and the configured tiles', async () => {
    const res = await t.request('GET', '/api/map');
    expect(res.status).toBe(200);
    const { tiles, places } = res.body.data;
    expect(tiles).toEqual({ url: 'http://tiles.pulau.test:8080/{z}/{x}/{y}.png', attribution: '© Peta Uji' });
    expect(places).toEqual([
      { kind: 'nature', id: expect.any(Number), title: 'Bukit Angin', image: expect.stringContaining(picture), lat: -5.02, lng: 119.31 },
      { kind: 'beaches', id: expect.any(Number), title: 'Pantai Timur', image: expect.stringContaining(picture), lat: -5.01, lng: 119.3 },
    ]);
  });

  it('adds the village office once staff give the contact address coordinates, and forgets no cached copy', async () => {
    const before = await t.request('GET', trpcQueryUrl('map.places'));
    expect(before.body.result.data.places.some((p: { kind: string }) => p.kind === 'office')).toBe(false);
    const saved = await t.request('PUT', '/api/settings/category/contact', { token: t.users.admin.token, body: { latitude: -5.03, longitude: 119.32 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await t.request('PUT', '/api/settings/category/general', { token: t.users.admin.token, body: { village_name: 'Desa Uji' } });
    const after = await t.request('GET', trpcQueryUrl('map.places'));
    expect(after.body.result.data.places).toContainEqual({ kind: 'office', id: null, title: 'Kantor Desa Uji', image: null, lat: -5.03, lng: 119.32 });
  });

  it('adds upcoming published events held at a destination, at its point, and drops them with the event', async () => {
    const bukit = await t.db.selectFrom('destinations').select('id').where('title', '=', 'Bukit Angin').executeTakeFirstOrThrow();
    const today = islandToday({ now: () => new Date(), config: t.config });
    const event = (title: string, over: Record<string, unknown>) =>
      t.request('POST', '/api/events', {
        token: t.users.admin.token,
        body: { title, category: 'festival', startsOn: addDays(today, 3), place: 'Bukit', description: '<p>Acara di bukit untuk semua warga desa.</p>', ...over },
      });
    const shown = await event('Festival Angin', { destinationId: bukit.id });
    expect(shown.status, JSON.stringify(shown.body)).toBe(201);
    expect((await event('Tanpa Tempat', {})).status).toBe(201);
    expect((await event('Masih Draf', { destinationId: bukit.id, status: 'pending' })).status).toBe(201);

    const places = (await t.request('GET', '/api/map')).body.data.places as { kind: string; title: string }[];
    expect(places.filter((p) => p.kind === 'event')).toEqual([
      {
        kind: 'event',
        id: shown.body.data.id,
        title: 'Festival Angin',
        image: null,
        lat: -5.02,
        lng: 119.31,
        event: { slug: shown.body.data.slug, nextStartsOn: addDays(today, 3), nextEndsOn: addDays(today, 3) },
      },
    ]);
    expect((await t.request('DELETE', `/api/events/${shown.body.data.id}`, { token: t.users.admin.token })).status).toBe(200);
    const after = (await t.request('GET', '/api/map')).body.data.places as { kind: string }[];
    expect(after.some((p) => p.kind === 'event')).toBe(false);
  });

  it('lets the page load tiles from the configured host', async () => {
    const res = await t.request('GET', '/api/map');
    expect(res.headers.get('content-security-policy')).toMatch(/img-src [^;]*http:\/\/tiles\.pulau\.test:8080/);
  });
});

describe('MAP_TILE_URL', () => {
  it('defaults to the OpenStreetMap tiles and their attribution', () => {
    const config = loadConfig({});
    expect(config.mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(config.mapAttribution).toContain('OpenStreetMap');
  });

  it('refuses a template without its {z}/{x}/{y} places', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tile.example.org/tiles.png' })).toThrow(/MAP_TILE_URL/);
  });
});
