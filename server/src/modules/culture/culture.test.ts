import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStaffOnly } from '../../../test/staff-only.ts';
import { createTestApp, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';
import { uploadImages } from '../../../test/upload-images.ts';

let t: TestApp;
let files: { filename: string; url: string }[];
beforeAll(async () => {
  t = await createTestApp();
  files = await uploadImages(t, 3);
});
afterAll(() => t.close());

function culture(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Tari Pakarena',
    category: 'dance',
    description: 'Tarian klasik Makassar dengan gerak lembut dan gandrang yang bersemangat.',
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}) {
  const res = await t.request('POST', '/api/culture', { token: t.users.admin.token, body: culture(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

async function list(query: string) {
  const res = await t.request('GET', `/api/culture?${query}`);
  expect(res.status).toBe(200);
  return res.body.data;
}

const titles = (data: { cultures: { title: string }[] }) => data.cultures.map((c) => c.title);

describe('writes: superadmin and admin only', () => {
  it.each(['superadmin', 'admin'] as const)('lets %s create, update and delete', async (role) => {
    const token = t.users[role].token;
    const created = await t.request('POST', '/api/culture', { token, body: culture({ title: `Budaya ${role}` }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, message: 'Budaya berhasil dibuat' });
    expect(created.body.data).toEqual({
      id: expect.any(String), // the REST door answers this id as text
      title: `Budaya ${role}`,
      category: 'dance',
      description: culture().description,
      image: null,
      gallery: [],
      videos: [],
      videoUrl: null,
      // No English twin written yet (decision 0035).
      en: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const id = created.body.data.id;

    const updated = await t.request('PUT', `/api/culture/${id}`, { token, body: { category: 'customs' } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ success: true, message: 'Budaya berhasil diperbarui', data: { id, category: 'customs' } });

    const deleted = await t.request('DELETE', `/api/culture/${id}`, { token });
    expect(deleted.body).toEqual({ success: true, data: { id }, message: 'Budaya berhasil dihapus' });
    expect((await t.request('GET', `/api/culture/${id}`)).status).toBe(404);
  });

  it('refuses contributor and msme with 403 and anonymous callers with 401, changing nothing', async () => {
    const { id } = await create({ title: 'Tetap Utuh' });
    await expectStaffOnly(t, 'POST', '/api/culture', culture({ title: 'Tidak Boleh' }));
    await expectStaffOnly(t, 'PUT', `/api/culture/${id}`, { title: 'Diubah' });
    await expectStaffOnly(t, 'DELETE', `/api/culture/${id}`);
    expect((await t.request('GET', `/api/culture/${id}`)).body.data.title).toBe('Tetap Utuh');
    expect((await list('search=Tidak%20Boleh')).cultures).toEqual([]);
  });
});

describe('validation', () => {
  it('requires title, category and description', async () => {
    const res = await t.request('POST', '/api/culture', { token: t.users.admin.token, body: { title: ' ', description: '' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { param: 'title', msg: 'Judul wajib diisi' },
      { param: 'category', msg: 'Kategori wajib diisi' },
      { param: 'description', msg: 'Deskripsi wajib diisi' },
    ]);
    expect(res.body.message).toBe('Judul wajib diisi');
  });

  it.each([
    ['an unknown category', { category: 'music' }, 'category', 'Invalid category'],
    ['a long title', { title: 'x'.repeat(256) }, 'title', 'Judul maksimal 255 karakter'],
    ['a video that is not a link', { videos: ['bukan video'] }, 'videos.0', expect.stringContaining('Video harus')],
    ['a video link that is not http', { videoUrl: 'javascript:alert(1)' }, 'videoUrl', 'URL video tidak valid'],
    ['a picture from elsewhere', { image: 'https://elsewhere.example/a.jpg' }, 'image', 'Gambar tidak valid. Unggah ulang gambar.'],
    ['eleven gallery pictures', { gallery: Array(11).fill('a'.repeat(32) + '.jpg') }, 'gallery', 'Maksimal 10 gambar galeri'],
  ])('refuses %s', async (_case, overrides, param, msg) => {
    const res = await t.request('POST', '/api/culture', { token: t.users.admin.token, body: culture(overrides) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ param, msg }]);
  });

  it('keeps YouTube ids and links, drops blank lines and stores a blank video link as none', async () => {
    const created = await create({ videos: ['abcdefghijk', ' ', 'https://youtu.be/abcdefghijk'], videoUrl: '' });
    expect(created).toMatchObject({ videos: ['abcdefghijk', 'https://youtu.be/abcdefghijk'], videoUrl: null });
  });

  it('refuses a blank title on update and a bad id', async () => {
    const { id } = await create({ title: 'Untuk Diubah' });
    const token = t.users.admin.token;
    const blank = await t.request('PUT', `/api/culture/${id}`, { token, body: { title: '' } });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ param: 'title', msg: 'Judul wajib diisi' }]);
    const badId = await t.request('DELETE', '/api/culture/satu', { token });
    expect(badId.status).toBe(400);
    expect(badId.body.errors).toEqual([{ param: 'id', msg: 'ID budaya tidak valid' }]);
  });
});

describe('GET /api/culture', () => {
  beforeAll(async () => {
    const categories = ['dance', 'culinary', 'customs', 'wisdom', 'culinary'];
    for (const [i, category] of categories.entries()) {
      await create({ title: `Warisan Pulau ${i}`, category, description: `Cerita ke-${i} dari para tetua kampung nelayan.` });
    }
    await create({ title: 'Kue Barongko', category: 'culinary', description: 'Pisang, santan dan gula: 100% manis.' });
  });

  it('pages newest first with the pagination object, 12 a page by default, at most 100', async () => {
    const page = await list('search=Warisan%20Pulau&limit=2&page=2');
    expect(page.pagination).toEqual({ currentPage: 2, totalPages: 3, totalItems: 5, itemsPerPage: 2 });
    expect(titles(page)).toEqual(['Warisan Pulau 2', 'Warisan Pulau 1']);
    expect((await list('')).pagination.itemsPerPage).toBe(12);
    expect((await list('limit=500')).pagination.itemsPerPage).toBe(100);
  });

  it('filters by category; all or empty means every category', async () => {
    expect(titles(await list('search=Warisan%20Pulau&category=culinary'))).toEqual(['Warisan Pulau 4', 'Warisan Pulau 1']);
    expect((await list('search=Warisan%20Pulau&category=all')).pagination.totalItems).toBe(5);
    expect((await list('search=Warisan%20Pulau&category=')).pagination.totalItems).toBe(5);
  });

  it('searches title and description, ignoring case, with % taken literally', async () => {
    expect((await list('search=TETUA%20kampung')).pagination.totalItems).toBe(5);
    expect(titles(await list('search=barongko'))).toEqual(['Kue Barongko']);
    expect(titles(await list('search=%25'))).toEqual(['Kue Barongko']);
  });

  it('lets browsers and CDNs reuse the answer', async () => {
    const res = await t.request('GET', '/api/culture?category=dance');
    expect(res.headers.get('cache-control')).toContain('public');
    const again = await t.request('GET', '/api/culture?category=dance', { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('answers through tRPC too', async () => {
    const res = await t.request('GET', trpcQueryUrl('culture.list', { category: 'wisdom', search: 'Warisan' }));
    expect(titles(res.body.result.data)).toEqual(['Warisan Pulau 3']);
    const missing = await t.request('GET', trpcQueryUrl('culture.get', { id: 987654 }));
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Budaya tidak ditemukan');
  });

  it('answers 404 for a missing id', async () => {
    const res = await t.request('GET', '/api/culture/987654');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Budaya tidak ditemukan' });
    const token = t.users.admin.token;
    expect((await t.request('PUT', '/api/culture/987654', { token, body: { title: 'X' } })).status).toBe(404);
    expect((await t.request('DELETE', '/api/culture/987654', { token })).status).toBe(404);
  });
});

describe('images', () => {
  it('answers absolute URLs and keeps the pictures through edits', async () => {
    const [main, second, third] = files as [(typeof files)[0], (typeof files)[0], (typeof files)[0]];
    const created = await create({ title: 'Bergambar', image: main.url, gallery: [second.filename, third.filename] });
    expect(created.image).toBe(`${t.baseUrl}/uploads/${main.filename}`);
    expect(created.gallery).toEqual([second.url, third.url]);

    const token = t.users.admin.token;
    const { id, created_at: _c, updated_at: _u, ...answered } = created;
    const sentBack = await t.request('PUT', `/api/culture/${id}`, { token, body: { ...answered, title: 'Bergambar Lagi' } });
    expect(sentBack.body.data).toMatchObject({ title: 'Bergambar Lagi', image: created.image, gallery: created.gallery });
    const untouched = await t.request('PUT', `/api/culture/${id}`, { token, body: { description: 'Gambar tidak disentuh sama sekali.' } });
    expect(untouched.body.data).toMatchObject({ image: created.image, gallery: created.gallery });
    const stored = await t.db.selectFrom('cultures').select(['image', 'gallery']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ image: main.filename, gallery: [second.filename, third.filename] });

    const removed = await t.request('PUT', `/api/culture/${id}`, { token, body: { image: '' } });
    expect(removed.body.data).toMatchObject({ image: null, gallery: created.gallery });
  });
});

describe('demo content', () => {
  it('seeds culture items in every category', async () => {
    const demo = await createTestApp({ seedDemo: true });
    try {
      const { cultures } = (await demo.request('GET', '/api/culture?limit=100')).body.data;
      expect(cultures.length).toBeGreaterThanOrEqual(6);
      expect(new Set(cultures.map((c: { category: string }) => c.category))).toEqual(new Set(['dance', 'culinary', 'customs', 'wisdom']));
      expect(cultures.every((c: { image: string | null }) => c.image?.startsWith(`${demo.baseUrl}/uploads/`))).toBe(true);
    } finally {
      await demo.close();
    }
  });
});
