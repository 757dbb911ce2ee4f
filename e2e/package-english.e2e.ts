import { formatTripLength } from '@island/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, signIn } from './browser.ts';
import { packageNamed } from './rest.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('a package in English', () => {
  it('an English visitor reads the village’s English, and the Indonesian marked as such where none is written', async () => {
    const translated = await packageNamed('Snorkeling Sehari di Taman Karang');
    const visitor = await openPage(browser, 'phone');
    await visitor.goto(`/en/paket-wisata/${translated.slug}`);
    const title = visitor.getByRole('heading', { level: 1, name: translated.en!.name! });
    await title.waitFor();
    expect(await title.getAttribute('lang')).toBeNull();
    const rows = await visitor.getByRole('region', { name: 'Itinerary' }).getByRole('listitem').allInnerTexts();
    expect(rows[0]).toContain('Meet at Kayu Bangkoa jetty');
    const included = await visitor.getByRole('region', { name: 'Included', exact: true }).getByRole('listitem').allInnerTexts();
    expect(included.map((text) => text.trim())).toEqual(translated.en!.facilities);
    expect(await visitor.getByText('Not yet available in English').count()).toBe(0);

    const untranslated = await packageNamed('Senja dan Mancing Tradisional');
    expect(untranslated.en).toBeNull();
    await visitor.goto(`/en/paket-wisata/${untranslated.slug}`);
    const indonesian = visitor.getByRole('heading', { level: 1, name: untranslated.name });
    await indonesian.waitFor();
    expect(await indonesian.getAttribute('lang')).toBe('id');
    expect(await visitor.locator('.package-page__description').getAttribute('lang')).toBe('id');
    await visitor.getByText('Not yet available in English: shown in Indonesian').waitFor();
    // The Indonesian page says nothing of English.
    await visitor.goto(`/paket-wisata/${untranslated.slug}`);
    await visitor.getByRole('heading', { level: 1, name: untranslated.name }).waitFor();
    expect(await visitor.locator('body [lang="id"]').count()).toBe(0);
    await visitor.context().close();
  });

  it('staff write the English beside the Indonesian on a phone, item by item, and the page follows', async () => {
    const pkg = await packageNamed('Menyelam di Dinding Karang (2 Penyelaman)');
    const staff = await openPage(browser, 'phone');
    await signIn(staff, 'admin');
    await staff.goto('/admin/packages');
    await staff.getByRole('button', { name: `Edit ${pkg.name}` }).click();
    const dialog = staff.getByRole('dialog', { name: 'Edit Paket Wisata' });
    await dialog.waitFor();
    const english = dialog.getByRole('tab', { name: /^English/ });
    // Every written Indonesian text is waiting for its English: name, description, the lists'
    // items, the day's rows and the meeting point; the length is numbers, which the page writes.
    expect(pkg.tripLength).not.toBeNull();
    const waiting = pkg.facilities.length + pkg.excluded.length + pkg.bring.length + pkg.itinerary.length + 2 + (pkg.meetingPointName ? 1 : 0) + (pkg.meetingPointDirections ? 1 : 0);
    expect(await english.innerText()).toBe(`English (${waiting} belum diisi)`);
    await english.click();
    const panel = dialog.getByRole('tabpanel', { name: /^English/ });
    await panel.getByLabel('Name (English)').fill('Wall Diving (2 Dives)');
    expect(await panel.getByLabel('Duration (English)').count()).toBe(0);
    const included = panel.getByRole('group', { name: 'Included (English)' });
    await included.getByLabel(pkg.facilities[0]!, { exact: true }).fill('Dive boat');
    expect(await english.innerText()).toBe(`English (${waiting - 2} belum diisi)`);
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect.poll(() => staff.getByText('Paket wisata berhasil diperbarui').isVisible()).toBe(true);
    await staff.context().close();

    const saved = await packageNamed(pkg.name);
    expect(saved.en).toMatchObject({ name: 'Wall Diving (2 Dives)', description: null, outdated: false });
    expect(saved.en!.facilities).toEqual(['Dive boat', ...pkg.facilities.slice(1).map(() => '')]);

    const visitor = await openPage(browser, 'phone');
    await visitor.goto(`/en/paket-wisata/${saved.slug}`);
    const title = visitor.getByRole('heading', { level: 1, name: 'Wall Diving (2 Dives)' });
    await title.waitFor();
    expect(await title.getAttribute('lang')).toBeNull();
    // The length is written by the page in English, from its numbers.
    const length = visitor.locator('.package-facts li').first();
    expect((await length.innerText()).trim()).toBe(formatTripLength(saved.tripLength!, 'en'));
    expect(await length.locator('[lang]').count()).toBe(0);
    // The description is still Indonesian: said so, and marked.
    await visitor.getByText('Not yet available in English: shown in Indonesian').waitFor();
    const items = visitor.getByRole('region', { name: 'Included', exact: true }).getByRole('listitem');
    expect((await items.first().innerText()).trim()).toBe('Dive boat');
    expect(await items.nth(1).getAttribute('lang')).toBe('id');
    await visitor.context().close();
  });
});

describe('the translator’s list', () => {
  it('an admin on a phone works down "Perlu diterjemahkan": a package opens on English and leaves the list once written', async () => {
    const pkg = await packageNamed('Senja dan Mancing Tradisional');
    const staff = await openPage(browser, 'phone');
    await signIn(staff, 'admin');
    // The dashboard counts what waits, and its figure leads to the list.
    const count = async () => {
      await staff.goto('/admin/dashboard');
      const figure = staff.locator('.stat', { has: staff.getByRole('link', { name: 'Perlu diterjemahkan', exact: true }) });
      return Number((await figure.locator('dd').innerText()).replace(/\D/g, ''));
    };
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await staff.goto('/admin/terjemahan');
    await staff.getByRole('heading', { level: 1, name: 'Perlu diterjemahkan' }).waitFor();
    const row = staff.getByRole('row', { name: new RegExp(pkg.name) });
    await row.getByText('Belum ada bahasa Inggris').waitFor();
    await staff.getByRole('button', { name: `Terjemahkan ${pkg.name}` }).click();
    const dialog = staff.getByRole('dialog', { name: 'Edit Paket Wisata' });
    await dialog.waitFor();
    const panel = dialog.getByRole('tabpanel', { name: /^English/ });
    await panel.getByLabel('Name (English)').fill('Sunset and Traditional Fishing');
    await panel.getByLabel('Description (English)').fill('Half a day fishing the island way, with a hand line from a wooden boat.');
    await dialog.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect.poll(() => staff.getByText('Paket wisata berhasil diperbarui').isVisible()).toBe(true);
    await expect.poll(() => row.count()).toBe(0);
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await count()).toBe(before - 1);
    await staff.context().close();
    const saved = await packageNamed(pkg.name);
    expect(saved.en).toMatchObject({ name: 'Sunset and Traditional Fishing', outdated: false });
  });
});
