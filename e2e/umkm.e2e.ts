import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, signIn } from './browser.ts';
import { callRest, signInRest } from './rest.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

interface ListedProduct {
  id: number;
  name: string;
  sellerInfo: { brand: string; whatsapp: string | null; shopee: string | null; instagram: string | null; tiktok: string | null };
}

/** Products as the public REST door lists them, to compare the page with. */
async function products(query: string): Promise<ListedProduct[]> {
  const res = await fetch(`${baseUrl()}/api/products?${query}`);
  const body = (await res.json()) as { data: { products: ListedProduct[] } };
  return body.data.products;
}

async function expectCardTitles(page: Page, expected: string[]) {
  const titles = () => page.locator('.card-grid .catalogue-card__title').allInnerTexts();
  await expect.poll(titles, { timeout: 10_000 }).toEqual(expected);
}

describe('a visitor on /umkm', () => {
  it('searches, filters by category, opens a product and follows WhatsApp to a chat naming it', async () => {
    const page = await openPage(browser, 'phone');
    await page.goto('/');
    await page.getByRole('link', { name: /Produk UMKM/ }).click();
    await page.waitForURL(/\/umkm$/);
    const all = await products('limit=12');
    await expectCardTitles(page, all.map((p) => p.name));
    await expect.poll(() => page.getByText('Rp 450.000').first().isVisible()).toBe(true);

    const chips = page.getByRole('group', { name: 'Kategori produk' });
    await chips.getByRole('button', { name: 'Tekstil' }).click();
    const textiles = await products('category=tekstil');
    expect(textiles.length).toBeGreaterThan(0);
    await expectCardTitles(page, textiles.map((p) => p.name));
    await chips.getByRole('button', { name: 'Semua' }).click();

    await page.getByRole('searchbox', { name: 'Cari produk' }).fill('phinisi 40');
    await expectCardTitles(page, ['Miniatur Perahu Phinisi 40 cm']);
    await page.getByRole('button', { name: 'Lihat Detail Miniatur Perahu Phinisi 40 cm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Miniatur Perahu Phinisi 40 cm' });
    await dialog.waitFor();
    expect(page.url()).toMatch(/lihat=\d+/);
    for (const fact of ['Kayu jati, kain blacu, tali rami', 'Puluhan tahun bila disimpan di tempat kering', '3-5 hari kerja', 'Phinisi Mini Daeng Rahma']) {
      expect(await dialog.getByText(fact).first().isVisible(), fact).toBe(true);
    }
    await dialog.getByRole('heading', { name: 'Produk Terkait' }).waitFor();
    expect(await dialog.getByRole('link', { name: /^Shopee/ }).getAttribute('href')).toBe('https://shopee.co.id/phinisimini');
    expect(await dialog.getByRole('link', { name: /^Instagram/ }).getAttribute('href')).toBe('https://www.instagram.com/phinisimini.rahma/');
    expect(await dialog.getByRole('link', { name: /^TikTok/ }).getAttribute('href')).toBe('https://www.tiktok.com/@phinisimini');

    // wa.me is out of reach of this machine: answer for it, and read where the visitor was sent.
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));
    const [chat] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('link', { name: /^WhatsApp/ }).click()]);
    const url = new URL(chat.url());
    expect(url.origin + url.pathname).toBe('https://wa.me/6281241903301');
    expect(url.searchParams.get('text')).toContain('Miniatur Perahu Phinisi 40 cm');
    await page.context().close();
  });

  it('shows only the buttons a seller has links for', async () => {
    const withoutLinks = (await products('limit=100')).find((p) => !p.sellerInfo.whatsapp && !p.sellerInfo.shopee && p.sellerInfo.instagram);
    expect(withoutLinks).toBeDefined();
    const page = await openPage(browser, 'laptop');
    await page.goto(`/umkm?lihat=${withoutLinks!.id}`);
    const dialog = page.getByRole('dialog', { name: withoutLinks!.name });
    await dialog.getByRole('link', { name: /^Instagram/ }).waitFor();
    expect(await dialog.getByRole('link', { name: /^WhatsApp/ }).count()).toBe(0);
    expect(await dialog.getByRole('link', { name: /^Shopee/ }).count()).toBe(0);
    await page.context().close();
  });
});

