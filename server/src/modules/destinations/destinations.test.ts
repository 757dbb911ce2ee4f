import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStaffOnly } from '../../../test/staff-only.ts';
import { createTestApp, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';
import { uploadImages } from '../../../test/upload-images.ts';

let t: TestApp;
let files: { filename: string; url: string }[];
beforeAll(async () => {
  t = await createTestApp();
  files = await uploadImages(t, 6);
});
afterAll(() => t.close());

const LONG_TEXT = 'Pantai ini berpasir putih, airnya jernih dan tenang, cocok untuk berenang bersama keluarga.';

function destination(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Pantai Pasir Putih',
    category: 'beaches',
    shortDescription: 'Pantai berpasir putih di barat pulau.',
    description: LONG_TEXT,
    location: { lat: -5.0012, lng: 119.2937 },
    image: files[0]!.filename,
    gallery: [],
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}) {
  const res = await t.request('POST', '/api/destinations', { token: t.users.admin.token, body: destination(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

async function list(query: string) {
  const res = await t.request('GET', `/api/destinations?${query}`);
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('writes: superadmin and admin only', () => {
  it.each(['superadmin', 'admin'] as const)('lets %s create, update and delete', async (role) => {
    const token = t.users[role].token;
    const created = await t.request('POST', '/api/destinations', { token, body: destination({ title: `Dermaga ${role}` }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, message: 'Destinasi berhasil dibuat' });
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({
      id: expect.any(String), // the REST door answers this id as text
      title: `Dermaga ${role}`,
      category: 'beaches',
      shortDescription: 'Pantai berpasir putih di barat pulau.',
      description: LONG_TEXT,
      location: { lat: -5.0012, lng: 119.2937 },
      gallery: [],
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });

    const updated = await t.request('PUT', `/api/destinations/${id}`, { token, body: { category: 'culture' } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ success: true, message: 'Destinasi berhasil diperbarui' });
    expect(updated.body.data).toMatchObject({ id, title: `Dermaga ${role}`, category: 'culture' });

    const deleted = await t.request('DELETE', `/api/destinations/${id}`, { token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, data: { id }, message: 'Destinasi berhasil dihapus' });
    expect((await t.request('GET', `/api/destinations/${id}`)).status).toBe(404);
  });

  it('refuses contributor and msme with 403 and anonymous callers with 401, changing nothing', async () => {
    const { id } = await create({ title: 'Tetap Ada' });
    await expectStaffOnly(t, 'POST', '/api/destinations', destination({ title: 'Tidak Boleh' }));
    await expectStaffOnly(t, 'PUT', `/api/destinations/${id}`, { title: 'Diubah Orang Lain' });
    await expectStaffOnly(t, 'DELETE', `/api/destinations/${id}`);
    const after = await t.request('GET', `/api/destinations/${id}`);
    expect(after.body.data.title).toBe('Tetap Ada');
    expect((await list('search=Tidak%20Boleh')).destinations).toEqual([]);
  });
});

describe('validation (docs/product.md, Validation)', () => {
  async function expectRefused(body: unknown, errors: { param: string; msg: string }[], method = 'POST', url = '/api/destinations') {
    const res = await t.request(method, url, { token: t.users.admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors).toEqual(expect.arrayContaining(errors));
    expect(res.body.message).toBe(res.body.errors[0].msg);
  }

  it('says every required field is missing, and that a new destination needs a picture', async () => {
    const res = await t.request('POST', '/api/destinations', { token: t.users.admin.token, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { param: 'title', msg: 'Semua field wajib diisi' },
      { param: 'shortDescription', msg: 'Semua field wajib diisi' },
      { param: 'location', msg: 'Semua field wajib diisi' },
      { param: 'image', msg: 'Pilih minimal 1 gambar untuk destinasi baru.' },
    ]);
  });

  it.each([
    ['a blank title', { title: '   ' }, 'title', 'Semua field wajib diisi'],
    ['a short title', { title: 'ab' }, 'title', 'Judul harus 3-255 karakter'],
    ['a long title', { title: 'x'.repeat(256) }, 'title', 'Judul harus 3-255 karakter'],
    ['a short summary', { shortDescription: 'Pendek' }, 'shortDescription', 'Deskripsi singkat harus 10-500 karakter'],
    ['a long summary', { shortDescription: 'x'.repeat(501) }, 'shortDescription', 'Deskripsi singkat harus 10-500 karakter'],
    ['a short description', { description: 'Terlalu singkat.' }, 'description', 'Deskripsi harus minimal 50 karakter'],
    ['an unknown category', { category: 'mountains' }, 'category', 'Invalid category'],
    ['a latitude below -90', { location: { lat: -91, lng: 119 } }, 'location.lat', 'Latitude harus antara -90 dan 90'],
    ['a latitude in words', { location: { lat: 'utara', lng: 119 } }, 'location.lat', 'Latitude harus antara -90 dan 90'],
    ['a longitude above 180', { location: { lat: -5, lng: 180.5 } }, 'location.lng', 'Longitude harus antara -180 dan 180'],
    ['an empty latitude', { location: { lat: '', lng: 119 } }, 'location.lat', 'Semua field wajib diisi'],
    ['no picture', { image: '' }, 'image', 'Pilih minimal 1 gambar untuk destinasi baru.'],
    ['a picture from elsewhere', { image: 'https://elsewhere.example/foto.jpg' }, 'image', 'Gambar tidak valid. Unggah ulang gambar.'],
  ])('refuses %s with its text', async (_case, overrides, param, msg) => {
    await expectRefused(destination(overrides), [{ param, msg }]);
  });

  it('allows five pictures in all and refuses a sixth', async () => {
    const gallery = files.slice(1, 5).map((f) => f.filename);
    const created = await create({ title: 'Lima Gambar', gallery });
    expect(created.gallery).toHaveLength(4);
    await expectRefused(destination({ gallery: [...gallery, files[5]!.filename] }), [
      { param: 'gallery', msg: 'Maksimal 5 gambar diperbolehkan' },
    ]);
  });

  it('treats an empty description as not given and defaults the category to nature', async () => {
    const { category: _category, ...rest } = destination({ description: '  ', title: 'Tanpa Kategori' });
    const res = await t.request('POST', '/api/destinations', { token: t.users.admin.token, body: rest });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ description: null, category: 'nature' });
  });

  it('applies the same rules to the fields an update sends', async () => {
    const { id } = await create({ title: 'Untuk Diubah' });
    const url = `/api/destinations/${id}`;
    await expectRefused({ title: '' }, [{ param: 'title', msg: 'Semua field wajib diisi' }], 'PUT', url);
    await expectRefused({ location: { lat: 95, lng: 0 } }, [{ param: 'location.lat', msg: 'Latitude harus antara -90 dan 90' }], 'PUT', url);
    await expectRefused({ gallery: files.map((f) => f.filename) }, [{ param: 'gallery', msg: 'Maksimal 5 gambar diperbolehkan' }], 'PUT', url);
    await expectRefused({ title: 'Ok' }, [{ param: 'id', msg: 'ID destinasi tidak valid' }], 'PUT', '/api/destinations/abc');
  });

  it('strips unknown keys', async () => {
    const created = await create({ title: 'Kunci Asing', isAdmin: true, id: 999_999 });
    expect(created).not.toHaveProperty('isAdmin');
    expect(created.id).not.toBe(999_999);
  });
});

describe('GET /api/destinations', () => {
  beforeAll(async () => {
    const categories = ['beaches', 'culture', 'nature', 'adventure', 'beaches', 'nature', 'beaches'];
    for (const [i, category] of categories.entries()) {
      await create({ title: `Jelajah Gugus ${i}`, category, shortDescription: `Titik ke-${i} di gugus Spermonde.` });
    }
    await create({ title: 'Sumur Tua', shortDescription: 'Air tawarnya 100% alami.', category: 'culture' });
    await create({ title: 'Kebun Kelapa', shortDescription: 'Kebun di tengah pulau.', description: `${LONG_TEXT} Ada ikan NAPOLEON.` });
  });

  it('pages newest first with the pagination object', async () => {
    const first = await list('search=Jelajah%20Gugus&limit=3');
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 3, totalItems: 7, itemsPerPage: 3 });
    expect(first.destinations.map((d: { title: string }) => d.title)).toEqual(['Jelajah Gugus 6', 'Jelajah Gugus 5', 'Jelajah Gugus 4']);
    const last = await list('search=Jelajah%20Gugus&limit=3&page=3');
    expect(last.destinations.map((d: { title: string }) => d.title)).toEqual(['Jelajah Gugus 0']);
    expect(last.pagination).toMatchObject({ currentPage: 3, totalPages: 3, totalItems: 7 });
    const beyond = await list('search=Jelajah%20Gugus&limit=3&page=9');
    expect(beyond).toMatchObject({ destinations: [], pagination: { currentPage: 9, totalItems: 7 } });
  });

  it('defaults to 10 a page and caps the limit at 100', async () => {
    expect((await list('')).pagination.itemsPerPage).toBe(10);
    expect((await list('limit=1000')).pagination.itemsPerPage).toBe(100);
  });

  it('filters by category; all, empty or missing means every category', async () => {
    const beaches = await list('search=Jelajah%20Gugus&category=beaches');
    expect(beaches.pagination.totalItems).toBe(3);
    expect(beaches.destinations.every((d: { category: string }) => d.category === 'beaches')).toBe(true);
    for (const query of ['category=all', 'category=', '']) {
      expect((await list(`search=Jelajah%20Gugus&${query}`)).pagination.totalItems).toBe(7);
    }
    const bad = await t.request('GET', '/api/destinations?category=mountains');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ param: 'category', msg: 'Invalid category' }]);
  });

  it('searches title, short description and description, ignoring letter case', async () => {
    expect((await list('search=jelajah%20GUGUS')).pagination.totalItems).toBe(7);
    expect((await list('search=spermonde')).pagination.totalItems).toBe(7);
    expect((await list('search=napoleon')).destinations.map((d: { title: string }) => d.title)).toEqual(['Kebun Kelapa']);
    expect((await list('search=tidak-ada-di-mana-mana')).destinations).toEqual([]);
  });

  it('takes % and _ in a search literally', async () => {
    expect((await list('search=100%25')).destinations.map((d: { title: string }) => d.title)).toEqual(['Sumur Tua']);
    expect((await list('search=%25')).destinations.map((d: { title: string }) => d.title)).toEqual(['Sumur Tua']);
    expect((await list('search=Jelajah_Gugus')).destinations).toEqual([]);
  });

  it('lets browsers and CDNs reuse the answer', async () => {
    const res = await t.request('GET', '/api/destinations?category=beaches');
    expect(res.headers.get('cache-control')).toContain('public');
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await t.request('GET', '/api/destinations?category=beaches', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    const one = await t.request('GET', `/api/destinations/${res.body.data.destinations[0].id}`);
    expect(one.headers.get('etag')).toBeTruthy();
  });

  it('answers the same list through tRPC', async () => {
    const res = await t.request('GET', trpcQueryUrl('destinations.list', { search: 'Jelajah Gugus', category: 'nature' }));
    expect(res.status).toBe(200);
    expect(res.body.result.data.pagination.totalItems).toBe(2);
    expect(res.body.result.data.destinations[0]).toHaveProperty('shortDescription');
  });
});

describe('GET /api/destinations/:id', () => {
  it('answers 404 with a clear message for a missing id, on read and on writes', async () => {
    const res = await t.request('GET', '/api/destinations/987654');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Destinasi tidak ditemukan' });
    const token = t.users.admin.token;
    expect((await t.request('PUT', '/api/destinations/987654', { token, body: { title: 'Tidak Ada' } })).status).toBe(404);
    expect((await t.request('DELETE', '/api/destinations/987654', { token })).status).toBe(404);
  });

  it('answers 400 for an id that is not a number', async () => {
    const res = await t.request('GET', '/api/destinations/pantai');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ param: 'id', msg: 'ID destinasi tidak valid' }]);
  });
});

