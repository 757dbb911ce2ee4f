import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, signIn } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const TITLE = 'Lomba Perahu Layar Antar Dusun';
const PLACE = 'Pantai Timur, dekat dermaga';

/** YYYY-MM of the month `offset` months from `month`. */
function shiftMonth(month: string, offset: number): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + offset);
  return date.toISOString().slice(0, 7);
}

/** This month on a clock's own time zone, as the agenda's switcher reads it in the browser. */
function monthOf(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/**
 * The 15th of the month after next (the browser runs on this machine, in its time zone): upcoming
 * whatever today is, and never the current month, even for a run that crosses a month's end.
 */
const MONTH = shiftMonth(monthOf(new Date()), 2);
const DATE = `${MONTH}-15`;

/** Titles of the published events the public REST door answers for a search. */
async function publicTitles(search: string): Promise<string[]> {
  const res = await fetch(`${baseUrl()}/api/events?search=${encodeURIComponent(search)}`);
  const body = (await res.json()) as { data: { events: { title: string }[] } };
  return body.data.events.map((e) => e.title);
}

/** Fills the event dialog's required fields. */
async function fillEvent(page: Page, dialogName: string, title: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('textbox', { name: /^Judul/ }).fill(title);
  await dialog.getByLabel(/^Kategori/).selectOption('pasar');
  await dialog.getByLabel(/^Tanggal mulai/).fill(DATE);
  await dialog.getByRole('textbox', { name: /^Tempat/ }).fill(PLACE);
  await dialog.getByRole('textbox', { name: 'Deskripsi' }).click();
  await page.keyboard.type('Warga dusun membuka lapak hasil laut dan kebun di tepi pantai.');
  await dialog.getByRole('button', { name: 'Simpan', exact: true }).click();
}

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
    const current = await visitor.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
    });
    await next.click();
    await visitor.waitForURL((url) => url.searchParams.get('bulan') === current);
    // Month by month to the event's: two steps, one when the run crossed a month's end.
    for (let month = shiftMonth(current, 1); month <= MONTH; month = shiftMonth(month, 1)) {
      await next.click();
      await visitor.waitForURL((url) => url.searchParams.get('bulan') === month);
    }
    const card = visitor.getByRole('link', { name: TITLE });
    await card.waitFor();
    await visitor.getByRole('button', { name: 'Bulan sebelumnya' }).click();
    await visitor.waitForURL((url) => url.searchParams.get('bulan') === shiftMonth(MONTH, -1));
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

  it('a contributor proposes an event; it waits unseen until a site runner publishes it', async () => {
    const proposal = 'Pasar Malam Hasil Laut Dusun Barat';
    const contributor = await openPage(browser, 'phone');
    await signIn(contributor, 'contributor');
    await contributor.goto('/admin/events');
    await contributor.getByRole('heading', { level: 1, name: 'Usulan Acara Saya' }).waitFor();
    await contributor.getByRole('button', { name: 'Usulkan Acara' }).click();
    await fillEvent(contributor, 'Usulkan Acara', proposal);
    await contributor.getByText('Usulan acara terkirim dan menunggu tinjauan admin', { exact: true }).first().waitFor();
    const ownRow = contributor.getByRole('row').filter({ hasText: proposal });
    await ownRow.getByText('Menunggu tinjauan', { exact: true }).waitFor();
    expect(await ownRow.getByRole('button', { name: `Terbitkan ${proposal}` }).count()).toBe(0);
    expect(await publicTitles(proposal)).toEqual([]);
    await contributor.context().close();

    const admin = await openPage(browser, 'phone');
    await signIn(admin, 'admin');
    await admin.goto('/admin/events?status=pending');
    await admin.getByRole('heading', { level: 1, name: 'Agenda' }).waitFor();
    const row = admin.getByRole('row').filter({ hasText: proposal });
    await row.getByRole('button', { name: `Terbitkan ${proposal}` }).click();
    await admin.getByText(`"${proposal}" diterbitkan di agenda`, { exact: true }).first().waitFor();
    await expect.poll(() => publicTitles(proposal)).toEqual([proposal]);
    await admin.context().close();
  });
});
