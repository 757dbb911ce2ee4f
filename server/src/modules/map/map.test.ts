import { MAP_GRID_CELLS, MAP_PLACE_LIMIT, type MapAnswer } from '@island/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';
import { uploadImages } from '../../../test/upload-images.ts';
import { addDays, islandToday } from '../../clock/island-today.ts';
import { seedHomestay } from '../homestays/homestays.test-fixture.ts';

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
  it('answers every destination with its kind, picture, coordinates and English title, and the configured tiles', async () => {
    await sql`update destinations set en = ${JSON.stringify({ title: 'Windy Hill' })}::jsonb where title = 'Bukit Angin'`.execute(t.db);
    const res = await t.request('GET', '/api/map');
    expect(res.status).toBe(200);
    const { tiles, places, groups, complete, kinds } = res.body.data;
    expect(groups).toEqual([]);
    expect(complete).toBe(true);
    expect(kinds).toEqual(['beaches', 'nature']);
    expect(tiles).toEqual({ url: 'http://tiles.pulau.test:8080/{z}/{x}/{y}.png', attribution: '© Peta Uji' });
    expect(places).toEqual([
      { kind: 'nature', id: expect.any(Number), title: 'Bukit Angin', title_en: 'Windy Hill', image: expect.stringContaining(picture), lat: -5.02, lng: 119.31 },
      { kind: 'beaches', id: expect.any(Number), title: 'Pantai Timur', title_en: null, image: expect.stringContaining(picture), lat: -5.01, lng: 119.3 },
    ]);
  });

  it('adds the village office once staff give the contact address coordinates, and forgets no cached copy', async () => {
    const before = await t.request('GET', trpcQueryUrl('map.places'));
    expect(before.body.result.data.places.some((p: { kind: string }) => p.kind === 'office')).toBe(false);
    const saved = await t.request('PUT', '/api/settings/category/contact', { token: t.users.admin.token, body: { latitude: -5.03, longitude: 119.32 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await t.request('PUT', '/api/settings/category/general', { token: t.users.admin.token, body: { village_name: 'Desa Uji' } });
    const after = await t.request('GET', trpcQueryUrl('map.places'));
    expect(after.body.result.data.places).toContainEqual({ kind: 'office', id: null, title: 'Kantor Desa Uji', title_en: null, image: null, lat: -5.03, lng: 119.32 });
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
        title_en: null,
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

  it('adds published homestays with a position as their own kind, linking to their page, and drops one unpublished', async () => {
    const house = await seedHomestay(t, { name: 'Rumah Peta' });
    await seedHomestay(t, { name: 'Rumah Tanpa Titik' });
    await t.request('PUT', `/api/homestays/${house.homestayId}`, {
      token: t.users.admin.token,
      body: { latitude: -5.04, longitude: 119.33, photos: [picture], en: { name: 'Map House', description: 'A family house near the jetty.' } },
    });
    const res = await t.request('GET', '/api/map');
    expect(res.body.data.kinds).toContain('homestay');
    expect(res.body.data.places.filter((p: { kind: string }) => p.kind === 'homestay')).toEqual([
      { kind: 'homestay', id: house.homestayId, title: 'Rumah Peta', title_en: 'Map House', image: expect.stringContaining(picture), lat: -5.04, lng: 119.33, homestay: { slug: house.slug } },
    ]);
    expect((await t.request('GET', '/api/map?kind=homestay')).body.data.places.map((p: { kind: string }) => p.kind)).toEqual(['homestay']);
    expect((await t.request('PUT', `/api/homestays/${house.homestayId}`, { token: t.users.admin.token, body: { published: false } })).status).toBe(200);
    expect((await t.request('GET', '/api/map')).body.data.places.some((p: { kind: string }) => p.kind === 'homestay')).toBe(false);
  });

  it('lets the page load tiles from the configured host', async () => {
    const res = await t.request('GET', '/api/map');
    expect(res.headers.get('content-security-policy')).toMatch(/img-src [^;]*http:\/\/tiles\.pulau\.test:8080/);
  });
});

describe('GET /api/map past MAP_PLACE_LIMIT destinations', () => {
  let big: TestApp;
  // Two clusters far apart: a crowd of beaches around one bay, and one hill to the east.
  const bay = { lat: -5.1, lng: 119.4 };
  const crowd = MAP_PLACE_LIMIT + 20;
  beforeAll(async () => {
    big = await createTestApp();
    const [file] = await uploadImages(big, 1);
    const image = file!.filename;
    await big.db
      .insertInto('destinations')
      .values([
        ...Array.from({ length: crowd }, (_, i) => ({
          title: `Pantai ${String(i).padStart(3, '0')}`,
          category: 'beaches' as const,
          short_description: 'Pasir putih.',
          image,
          latitude: bay.lat + (i % 20) * 0.0005,
          longitude: bay.lng + Math.floor(i / 20) * 0.0005,
        })),
        { title: 'Bukit Jauh', category: 'nature' as const, short_description: 'Pemandangan.', image, latitude: -5.05, longitude: 119.9 },
      ])
      .execute();
  });
  afterAll(() => big.close());

  const map = async (query = ''): Promise<MapAnswer> => {
    const res = await big.request('GET', `/api/map${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as MapAnswer;
  };

  it('answers the destinations as groups on a grid over where they lie, counting every one, and says the answer is not complete', async () => {
    const { places, groups, complete, kinds } = await map();
    expect(complete).toBe(false);
    expect(places.filter((p) => p.id !== null && p.kind !== 'event')).toEqual([]);
    expect(groups.length).toBeLessThanOrEqual(MAP_GRID_CELLS * MAP_GRID_CELLS);
    expect(groups.reduce((sum, g) => sum + g.count, 0)).toBe(crowd + 1);
    // The far hill is a group of its own, at its own point; the bay's crowd is in the largest groups, within the bay.
    expect(groups).toContainEqual({ count: 1, lat: -5.05, lng: 119.9, bounds: { south: -5.05, north: -5.05, west: 119.9, east: 119.9 } });
    const atBay = groups.filter((g) => g.bounds.east < 119.5);
    expect(atBay.reduce((sum, g) => sum + g.count, 0)).toBe(crowd);
    expect(groups.map((g) => g.count)).toEqual([...groups.map((g) => g.count)].sort((a, b) => b - a));
    for (const g of atBay) expect(g.bounds.south).toBeGreaterThanOrEqual(bay.lat - 1e-9);
    expect(kinds).toEqual(['beaches', 'nature']);
  });

  it('marks each destination of an area that holds few enough, and keeps the filter’s kinds of the whole island', async () => {
    const hill = await map('?west=119.8&south=-5.1&east=120&north=-5');
    expect(hill.complete).toBe(false);
    expect(hill.groups).toEqual([]);
    expect(hill.places.map((p) => p.title)).toEqual(['Bukit Jauh']);
    expect(hill.kinds).toEqual(['beaches', 'nature']);
    const corner = await map(`?west=${bay.lng - 0.0001}&south=${bay.lat - 0.0001}&east=${bay.lng + 0.0021}&north=${bay.lat + 0.0021}`);
    expect(corner.groups).toEqual([]);
    expect(corner.places).toHaveLength(25);
  });

  it('groups within the area asked when it holds too many, and filters by kind', async () => {
    const bayArea = await map(`?west=119.39&south=-5.11&east=119.41&north=-5.08`);
    expect(bayArea.places).toEqual([]);
    expect(bayArea.groups.reduce((sum, g) => sum + g.count, 0)).toBe(crowd);
    expect(bayArea.groups.length).toBeGreaterThan(1);
    const nature = await map('?kind=nature');
    expect(nature.groups).toEqual([]);
    expect(nature.places.map((p) => p.title)).toEqual(['Bukit Jauh']);
    expect(nature.complete).toBe(true);
    const events = await map('?kind=event');
    expect(events.groups).toEqual([]);
    expect(events.places).toEqual([]);
  });

  it('works out the whole island once until a write, whatever address asks it (a nonce, a tracking parameter)', async () => {
    const first = await map('?_=kept-1');
    // A row written behind the server's back (the app's own handle, which tells no cache) is not
    // seen: the marks were kept, not read again.
    await big.deps.db
      .insertInto('destinations')
      .values({ title: 'Tanjung Diam', category: 'adventure', short_description: 'Tanjung sepi.', image: 'x.webp', latitude: -5.2, longitude: 119.2 })
      .execute();
    const again = await map('?utm_source=kept-2');
    expect(again.groups).toEqual(first.groups);
    expect(again.kinds).toEqual(['beaches', 'nature']);
    // A write through the app drops them: both new places are counted.
    const image = (await big.db.selectFrom('destinations').select('image').executeTakeFirstOrThrow()).image;
    const created = await big.request('POST', '/api/destinations', {
      token: big.users.admin.token,
      body: { title: 'Tanjung Ramai', category: 'adventure', shortDescription: 'Tanjung untuk semua.', location: { lat: -5.21, lng: 119.21 }, image },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const after = await map('?_=kept-3');
    expect(after.groups.reduce((sum, g) => sum + g.count, 0)).toBe(first.groups.reduce((sum, g) => sum + g.count, 0) + 2);
    expect(after.kinds).toEqual(['beaches', 'nature', 'adventure']);
    await big.request('DELETE', `/api/destinations/${created.body.data.id}`, { token: big.users.admin.token });
    await big.db.deleteFrom('destinations').where('title', '=', 'Tanjung Diam').execute();
  });

  it('refuses an area with a side missing or turned round, and an unknown kind, with the field’s message', async () => {
    for (const query of ['?west=119', '?west=120&south=-5&east=119&north=-4', '?west=119&south=-5&east=120&north=95', '?west=abc&south=-5&east=120&north=-4', '?kind=harbour']) {
      const res = await big.request('GET', `/api/map${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body), query).toMatch(/Area peta tidak valid|Jenis tempat tidak valid/);
    }
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
