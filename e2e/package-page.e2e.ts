import type { TourPackage } from '@island/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, signIn } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function packageNamed(name: string): Promise<TourPackage> {
  const res = await fetch(`${baseUrl()}/api/packages?search=${encodeURIComponent(name)}`);
  const found = ((await res.json()) as { data: { packages: TourPackage[] } }).data.packages.find((pkg) => pkg.name === name);
  if (!found) throw new Error(`no package named ${name}`);
  return found;
}

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
    expect(rows[0]).toContain('07.00');
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
});
