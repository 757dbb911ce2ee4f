import { type Language, type MapArea, type MapPlace, type MapPlaceKind, type UiTexts } from '@island/shared';
import { twinText } from '../../i18n/twin.ts';

/** A place as the page shows it: its title in the page's language, `titleLang: 'id'` where it stays Indonesian on an English page. */
export type ShownPlace = MapPlace & { titleLang?: 'id' };

/** The places with their titles in the page's language: the English twin where written. */
export function placesIn(language: Language, places: readonly MapPlace[]): ShownPlace[] {
  if (language !== 'en') return [...places];
  return places.map((place) => {
    const title = twinText(language, place.title, place.title_en);
    return { ...place, title: title.text, ...(title.lang ? { titleLang: title.lang } : {}) };
  });
}

/** The chip and card label of a kind of place, from the page language's texts (`useT().texts`). */
export function placeKindLabel(texts: UiTexts, kind: MapPlaceKind): string {
  if (kind === 'office') return texts.map.office;
  if (kind === 'event') return texts.map.event;
  if (kind === 'homestay') return texts.map.homestay;
  return texts.categories.destination[kind];
}

/** A stable key for a place: destinations and events by kind and id, the office by kind. */
export function placeKey(place: MapPlace): string {
  return place.id === null ? place.kind : `${place.kind}-${place.id}`;
}

/** The page that shows the place in full (an event's or a homestay's own page), or null when it has none (the village office). */
export function placeDetailHref(place: MapPlace): string | null {
  if (place.event) return `/agenda/${place.event.slug}`;
  if (place.homestay) return `/homestay/${place.homestay.slug}`;
  return place.id === null ? null : `/destinasi?lihat=${place.id}`;
}

/** Opens the place in the phone's own maps app (Android, and apps that work without a network). */
export function geoUri(place: { lat: number; lng: number; title: string }): string {
  return `geo:${place.lat},${place.lng}?q=${place.lat},${place.lng}(${encodeURIComponent(place.title)})`;
}

/** The place on Google Maps: the app on a phone that has it, the website elsewhere. */
export function googleMapsUrl(place: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/search/?api=1&query=${place.lat},${place.lng}`;
}

/** The attribution as HTML for the map's corner: text escaped, OpenStreetMap linked to its licence page. */
export function attributionHtml(text: string): string {
  const escaped = text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return /openstreetmap/i.test(text) ? `<a href="https://www.openstreetmap.org/copyright" rel="noopener noreferrer" target="_blank">${escaped}</a>` : escaped;
}

/**
 * The area a map shows, widened outward to a grid of a quarter tile's width at its zoom, so that
 * visitors looking at nearly the same place ask the server the same question (one kept answer).
 */
export function snapArea(view: MapArea, zoom: number): MapArea {
  const step = 360 / 2 ** (Math.max(0, Math.min(22, Math.round(zoom))) + 2);
  const down = (value: number, limit: number) => Math.max(-limit, Math.floor(value / step) * step);
  const up = (value: number, limit: number) => Math.min(limit, Math.ceil(value / step) * step);
  const area = { west: down(view.west, 180), south: down(view.south, 90), east: up(view.east, 180), north: up(view.north, 90) };
  // A view narrower than a step on a grid line (never seen, but cheap to keep valid).
  if (area.east <= area.west) area.east = Math.min(180, area.west + step);
  if (area.north <= area.south) area.north = Math.min(90, area.south + step);
  return area;
}
