import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';
import { uploadImages } from '../../../test/upload-images.ts';

let t: TestApp;
let files: { filename: string; url: string }[];
/** The test msme user's MSME, another owner's MSME and that owner's token. */
let own: { id: number };
let other: { id: number };
let otherToken: string;

beforeAll(async () => {
  t = await createTestApp();
  files = await uploadImages(t, 1);
  const admin = t.users.admin.token;
  const ownRes = await t.request('POST', '/api/msme', {
    token: admin,
    body: { brand: 'Phinisi Mini', description: 'Miniatur perahu.', phone: '081241903301', whatsapp: '0812 4190 3301', instagram: '@phinisimini', user_id: t.users.msme.id },
  });
  own = ownRes.body.data;
  const otherRes = await t.request('POST', '/api/msme', {
    token: admin,
    body: { brand: 'Ikan Kering Hasnah', description: 'Ikan kering.', phone: '081241903302', ownerName: 'Bu Hasnah', ownerEmail: 'hasnah@umkm.test', password: 'rahasia-hasnah' },
  });
  other = otherRes.body.data;
  otherToken = (await t.request('POST', '/api/auth/login', { body: { email: 'hasnah@umkm.test', password: 'rahasia-hasnah' } })).body.data.token;
});
afterAll(() => t.close());

