import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './browser.ts';

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
    await chips.getByRole('button', { name: 'All' }).click();

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
