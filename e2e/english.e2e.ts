import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A text only the English texts have: the chunk that carries it is the English one. */
const ENGLISH_ONLY = 'Skip to content';

/** Every script the page fetches, by URL. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

async function scriptsWith(urls: readonly string[], phrase: string): Promise<string[]> {
  const found: string[] = [];
  for (const url of new Set(urls)) {
    if ((await (await fetch(url)).text()).includes(phrase)) found.push(new URL(url).pathname);
  }
  return found;
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('the English version', () => {
  it('shows the interface in English under /en, keeps links English, and switches back on the same page', async () => {
    const page = await openPage(browser, 'laptop');
    const scripts = recordScripts(page);
    await page.goto('/en');

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Destinations' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    for (const name of ['Home', 'Tours', 'Articles', 'Contact']) expect(await nav.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Explore the Island' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Explore Destinations' }).getAttribute('href')).toBe('/en/destinasi');
    // Staff content stays as written, the texts around it are English.
    expect(await page.getByText('Selamat Datang', { exact: true }).count()).toBe(0);
    // The English texts came as a chunk of their own.
    expect((await scriptsWith(scripts, ENGLISH_ONLY)).length).toBeGreaterThan(0);

    await nav.getByRole('link', { name: 'Destinations' }).click();
    await page.waitForURL(/\/en\/destinasi$/);
    await page.getByRole('heading', { level: 1, name: 'Destinations' }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search destinations' }).isVisible()).toBe(true);
    const chips = page.getByRole('group', { name: 'Destination categories' });
    expect(await chips.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');

    const view = page.getByRole('button', { name: /^View Details / }).first();
    await view.waitFor();
    const title = (await view.innerText()).replace(/^View Details\s*/, '').trim();
    await view.click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    expect(await dialog.getByRole('heading', { name: 'Location' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Close' }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/en/destinasi');
    const detailSearch = new URL(page.url()).search;
    expect(detailSearch).not.toBe('');

    // Back to Indonesian on the same page.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.getByRole('link', { name: /Bahasa Indonesia/ }).click();
    await page.waitForURL((url) => url.pathname === '/destinasi');
    await page.getByRole('heading', { level: 1, name: 'Destinasi Wisata' }).waitFor();
    expect(await htmlLang(page)).toBe('id');
    expect(await page.getByRole('navigation', { name: 'Utama' }).getByRole('link', { name: 'Paket Wisata' }).isVisible()).toBe(true);
    expect(await page.getByRole('searchbox', { name: 'Cari destinasi' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('keeps the switch in reach on a phone, and carries the page and its filters across', async () => {
    const page = await openPage(browser, 'phone');
    await page.goto('/budaya?kategori=dance');
    await page.getByRole('heading', { level: 1, name: 'Budaya & Tradisi' }).waitFor();
    const toEnglish = page.getByRole('link', { name: /English/ });
    expect(await toEnglish.isVisible()).toBe(true);
    await toEnglish.click();
    await page.waitForURL((url) => url.pathname === '/en/budaya' && url.search === '?kategori=dance');
    await page.getByRole('heading', { level: 1, name: 'Culture & Traditions' }).waitFor();
    expect(await page.getByRole('group', { name: 'Culture categories' }).getByRole('button', { name: 'Dance' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/en/kontak');
    await page.context().close();
  });

  it('shows the contact form and its checks in English', async () => {
    const page = await openPage(browser, 'phone');
    await page.goto('/en/kontak');
    await page.getByRole('heading', { name: 'Send a Message' }).waitFor();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.getByText('Name is required').isVisible()).toBe(true);
    expect(await page.getByText('Email is required').isVisible()).toBe(true);
    expect(await page.getByText('Nama wajib diisi').count()).toBe(0);
    await page.context().close();
  });

  it('shows the island map in English, with its links kept under /en', async () => {
    // No service worker, so the blocked tiles reach the page: the map gives way to its note, and the list carries every place.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl(), locale: 'id-ID', serviceWorkers: 'block' });
    const page = await context.newPage();
    await context.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) => route.abort('blockedbyclient'));
    await page.goto('/en/peta');
    await page.getByRole('heading', { level: 1, name: 'Island Map' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'List of places' }).waitFor();
    expect(await page.getByRole('group', { name: 'Kinds of place' }).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    const list = page.getByRole('list', { name: 'List of places' });
    await list.getByRole('listitem').first().waitFor();
    expect(await list.getByRole('link', { name: /^Open in maps app: / }).count()).toBe(await list.getByRole('listitem').count());
    await expect.poll(() => page.getByText(/^The map cannot be loaded/).isVisible()).toBe(true);

    const detail = list.getByRole('link', { name: /^View details / }).first();
    expect(await detail.getAttribute('href')).toMatch(/^\/en\/destinasi\?lihat=\d+$/);
    // No interface word of the Indonesian page is left; place names are staff content and may be Indonesian.
    const text = await page.locator('body').innerText();
    for (const word of ['Lihat detail', 'Buka di aplikasi peta', 'Daftar tempat', 'Peta Pulau', 'Jenis tempat', 'Peta tidak dapat dimuat', 'Memuat']) {
      expect(text, word).not.toContain(word);
    }
    const labels = await page.locator('[aria-label]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
    expect(labels.filter((label) => /Buka di aplikasi peta|membuka tab baru|Tutup kartu|Peta pulau/.test(label))).toEqual([]);

    await detail.click();
    await page.waitForURL((url) => url.pathname === '/en/destinasi' && url.search.startsWith('?lihat='));
    await page.getByRole('dialog').getByRole('heading', { name: 'Location' }).waitFor();
    await page.context().close();
  });

  it('shows the sign-in page in English under /en', async () => {
    const page = await openPage(browser, 'phone');
    await page.goto('/en/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in to Your Account' }).waitFor();
    expect(await page.getByLabel('Username or Email').isVisible()).toBe(true);
    expect(await htmlLang(page)).toBe('en');
    await page.context().close();
  });

  it('answers every /en address with the app, not a 404', async () => {
    for (const path of ['/en', '/en/destinasi', '/en/paket-wisata', '/en/umkm', '/en/budaya', '/en/artikel', '/en/kontak', '/en/peta']) {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('<html lang="en">');
    }
  });

  it('never downloads the English texts on a default (Indonesian) visit', async () => {
    const page = await openPage(browser, 'laptop');
    const scripts = recordScripts(page);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Jelajahi Pulau' }).waitFor();
    await page.getByRole('navigation', { name: 'Utama' }).getByRole('link', { name: 'Destinasi' }).click();
    await page.getByRole('heading', { level: 1, name: 'Destinasi Wisata' }).waitFor();
    expect(await htmlLang(page)).toBe('id');
    expect(scripts.length).toBeGreaterThan(0);
    expect(await scriptsWith(scripts, ENGLISH_ONLY)).toEqual([]);
    await page.context().close();
  });
});
