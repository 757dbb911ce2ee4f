import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, signIn } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Titles the public REST door answers for a destinations query, to compare the page with. */
async function destinationTitles(query: string): Promise<string[]> {
  const res = await fetch(`${baseUrl()}/api/destinations?${query}`);
  const body = (await res.json()) as { data: { destinations: { title: string }[] } };
  return body.data.destinations.map((d) => d.title);
}

async function destinationByTitle(title: string) {
  const res = await fetch(`${baseUrl()}/api/destinations?search=${encodeURIComponent(title)}`);
  const body = (await res.json()) as { data: { destinations: { id: number; title: string; shortDescription: string; image: string; gallery: string[] }[] } };
  return body.data.destinations.filter((d) => d.title === title);
}

/** The card titles on the page once the list has settled on `expected`. */
async function expectCardTitles(page: Page, expected: string[]) {
  const titles = () => page.locator('.card-grid .catalogue-card__title').allInnerTexts();
  await expect.poll(titles, { timeout: 10_000 }).toEqual(expected);
}

function picture(red: number, green: number, blue: number): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: red, g: green, b: blue } } })
    .png()
    .toBuffer();
}

describe('a visitor on /destinasi', () => {
  it('searches, filters by category and opens a destination with its gallery, map and directions', async () => {
    const page = await openPage(browser, 'phone');
    await page.goto('/destinasi');
    const all = await destinationTitles('limit=12');
    expect(all.length).toBeGreaterThan(4);
    await expectCardTitles(page, all);

    await page.getByRole('searchbox', { name: 'Cari destinasi' }).fill('masjid');
    await expectCardTitles(page, ['Masjid Tua dan Sumur Keramat']);
    await page.getByRole('button', { name: 'Hapus pencarian' }).click();
    await expectCardTitles(page, all);

    const chips = page.getByRole('group', { name: 'Kategori destinasi' });
    await chips.getByRole('button', { name: 'Pantai' }).click();
    expect(await chips.getByRole('button', { name: 'Pantai' }).getAttribute('aria-pressed')).toBe('true');
    const beaches = await destinationTitles('category=beaches');
    expect(beaches).toContain('Pantai Pasir Putih Tanjung Bulo');
    expect(beaches.length).toBeLessThan(all.length);
    await expectCardTitles(page, beaches);
    expect(new Set(await page.locator('.card-grid .catalogue-card__eyebrow').allInnerTexts())).toEqual(new Set(['PANTAI']));

    await chips.getByRole('button', { name: 'Petualangan' }).click();
    await page.getByRole('searchbox', { name: 'Cari destinasi' }).fill('pasir putih');
    await expect.poll(() => page.getByText('Belum ada destinasi untuk pilihan ini.').isVisible()).toBe(true);
    await chips.getByRole('button', { name: 'Semua' }).click();
    await expectCardTitles(page, ['Pantai Pasir Putih Tanjung Bulo']);

    await page.getByRole('button', { name: 'Lihat Detail Pantai Pasir Putih Tanjung Bulo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pantai Pasir Putih Tanjung Bulo' });
    await dialog.waitFor();
    const main = dialog.locator('.gallery__main img');
    expect(await main.isVisible()).toBe(true);
    const firstSrc = await main.getAttribute('src');
    const thumbs = dialog.getByRole('toolbar', { name: 'Pilih gambar' }).getByRole('button');
    expect(await thumbs.count()).toBe(3);
    await thumbs.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await thumbs.nth(1).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => main.getAttribute('src')).not.toBe(firstSrc);

    const appLink = dialog.getByRole('link', { name: 'Buka di aplikasi peta: Pantai Pasir Putih Tanjung Bulo' });
    expect(await appLink.getAttribute('href')).toBe('geo:-5.0012,119.2937?q=-5.0012,119.2937(Pantai%20Pasir%20Putih%20Tanjung%20Bulo)');
    const directions = dialog.getByRole('link', { name: /Petunjuk arah/ });
    expect(await directions.getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=-5.0012,119.2937');
    expect(await directions.getAttribute('target')).toBe('_blank');

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.context().close();
  });

  it('keeps the filters and the open detail in the URL, so Back, reload and shared links restore the list', async () => {
    const page = await openPage(browser, 'phone');
    await page.goto('/destinasi');
    const all = await destinationTitles('limit=12');
    await expectCardTitles(page, all);

    const chips = page.getByRole('group', { name: 'Kategori destinasi' });
    const search = page.getByRole('searchbox', { name: 'Cari destinasi' });
    await chips.getByRole('button', { name: 'Pantai' }).click();
    await search.fill('pasir');
    const filtered = await destinationTitles('category=beaches&search=pasir');
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(all.length);
    await expectCardTitles(page, filtered);
    const listUrl = () => new URL(page.url());
    await expect.poll(() => listUrl().searchParams.get('q')).toBe('pasir');
    expect(listUrl().pathname).toBe('/destinasi');
    expect(listUrl().searchParams.get('kategori')).toBe('beaches');
    expect(listUrl().searchParams.has('halaman')).toBe(false);

    const [first] = filtered;
    await page.getByRole('button', { name: `Lihat Detail ${first}` }).click();
    const dialog = page.getByRole('dialog', { name: first });
    await dialog.waitFor();
    await expect.poll(() => listUrl().searchParams.get('lihat')).toMatch(/^\d+$/);

    // The phone's Back button closes the detail and leaves the filtered list as it was.
    await page.goBack();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(listUrl().pathname).toBe('/destinasi');
    expect(listUrl().searchParams.has('lihat')).toBe(false);
    expect(listUrl().searchParams.get('kategori')).toBe('beaches');
    expect(await search.inputValue()).toBe('pasir');
    expect(await chips.getByRole('button', { name: 'Pantai' }).getAttribute('aria-pressed')).toBe('true');
    await expectCardTitles(page, filtered);

    await page.reload();
    await expectCardTitles(page, filtered);
    expect(await search.inputValue()).toBe('pasir');
    expect(await chips.getByRole('button', { name: 'Pantai' }).getAttribute('aria-pressed')).toBe('true');
    expect(await chips.getByRole('button', { name: 'Semua' }).getAttribute('aria-pressed')).toBe('false');

    // Typing replaced the category's history entry rather than adding one per search: one more Back is the bare list.
    await page.goBack();
    await expectCardTitles(page, all);
    expect(listUrl().search).toBe('');
    expect(await search.inputValue()).toBe('');
    expect(await chips.getByRole('button', { name: 'Semua' }).getAttribute('aria-pressed')).toBe('true');

    // A shared link opens pre-filtered, with the detail it names; closing it drops only the detail.
    const nature = await destinationTitles('category=nature');
    expect(nature.length).toBeGreaterThan(0);
    const [natureItem] = await destinationByTitle(nature[0]!);
    const shared = await openPage(browser, 'phone');
    await shared.goto(`/destinasi?kategori=nature&lihat=${natureItem!.id}`);
    const sharedDialog = shared.getByRole('dialog', { name: nature[0]! });
    await sharedDialog.waitFor();
    await shared.keyboard.press('Escape');
    await expect.poll(() => sharedDialog.isVisible()).toBe(false);
    expect(new URL(shared.url()).search).toBe('?kategori=nature');
    await expectCardTitles(shared, nature);
    const sharedChips = shared.getByRole('group', { name: 'Kategori destinasi' });
    expect(await sharedChips.getByRole('button', { name: 'Alam' }).getAttribute('aria-pressed')).toBe('true');

    // Values the page does not understand fall back to the whole first page.
    await shared.goto('/destinasi?kategori=volcanoes&halaman=abc');
    await expectCardTitles(shared, all);
    expect(await sharedChips.getByRole('button', { name: 'Semua' }).getAttribute('aria-pressed')).toBe('true');
    await shared.context().close();
    await page.context().close();
  });
});

