import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStaffOnly } from '../../../test/staff-only.ts';
import { createTestApp, TEST_PASSWORD, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';
import { uploadImages } from '../../../test/upload-images.ts';

let t: TestApp;
let files: { filename: string; url: string }[];
beforeAll(async () => {
  t = await createTestApp();
  files = await uploadImages(t, 3);
});
afterAll(() => t.close());

let emailCounter = 0;
function msme(overrides: Record<string, unknown> = {}) {
  emailCounter += 1;
  return {
    brand: 'Phinisi Mini',
    description: 'Miniatur perahu phinisi buatan tangan.',
    phone: '0812 4190 3301',
    ownerName: 'Daeng Rahma',
    ownerEmail: `pemilik${emailCounter}@umkm.test`,
    password: 'rahasia-umkm',
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}) {
  const res = await t.request('POST', '/api/msme', { token: t.users.admin.token, body: msme(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

async function list(query: string) {
  const res = await t.request('GET', `/api/msme?${query}`);
  expect(res.status).toBe(200);
  return res.body.data;
}

async function signIn(email: string, password: string): Promise<string> {
  const res = await t.request('POST', '/api/auth/login', { body: { email, password } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.token;
}

async function userCount(): Promise<number> {
  const rows = await t.db.selectFrom('users').select('id').execute();
  return rows.length;
}

describe('creating an MSME with its owner', () => {
  it('makes the msme account and the MSME in one go; the owner then signs in', async () => {
    const res = await t.request('POST', '/api/msme', {
      token: t.users.superadmin.token,
      body: msme({ brand: 'Tenun Pulau', ownerEmail: 'Andi.Tenri@UMKM.test', whatsapp: '', category: 'textiles' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'UMKM berhasil dibuat' });
    expect(res.body.data).toEqual({
      id: expect.any(String), // the REST door answers this id as text
      brand: 'Tenun Pulau',
      businessName: null,
      ownerName: 'Daeng Rahma',
      description: 'Miniatur perahu phinisi buatan tangan.',
      category: 'textiles',
      address: null,
      phone: '081241903301',
      whatsapp: null,
      email: null,
      instagram: null,
      shopee: null,
      facebook: null,
      tiktok: null,
      website: null,
      logo: null,
      banner: null,
      gallery: [],
      user_id: expect.any(String), // as text on the REST door
      is_active: true,
      productCount: 0,
      // No English twin written yet (decision 0035).
      en: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const owner = await t.db.selectFrom('users').select(['name', 'email', 'role']).where('id', '=', res.body.data.user_id).executeTakeFirst();
    expect(owner).toEqual({ name: 'Daeng Rahma', email: 'andi.tenri@umkm.test', role: 'msme' });
    const token = await signIn('andi.tenri@umkm.test', 'rahasia-umkm');
    const mine = await t.request('GET', `/api/msme?user_id=${res.body.data.user_id}`, { token });
    expect(mine.body.data.msmes.map((m: { brand: string }) => m.brand)).toEqual(['Tenun Pulau']);
  });

  it('answers 409 for a taken e-mail and leaves neither the account nor the MSME behind', async () => {
    const before = await userCount();
    const res = await t.request('POST', '/api/msme', {
      token: t.users.admin.token,
      body: msme({ brand: 'Kembar', ownerEmail: 'CONTRIBUTOR@test.pulau' }),
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, code: 'CONFLICT', message: 'Email sudah terdaftar', errors: [{ param: 'ownerEmail', msg: 'Email sudah terdaftar' }] });
    expect(await userCount()).toBe(before);
    expect((await list('search=Kembar')).msmes).toEqual([]);
  });

  it('also works for an existing msme account, as the client that first calls POST /api/users does', async () => {
    const res = await t.request('POST', '/api/msme', {
      token: t.users.admin.token,
      body: { brand: 'Punya Akun', description: 'Sudah punya akun.', phone: '081200000001', user_id: t.users.msme.id },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ user_id: String(t.users.msme.id), ownerName: null, is_active: true });
    const notMsme = await t.request('POST', '/api/msme', {
      token: t.users.admin.token,
      body: { brand: 'Salah Akun', description: 'Akun kontributor.', phone: '081200000001', user_id: t.users.contributor.id },
    });
    expect(notMsme.status).toBe(400);
    expect(notMsme.body.errors).toEqual([{ param: 'user_id', msg: 'Pemilik harus akun dengan role msme yang terdaftar' }]);
  });

  it('requires brand, phone and description, and for a new owner the name, e-mail and password', async () => {
    const res = await t.request('POST', '/api/msme', { token: t.users.admin.token, body: { brand: ' ' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { param: 'brand', msg: 'Nama brand wajib diisi' },
      { param: 'description', msg: 'Deskripsi wajib diisi' },
      { param: 'phone', msg: 'Nomor telepon wajib diisi' },
    ]);
    const owner = await t.request('POST', '/api/msme', {
      token: t.users.admin.token,
      body: { brand: 'Tanpa Pemilik', description: 'Belum ada pemilik.', phone: '0812345678', password: '123' },
    });
    expect(owner.status).toBe(400);
    expect(owner.body.errors).toEqual([
      { param: 'password', msg: 'Password minimal 6 karakter' },
      { param: 'ownerName', msg: 'Nama pemilik wajib diisi' },
      { param: 'ownerEmail', msg: 'Email pemilik wajib diisi' },
    ]);
    const missing = await t.request('POST', '/api/msme', {
      token: t.users.admin.token,
      body: { brand: 'Tanpa Pemilik', description: 'Belum ada pemilik.', phone: '0812345678' },
    });
    expect(missing.body.errors).toEqual([
      { param: 'ownerName', msg: 'Nama pemilik wajib diisi' },
      { param: 'ownerEmail', msg: 'Email pemilik wajib diisi' },
      { param: 'password', msg: 'Password minimal 6 karakter' },
    ]);
  });

  it.each([
    ['a phone with letters', { phone: '0812-abc' }, 'phone', 'Nomor telepon hanya boleh berisi angka (boleh diawali +), 6-15 digit'],
    ['an unknown category', { category: 'fishing' }, 'category', 'Invalid category'],
    ['a contact e-mail that is not one', { email: 'bukan-email' }, 'email', 'Email tidak valid'],
    ['an owner e-mail that is not one', { ownerEmail: 'bukan' }, 'ownerEmail', 'Email pemilik tidak valid'],
    ['a website that is not a URL', { website: 'javascript:alert(1)' }, 'website', 'Alamat website tidak valid'],
    ['five gallery pictures', { gallery: ['a', 'b', 'c', 'd', 'e'] }, 'gallery', 'Maksimal 4 gambar galeri produk'],
  ])('refuses %s', async (_case, overrides, param, msg) => {
    const before = await userCount();
    const res = await t.request('POST', '/api/msme', { token: t.users.admin.token, body: msme(overrides) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ param, msg });
    expect(await userCount()).toBe(before);
  });
});

describe('who may write', () => {
  it('keeps create and delete to superadmin and admin', async () => {
    const { id } = await create({ brand: 'Tetap Ada' });
    await expectStaffOnly(t, 'POST', '/api/msme', msme({ brand: 'Tidak Boleh' }));
    await expectStaffOnly(t, 'DELETE', `/api/msme/${id}`);
    expect((await t.request('GET', `/api/msme/${id}`)).body.data.brand).toBe('Tetap Ada');
    expect((await list('search=Tidak%20Boleh')).msmes).toEqual([]);
  });

  it('lets an owner update only their own MSME, and staff any', async () => {
    const mine = await create({ brand: 'Milik Saya', user_id: t.users.msme.id, ownerName: undefined });
    const other = await create({ brand: 'Milik Orang Lain' });
    const token = t.users.msme.token;

    const own = await t.request('PUT', `/api/msme/${mine.id}`, { token, body: { brand: 'Milik Saya Baru', instagram: '@milik.saya' } });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ message: 'Profil UMKM berhasil diperbarui', data: { brand: 'Milik Saya Baru', instagram: '@milik.saya', phone: '081241903301' } });

    const refused = await t.request('PUT', `/api/msme/${other.id}`, { token, body: { brand: 'Direbut' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, code: 'NOT_OWNER', message: 'UMKM ini bukan milik Anda' });
    const giveAway = await t.request('PUT', `/api/msme/${mine.id}`, { token, body: { user_id: other.user_id } });
    expect(giveAway.status).toBe(403);

    expect((await t.request('PUT', `/api/msme/${other.id}`, { token: t.users.contributor.token, body: { brand: 'X' } })).status).toBe(403);
    expect((await t.request('PUT', `/api/msme/${other.id}`, { body: { brand: 'X' } })).status).toBe(401);
    expect((await t.request('GET', `/api/msme/${other.id}`)).body.data.brand).toBe('Milik Orang Lain');

    for (const role of ['admin', 'superadmin'] as const) {
      const res = await t.request('PUT', `/api/msme/${other.id}`, { token: t.users[role].token, body: { address: `Alamat ${role}` } });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ address: `Alamat ${role}`, brand: 'Milik Orang Lain' });
    }
  });

  it('answers through tRPC with the same rules', async () => {
    const other = await create({ brand: 'Lewat tRPC' });
    const res = await t.request('POST', '/trpc/msme.update', { token: t.users.msme.token, body: { id: other.id, brand: 'Direbut' } });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('UMKM ini bukan milik Anda');
    const ok = await t.request('POST', '/trpc/msme.update', { token: t.users.admin.token, body: { id: other.id, brand: 'Lewat tRPC 2' } });
    expect(ok.body.result.data.brand).toBe('Lewat tRPC 2');
  });
});

describe('profile images', () => {
  it('stores logo, banner and up to four gallery pictures, and keeps them when an edit leaves them out', async () => {
    const [logo, banner, picture] = files as [typeof files[0], typeof files[0], typeof files[0]];
    const { id } = await create({ brand: 'Bergambar', logo: logo.filename, banner: banner.url, gallery: [picture.filename] });
    const res = await t.request('PUT', `/api/msme/${id}`, { token: t.users.admin.token, body: { description: 'Baru.' } });
    expect(res.body.data).toMatchObject({ logo: logo.url, banner: banner.url, gallery: [picture.url], description: 'Baru.' });
    const cleared = await t.request('PUT', `/api/msme/${id}`, { token: t.users.admin.token, body: { logo: '', gallery: [] } });
    expect(cleared.body.data).toMatchObject({ logo: null, banner: banner.url, gallery: [] });
  });
});

describe('GET /api/msme', () => {
  beforeAll(async () => {
    for (let i = 0; i < 5; i++) await create({ brand: `Kerang Laut ${i}`, businessName: `Usaha Pantai ${i}` });
  });

  it('lists newest first, 12 a page by default, capped at 100, without a token', async () => {
    const first = await list('search=Kerang%20Laut&limit=2');
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 3, totalItems: 5, itemsPerPage: 2 });
    expect(first.msmes.map((m: { brand: string }) => m.brand)).toEqual(['Kerang Laut 4', 'Kerang Laut 3']);
    expect((await list('search=Kerang%20Laut&limit=2&page=3')).msmes.map((m: { brand: string }) => m.brand)).toEqual(['Kerang Laut 0']);
    expect((await list('')).pagination.itemsPerPage).toBe(12);
    expect((await list('limit=500')).pagination.itemsPerPage).toBe(100);
  });

  it('searches the business names, ignoring case; user_id keeps one owner', async () => {
    expect((await list('search=usaha%20PANTAI%203')).msmes.map((m: { brand: string }) => m.brand)).toEqual(['Kerang Laut 3']);
    const own = await list(`user_id=${t.users.msme.id}&limit=100`);
    expect(own.msmes.length).toBeGreaterThan(0);
    expect(own.msmes.every((m: { user_id: string }) => m.user_id === String(t.users.msme.id))).toBe(true);
    expect((await list('user_id=all')).pagination.totalItems).toBe((await list('')).pagination.totalItems);
  });

  it('tells whether the owner account is active', async () => {
    const { id, user_id } = await create({ brand: 'Pemilik Nonaktif' });
    await t.db.updateTable('users').set({ is_active: false }).where('id', '=', user_id).execute();
    expect((await t.request('GET', `/api/msme/${id}`)).body.data.is_active).toBe(false);
  });

  it('answers 404 with the specified text', async () => {
    const res = await t.request('GET', '/api/msme/999999');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'UMKM tidak ditemukan' });
    expect((await t.request('GET', '/api/msme/abc')).status).toBe(400);
  });

  it('answers through tRPC too', async () => {
    const res = await t.request('GET', trpcQueryUrl('msme.list', { search: 'Kerang Laut 2' }));
    expect(res.body.result.data.msmes.map((m: { brand: string }) => m.brand)).toEqual(['Kerang Laut 2']);
  });
});

describe('DELETE /api/msme/:id', () => {
  it('removes its products with it, says how many, and keeps the owner account', async () => {
    const msmeRow = await create({ brand: 'Tutup Usaha' });
    for (const name of ['Produk A', 'Produk B']) {
      const res = await t.request('POST', '/api/products', {
        token: t.users.admin.token,
        body: { name, msme_id: msmeRow.id, description: 'Akan hilang.', category: 'kuliner', price: 1000, material: 'Ikan', durability: '1 bulan', deliveryTime: '1 hari' },
      });
      expect(res.status).toBe(201);
    }
    expect((await t.request('GET', `/api/msme/${msmeRow.id}`)).body.data.productCount).toBe(2);
    const res = await t.request('DELETE', `/api/msme/${msmeRow.id}`, { token: t.users.admin.token });
    expect(res.body).toEqual({ success: true, data: { id: msmeRow.id, productsDeleted: 2 }, message: 'UMKM berhasil dihapus' });
    expect((await t.request('GET', `/api/msme/${msmeRow.id}`)).status).toBe(404);
    expect((await t.request('GET', `/api/products?msme_id=${msmeRow.id}`)).body.data.products).toEqual([]);
    const owner = await t.db.selectFrom('users').select('id').where('id', '=', msmeRow.user_id).executeTakeFirst();
    expect(owner).toEqual({ id: Number(msmeRow.user_id) });
    expect((await t.request('DELETE', `/api/msme/${msmeRow.id}`, { token: t.users.admin.token })).status).toBe(404);
  });
});

it('signs in the owner with the password given at creation only', async () => {
  const { ownerEmail } = msme();
  await create({ brand: 'Masuk', ownerEmail });
  const wrong = await t.request('POST', '/api/auth/login', { body: { email: ownerEmail, password: TEST_PASSWORD } });
  expect(wrong.status).toBe(401);
});
