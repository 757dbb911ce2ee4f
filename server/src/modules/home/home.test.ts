import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.request('PUT', '/api/settings/category/general', {
    body: { island_name: 'Pulau Uji', village_name: 'Desa Uji' },
    token: t.users.admin.token,
  });
  await t.db
    .insertInto('facilities')
    .values([
      { icon: '🏠', label: 'Homestay', sort: 1 },
      { icon: '⛵', label: 'Sewa Kano', available: false, sort: 2 },
    ])
    .execute();
  const boat = { phone: '0812-0000-0000', departure_time: '07:00', dock_location: 'Dermaga Kayu Bangkoa', duration: '1 jam' };
  await t.db
    .insertInto('transportations')
    .values([
      { ...boat, name: 'KM Aktif' },
      { ...boat, name: 'KM Nonaktif', status: 'inactive' },
    ])
    .execute();
  // 12 displayed, each a day older than the one before, and one hidden newest of all.
  const day = 24 * 60 * 60 * 1000;
  await t.db
    .insertInto('testimonials')
    .values([
      ...Array.from({ length: 12 }, (_, i) => ({
        name: `Tamu ${i}`,
        email: `tamu${i}@contoh.id`,
        message: 'Indah sekali',
        is_displayed: true,
        created_at: new Date(Date.now() - i * day),
      })),
      { name: 'Tersembunyi', message: 'Belum ditinjau', created_at: new Date(Date.now() + day) },
    ])
    .execute();
});
afterAll(() => t.close());

describe('GET /api/home', () => {
  it('answers settings, available facilities, active boats and the newest displayed testimonials', async () => {
    const res = await t.request('GET', '/api/home');
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(Object.keys(data).sort()).toEqual(['facilities', 'settings', 'testimonials', 'transportation']);
    expect(Object.keys(data.settings).sort()).toEqual(['contact', 'general', 'homestay', 'island_profile', 'media', 'payment', 'social']);
    expect(data.settings.general).toMatchObject({ island_name: 'Pulau Uji', village_name: 'Desa Uji' });
    expect(data.facilities.map((f: { label: string }) => f.label)).toEqual(['Homestay']);
    expect(data.transportation.map((b: { name: string }) => b.name)).toEqual(['KM Aktif']);
    expect(data.transportation[0]).toMatchObject({ departureTime: '07:00', dockLocation: 'Dermaga Kayu Bangkoa', phone: '0812-0000-0000' });
    expect(data.testimonials.map((r: { name: string }) => r.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Tamu ${i}`));
    expect(data.testimonials[0]).toMatchObject({ star: 5, rating: 5, email: null, is_displayed: true });
  });

  it('gives staff the same public answer', async () => {
    const anonymous = await t.request('GET', '/api/home');
    const admin = await t.request('GET', '/api/home', { token: t.users.admin.token });
    expect(admin.body).toEqual(anonymous.body);
    expect(admin.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('is cacheable: public max-age, an ETag and 304 when unchanged', async () => {
    const first = await t.request('GET', '/api/home');
    expect(first.headers.get('cache-control')).toContain('public');
    expect(first.headers.get('vary')?.toLowerCase()).toContain('authorization');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await t.request('GET', '/api/home', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('answers the same data through tRPC home.get', async () => {
    const rest = await t.request('GET', '/api/home');
    const trpc = await t.request('GET', trpcQueryUrl('home.get'));
    expect(trpc.status).toBe(200);
    expect(trpc.body.result.data).toEqual(rest.body.data);
  });
});

describe('GET /api/home/transportation', () => {
  it('lists active boats only, without pagination', async () => {
    const res = await t.request('GET', '/api/home/transportation', { token: t.users.superadmin.token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((b: { name: string }) => b.name)).toEqual(['KM Aktif']);
  });
});
