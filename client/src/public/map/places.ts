import { MAP_PLACE_KINDS, type MapPlace, type MapPlaceKind, type UiTexts } from '@island/shared';

/** The chip and card label of a kind of place, from the page language's texts (`useT().texts`). */
export function placeKindLabel(texts: UiTexts, kind: MapPlaceKind): string {
  if (kind === 'office') return texts.map.office;
  if (kind === 'event') return texts.map.event;
  return texts.categories.destination[kind];
}

/** A stable key for a place: destinations and events by kind and id, the office by kind. */
export function placeKey(place: MapPlace): string {
  return place.id === null ? place.kind : `${place.kind}-${place.id}`;
}

/** The page that shows the place in full (an event's own page), or null when it has none (the village office). */
export function placeDetailHref(place: MapPlace): string | null {
  if (place.event) return `/agenda/${place.event.slug}`;
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

/** The kinds that occur among the places, in chip order: the destination categories, then the office. */
export function kindsOf(places: readonly MapPlace[]): MapPlaceKind[] {
  const present = new Set(places.map((p) => p.kind));
  return MAP_PLACE_KINDS.filter((kind) => present.has(kind));
}

/** The attribution as HTML for the map's corner: text escaped, OpenStreetMap linked to its licence page. */
export function attributionHtml(text: string): string {
  const escaped = text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return /openstreetmap/i.test(text) ? `<a href="https://www.openstreetmap.org/copyright" rel="noopener noreferrer" target="_blank">${escaped}</a>` : escaped;
}