function picture(red: number, green: number, blue: number): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: red, g: green, b: blue } } })
    .png()
    .toBuffer();
}

interface ListedMsme {
  id: number;
  brand: string;
  businessName: string | null;
  address: string | null;
  logo: string | null;
  /** The REST door answers the owner's id as text, as the old API did. */
  user_id: string | null;
  productCount: number;
}

async function msmeByBrand(brand: string): Promise<ListedMsme | undefined> {
  const res = await fetch(`${baseUrl()}/api/msme?search=${encodeURIComponent(brand)}`);
  const body = (await res.json()) as { data: { msmes: ListedMsme[] } };
  return body.data.msmes.find((m) => m.brand === brand);
}

describe('an MSME from the back-office to its owner', () => {
  it('an admin adds it with its owner, who signs in, adds a product with a picture and edits the profile', async () => {
    const brand = `Anyaman Lontar ${Date.now()}`;
    const email = `lontar${Date.now()}@pulau.test`;
    const admin = await openPage(browser);
    await signIn(admin, 'admin');
    await admin.goto('/admin/umkm');
    await admin.getByRole('heading', { name: 'Mitra UMKM', level: 1 }).waitFor();
    await admin.getByRole('button', { name: 'Tambah UMKM' }).click();
    const add = admin.getByRole('dialog', { name: 'Tambah UMKM' });
    await add.waitFor();
    await admin.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect.poll(() => add.getByText('Nama brand wajib diisi').isVisible()).toBe(true);
    await add.getByLabel('Brand / Nama Usaha').fill(brand);
    await add.getByLabel('Deskripsi').fill('Tikar dan tas anyaman daun lontar buatan ibu-ibu desa.');
    await add.getByLabel('Telepon').fill('0812 4190 3388');
    await add.getByLabel('Nama pemilik').fill('Ibu Lontar');
    await add.getByLabel('Email pemilik').fill(email);
    await add.getByLabel(/^Password/).fill('lontar-rahasia');
    await admin.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect.poll(() => admin.getByText('UMKM berhasil dibuat').isVisible()).toBe(true);
    await admin.getByRole('heading', { name: brand }).waitFor();
    await admin.context().close();
    const created = await msmeByBrand(brand);
    expect(created).toMatchObject({ productCount: 0, user_id: expect.any(String) });

    const owner = await openPage(browser);
    await owner.goto('/login');
    await owner.getByLabel('Username atau Email').fill(email);
    await owner.getByLabel('Password', { exact: true }).fill('lontar-rahasia');
    await owner.getByRole('button', { name: 'Login' }).click();
    await owner.waitForURL(/\/admin/);

    // Their products only: none yet, nothing of the demo businesses.
    await owner.goto('/admin/products');
    await owner.getByRole('heading', { name: 'Produk Saya', level: 1 }).waitFor();
    await expect.poll(() => owner.getByText('Belum ada produk yang cocok.').isVisible()).toBe(true);
    expect(await owner.locator('.card-grid .catalogue-card').count()).toBe(0);

    await owner.getByRole('button', { name: 'Tambah Produk' }).click();
    const form = owner.getByRole('dialog', { name: 'Tambah Produk' });
    await form.waitFor();
    expect(await form.getByLabel('MSME').locator('option').allInnerTexts()).toEqual(['Pilih MSME', brand]);
    expect(await form.getByLabel('MSME').inputValue()).toBe(String(created!.id));
    await form.getByLabel('Nama produk').fill('Tas Lontar Kecil');
    await form.getByLabel('Kategori').selectOption('kerajinan');
    await form.getByLabel('Deskripsi').fill('Tas jinjing kecil dari daun lontar.');
    await form.getByLabel('Harga (Rp)').fill('65000');
    await form.getByLabel('Waktu pengiriman').fill('2-3 hari kerja');
    await form.getByLabel('Bahan').fill('Daun lontar');
    await form.getByLabel('Daya tahan').fill('2-3 tahun');
    await form.locator('input[type="file"]').setInputFiles({ name: 'tas.png', mimeType: 'image/png', buffer: await picture(180, 140, 60) });
    await form.locator('.image-field__preview img').waitFor({ timeout: 15_000 });
    await owner.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect.poll(() => owner.getByText('Produk berhasil dibuat').isVisible()).toBe(true);
    await owner.getByRole('heading', { name: 'Tas Lontar Kecil' }).waitFor();
    expect(await owner.locator('.card-grid .catalogue-card').count()).toBe(1);
    const [product] = await products(`msme_id=${created!.id}`);
    expect(product).toMatchObject({ name: 'Tas Lontar Kecil', sellerInfo: { brand } });
    expect((product as unknown as { image: string }).image).toMatch(/\/uploads\/[a-f0-9]{32}\.png$/);

    // The profile: their one business, no picker of others.
    await owner.goto('/admin/profile-umkm');
    const profile = owner.getByRole('form', { name: `Profil ${brand}` });
    await profile.waitFor();
    expect(await owner.getByLabel('Pilih UMKM').count()).toBe(0);
    expect(await profile.getByLabel('Brand').inputValue()).toBe(brand);
    const logo = profile.locator('fieldset', { has: owner.getByText('Logo', { exact: true }) });
    await logo.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await picture(30, 90, 120) });
    await logo.locator('.image-field__preview img').waitFor({ timeout: 15_000 });
    await profile.getByLabel('Business Name').fill('Kelompok Anyaman Lontar');
    await profile.getByRole('button', { name: 'Batal' }).click();
    await owner.getByRole('alertdialog', { name: 'Buang perubahan?' }).getByRole('button', { name: 'Buang perubahan' }).click();
    await expect.poll(() => profile.getByLabel('Business Name').inputValue()).toBe('');
    expect(await logo.locator('.image-field__preview').count()).toBe(0);
    expect((await msmeByBrand(brand))?.logo).toBeNull();

    await logo.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await picture(30, 90, 120) });
    await logo.locator('.image-field__preview img').waitFor({ timeout: 15_000 });
    await profile.getByLabel('Address').fill('Lorong Lontar No. 2, Pulau');
    await profile.getByRole('button', { name: 'Update Profile' }).click();
    await expect.poll(() => owner.getByText('Profil UMKM berhasil diperbarui').isVisible()).toBe(true);
    const saved = await msmeByBrand(brand);
    expect(saved).toMatchObject({ address: 'Lorong Lontar No. 2, Pulau', businessName: null });
    expect(saved!.logo).toMatch(/\/uploads\/[a-f0-9]{32}\.png$/);
    await owner.context().close();
  });
});

describe('an msme owner whose business was removed', () => {
  it('cannot add a product and is told to make an MSME first', async () => {
    const { token: adminToken } = await signInRest('admin');
    const email = `tutup${Date.now()}@pulau.test`;
    const created = await callRest<{ id: number }>('POST', '/api/msme', adminToken, {
      brand: 'Usaha Tutup',
      description: 'Sudah tutup.',
      phone: '081241903390',
      ownerName: 'Pemilik Tutup',
      ownerEmail: email,
      password: 'tutup-rahasia',
    });
    await callRest('DELETE', `/api/msme/${created.data.id}`, adminToken);

    const page = await openPage(browser, 'phone');
    await page.goto('/login');
    await page.getByLabel('Username atau Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('tutup-rahasia');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin/);
    await page.goto('/admin/products');
    const add = page.getByRole('button', { name: 'Tambah Produk' });
    await expect.poll(() => page.getByText('Buat MSME terlebih dahulu', { exact: true }).isVisible()).toBe(true);
    expect(await add.isDisabled()).toBe(true);
    expect(await page.getByText('Anda harus membuat MSME terlebih dahulu sebelum menambahkan produk').isVisible()).toBe(true);
    await page.context().close();
  });
});
