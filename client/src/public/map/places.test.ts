import { id } from '@island/shared';
import { en } from '@island/shared/i18n/en';
import { describe, expect, it } from 'vitest';
import { attributionHtml, geoUri, googleMapsUrl, kindsOf, placeDetailHref, placeKey, placeKindLabel } from './places.ts';

const beach = { kind: 'beaches' as const, id: 4, title: 'Pantai & Teluk', image: null, lat: -5.01, lng: 119.3 };
const feast = {
  kind: 'event' as const,
  id: 4,
  title: 'Festival Pantai',
  image: null,
  lat: -5.01,
  lng: 119.3,
  event: { slug: 'festival-pantai', nextStartsOn: '2026-12-05', nextEndsOn: '2026-12-05' },
};
const office = { kind: 'office' as const, id: null, title: 'Kantor Desa', image: null, lat: -5.03, lng: 119.32 };

describe('map places', () => {
  it('links a destination to its detail and the office to nothing', () => {
    expect(placeDetailHref(beach)).toBe('/destinasi?lihat=4');
    expect(placeDetailHref(office)).toBeNull();
    expect(placeKey(beach)).not.toBe(placeKey(office));
  });

  it('links an event to its page, apart from the destination of the same id', () => {
    expect(placeDetailHref(feast)).toBe('/agenda/festival-pantai');
    expect(placeKey(feast)).not.toBe(placeKey(beach));
    expect(kindsOf([office, feast, beach])).toEqual(['beaches', 'event', 'office']);
    expect(placeKindLabel(id, 'event')).toBe('Agenda');
    expect(placeKindLabel(en, 'event')).toBe('Event');
  });

  it('opens a place in a maps app by its coordinates', () => {
    expect(geoUri(beach)).toBe('geo:-5.01,119.3?q=-5.01,119.3(Pantai%20%26%20Teluk)');
    expect(googleMapsUrl(beach)).toBe('https://www.google.com/maps/search/?api=1&query=-5.01,119.3');
  });

  it('offers only the kinds that occur, in label order', () => {
    expect(kindsOf([office, beach])).toEqual(['beaches', 'office']);
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
