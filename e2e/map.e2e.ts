import type { MapAnswer } from '@island/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_PLACE_LIMIT } from '@island/shared';
import { baseUrl, launchBrowser } from './browser.ts';
import { callRest, signInRest } from './rest.ts';

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

/** The name of the largest group drawn inside the map's frame, if any. */
function largestVisibleGroup(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const frame = document.querySelector('.leaflet-map')!.getBoundingClientRect();
    const seen = Array.from(document.querySelectorAll<HTMLElement>('.map-group')).filter((group) => {
      const box = group.getBoundingClientRect();
      return box.left >= frame.left && box.right <= frame.right && box.top >= frame.top && box.bottom <= frame.bottom;
    });
    seen.sort((a, b) => Number(b.textContent) - Number(a.textContent));
    return seen[0]?.getAttribute('aria-label') ?? null;
  });
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
    await chips.getByRole('button', { name: 'Pantai' }).click();
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
      const detail = place.event ? `/agenda/${place.event.slug}` : place.homestay ? `/homestay/${place.homestay.slug}` : `/destinasi?lihat=${place.id}`;
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

  it('shows the published homestays with their own pins, each card leading to the house’s page, in English under /en', async () => {
    const { places } = await mapAnswer();
    const homes = places.filter((p) => p.kind === 'homestay');
    expect(homes.length).toBeGreaterThan(0);
    const chosen = homes[0]!;
    for (const [lang, prefix, chip] of [
      ['id', '', 'Homestay'],
      ['en', '/en', 'Homestay'],
    ] as const) {
      const { context, page } = await visitor('phone', 'served');
      await page.goto(`${prefix}/peta`);
      const map = page.getByRole('region', { name: lang === 'id' ? 'Peta pulau' : 'Island map' });
      await map.waitFor();
      await page.getByRole('group', { name: lang === 'id' ? 'Jenis tempat' : 'Kinds of place' }).getByRole('button', { name: chip }).click();
      await expect.poll(() => map.locator('.map-pin--homestay').count()).toBe(homes.length);
      await expect.poll(() => map.locator('.map-pin:not(.map-pin--homestay)').count()).toBe(0);
      const title = (lang === 'en' && chosen.title_en) || chosen.title;
      await map.locator(`.map-pin--homestay[title="${title}"]`).click();
      const card = page.getByRole('article', { name: title });
      await card.waitFor();
      await card.getByRole('link', { name: `${lang === 'id' ? 'Lihat detail' : 'View details'} ${title}` }).click();
      await page.waitForURL(new RegExp(`${prefix}/homestay/${chosen.homestay!.slug}$`));
      await context.close();
    }
  });

  it('opens a place’s card from the keyboard: Tab to its pin, Enter', async () => {
    const { places } = await mapAnswer();
    const chosen = places.find((p) => p.kind === 'nature')!;
    const { context, page } = await visitor('laptop', 'served');
    await page.goto('/peta');
    const map = page.getByRole('region', { name: 'Peta pulau' });
    await expect.poll(() => map.locator('.map-pin').count()).toBe(places.length);
    await map.locator(`.map-pin[title="${chosen.title}"]`).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('article', { name: chosen.title }).waitFor();
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

  it('shows a catalogue too large for one answer as counts that zoom in, then the places in view, on a phone', async () => {
    // A bay far from the island with more destinations than one answer marks, made for this test and deleted after.
    const { token } = await signInRest('admin');
    const { places } = await mapAnswer();
    const image = places.find((p) => p.image !== null && p.kind !== 'event')!.image;
    const crowd = MAP_PLACE_LIMIT + 10;
    const made: number[] = [];
    try {
      for (let i = 0; i < crowd; i += 1) {
        const location = { lat: -5.4 + (i % 15) * 0.002, lng: 119.6 + Math.floor(i / 15) * 0.002 };
        const created = await callRest<{ id: number }>('POST', '/api/destinations', token, {
          title: `Titik Teluk ${String(i).padStart(3, '0')}`,
          category: 'beaches',
          shortDescription: 'Titik uji peta yang ramai.',
          location,
          image,
        });
        expect(created.status).toBe(201);
        made.push(created.data.id);
      }
      const island = await mapAnswer();
      expect(island.complete).toBe(false);
      const counted = island.groups.reduce((sum, g) => sum + g.count, 0);
      // Destinations are grouped; events, homestays and the office stand as places beside the groups.
      expect(counted).toBe(places.filter((p) => p.kind !== 'event' && p.kind !== 'homestay' && p.kind !== 'office').length + crowd);

      const { context, page } = await visitor('phone', 'served');
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('map.places')) asked.push(decodeURIComponent(new URL(request.url()).searchParams.get('input') ?? ''));
      });
      await page.goto('/peta');
      const map = page.getByRole('region', { name: 'Peta pulau' });
      await map.waitFor();
      await expect.poll(() => map.locator('.map-group').count()).toBe(island.groups.length);
      // The list says how many it leaves out, and where to find them all.
      await expect.poll(() => page.getByText(`${counted} tempat lagi di area ini`, { exact: false }).count()).toBeGreaterThan(0);
      const note = page.locator('.map-page > .map-view__note');
      expect(await note.getByRole('link', { name: 'Daftar destinasi' }).getAttribute('href')).toBe('/destinasi');

      // The largest group is the bay: tapping it zooms in, again while groups remain, until its places are marked one by one.
      const drawn = () =>
        page.evaluate(() => {
          const marks = Array.from(document.querySelectorAll('.map-group, .map-pin')).map((e) => e.getAttribute('aria-label') ?? e.getAttribute('title'));
          return { marks: marks.join('|'), moving: document.querySelector('.leaflet-zoom-anim') !== null };
        });
      const zoomInto = async (name: string, by: 'tap' | 'keyboard' = 'tap') => {
        const before = (await drawn()).marks;
        const bubble = map.getByRole('button', { name });
        if (by === 'tap') await bubble.click();
        else {
          await bubble.focus();
          await page.keyboard.press('Enter');
        }
        await expect.poll(async () => {
          const now = await drawn();
          return now.marks !== before && !now.moving;
        }).toBe(true);
      };
      await zoomInto(`${island.groups[0]!.count} tempat di sini. Perbesar peta ke sini`, 'keyboard');
      for (let step = 0; step < 4 && (await map.locator('.map-pin--beaches').count()) === 0; step += 1) {
        // The area asked reaches a little past the view: tap the largest group the visitor can see.
        const next = await largestVisibleGroup(page);
        expect(next).not.toBeNull();
        await zoomInto(next!);
      }
      expect(asked.some((input) => input.includes('west'))).toBe(true);
      await expect.poll(() => map.locator('.map-pin--beaches').count()).toBeGreaterThan(0);
      const pins = await map.locator('.map-pin--beaches').count();
      expect(pins).toBeLessThanOrEqual(MAP_PLACE_LIMIT);
      const listed = page.getByRole('list', { name: 'Daftar tempat' }).getByRole('listitem');
      await expect.poll(() => listed.count()).toBeGreaterThanOrEqual(pins);
      expect(await listed.filter({ hasText: 'Titik Teluk' }).count()).toBeGreaterThan(0);
      // A kind the view holds keeps the view; one it does not hold is shown across the whole island.
      const chips = page.getByRole('group', { name: 'Jenis tempat' });
      const here = pins;
      await chips.getByRole('button', { name: 'Pantai' }).click();
      await expect.poll(() => chips.getByRole('button', { name: 'Pantai' }).getAttribute('aria-pressed')).toBe('true');
      await page.waitForLoadState('networkidle');
      expect(await map.locator('.map-pin--beaches').count()).toBe(here);
      const nature = places.filter((p) => p.kind === 'nature');
      expect(nature.length).toBeGreaterThan(0);
      await chips.getByRole('button', { name: 'Alam' }).click();
      await expect.poll(() => map.locator('.map-pin--nature').count()).toBe(nature.length);
      await expect.poll(() => map.locator('.map-pin--beaches, .map-group').count()).toBe(0);
      // Back to every kind where the map now is: the island's own places, each marked.
      await chips.getByRole('button', { name: 'Semua', exact: true }).click();
      await expect.poll(() => map.locator('.map-pin').count()).toBeGreaterThan(nature.length);
      expect(await map.locator('.map-group').count()).toBe(0);
      // What the page asked by area was snapped to a grid, so neighbours share kept answers.
      const areas = asked.filter((input) => input.includes('west'));
      expect(areas.length).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await context.close();
    } finally {
      for (const id of made) await callRest('DELETE', `/api/destinations/${id}`, token);
    }
    expect((await mapAnswer()).complete).toBe(true);
  });
});