describe('a visitor without a network', () => {
  it('sees a link that opens the place in a maps app instead of the small map', async () => {
    const page = await openPage(browser, 'phone');
    // The tile server, as a network that has one would answer.
    const tile = await picture(200, 230, 235);
    await page.context().route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: tile }));
    const [first] = await destinationByTitle((await destinationTitles('limit=1'))[0]!);
    await page.goto(`/destinasi?lihat=${first!.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: first!.title }).waitFor();
    await dialog.getByRole('region', { name: `Peta lokasi ${first!.title}` }).waitFor();
    await expect.poll(() => dialog.locator('.map-pin').count()).toBe(1);
    await page.context().setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await dialog.getByText(/Peta tidak dapat dimuat/).waitFor();
    expect(await dialog.locator('.leaflet-map').count()).toBe(0);
    const link = dialog.getByRole('link', { name: `Buka di aplikasi peta: ${first!.title}` });
    expect(await link.getAttribute('href')).toMatch(/^geo:-?\d+(\.\d+)?,-?\d+(\.\d+)?\?q=/);
    await page.context().close();
  });
});

describe('an admin', () => {
  it('creates a destination with images, edits it without touching them, and deletes it', async () => {
    const page = await openPage(browser);
    const writes: string[] = [];
    page.on('request', (request) => {
      if (/destinations\.(create|update)/.test(request.url())) writes.push(request.url());
    });
    await signIn(page, 'admin');
    await page.goto('/admin/destinations');
    await page.getByRole('heading', { name: 'Destinasi' }).waitFor();

    await page.getByRole('button', { name: 'Tambah Destinasi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Destinasi Baru' });
    await dialog.waitFor();

    // The shared schema answers before any request is made.
    await dialog.getByLabel('Judul').fill('Ab');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect.poll(() => dialog.getByText('Judul harus 3-255 karakter').isVisible()).toBe(true);
    expect(await dialog.getByText('Pilih minimal 1 gambar untuk destinasi baru.').isVisible()).toBe(true);
    expect(await dialog.getByText('Semua field wajib diisi').count()).toBeGreaterThan(0);
    await dialog.getByLabel('Latitude').fill('95');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect.poll(() => dialog.getByText('Latitude harus antara -90 dan 90').isVisible()).toBe(true);
    expect(writes).toEqual([]);

    const title = `Pantai Uji ${Date.now()}`;
    await dialog.getByLabel('Judul').fill(title);
    await dialog.getByLabel('Kategori').selectOption('beaches');
    await dialog.getByLabel('Latitude').fill('-5.0101');
    await dialog.getByLabel('Longitude').fill('119.3002');
    await dialog.getByLabel('Deskripsi singkat').fill('Pantai kecil yang tenang untuk diuji oleh peramban.');
    await dialog.locator('input[type="file"]').setInputFiles([
      { name: 'utama.png', mimeType: 'image/png', buffer: await picture(20, 120, 140) },
      { name: 'kedua.png', mimeType: 'image/png', buffer: await picture(230, 200, 150) },
    ]);
    await expect.poll(() => dialog.locator('.image-picker__slot--filled').count(), { timeout: 15_000 }).toBe(2);
    expect(await dialog.locator('.image-picker__slot--filled').first().getByText('Utama').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect.poll(() => page.getByText('Destinasi berhasil dibuat').isVisible()).toBe(true);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.getByRole('row', { name: new RegExp(title) }).waitFor();

    const [created] = await destinationByTitle(title);
    expect(created).toBeDefined();
    expect(created!.image).toMatch(/\/uploads\/[a-f0-9]{32}\.png$/);
    expect(created!.gallery).toHaveLength(1);

    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Destinasi' });
    await edit.waitFor();
    expect(await edit.getByLabel('Judul').inputValue()).toBe(title);
    await edit.getByLabel('Deskripsi singkat').fill('Deskripsi singkat yang sudah diperbarui lewat peramban.');
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect.poll(() => page.getByText('Destinasi berhasil diperbarui').isVisible()).toBe(true);
    const [updated] = await destinationByTitle(title);
    expect(updated!.shortDescription).toBe('Deskripsi singkat yang sudah diperbarui lewat peramban.');
    expect(updated!.image).toBe(created!.image);
    expect(updated!.gallery).toEqual(created!.gallery);

    await page.getByRole('button', { name: `Lihat detail ${title}` }).click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    expect(await page.locator('.gallery__main img').getAttribute('src')).toBe(created!.image);
    await page.getByRole('button', { name: 'Kembali' }).click();

    await page.getByRole('button', { name: `Hapus ${title}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Hapus Destinasi' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    await expect.poll(() => page.getByText('Destinasi berhasil dihapus').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('row', { name: new RegExp(title) }).count()).toBe(0);
    expect(await destinationByTitle(title)).toEqual([]);
    await page.context().close();
  });

  it('creates a package that a visitor then books on WhatsApp', async () => {
    const admin = await openPage(browser);
    await signIn(admin, 'admin');
    await admin.goto('/admin/packages');
    await admin.getByRole('button', { name: 'Tambah Paket' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Tambah Paket Wisata' });
    await dialog.waitFor();
    const name = `Paket Uji ${Date.now()}`;
    await dialog.getByLabel('Nama paket').fill(name);
    await dialog.getByLabel('Deskripsi').fill('Berkeliling pulau dengan perahu dan makan siang ikan bakar.');
    // The length is chosen, and the form shows what visitors will read in both languages.
    await dialog.getByLabel('Hari').selectOption({ label: 'Setengah hari' });
    await dialog.getByLabel('Jam mulai').fill('08:00');
    await dialog.getByLabel('Jam selesai').fill('12:00');
    await dialog.getByText('Tampil: Setengah hari (08.00–12.00) · English: Half day (08:00–12:00)').waitFor();
    await dialog.getByLabel('Harga per orang (Rp)').fill('275000');
    await dialog.getByLabel('Minimal peserta').fill('3');
    await dialog.getByLabel('Fasilitas').fill('Perahu\nMakan siang\n\nPemandu');
    await dialog.getByLabel('Nomor WhatsApp').fill('0812 3456 7890');
    await admin.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect.poll(() => admin.getByText('Paket wisata berhasil dibuat').isVisible()).toBe(true);
    await admin.getByRole('heading', { name }).waitFor();
    const token = await admin.evaluate(() => localStorage.getItem('token'));
    await admin.context().close();

    const visitor = await openPage(browser, 'phone');
    await visitor.goto('/paket-wisata');
    await visitor.getByRole('searchbox', { name: 'Cari paket wisata' }).fill(name);
    await expectCardTitles(visitor, [name]);
    const card = visitor.locator('.catalogue-card', { hasText: name });
    expect(await card.locator('.package-price__amount').innerText()).toBe('Rp 275.000');
    expect(await card.getByText('Min. 3 orang').isVisible()).toBe(true);
    expect(await card.getByText('Setengah hari (08.00–12.00)').isVisible()).toBe(true);
    expect(await card.locator('.package-facilities li').allInnerTexts()).toEqual(['Perahu', 'Makan siang', 'Pemandu']);
    const book = card.getByRole('link', { name: /Pesan lewat WhatsApp/ });
    const href = (await book.getAttribute('href')) ?? '';
    expect(href.startsWith('https://wa.me/6281234567890?text=')).toBe(true);
    expect(new URL(href).searchParams.get('text')).toBe(
      `Halo, saya tertarik dengan paket wisata "${name}". Mohon info ketersediaan dan cara pemesanannya.`,
    );
    expect(await book.getAttribute('target')).toBe('_blank');
    expect(await visitor.getByRole('heading', { name: 'Cara Pemesanan' }).isVisible()).toBe(true);
    await visitor.context().close();

    const found = await fetch(`${baseUrl()}/api/packages?search=${encodeURIComponent(name)}`);
    const [pkg] = ((await found.json()) as { data: { packages: { id: number }[] } }).data.packages;
    const removed = await fetch(`${baseUrl()}/api/packages/${pkg!.id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
    expect(removed.status).toBe(200);
  });
});

describe('a contributor', () => {
  it('reads the destinations, culture and packages screens without any add, edit or delete control', async () => {
    const page = await openPage(browser);
    await signIn(page, 'contributor');
    for (const [path, heading, ready] of [
      ['/admin/destinations', 'Destinasi', () => page.getByRole('button', { name: /^Lihat detail / }).first()],
      ['/admin/culture', 'Budaya & Tradisi', () => page.getByRole('button', { name: /^Lihat / }).first()],
      ['/admin/packages', 'Paket Wisata', () => page.locator('.card-grid .catalogue-card').first()],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await ready().waitFor();
      for (const control of [/^Tambah/, /^Edit/, /^Hapus/]) {
        expect(await page.getByRole('button', { name: control }).count(), `${path} ${control}`).toBe(0);
      }
    }
    await page.context().close();
  });
});
