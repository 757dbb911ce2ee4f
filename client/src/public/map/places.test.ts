import { id as frame } from '@island/shared';
import { ID_PAGE_TEXTS } from '@island/shared/i18n/id-pages';
import { en } from '@island/shared/i18n/en';
import { describe, expect, it } from 'vitest';
import { attributionHtml, geoUri, googleMapsUrl, placeDetailHref, placeKey, placeKindLabel, placesIn, snapArea } from './places.ts';

/** Every Indonesian text, as the map page has them once its texts are loaded. */
const id = { ...frame, ...ID_PAGE_TEXTS };

const beach = { kind: 'beaches' as const, id: 4, title: 'Pantai & Teluk', title_en: 'Beach & Bay', image: null, lat: -5.01, lng: 119.3 };
const feast = {
  kind: 'event' as const,
  id: 4,
  title: 'Festival Pantai',
  title_en: null,
  image: null,
  lat: -5.01,
  lng: 119.3,
  event: { slug: 'festival-pantai', nextStartsOn: '2026-12-05', nextEndsOn: '2026-12-05' },
};
const office = { kind: 'office' as const, id: null, title: 'Kantor Desa', title_en: null, image: null, lat: -5.03, lng: 119.32 };

describe('map places', () => {
  it('names each place in the page language: the English twin where written, the Indonesian marked where not', () => {
    expect(placesIn('en', [beach, feast]).map((p) => [p.title, p.titleLang])).toEqual([
      ['Beach & Bay', undefined],
      ['Festival Pantai', 'id'],
    ]);
    expect(placesIn('id', [beach]).map((p) => [p.title, p.titleLang])).toEqual([['Pantai & Teluk', undefined]]);
  });

  it('links a destination to its detail and the office to nothing', () => {
    expect(placeDetailHref(beach)).toBe('/destinasi?lihat=4');
    expect(placeDetailHref(office)).toBeNull();
    expect(placeKey(beach)).not.toBe(placeKey(office));
  });

  it('links an event to its page, apart from the destination of the same id', () => {
    expect(placeDetailHref(feast)).toBe('/agenda/festival-pantai');
    expect(placeKey(feast)).not.toBe(placeKey(beach));
    expect(placeKindLabel(id, 'event')).toBe('Agenda');
    expect(placeKindLabel(en, 'event')).toBe('Event');
  });

  it('links a homestay to its own page, with its own kind', () => {
    const house = { kind: 'homestay' as const, id: 4, title: 'Rumah Daeng', title_en: null, image: null, lat: -5.02, lng: 119.31, homestay: { slug: 'rumah-daeng' } };
    expect(placeDetailHref(house)).toBe('/homestay/rumah-daeng');
    expect(placeKey(house)).not.toBe(placeKey(beach));
    expect(placeKindLabel(id, 'homestay')).toBe('Homestay');
    expect(placeKindLabel(en, 'homestay')).toBe('Homestay');
  });

  it('opens a place in a maps app by its coordinates', () => {
    expect(geoUri(beach)).toBe('geo:-5.01,119.3?q=-5.01,119.3(Pantai%20%26%20Teluk)');
    expect(googleMapsUrl(beach)).toBe('https://www.google.com/maps/search/?api=1&query=-5.01,119.3');
  });

  it('widens a view outward to a quarter tile of its zoom, so nearby views ask the same area', () => {
    const step = 360 / 2 ** 15; // zoom 13
    const view = { west: 119.301, south: -5.021, east: 119.339, north: -4.998 };
    const area = snapArea(view, 13);
    expect(area.west).toBeLessThanOrEqual(view.west);
    expect(area.east).toBeGreaterThanOrEqual(view.east);
    expect(area.south).toBeLessThanOrEqual(view.south);
    expect(area.north).toBeGreaterThanOrEqual(view.north);
    for (const side of Object.values(area)) expect(Math.abs(side / step - Math.round(side / step))).toBeLessThan(1e-9);
    expect(area.east - area.west - (view.east - view.west)).toBeLessThanOrEqual(2 * step);
    expect(snapArea({ west: 119.3012, south: -5.0208, east: 119.3391, north: -4.9981 }, 13)).toEqual(area);
  });

  it('keeps a snapped area inside the world', () => {
    expect(snapArea({ west: -200, south: -95, east: 200, north: 95 }, 0)).toEqual({ west: -180, south: -90, east: 180, north: 90 });
  });

  it('names each kind in the page language', () => {
    expect(placeKindLabel(id, 'office')).toBe('Kantor Desa');
    expect(placeKindLabel(en, 'office')).toBe('Village Office');
    expect(placeKindLabel(id, 'beaches')).toBe(id.categories.destination.beaches);
    expect(placeKindLabel(en, 'culture')).toBe(en.categories.destination.culture);
  });

  it('escapes the attribution and links OpenStreetMap to its licence', () => {
    expect(attributionHtml('<b>Peta</b>')).toBe('&#60;b&#62;Peta&#60;/b&#62;');
    expect(attributionHtml('© OpenStreetMap contributors')).toContain('href="https://www.openstreetmap.org/copyright"');
  });
});
