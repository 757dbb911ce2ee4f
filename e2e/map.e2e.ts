import type { MapAnswer } from '@island/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The tile server of the default MAP_TILE_URL. */
const TILE_HOST = /^https:\/\/tile\.openstreetmap\.org\//;
/** The map library's chunk (client/src/public/map/LeafletMap.tsx). */
const MAP_CHUNK = /\/assets\/LeafletMap-[^/]+\.(js|css)$/;

async function mapAnswer(): Promise<MapAnswer> {
  const res = await fetch(`${baseUrl()}/api/map`);
  return ((await res.json()) as { data: MapAnswer }).data;
}

/**
 * A visitor's browser without a service worker: what these tests intercept (tiles) must reach
 * the page itself. The offline tests in offline.e2e.ts keep the worker.
 */
async function visitor(size: 'phone' | 'laptop', tiles: 'served' | 'blocked'): Promise<{ context: BrowserContext; page: Page }> {
  const viewport = size === 'phone' ? { width: 390, height: 844 } : { width: 1440, height: 900 };
  const context = await browser.newContext({ viewport, baseURL: baseUrl(), locale: 'id-ID', serviceWorkers: 'block' });
  if (tiles === 'served') {
    const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: { r: 190, g: 226, b: 232 } } }).png().toBuffer();
    await context.route(TILE_HOST, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: tile }));
  } else {
    await context.route(TILE_HOST, (route) => route.abort('blockedbyclient'));
  }
  return { context, page: await context.newPage() };
}

describe('the island map', () => {
  it('puts every place on the map with the tiles’ attribution; chips filter by kind; a marker opens a card that links to the detail', async () => {
    const { places, tiles } = await mapAnswer();
    const destinations = places.filter((p) => p.id !== null);
    expect(destinations.length).toBeGreaterThan(4);
    const { context, page } = await visitor('laptop', 'served');
    await page.goto('/');
    await page.getByRole('navigation').first().getByRole('link', { name: 'Peta', exact: true }).click();
    await page.waitForURL(/\/peta$/);
    const map = page.getByRole('region', { name: 'Peta pulau' });
    await map.waitFor();
    await expect.poll(() => map.locator('.map-pin').count()).toBe(places.length);
    await expect.poll(() => map.locator('.leaflet-tile-loaded').count()).toBeGreaterThan(0);
    expect(await map.locator('.leaflet-control-attribution').innerText()).toContain(tiles.attribution);

    const chips = page.getByRole('group', { name: 'Jenis tempat' });
    await chips.getByRole('button', { name: 'Beaches' }).click();
    const beaches = places.filter((p) => p.kind === 'beaches');
    expect(beaches.length).toBeGreaterThan(0);
    await expect.poll(() => map.locator('.map-pin').count()).toBe(beaches.length);
    await expect.poll(() => page.getByRole('list', { name: 'Daftar tempat' }).getByRole('listitem').count()).toBe(beaches.length);

    const chosen = beaches[0]!;
    await map.locator(`.map-pin[title="${chosen.title}"]`).click();
    const card = page.getByRole('article', { name: chosen.title });
    await card.waitFor();
    expect(await card.getByRole('img', { name: chosen.title }).getAttribute('src')).toBe(chosen.image);
    await card.getByRole('link', { name: `Lihat detail ${chosen.title}` }).click();
    await page.waitForURL(new RegExp(`/destinasi\\?lihat=${chosen.id}$`));
    await page.getByRole('dialog', { name: chosen.title }).waitFor();
    await context.close();
  });

  it('lists every place with links to a maps app when the tiles cannot load', async () => {
    const { places } = await mapAnswer();
    const { context, page } = await visitor('phone', 'blocked');
    await page.goto('/peta');
    await page.getByText(/Peta tidak dapat dimuat/).waitFor();
    expect(await page.locator('.leaflet-map').count()).toBe(0);
    const list = page.getByRole('list', { name: 'Daftar tempat' });
    expect(await list.getByRole('listitem').count()).toBe(places.length);
    for (const place of places) {
      const item = list.getByRole('listitem').filter({ hasText: place.title });
      expect(await item.getByRole('link', { name: `Buka di aplikasi peta: ${place.title}` }).getAttribute('href')).toBe(
        `geo:${place.lat},${place.lng}?q=${place.lat},${place.lng}(${encodeURIComponent(place.title)})`,
      );
      expect(await item.getByRole('link', { name: new RegExp(`^Google Maps: `) }).getAttribute('href')).toBe(
        `https://www.google.com/maps/search/?api=1&query=${place.lat},${place.lng}`,
      );
      const detail = place.event ? `/agenda/${place.event.slug}` : `/destinasi?lihat=${place.id}`;
      if (place.id !== null) expect(await item.getByRole('link', { name: `Lihat detail ${place.title}` }).getAttribute('href')).toBe(detail);
    }
    await context.close();
  });

  it('shows upcoming events at their destination on a phone: the marker’s card gives the title, the date and the event’s page', async () => {
    const { places } = await mapAnswer();
    const events = places.filter((p) => p.kind === 'event');
    expect(events.length).toBeGreaterThan(0);
    const chosen = events[0]!;
    const { context, page } = await visitor('phone', 'served');
    await page.goto('/peta');
    const map = page.getByRole('region', { name: 'Peta pulau' });
    await map.waitFor();
    // Only the events, so that no destination's pin lies over the chosen one.
    await page.getByRole('group', { name: 'Jenis tempat' }).getByRole('button', { name: 'Agenda' }).click();
    await expect.poll(() => map.locator('.map-pin--event').count()).toBe(events.length);
    await expect.poll(() => map.locator('.map-pin:not(.map-pin--event)').count()).toBe(0);
    await map.locator(`.map-pin--event[title="${chosen.title}"]`).click();
    const card = page.getByRole('article', { name: chosen.title });
    await card.waitFor();
    expect(await card.locator('time').getAttribute('datetime')).toBe(chosen.event!.nextStartsOn);
    expect(await card.locator('time').innerText()).toMatch(/\d{4}/);
    // The card fits the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await card.getByRole('link', { name: `Lihat detail ${chosen.title}` }).click();
    await page.waitForURL(new RegExp(`/agenda/${chosen.event!.slug}$`));
    await page.getByRole('heading', { level: 1, name: chosen.title }).waitFor();
    await context.close();
  });

  it('loads the map library only on pages that show a map', async () => {
    const { context, page } = await visitor('phone', 'served');
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (MAP_CHUNK.test(new URL(request.url()).pathname)) loaded.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(loaded).toEqual([]);
    await page.goto('/peta');
    await page.getByRole('region', { name: 'Peta pulau' }).waitFor();
    expect(loaded.some((url) => url.endsWith('.js'))).toBe(true);
    expect(loaded.some((url) => url.endsWith('.css'))).toBe(true);
    await context.close();
  });
});