describe('images', () => {
  it('stores upload names, answers absolute URLs and keeps them through edits', async () => {
    const [main, second, third] = files as [(typeof files)[0], (typeof files)[0], (typeof files)[0]];
    const created = await create({ title: 'Galeri Lengkap', image: main.filename, gallery: [second.filename, third.url] });
    expect(created.image).toBe(`${t.baseUrl}/uploads/${main.filename}`);
    expect(created.gallery).toEqual([`${t.baseUrl}/uploads/${second.filename}`, `${t.baseUrl}/uploads/${third.filename}`]);
    expect((await fetch(created.image)).status).toBe(200);

    const stored = await t.db.selectFrom('destinations').select(['image', 'gallery']).where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ image: main.filename, gallery: [second.filename, third.filename] });

    const token = t.users.superadmin.token;
    // The edit form sends back what it was given: the URLs the server answered.
    const { id: _id, created_at: _c, updated_at: _u, ...answered } = created;
    const sentBack = await t.request('PUT', `/api/destinations/${created.id}`, { token, body: { ...answered, title: 'Galeri Diubah' } });
    expect(sentBack.status).toBe(200);
    expect(sentBack.body.data).toMatchObject({ title: 'Galeri Diubah', image: created.image, gallery: created.gallery });

    const untouched = await t.request('PUT', `/api/destinations/${created.id}`, { token, body: { shortDescription: 'Tanpa menyentuh gambar.' } });
    expect(untouched.body.data).toMatchObject({ image: created.image, gallery: created.gallery });

    const emptied = await t.request('PUT', `/api/destinations/${created.id}`, { token, body: { image: third.filename, gallery: [] } });
    expect(emptied.body.data).toMatchObject({ image: third.url, gallery: [] });
  });

  it('creates and updates through tRPC with the same rules', async () => {
    const headers = { authorization: `Bearer ${t.users.admin.token}`, 'content-type': 'application/json' };
    const created = await fetch(`${t.baseUrl}/trpc/destinations.create`, {
      method: 'POST',
      headers,
      body: JSON.stringify(destination({ title: 'Lewat tRPC' })),
    });
    expect(created.status).toBe(200);
    const data = ((await created.json()) as any).result.data;
    expect(data).toMatchObject({ title: 'Lewat tRPC', image: files[0]!.url });

    const refused = await fetch(`${t.baseUrl}/trpc/destinations.update`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: data.id, title: 'ab' }),
    });
    expect(refused.status).toBe(400);
    const error = ((await refused.json()) as any).error;
    expect(error.data.errors).toEqual([{ param: 'title', msg: 'Judul harus 3-255 karakter' }]);
  });
});

describe('demo content', () => {
  it('seeds a catalogue of destinations in every category, with pictures', async () => {
    const demo = await createTestApp({ seedDemo: true });
    try {
      const res = await demo.request('GET', '/api/destinations?limit=100');
      const destinations = res.body.data.destinations as { category: string; image: string; gallery: string[]; location: { lat: number; lng: number } }[];
      expect(destinations.length).toBeGreaterThanOrEqual(6);
      expect(new Set(destinations.map((d) => d.category))).toEqual(new Set(['beaches', 'culture', 'nature', 'adventure']));
      for (const d of destinations) {
        expect(d.image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/[a-f0-9]{32}\.(jpg|webp)$/);
        expect(d.location.lat).toBeGreaterThan(-5.2);
        expect(d.location.lat).toBeLessThan(-4.9);
      }
      expect(destinations.some((d) => d.gallery.length > 0)).toBe(true);
      expect((await fetch(destinations[0]!.image)).status).toBe(200);
    } finally {
      await demo.close();
    }
  });
});
