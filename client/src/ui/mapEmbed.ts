/** Map zoom for a single place (docs/product.md, Map). */
export const MAP_ZOOM = 15;

function isCoordinate(value: number | null | undefined, limit: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
}

/** A Google Maps embed centred on a point, or null when either coordinate is missing or out of range. */
export function mapEmbedFromCoordinates(latitude: number | null | undefined, longitude: number | null | undefined): string | null {
  if (!isCoordinate(latitude, 90) || !isCoordinate(longitude, 180)) return null;
  return `https://www.google.com/maps?q=${latitude},${longitude}&z=${MAP_ZOOM}&output=embed`;
}

/** The embed staff pasted, else one built from the coordinates. */
export function mapEmbedUrl(contact: { maps_embed_url: string; latitude: number | null; longitude: number | null }): string | null {
  return contact.maps_embed_url.trim() || mapEmbedFromCoordinates(contact.latitude, contact.longitude);
}

/** A link that opens the place in Google Maps (or the maps app on a phone), or null without coordinates. */
export function mapLinkFromCoordinates(latitude: number | null | undefined, longitude: number | null | undefined): string | null {
  if (!isCoordinate(latitude, 90) || !isCoordinate(longitude, 180)) return null;
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}
