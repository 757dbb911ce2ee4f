import type { Destination, HomeData } from '@island/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const OFFLINE_NOTE = 'Anda sedang offline — data mungkin belum terbaru.';

async function read<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`);
  return ((await res.json()) as { data: T }).data;
}

/** Whether the service worker has kept an answer whose URL contains `part`. */
function kept(page: Page, part: string): Promise<boolean> {
  return page.evaluate(async (needle) => {
    const keys = await (await caches.open('public-answers')).keys();
    return keys.some((request) => request.url.includes(needle));
  }, part);
}

describe('the site without a signal', () => {
  it('opens the home page with its boat schedule and a destination already seen, saying they may be out of date', async () => {
    const home = await read<HomeData>('/api/home');
    const { destinations } = await read<{ destinations: Destination[] }>('/api/destinations?limit=1');
    const seen = destinations[0]!;
    const boat = home.transportation[0]!;
    const page = await openPage(browser, 'phone');

    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: home.settings.general.island_name }).waitFor();
    // The worker takes over the page, and keeps the answers of the visit that installed it.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect.poll(() => kept(page, 'home.get')).toBe(true);
    expect(await page.getByText(OFFLINE_NOTE).count()).toBe(0);

    await page.goto(`/destinasi?lihat=${seen.id}`);
    const dialog = page.getByRole('dialog', { name: seen.title });
    await dialog.getByText(seen.shortDescription).waitFor();
    await expect.poll(() => kept(page, 'destinations.list')).toBe(true);

    await page.context().setOffline(true);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: home.settings.general.island_name }).waitFor();
    // A boat that crosses both ways is two rows under one name (one per direction).
    await page.getByRole('rowheader', { name: boat.name }).first().waitFor();
    await page.getByText(OFFLINE_NOTE).waitFor();

    await page.goto(`/destinasi?lihat=${seen.id}`);
    await page.getByRole('dialog', { name: seen.title }).getByText(seen.shortDescription).waitFor();
    await page.getByText(OFFLINE_NOTE).waitFor();

    // The home page seen through the worker is kept with the data it carried; drawn from that
    // copy it is marked as kept, so its data passes as possibly old, not as today's.
    await page.context().setOffline(false);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: home.settings.general.island_name }).waitFor();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-kept-copy'))).toBe(false);
    await expect.poll(() => page.evaluate(async () => (await (await caches.open('pages')).keys()).some((r) => new URL(r.url).pathname === '/'))).toBe(true);
    await page.context().setOffline(true);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: home.settings.general.island_name }).waitFor();
    await page.getByRole('rowheader', { name: boat.name }).first().waitFor();
    await page.getByText(OFFLINE_NOTE).waitFor();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-kept-copy'))).toBe(true);

    // The back-office is never drawn from the cache.
    await expect(page.goto('/admin')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await page.context().close();
  });

  it('opens the boat board without a signal, saying when its kept copy was read and how long ago', async () => {
    const page = await openPage(browser, 'phone');
    await page.goto('/jadwal-kapal');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.reload();
    const board = page.getByTestId('boat-board');
    await board.waitFor();
    await expect.poll(() => kept(page, 'transportation.today')).toBe(true);
    // Online, the board says nothing of its age.
    expect(await board.getByRole('status').count()).toBe(0);

    await page.context().setOffline(true);
    // The visitor opens it again two hours and five minutes later, still without a signal.
    await page.clock.setFixedTime(Date.now() + (2 * 60 + 5) * 60_000);
    await page.goto('/jadwal-kapal');
    await board.waitFor();
    await expect
      .poll(() => board.getByRole('status').innerText())
      .toMatch(/^Tanpa sinyal: status per .+ pukul \d\d:\d\d \(2 jam yang lalu\)\. Mungkin sudah berubah\.$/);
    // Each change still says when the harbour made it.
    await expect.poll(() => board.getByTestId('departure').filter({ hasText: 'KM Bulo Indah' }).filter({ hasText: '14:00' }).first().innerText()).toMatch(/diperbarui pukul \d\d:\d\d/);
    await page.context().close();
  });

  it('is installable: a manifest with its icons, and a worker the browser always revalidates', async () => {
    const sw = await fetch(`${baseUrl()}/sw.js`, { headers: { 'accept-encoding': 'br' } });
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toMatch(/javascript/);

    const html = await (await fetch(`${baseUrl()}/`)).text();
    const href = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
    expect(href).toBe('/manifest.webmanifest');
    const manifest = (await (await fetch(`${baseUrl()}${href}`)).json()) as { start_url: string; display: string; icons: { src: string; sizes: string; purpose?: string }[] };
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`)).toEqual(['192x192', '512x512', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const res = await fetch(`${baseUrl()}${icon.src}`);
      expect(res.status, icon.src).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
    }
  });
});
