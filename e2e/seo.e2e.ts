import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** What the head says about the page now. */
function head(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    canonical: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]'), (l) => l.href),
    description: Array.from(document.querySelectorAll<HTMLMetaElement>('meta[name="description"]'), (m) => m.content),
    ogTitle: document.querySelector<HTMLMetaElement>('meta[property="og:title"]')?.content,
    en: document.querySelector<HTMLLinkElement>('link[rel="alternate"][hreflang="en"]')?.href,
  }));
}

describe('the head while the app navigates', () => {
  it('follows an opened detail, its closing and the next page, one canonical and one description at a time', async () => {
    const destinations = (await (await fetch(`${baseUrl()}/api/destinations?limit=1`)).json()).data.destinations;
    const item = destinations[0];
    const page = await openPage(browser, 'phone');
    await page.goto(`/destinasi?lihat=${item.id}`);
    await page.getByRole('dialog', { name: item.title }).waitFor();
    await expect.poll(() => head(page)).toMatchObject({
      canonical: [`${baseUrl()}/destinasi?lihat=${item.id}`],
      description: [item.shortDescription],
      en: `${baseUrl()}/en/destinasi?lihat=${item.id}`,
    });
    expect((await head(page)).title).toContain(item.title);

    await page.keyboard.press('Escape');
    await expect.poll(() => head(page)).toMatchObject({ canonical: [`${baseUrl()}/destinasi`], description: ['Pantai, alam, budaya, dan petualangan di sekitar pulau.'] });

    await page.goto('/');
    await page.getByRole('navigation').first().getByRole('link', { name: 'Paket Wisata' }).first().click();
    await page.waitForURL((url) => url.pathname === '/paket-wisata');
    await expect.poll(() => head(page)).toMatchObject({ canonical: [`${baseUrl()}/paket-wisata`], description: ['Pilihan perjalanan lengkap bersama pemandu dari desa.'] });
    const now = await head(page);
    expect(now.ogTitle).toBe(now.title);
    await page.context().close();
  });
});

describe('the REST API reference', () => {
  it('renders the document from this origin only, envelope and sign-in included', async () => {
    const page = await openPage(browser, 'laptop');
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl()) && !request.url().startsWith('data:')) elsewhere.push(request.url());
    });
    await page.goto('/api/docs');
    await page.getByRole('heading', { name: 'Pulau REST API' }).waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByText('Envelope.').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Authorization: Bearer <token>').first().isVisible()).toBe(true);
    await page.getByRole('link', { name: 'destinations' }).first().click();
    await expect.poll(() => page.getByText('/api/destinations/{id}').first().isVisible(), { timeout: 30_000 }).toBe(true);
    expect(elsewhere).toEqual([]);
    await page.context().close();
  });
});
