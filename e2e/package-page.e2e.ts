import type { TourPackage } from '@island/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, signIn } from './browser.ts';
import { packageNamed } from './rest.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('a tour package’s own page', () => {
  it('a visitor on a phone opens a package from the list, reads its day, what is included and where to meet, and starts a booking', async () => {
    const pkg = await packageNamed('Snorkeling Sehari di Taman Karang');
    const visitor = await openPage(browser, 'phone');
    await visitor.goto('/paket-wisata');
    await visitor.getByRole('link', { name: `Lihat detail ${pkg.name}` }).click();
    await visitor.waitForURL(`**/paket-wisata/${pkg.slug}`);
    await visitor.getByRole('heading', { level: 1, name: pkg.name }).waitFor();
    expect(await visitor.title()).toContain(pkg.name);

    const itinerary = visitor.getByRole('region', { name: 'Jadwal perjalanan' });
    const rows = await itinerary.getByRole('listitem').allInnerTexts();
    expect(rows.length).toBe(pkg.itinerary.length);
    expect(rows[0]).toContain(pkg.itinerary[0]!.time);
    expect(rows[0]).toContain('Kumpul di Dermaga Kayu Bangkoa');

    const included = await visitor.getByRole('region', { name: 'Sudah termasuk' }).getByRole('listitem').allInnerTexts();
    expect(included.map((text) => text.trim())).toEqual(pkg.facilities);
    expect(await visitor.getByRole('region', { name: 'Belum termasuk' }).getByRole('listitem').count()).toBe(pkg.excluded.length);

    const meeting = visitor.getByRole('region', { name: 'Titik kumpul' });
    await meeting.getByText(pkg.meetingPointName!, { exact: true }).waitFor();
    const { lat, lng } = pkg.meetingPointLocation!;
    // "Buka di aplikasi peta" hands the pin to the phone's maps app; Google Maps opens in a new tab.
    const app = meeting.getByRole('link', { name: `Buka di aplikasi peta: ${pkg.meetingPointName!}` });
    expect(await app.getAttribute('href')).toMatch(new RegExp(`^geo:${lat},${lng}\\?q=`));
    const google = meeting.getByRole('link', { name: `Google Maps: ${pkg.meetingPointName!} (membuka tab baru)` });
    expect(new URL((await google.getAttribute('href'))!).searchParams.get('query')).toBe(`${lat},${lng}`);
    expect(await google.getAttribute('target')).toBe('_blank');

    // Nothing scrolls sideways at 390 px.
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await visitor.getByRole('link', { name: `Pesan ${pkg.name}` }).click();
    const dialog = visitor.getByRole('dialog', { name: `Pesan ${pkg.name}` });
    await dialog.waitFor();
    expect(new URL(visitor.url()).pathname).toBe(`/paket-wisata/${pkg.slug}`);
    expect(new URL(visitor.url()).searchParams.get('pesan')).toBe(String(pkg.id));
    await dialog.locator('.month-calendar').waitFor();
    await visitor.goBack();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await visitor.getByRole('heading', { level: 1, name: pkg.name }).waitFor();
    await visitor.context().close();
  });

  it('staff change and move an itinerary row in the package form, and the page shows it', async () => {
    const pkg = await packageNamed('Senja dan Mancing Tradisional');
    const [first, second] = pkg.itinerary as [TourPackage['itinerary'][number], TourPackage['itinerary'][number]];
    const admin = await openPage(browser);
    await signIn(admin, 'admin');
    await admin.goto('/admin/packages');
    await admin.locator('.catalogue-card', { hasText: pkg.name }).getByRole('button', { name: 'Edit' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit Paket Wisata' });
    await dialog.waitFor();
    const activities = dialog.getByRole('textbox', { name: 'Kegiatan' });
    expect(await activities.count()).toBe(pkg.itinerary.length);
    const changed = `Pembagian alat pancing dan umpan di dermaga ${Date.now()}`;
    await activities.nth(0).fill(changed);
    // The second row goes first.
    await dialog.getByRole('button', { name: 'Naik baris 2' }).click();
    await expect.poll(() => activities.nth(0).inputValue()).toBe(second.text);
    await dialog.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect.poll(() => admin.getByText('Paket wisata berhasil diperbarui').isVisible()).toBe(true);

    const saved = await packageNamed(pkg.name);
    expect(saved.itinerary.slice(0, 2)).toEqual([second, { time: first.time, text: changed }]);

    const visitor = await openPage(browser, 'phone');
    await visitor.goto(`/paket-wisata/${pkg.slug}`);
    const rows = visitor.getByRole('region', { name: 'Jadwal perjalanan' }).getByRole('listitem');
    await expect.poll(() => rows.nth(1).innerText()).toContain(changed);
    expect(await rows.nth(0).innerText()).toContain(second.text);
    await visitor.context().close();

    // The package as it was, for the files that run after this one.
    const token = await admin.evaluate(() => localStorage.getItem('token'));
    const restored = await fetch(`${baseUrl()}/api/packages/${pkg.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ itinerary: pkg.itinerary }),
    });
    expect(restored.status).toBe(200);
    await admin.context().close();
  });

  it('staff set the cancellation terms on a phone with the words shown as typed, and the package page reads them', async () => {
    const pkg = await packageNamed('Menyelam di Dinding Karang (2 Penyelaman)');
    const admin = await openPage(browser, 'phone');
    await signIn(admin, 'admin');
    await admin.goto('/admin/packages');
    await admin.locator('.catalogue-card', { hasText: pkg.name }).getByRole('button', { name: 'Aturan Booking' }).click();
    const dialog = admin.getByRole('dialog', { name: `Aturan Pemesanan: ${pkg.name}` });
    const hours = dialog.getByLabel('Batal online paling lambat (jam sebelum trip)');
    const stored = await hours.inputValue();
    const preview = dialog.getByTestId('cancel-terms-preview');
    await expect.poll(() => preview.textContent()).toBe(`Bisa dibatalkan hingga ${stored} jam sebelum trip; uang muka tidak dikembalikan.`);
    await hours.fill('36');
    await dialog.getByLabel('Uang muka dikembalikan bila batal tepat waktu').check();
    await expect.poll(() => preview.textContent()).toBe('Gratis dibatalkan hingga 36 jam sebelum trip; uang muka dikembalikan.');
    // Closing with the terms changed asks first, and keeping them keeps what was typed.
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await admin.getByRole('alertdialog', { name: 'Buang perubahan?' }).getByRole('button', { name: 'Lanjut mengisi' }).click();
    expect(await hours.inputValue()).toBe('36');
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Simpan Aturan' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    const visitor = await openPage(browser, 'phone');
    await visitor.goto(`/paket-wisata/${pkg.slug}`);
    const terms = visitor.getByRole('region', { name: 'Ketentuan pembatalan' });
    await expect.poll(() => terms.innerText()).toContain('Gratis dibatalkan hingga 36 jam sebelum trip; uang muka dikembalikan.');
    await visitor.goto(`/en/paket-wisata/${pkg.slug}`);
    await expect.poll(() => visitor.getByRole('region', { name: 'Cancellation terms' }).innerText()).toContain('Free cancellation up to 36 hours before the trip; the deposit is refunded.');
    await visitor.context().close();

    // The rules as they were, for the files that run after this one.
    const token = await admin.evaluate(() => localStorage.getItem('token'));
    const restored = await fetch(`${baseUrl()}/api/bookings/rules/${pkg.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ cancelHoursBefore: Number(stored), refundDeposit: false }),
    });
    expect(restored.status).toBe(200);
    await admin.context().close();
  });
});
