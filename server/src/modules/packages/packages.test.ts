import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStaffOnly } from '../../../test/staff-only.ts';
import { createTestApp, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';
import { uploadImages } from '../../../test/upload-images.ts';
import { callerAs } from '../../../test/caller.ts';

let t: TestApp;
let files: { filename: string; url: string }[];
beforeAll(async () => {
  t = await createTestApp();
  files = await uploadImages(t, 2);
});
afterAll(() => t.close());

function tourPackage(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Snorkeling Sehari',
    description: 'Snorkeling di dua titik terumbu karang bersama pemandu lokal.',
    duration: '1 hari',
    minPersons: 2,
    maxPersons: 12,
    facilities: ['Perahu pulang-pergi', 'Alat snorkeling'],
    price: 350000,
    popular: false,
    whatsappContact: '6281234567890',
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}) {
  const res = await t.request('POST', '/api/packages', { token: t.users.admin.token, body: tourPackage(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

async function list(query: string) {
  const res = await t.request('GET', `/api/packages?${query}`);
  expect(res.status).toBe(200);
  return res.body.data;
}

const names = (data: { packages: { name: string }[] }) => data.packages.map((p) => p.name);

describe('writes: superadmin and admin only', () => {
  it.each(['superadmin', 'admin'] as const)('lets %s create, update and delete', async (role) => {
    const token = t.users[role].token;
    const created = await t.request('POST', '/api/packages', { token, body: tourPackage({ name: `Paket ${role}` }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, message: 'Paket wisata berhasil dibuat' });
    expect(created.body.data).toEqual({
      id: expect.any(String), // the REST door answers this id as text
      name: `Paket ${role}`,
      description: tourPackage().description,
      image: null,
      duration: '1 hari',
      tripLength: { days: 1, nights: 0, from: null, to: null }, // read from the text
      durationEn: '1 day',
      minPersons: 2,
      maxPersons: 12,
      facilities: ['Perahu pulang-pergi', 'Alat snorkeling'],
      price: 350000,
      popular: false,
      whatsappContact: '6281234567890',
      whatsappBookingUrl: null,
      slug: `paket-${role}`,
      active: true,
      gallery: [],
      itinerary: [],
      excluded: [],
      bring: [],
      meetingPointName: null,
      meetingPointDirections: null,
      meetingPointLocation: null,
      boat: null,
      boatOut: null,
      boatBack: null,
      en: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const id = created.body.data.id;

    const updated = await t.request('PUT', `/api/packages/${id}`, { token, body: { price: 400000, popular: true } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ message: 'Paket wisata berhasil diperbarui', data: { id, price: 400000, popular: true, minPersons: 2 } });

    const deleted = await t.request('DELETE', `/api/packages/${id}`, { token });
    expect(deleted.body).toEqual({ success: true, data: { id }, message: 'Paket wisata berhasil dihapus' });
    expect((await t.request('GET', `/api/packages/${id}`)).status).toBe(404);
  });

  it('refuses contributor and msme with 403 and anonymous callers with 401, changing nothing', async () => {
    const { id } = await create({ name: 'Tetap Sama' });
    await expectStaffOnly(t, 'POST', '/api/packages', tourPackage({ name: 'Tidak Boleh' }));
    await expectStaffOnly(t, 'PUT', `/api/packages/${id}`, { price: 1 });
    await expectStaffOnly(t, 'DELETE', `/api/packages/${id}`);
    expect((await t.request('GET', `/api/packages/${id}`)).body.data).toMatchObject({ name: 'Tetap Sama', price: 350000 });
    expect((await list('search=Tidak%20Boleh')).packages).toEqual([]);
  });
});

describe('validation and defaults', () => {
  async function expectRefused(body: unknown, errors: { param: string; msg: string }[], method = 'POST', url = '/api/packages') {
    const res = await t.request(method, url, { token: t.users.admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors).toEqual(errors);
  }

  it('requires name, description, duration and a WhatsApp number', async () => {
    await expectRefused({}, [
      { param: 'name', msg: 'Nama paket wajib diisi' },
      { param: 'description', msg: 'Deskripsi wajib diisi' },
      { param: 'whatsappContact', msg: 'Nomor WhatsApp wajib diisi' },
      // Said by the length's own rule (numbers or text), which comes after the fields' checks.
      { param: 'duration', msg: 'Durasi wajib diisi' },
    ]);
  });

  it('defaults price to 0, group size to 1-10, facilities to none and popular to false', async () => {
    const { price: _p, minPersons: _min, maxPersons: _max, facilities: _f, popular: _pop, ...required } = tourPackage({ name: 'Serba Bawaan' });
    const res = await t.request('POST', '/api/packages', { token: t.users.admin.token, body: { ...required, price: '' } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ price: 0, minPersons: 1, maxPersons: 10, facilities: [], popular: false });
  });

  it('reads numbers typed as text, trims facilities, drops empty lines and tidies the WhatsApp number', async () => {
    const created = await create({
      name: 'Dari Formulir',
      price: '250000',
      minPersons: '3',
      maxPersons: '8',
      facilities: '  Perahu  \n\n Makan siang \n',
      whatsappContact: '+62 812-3456-7890',
      whatsappBookingUrl: 'https://wa.me/6281234567890?text=Halo',
    });
    expect(created).toMatchObject({
      price: 250000,
      minPersons: 3,
      maxPersons: 8,
      facilities: ['Perahu', 'Makan siang'],
      whatsappContact: '+6281234567890',
      whatsappBookingUrl: 'https://wa.me/6281234567890?text=Halo',
    });
    expect((await create({ name: 'Daftar', facilities: [' A ', '', 'B'] })).facilities).toEqual(['A', 'B']);
  });

  it.each([
    ['a negative price', { price: -1 }, 'price', 'Harga harus berupa bilangan bulat minimal 0'],
    ['a price with cents', { price: 1500.5 }, 'price', 'Harga harus berupa bilangan bulat minimal 0'],
    ['a price in words', { price: 'gratis' }, 'price', 'Harga harus berupa bilangan bulat minimal 0'],
    ['no minimum group', { minPersons: 0 }, 'minPersons', 'Minimal peserta harus bilangan bulat 1-1000'],
    ['a maximum under the minimum', { minPersons: 5, maxPersons: 4 }, 'maxPersons', 'Maksimal peserta tidak boleh kurang dari minimal peserta'],
    ['letters in the WhatsApp number', { whatsappContact: '0812-abc' }, 'whatsappContact', 'Nomor WhatsApp hanya boleh berisi angka (boleh diawali +), 6-15 digit'],
    ['a booking link that is not a URL', { whatsappBookingUrl: 'wa.me' }, 'whatsappBookingUrl', 'URL booking WhatsApp tidak valid'],
    ['popular as text', { popular: 'ya' }, 'popular', 'Nilai popular harus true atau false'],
    ['a long duration', { duration: 'x'.repeat(101) }, 'duration', 'Durasi maksimal 100 karakter'],
  ])('refuses %s', async (_case, overrides, param, msg) => {
    await expectRefused(tourPackage(overrides), [{ param, msg }]);
  });

  it('checks a group size changed on one side against the stored other side', async () => {
    const { id } = await create({ name: 'Rombongan', minPersons: 4, maxPersons: 10 });
    const url = `/api/packages/${id}`;
    await expectRefused({ maxPersons: 3 }, [{ param: 'maxPersons', msg: 'Maksimal peserta tidak boleh kurang dari minimal peserta' }], 'PUT', url);
    await expectRefused({ minPersons: 11 }, [{ param: 'maxPersons', msg: 'Maksimal peserta tidak boleh kurang dari minimal peserta' }], 'PUT', url);
    await expectRefused({ name: '' }, [{ param: 'name', msg: 'Nama paket wajib diisi' }], 'PUT', url);
    const ok = await t.request('PUT', url, { token: t.users.admin.token, body: { minPersons: 10 } });
    expect(ok.body.data).toMatchObject({ minPersons: 10, maxPersons: 10 });
  });
});

describe('GET /api/packages', () => {
  beforeAll(async () => {
    for (let i = 0; i < 5; i++) {
      await create({ name: `Trip Spermonde ${i}`, popular: i === 1 || i === 3, description: `Perjalanan ke-${i} menyusuri gugusan pulau.` });
    }
    await create({ name: 'Paket Hemat', description: 'Diskon 20% untuk rombongan sekolah.' });
  });

  it('shows popular packages first, then the newest, page by page', async () => {
    const first = await list('search=Trip%20Spermonde&limit=3');
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 5, itemsPerPage: 3 });
    expect(names(first)).toEqual(['Trip Spermonde 3', 'Trip Spermonde 1', 'Trip Spermonde 4']);
    expect(names(await list('search=Trip%20Spermonde&limit=3&page=2'))).toEqual(['Trip Spermonde 2', 'Trip Spermonde 0']);
    expect((await list('')).pagination.itemsPerPage).toBe(12);
    expect((await list('limit=101')).pagination.itemsPerPage).toBe(100);
  });

  it('searches name and description, ignoring case, with % taken literally', async () => {
    expect((await list('search=trip%20SPERMONDE')).pagination.totalItems).toBe(5);
    expect((await list('search=GUGUSAN')).pagination.totalItems).toBe(5);
    expect(names(await list('search=20%25'))).toEqual(['Paket Hemat']);
    expect(names(await list('search=%25'))).toEqual(['Paket Hemat']);
    expect((await list('search=')).pagination.totalItems).toBeGreaterThanOrEqual(6);
  });

  it('lets browsers and CDNs reuse the answer', async () => {
    const res = await t.request('GET', '/api/packages');
    expect(res.headers.get('cache-control')).toContain('public');
    const again = await t.request('GET', '/api/packages', { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('answers through tRPC too', async () => {
    const res = await t.request('GET', trpcQueryUrl('packages.list', { search: 'Paket Hemat' }));
    expect(names(res.body.result.data)).toEqual(['Paket Hemat']);
  });

  it('answers 404 for a missing id and 400 for a bad one', async () => {
    const res = await t.request('GET', '/api/packages/987654');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Paket wisata tidak ditemukan' });
    const token = t.users.admin.token;
    expect((await t.request('PUT', '/api/packages/987654', { token, body: { price: 1 } })).status).toBe(404);
    expect((await t.request('DELETE', '/api/packages/987654', { token })).status).toBe(404);
    const bad = await t.request('GET', '/api/packages/-1');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ param: 'id', msg: 'ID paket wisata tidak valid' }]);
  });
});

describe('images', () => {
  it('answers an absolute URL and keeps the picture through edits', async () => {
    const [picture, other] = files as [(typeof files)[0], (typeof files)[0]];
    const created = await create({ name: 'Bergambar', image: picture.filename });
    expect(created.image).toBe(`${t.baseUrl}/uploads/${picture.filename}`);

    const token = t.users.admin.token;
    const { id, created_at: _c, updated_at: _u, ...answered } = created;
    const sentBack = await t.request('PUT', `/api/packages/${id}`, { token, body: { ...answered, name: 'Bergambar Lagi' } });
    expect(sentBack.body.data).toMatchObject({ name: 'Bergambar Lagi', image: created.image });
    const untouched = await t.request('PUT', `/api/packages/${id}`, { token, body: { price: 99000 } });
    expect(untouched.body.data.image).toBe(created.image);
    const replaced = await t.request('PUT', `/api/packages/${id}`, { token, body: { image: other.url } });
    expect(replaced.body.data.image).toBe(other.url);
    const stored = await t.db.selectFrom('packages').select('image').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.image).toBe(other.filename);
  });

  it('creates through tRPC with the same answer', async () => {
    const res = await fetch(`${t.baseUrl}/trpc/packages.create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.users.superadmin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(tourPackage({ name: 'Lewat tRPC', image: files[0]!.url })),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).result.data).toMatchObject({ name: 'Lewat tRPC', image: files[0]!.url, price: 350000 });
  });
});

describe('demo content', () => {
  it('seeds tour packages with prices, facilities and a WhatsApp number', async () => {
    const demo = await createTestApp({ seedDemo: true });
    try {
      const { packages } = (await demo.request('GET', '/api/packages?limit=100')).body.data;
      expect(packages.length).toBeGreaterThanOrEqual(4);
      expect(packages[0].popular).toBe(true);
      for (const p of packages) {
        expect(p.price).toBeGreaterThan(0);
        expect(p.facilities.length).toBeGreaterThan(0);
        expect(p.whatsappContact).toMatch(/^62\d{9,13}$/);
        expect(p.image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\//);
      }
    } finally {
      await demo.close();
    }
  });
});

describe('the length as numbers', () => {
  it('writes numbers given alone as their Indonesian text, reads a text given alone, and keeps other texts as written', async () => {
    const { duration: _d, ...withoutText } = tourPackage({ name: 'Dua Hari' });
    const created = await t.request('POST', '/api/packages', {
      token: t.users.admin.token,
      body: { ...withoutText, tripLength: { days: 2, nights: 1, from: '07:00', to: '17:00' } },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      duration: '2 hari 1 malam (07.00–17.00)',
      durationEn: '2 days, 1 night (07:00–17:00)',
      tripLength: { days: 2, nights: 1, from: '07:00', to: '17:00' },
    });
    const id = Number(created.body.data.id);

    const asText = await t.request('PUT', `/api/packages/${id}`, { token: t.users.admin.token, body: { duration: 'Setengah hari (14.00–19.00)' } });
    expect(asText.body.data).toMatchObject({ duration: 'Setengah hari (14.00–19.00)', tripLength: { days: 0.5, nights: 0, from: '14:00', to: '19:00' } });

    const free = await t.request('PUT', `/api/packages/${id}`, { token: t.users.admin.token, body: { duration: 'Sesuai cuaca' } });
    expect(free.body.data).toMatchObject({ duration: 'Sesuai cuaca', tripLength: null, durationEn: null });

    const trpc = await callerAs(t, 'admin').packages.update({ id, tripLength: { days: 3, nights: 2, from: null, to: null } });
    expect(trpc).toMatchObject({ duration: '3 hari 2 malam', tripLength: { days: 3, nights: 2 } });
  });

  it('refuses numbers that say no length, naming the field', async () => {
    for (const tripLength of [{ days: 1.5 }, { days: 2, nights: 2 }, { days: 1, from: '25:00' }, { days: 1, to: '17:00' }, 'dua hari']) {
      const res = await t.request('POST', '/api/packages', { token: t.users.admin.token, body: tourPackage({ name: 'Salah', tripLength }) });
      expect(res.status, JSON.stringify(tripLength)).toBe(400);
      expect(res.body.errors.map((e: { param: string }) => e.param)).toContain('tripLength');
    }
  });
});
