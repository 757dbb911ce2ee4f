import { MAP_ZOOM } from '../../ui/mapEmbed.ts';

/** Google Maps links by coordinates; the embed itself comes from ui/mapEmbed.ts. */
const point = (lat: number, lng: number) => `${lat},${lng}`;

/** The place on Google Maps itself, for a new tab. */
export function mapPlaceUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps?q=${point(lat, lng)}&z=${MAP_ZOOM}`;
}

/** A route from wherever the visitor is to the place. */
export function directionsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${point(lat, lng)}`;
}
