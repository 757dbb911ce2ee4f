import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';
import { expectStaffOnly } from '../../../test/staff-only.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STORED = '0123456789abcdef0123456789abcdef.jpg';

describe('GET /api/settings', () => {
  it('answers every category with every key, empty values on a new site, cacheable', async () => {
    const res = await t.request('GET', '/api/settings');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      general: { island_name: '', village_name: '', description: '', welcome_message: '' },
      media: { hero_video_url: '', main_logo: null, hero_background: null, gallery: [] },
      contact: { address: '', phone: '', whatsapp: '', email: '', maps_embed_url: '', latitude: null, longitude: null, google_place_id: '' },
      island_profile: { community_values: '', history_description: '', location: '', population: '', best_time: '' },
      social: { tiktok: '', instagram: '', youtube: '', twitter: '' },
      payment: { bank_name: '', bank_account_number: '', bank_account_holder: '', qris_image: null, pay_at_jetty: false, payment_note: '' },
      homestay: { rotation_period: 'month' },
    });
    expect(res.headers.get('cache-control')).toContain('public');
    expect(res.headers.get('etag')).toBeTruthy();
  });
});

describe('PUT /api/settings/category/:category', () => {
  it('saves a tab for an admin and answers the saved category with the spec text', async () => {
    const body = { island_name: '  Pulau Uji  ', village_name: 'Desa Uji', description: 'Pulau kecil.', welcome_message: 'Selamat datang' };
    const res = await t.request('PUT', '/api/settings/category/general', { body, token: t.users.admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Pengaturan berhasil disimpan',
      data: { island_name: 'Pulau Uji', village_name: 'Desa Uji', description: 'Pulau kecil.', welcome_message: 'Selamat datang' },
    });
    const read = await t.request('GET', '/api/settings/category/general');
    expect(read.body.data.island_name).toBe('Pulau Uji');
  });

  it('lets a superadmin save and keeps keys a save leaves out', async () => {
    const res = await t.request('PUT', '/api/settings/category/general', {
      body: { welcome_message: 'Halo!' },
      token: t.users.superadmin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ island_name: 'Pulau Uji', welcome_message: 'Halo!' });
  });

  it('is refused to contributor and msme (403) and to anonymous callers (401)', async () => {
    await expectStaffOnly(t, 'PUT', '/api/settings/category/general', { island_name: 'Pulau Lain' });
    const read = await t.request('GET', '/api/settings/category/general');
    expect(read.body.data.island_name).toBe('Pulau Uji');
  });

  it('refuses an unknown category, on write and on read', async () => {
    const put = await t.request('PUT', '/api/settings/category/weather', { body: {}, token: t.users.admin.token });
    expect(put.status).toBe(400);
    expect(put.body.message).toBe('Kategori pengaturan tidak dikenal');
    expect(put.body.errors).toEqual([{ param: 'category', msg: 'Kategori pengaturan tidak dikenal' }]);
    const get = await t.request('GET', '/api/settings/category/weather');
    expect(get.status).toBe(400);
    expect(get.body.message).toBe('Kategori pengaturan tidak dikenal');
  });

  it('refuses a key the category does not have, naming it, and saves nothing', async () => {
    const res = await t.request('PUT', '/api/settings/category/general', {
      body: { island_name: 'Pulau Salah', phone: '0812' },
      token: t.users.admin.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Pengaturan tidak dikenal: phone');
    expect((await t.request('GET', '/api/settings/category/general')).body.data.island_name).toBe('Pulau Uji');
  });

  it('checks e-mail, URLs and coordinates in the contact tab', async () => {
    const admin = t.users.admin.token;
    const bad = async (body: object) => t.request('PUT', '/api/settings/category/contact', { body, token: admin });

    const email = await bad({ email: 'bukan-email' });
    expect(email.status).toBe(400);
    expect(email.body.errors).toEqual([{ param: 'email', msg: 'Email tidak valid' }]);

    const url = await bad({ maps_embed_url: 'javascript:alert(1)' });
    expect(url.status).toBe(400);
    expect(url.body.errors[0]).toEqual({ param: 'maps_embed_url', msg: 'URL tidak valid (harus diawali http:// atau https://)' });

    const lat = await bad({ latitude: 91 });
    expect(lat.status).toBe(400);
    expect(lat.body.message).toBe('Latitude harus antara -90 dan 90');

    const lng = await bad({ longitude: '-181' });
    expect(lng.body.message).toBe('Longitude harus antara -180 dan 180');

    const notNumber = await bad({ latitude: 'utara' });
    expect(notNumber.status).toBe(400);
    expect(notNumber.body.message).toBe('Latitude harus antara -90 dan 90');
  });

  it('saves the contact tab with coordinates sent as text, and clears with empty values', async () => {
    const admin = t.users.admin.token;
    const saved = await t.request('PUT', '/api/settings/category/contact', {
      body: {
        address: 'Jl. Dermaga 1',
        phone: '0411-123456',
        whatsapp: '0812-0000-1111',
        email: 'Info@Pulau.test',
        maps_embed_url: 'https://www.google.com/maps?q=-5,119&output=embed',
        latitude: '-4.9865',
        longitude: 119.3012,
      },
      token: admin,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ latitude: -4.9865, longitude: 119.3012, email: 'Info@Pulau.test' });

    const cleared = await t.request('PUT', '/api/settings/category/contact', {
      body: { maps_embed_url: '', latitude: '', longitude: null },
      token: admin,
    });
    expect(cleared.body.data).toMatchObject({ maps_embed_url: '', latitude: null, longitude: null, address: 'Jl. Dermaga 1' });
  });

  it('checks social and video URLs and allows empty strings to clear them', async () => {
    const admin = t.users.admin.token;
    const bad = await t.request('PUT', '/api/settings/category/social', {
      body: { instagram: 'instagram.com/pulau' },
      token: admin,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].param).toBe('instagram');
    const video = await t.request('PUT', '/api/settings/category/media', { body: { hero_video_url: 'ftp://x.test/v' }, token: admin });
    expect(video.status).toBe(400);

    const ok = await t.request('PUT', '/api/settings/category/social', {
      body: { instagram: 'https://www.instagram.com/pulau', tiktok: '', youtube: '', twitter: '' },
      token: admin,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ instagram: 'https://www.instagram.com/pulau', tiktok: '', youtube: '', twitter: '' });
  });

  it('stores images by name and answers absolute URLs; answers can be sent back unchanged', async () => {
    const admin = t.users.admin.token;
    const res = await t.request('PUT', '/api/settings/category/media', {
      body: {
        main_logo: STORED,
        hero_background: 'https://images.example.org/pantai.jpg',
        gallery: [STORED, `${t.baseUrl}/uploads/${STORED}`],
      },
      token: admin,
    });
    expect(res.status).toBe(200);
    const own = `${t.baseUrl}/uploads/${STORED}`;
    expect(res.body.data).toEqual({
      hero_video_url: '',
      main_logo: own,
      hero_background: 'https://images.example.org/pantai.jpg',
      gallery: [own, own],
    });
    const row = await t.db
      .selectFrom('settings')
      .select('value')
      .where('category', '=', 'media')
      .where('key', '=', 'gallery')
      .executeTakeFirstOrThrow();
    expect(row.value).toEqual([STORED, STORED]);

    const again = await t.request('PUT', '/api/settings/category/media', { body: res.body.data, token: admin });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(res.body.data);
  });

  it('refuses an image that is neither ours nor https', async () => {
    const res = await t.request('PUT', '/api/settings/category/media', {
      body: { main_logo: 'http://tracker.example/logo.png' },
      token: t.users.admin.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Gambar tidak valid. Unggah ulang gambar.');
  });

  it('keeps a category in the path even if the body names another', async () => {
    const res = await t.request('PUT', '/api/settings/category/island_profile', {
      body: { category: 'general', population: '1.200 jiwa' },
      token: t.users.admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.population).toBe('1.200 jiwa');
  });
});

describe('through tRPC', () => {
  it('reads settings.all and saves with settings.update behind the same guard', async () => {
    const all = await t.request('GET', trpcQueryUrl('settings.all'));
    expect(all.status).toBe(200);
    expect(all.body.result.data.general.island_name).toBe('Pulau Uji');

    const denied = await t.request('POST', '/trpc/settings.update', {
      body: { category: 'general', island_name: 'X' },
      token: t.users.msme.token,
    });
    expect(denied.status).toBe(403);

    const saved = await t.request('POST', '/trpc/settings.update', {
      body: { category: 'social', youtube: 'https://www.youtube.com/@pulau' },
      token: t.users.superadmin.token,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result.data.youtube).toBe('https://www.youtube.com/@pulau');
  });
});

describe('required general settings', () => {
  it('refuses an empty island or village name and keeps the stored one', async () => {
    const before = (await t.request('GET', '/api/settings/category/general')).body.data.island_name;
    const empty = await t.request('PUT', '/api/settings/category/general', { body: { island_name: '  ' }, token: t.users.admin.token });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ param: 'island_name', msg: 'Nama pulau wajib diisi' }]);
    const village = await t.request('PUT', '/api/settings/category/general', { body: { village_name: '' }, token: t.users.admin.token });
    expect(village.body.message).toBe('Nama desa wajib diisi');
    expect((await t.request('GET', '/api/settings/category/general')).body.data.island_name).toBe(before);
  });
});
