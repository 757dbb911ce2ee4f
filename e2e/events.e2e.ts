import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, signIn } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const TITLE = 'Lomba Perahu Layar Antar Dusun';
const PLACE = 'Pantai Timur, dekat dermaga';

/** YYYY-MM of the month `offset` months from now (the browser's clock, as the agenda's switcher uses it). */
function monthFromNow(offset: number): string {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + offset);
  return date.toISOString().slice(0, 7);
}

/** The 15th of next month: upcoming whatever today is, and never in the current month. */
const MONTH = monthFromNow(1);
const DATE = `${MONTH}-15`;

async function jsonLdBlocks(page: Page): Promise<{ '@type'?: string; name?: string; startDate?: string; location?: { name?: string } }[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as { '@type'?: string });
}

describe('the events calendar on a phone', () => {
  it('staff add an event in /admin/events; it shows on /agenda in its month, and its page carries JSON-LD Event', async () => {
    const admin = await openPage(browser, 'phone');
    await signIn(admin, 'admin');
    await admin.goto('/admin/events');
    await admin.getByRole('heading', { level: 1, name: 'Agenda' }).waitFor();
    await admin.getByRole('button', { name: 'Tambah Acara' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Tambah Acara' });

    // Saved empty first: the shared schema names what is missing before any request.
    await dialog.getByRole('button', { name: 'Simpan', exact: true }).click();
    await dialog.getByText('Tanggal mulai wajib diisi').waitFor();

    await dialog.getByRole('textbox', { name: /^Judul/ }).fill(TITLE);
    await dialog.getByLabel(/^Kategori/).selectOption('olahraga');
    await dialog.getByLabel(/^Tanggal mulai/).fill(DATE);
    await dialog.getByLabel(/^Jam mulai/).fill('08:30');
    await dialog.getByRole('textbox', { name: /^Tempat/ }).fill(PLACE);
    await dialog.getByLabel(/^Harga/).fill('Gratis');
    const editor = dialog.getByRole('textbox', { name: 'Deskripsi' });
    await editor.click();
    await admin.keyboard.type('Perahu layar dari tiap dusun berlomba mengitari pulau kecil di depan dermaga.');
    await dialog.getByRole('button', { name: 'Simpan', exact: true }).click();
    await admin.getByText('Acara berhasil dibuat', { exact: true }).first().waitFor();

    // In the staff list, published, with its date.
    await admin.getByRole('searchbox', { name: 'Cari acara' }).fill(TITLE);
    const row = admin.getByRole('row').filter({ hasText: TITLE });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    expect(await row.getByText('Terbit', { exact: true }).count()).toBe(1);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await admin.context().close();

    // A visitor finds it in its month: the switcher moves month by month and keeps it in the address.
    const visitor = await openPage(browser, 'phone');
    await visitor.goto('/agenda');
    await visitor.getByRole('heading', { level: 1, name: 'Agenda' }).waitFor();
    const next = visitor.getByRole('button', { name: 'Bulan berikutnya' });
    await next.click();
    await visitor.waitForURL((url) => url.searchParams.get('bulan') === monthFromNow(0));
    await next.click();
    await visitor.waitForURL((url) => url.searchParams.get('bulan') === MONTH);
    const card = visitor.getByRole('link', { name: TITLE });
    await card.waitFor();
    await visitor.getByRole('button', { name: 'Bulan sebelumnya' }).click();
    await visitor.waitForURL((url) => url.searchParams.get('bulan') === monthFromNow(0));
    await expect.poll(() => card.count()).toBe(0);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Its own page, loaded as a search engine would: the server's head carries the Event.
    await visitor.goto(`/agenda?bulan=${MONTH}`);
    await card.click();
    await visitor.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const address = new URL(visitor.url()).pathname;
    await visitor.goto(address);
    const event = (await jsonLdBlocks(visitor)).find((data) => data['@type'] === 'Event');
    expect(event?.name).toBe(TITLE);
    // 08:30 on the island (Asia/Makassar, UTC+8, the default zone) as an instant.
    expect(event?.startDate).toBe(new Date(`${DATE}T08:30:00+08:00`).toISOString());
    expect(JSON.stringify(event?.location)).toContain(PLACE);
    await visitor.context().close();
  });
});
