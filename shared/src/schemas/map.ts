import { z } from 'zod';
import { DESTINATION_CATEGORIES } from './destinations.ts';

/**
 * The island map (`/peta`): every place that has coordinates, and the tile server to draw them
 * on. Destinations carry their category; upcoming events held at a destination stand at its
 * point; the village office is the contact address of the settings, shown when staff have given
 * it coordinates.
 */
export const MAP_PLACE_KINDS = [...DESTINATION_CATEGORIES, 'event', 'office'] as const;
export type MapPlaceKind = (typeof MAP_PLACE_KINDS)[number];

export const mapPlaceSchema = z.object({
  kind: z.enum(MAP_PLACE_KINDS),
  /** The destination's (or event's) id; null for the office, which has no page of its own. */
  id: z.number().int().nullable(),
  title: z.string(),
  /** Absolute URL, or null when the place has no picture. */
  image: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  /** For an event: its page (`/agenda/<slug>`) and its next dates, which its marker's card shows. */
  event: z.object({ slug: z.string(), nextStartsOn: z.string(), nextEndsOn: z.string() }).optional(),
});
export type MapPlace = z.infer<typeof mapPlaceSchema>;

export const mapTilesSchema = z.object({
  /** A `{z}/{x}/{y}` template of raster tiles (MAP_TILE_URL on the server). */
  url: z.string(),
  /** Who the tiles and their data belong to; always shown on the map. */
  attribution: z.string(),
});
export type MapTiles = z.infer<typeof mapTilesSchema>;

export const mapOutput = z.object({
  tiles: mapTilesSchema,
  places: z.array(mapPlaceSchema),
});
export type MapAnswer = z.infer<typeof mapOutput>;