function product(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Miniatur Phinisi 40 cm',
    msme_id: own.id,
    description: 'Miniatur phinisi dua tiang dengan tujuh layar.',
    category: 'kerajinan',
    price: 450000,
    material: 'Kayu jati',
    durability: 'Puluhan tahun',
    deliveryTime: '3-5 hari kerja',
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}, token = t.users.admin.token) {
  const res = await t.request('POST', '/api/products', { token, body: product(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

async function list(query: string) {
  const res = await t.request('GET', `/api/products?${query}`);
  expect(res.status).toBe(200);
  return res.body.data;
}

const names = (data: { products: { name: string }[] }) => data.products.map((p) => p.name);

describe('who may write', () => {
  it.each(['superadmin', 'admin'] as const)('lets %s create, update and delete any product', async (role) => {
    const token = t.users[role].token;
    const created = await t.request('POST', '/api/products', { token, body: product({ name: `Produk ${role}`, msme_id: other.id, image: files[0]!.filename }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, message: 'Produk berhasil dibuat' });
    expect(created.body.data).toEqual({
      id: expect.any(String), // the REST door answers this id as text
      name: `Produk ${role}`,
      price: 450000,
      description: product().description,
      image: files[0]!.url,
      category: 'kerajinan',
      material: 'Kayu jati',
      durability: 'Puluhan tahun',
      deliveryTime: '3-5 hari kerja',
      msme_id: other.id,
      sellerInfo: { brand: 'Ikan Kering Hasnah', whatsapp: null, shopee: null, instagram: null, tiktok: null },
      // No English twin written yet (decision 0035).
      en: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const id = created.body.data.id;
    const updated = await t.request('PUT', `/api/products/${id}`, { token, body: { price: '500000', msme_id: own.id } });
    expect(updated.body).toMatchObject({ message: 'Produk berhasil diperbarui', data: { price: 500000, msme_id: own.id, image: files[0]!.url } });
    const deleted = await t.request('DELETE', `/api/products/${id}`, { token });
    expect(deleted.body).toEqual({ success: true, data: { id }, message: 'Produk berhasil dihapus' });
    expect((await t.request('GET', `/api/products/${id}`)).status).toBe(404);
  });

  it('lets an owner create, update and delete the products of their own MSME', async () => {
    const token = t.users.msme.token;
    const created = await create({ name: 'Punya Sendiri' }, token);
    const updated = await t.request('PUT', `/api/products/${created.id}`, { token, body: { name: 'Punya Sendiri 2' } });
    expect(updated.body.data.name).toBe('Punya Sendiri 2');
    expect((await t.request('DELETE', `/api/products/${created.id}`, { token })).status).toBe(200);
  });

  it("refuses an owner another owner's products and MSME with 403, changing nothing", async () => {
    const theirs = await create({ name: 'Milik Hasnah', msme_id: other.id });
    const mine = await create({ name: 'Milik Saya' });
    const token = t.users.msme.token;
    const notYours = 'Produk ini milik UMKM lain; Anda hanya dapat mengelola produk UMKM Anda sendiri';

    const put = await t.request('PUT', `/api/products/${theirs.id}`, { token, body: { price: 1 } });
    expect(put.status).toBe(403);
    expect(put.body).toEqual({ success: false, code: 'NOT_OWNER', message: notYours });
    expect((await t.request('DELETE', `/api/products/${theirs.id}`, { token })).status).toBe(403);

    const createThere = await t.request('POST', '/api/products', { token, body: product({ name: 'Menyusup', msme_id: other.id }) });
    expect(createThere.status).toBe(403);
    expect(createThere.body.message).toBe('UMKM ini bukan milik Anda');
    const move = await t.request('PUT', `/api/products/${mine.id}`, { token, body: { msme_id: other.id } });
    expect(move.status).toBe(403);
    const moveBack = await t.request('PUT', `/api/products/${theirs.id}`, { token: otherToken, body: { msme_id: own.id } });
    expect(moveBack.status).toBe(403);

    expect((await t.request('GET', `/api/products/${theirs.id}`)).body.data).toMatchObject({ price: 450000, msme_id: other.id });
    expect((await t.request('GET', `/api/products/${mine.id}`)).body.data.msme_id).toBe(own.id);
    expect(names(await list('search=Menyusup'))).toEqual([]);
  });

  it('refuses contributors (403) and anonymous callers (401)', async () => {
    const { id } = await create({ name: 'Tidak Disentuh' });
    for (const [method, url, body] of [
      ['POST', '/api/products', product()],
      ['PUT', `/api/products/${id}`, { price: 1 }],
      ['DELETE', `/api/products/${id}`, undefined],
    ] as const) {
      expect((await t.request(method, url, { token: t.users.contributor.token, body })).status).toBe(403);
      expect((await t.request(method, url, { body })).status).toBe(401);
    }
    expect((await t.request('GET', `/api/products/${id}`)).body.data.price).toBe(450000);
  });

  it('tells an msme user with no MSME to make one first', async () => {
    const admin = t.users.admin.token;
    await t.request('POST', '/api/msme', {
      token: admin,
      body: { brand: 'Sementara', description: 'Dihapus nanti.', phone: '0812000000', ownerName: 'Tanpa Usaha', ownerEmail: 'tanpa@umkm.test', password: 'rahasia-tanpa' },
    }).then(async (res) => {
      expect((await t.request('DELETE', `/api/msme/${res.body.data.id}`, { token: admin })).status).toBe(200);
    });
    const token = (await t.request('POST', '/api/auth/login', { body: { email: 'tanpa@umkm.test', password: 'rahasia-tanpa' } })).body.data.token;
    const res = await t.request('POST', '/api/products', { token, body: product() });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Anda harus membuat MSME terlebih dahulu sebelum menambahkan produk');
    const viaTrpc = await t.request('POST', '/trpc/products.create', { token, body: product() });
    expect(viaTrpc.status).toBe(403);
    expect(viaTrpc.body.error.message).toBe('Anda harus membuat MSME terlebih dahulu sebelum menambahkan produk');
  });
});

describe('validation', () => {
  it('requires name, MSME, description, category, price, material, durability and delivery time', async () => {
    const res = await t.request('POST', '/api/products', { token: t.users.admin.token, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { param: 'name', msg: 'Nama produk wajib diisi' },
      { param: 'msme_id', msg: 'Pilih MSME terlebih dahulu' },
      { param: 'description', msg: 'Deskripsi wajib diisi' },
      { param: 'category', msg: 'Kategori wajib dipilih' },
      { param: 'price', msg: 'Harga wajib diisi' },
      { param: 'material', msg: 'Bahan wajib diisi' },
      { param: 'durability', msg: 'Daya tahan wajib diisi' },
      { param: 'deliveryTime', msg: 'Waktu pengiriman wajib diisi' },
    ]);
    expect(res.body.message).toBe('Nama produk wajib diisi');
  });

  it.each([
    ['no MSME chosen', { msme_id: '' }, 'msme_id', 'Pilih MSME terlebih dahulu'],
    ['a negative price', { price: -5 }, 'price', 'Harga harus berupa bilangan bulat minimal 0'],
    ['a price with cents', { price: 10.5 }, 'price', 'Harga harus berupa bilangan bulat minimal 0'],
    ['an unknown category', { category: 'perhiasan' }, 'category', 'Invalid category'],
    ['a picture from elsewhere', { image: 'https://example.com/x.jpg' }, 'image', 'Gambar tidak valid. Unggah ulang gambar.'],
  ])('refuses %s', async (_case, overrides, param, msg) => {
    const res = await t.request('POST', '/api/products', { token: t.users.admin.token, body: product(overrides) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ param, msg }]);
  });

  it('answers 400 for an MSME that does not exist', async () => {
    const res = await t.request('POST', '/api/products', { token: t.users.admin.token, body: product({ msme_id: 987654 }) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ param: 'msme_id', msg: 'UMKM tidak ditemukan' }]);
    const { id } = await create({ name: 'Tidak Pindah' });
    expect((await t.request('PUT', `/api/products/${id}`, { token: t.users.admin.token, body: { msme_id: 987654 } })).status).toBe(400);
  });
});

describe('GET /api/products', () => {
  beforeAll(async () => {
    for (let i = 0; i < 5; i++) await create({ name: `Dodol Rumput Laut ${i}`, category: 'kuliner', msme_id: other.id, price: 25000 + i });
    await create({ name: 'Sarung Tenun', category: 'tekstil', description: 'Motif 100% ombak.' });
  });

  it('lists newest first with pages; 12 a page by default, capped at 100', async () => {
    const first = await list('search=dodol&limit=2');
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 3, totalItems: 5, itemsPerPage: 2 });
    expect(names(first)).toEqual(['Dodol Rumput Laut 4', 'Dodol Rumput Laut 3']);
    expect(names(await list('search=dodol&limit=2&page=3'))).toEqual(['Dodol Rumput Laut 0']);
    expect((await list('')).pagination.itemsPerPage).toBe(12);
    expect((await list('limit=1000')).pagination.itemsPerPage).toBe(100);
  });

  it('filters by category and seller, and searches name and description with % taken literally', async () => {
    expect(names(await list('category=tekstil'))).toEqual(['Sarung Tenun']);
    expect((await list('category=kuliner')).pagination.totalItems).toBe(5);
    expect((await list('category=all')).pagination.totalItems).toBe((await list('')).pagination.totalItems);
    expect((await list(`msme_id=${other.id}&category=kuliner`)).pagination.totalItems).toBe(5);
    const owned = await list(`user_id=${t.users.msme.id}&limit=100`);
    expect(owned.products.length).toBeGreaterThan(0);
    expect(owned.products.every((p: { msme_id: number }) => p.msme_id === own.id)).toBe(true);
    expect(names(await list('search=100%25'))).toEqual(['Sarung Tenun']);
    expect(names(await list('search=OMBAK'))).toEqual(['Sarung Tenun']);
    const bad = await t.request('GET', '/api/products?category=perhiasan');
    expect(bad.status).toBe(400);
  });

  it("carries the seller's brand and only the links the seller has", async () => {
    const [mine] = (await list('category=tekstil')).products;
    expect(mine.sellerInfo).toEqual({ brand: 'Phinisi Mini', whatsapp: '081241903301', shopee: null, instagram: '@phinisimini', tiktok: null });
    const [theirs] = (await list(`msme_id=${other.id}&limit=1`)).products;
    expect(theirs.sellerInfo).toEqual({ brand: 'Ikan Kering Hasnah', whatsapp: null, shopee: null, instagram: null, tiktok: null });
  });

  it('answers a product with related products of the same seller or category', async () => {
    const [dodol] = (await list('search=Dodol%20Rumput%20Laut%202')).products;
    const res = await t.request('GET', `/api/products/${dodol.id}`);
    expect(res.body.data).toMatchObject({ id: dodol.id, sellerInfo: { brand: 'Ikan Kering Hasnah' } });
    const related = res.body.data.relatedProducts as { id: number; msme_id: number; category: string }[];
    expect(related).toHaveLength(4);
    expect(related.map((r) => r.id)).not.toContain(dodol.id);
    expect(related.every((r) => r.msme_id === other.id || r.category === 'kuliner')).toBe(true);
  });

  it('lets browsers reuse the answer, and answers through tRPC too', async () => {
    const res = await t.request('GET', '/api/products');
    expect(res.headers.get('cache-control')).toContain('public');
    expect((await t.request('GET', '/api/products', { headers: { 'if-none-match': res.headers.get('etag')! } })).status).toBe(304);
    const trpc = await t.request('GET', trpcQueryUrl('products.list', { category: 'tekstil' }));
    expect(names(trpc.body.result.data)).toEqual(['Sarung Tenun']);
  });

  it("shows a seller's change and a new product at once to visitors whose answers were kept", async () => {
    const before = await list(`msme_id=${own.id}&limit=1`);
    const countBefore = (await t.request('GET', `/api/msme/${own.id}`)).body.data.productCount as number;
    const renamed = await t.request('PUT', `/api/msme/${own.id}`, { token: t.users.msme.token, body: { brand: 'Phinisi Mini Baru' } });
    expect(renamed.status).toBe(200);
    expect((await list(`msme_id=${own.id}&limit=1`)).products[0].sellerInfo.brand).toBe('Phinisi Mini Baru');
    expect(before.products[0].sellerInfo.brand).toBe('Phinisi Mini');
    await create({ name: 'Produk Terbaru' }, t.users.msme.token);
    expect((await t.request('GET', `/api/msme/${own.id}`)).body.data.productCount).toBe(countBefore + 1);
    await t.request('PUT', `/api/msme/${own.id}`, { token: t.users.msme.token, body: { brand: 'Phinisi Mini' } });
  });

  it('answers 404 for a missing product and 400 for a bad id', async () => {
    const res = await t.request('GET', '/api/products/987654');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Produk tidak ditemukan' });
    expect((await t.request('PUT', '/api/products/987654', { token: t.users.admin.token, body: { price: 1 } })).status).toBe(404);
    expect((await t.request('GET', '/api/products/x')).body).toMatchObject({ success: false, message: 'ID produk tidak valid' });
  });
});
