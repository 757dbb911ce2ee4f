import { z } from 'zod';
import { optionalFilter } from './common.ts';
import { DESTINATION_CATEGORIES } from './destinations.ts';

/**
 * The island map (`/peta`): every place that has coordinates, and the tile server to draw them
 * on. Destinations carry their category; upcoming events held at a destination stand at its
 * point; the village office is the contact address of the settings, shown when staff have given
 * it coordinates. Published homestays with a position stand at their house, with their own pin.
 */
export const MAP_PLACE_KINDS = [...DESTINATION_CATEGORIES, 'event', 'homestay', 'office'] as const;
export type MapPlaceKind = (typeof MAP_PLACE_KINDS)[number];

export const mapPlaceSchema = z.object({
  kind: z.enum(MAP_PLACE_KINDS),
  /** The destination's (or event's) id; null for the office, which has no page of its own. */
  id: z.number().int().nullable(),
  title: z.string(),
  /** The English title where written (destinations and events); null shows the Indonesian on an English page. */
  title_en: z.string().nullable(),
  /** Absolute URL, or null when the place has no picture. */
  image: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  /** For an event: its page (`/agenda/<slug>`) and its next dates, which its marker's card shows. */
  event: z.object({ slug: z.string(), nextStartsOn: z.string(), nextEndsOn: z.string() }).optional(),
  /** For a homestay: its page (`/homestay/<slug>`), which its marker's card links to. */
  homestay: z.object({ slug: z.string() }).optional(),
});
export type MapPlace = z.infer<typeof mapPlaceSchema>;

export const mapTilesSchema = z.object({
  /** A `{z}/{x}/{y}` template of raster tiles (MAP_TILE_URL on the server). */
  url: z.string(),
  /** Who the tiles and their data belong to; always shown on the map. */
  attribution: z.string(),
});
export type MapTiles = z.infer<typeof mapTilesSchema>;

/**
 * The most destinations one answer marks one by one. Past it, the area's destinations come as
 * groups (a count at their middle), so the answer and the page stay small however many places
 * the catalogue holds; the visitor zooms into a group to see its places.
 */
export const MAP_PLACE_LIMIT = 200;

/** Groups come from a grid of this many cells across and down the area asked: on a phone's map a cell is
 * some 60 px wide, room for its bubble. */
export const MAP_GRID_CELLS = 6;

export const MAP_TEXTS = {
  area: 'Area peta tidak valid: barat < timur dan selatan < utara, dalam derajat',
  kind: 'Jenis tempat tidak valid',
} as const;

function degrees(limit: number) {
  return z.coerce.number({ error: MAP_TEXTS.area }).min(-limit, MAP_TEXTS.area).max(limit, MAP_TEXTS.area);
}

/**
 * `GET /api/map`: the whole island, or, once the catalogue is too large for one answer, the
 * area the visitor looks at (`west`, `south`, `east`, `north` in degrees, all four or none), and
 * optionally one kind of place. The map does not cross the antimeridian.
 */
export const mapInput = z
  .object({
    west: degrees(180).optional(),
    south: degrees(90).optional(),
    east: degrees(180).optional(),
    north: degrees(90).optional(),
    kind: optionalFilter(z.enum(MAP_PLACE_KINDS, { error: MAP_TEXTS.kind })),
  })
  .refine(
    ({ west, south, east, north }) => {
      const given = [west, south, east, north].filter((side) => side !== undefined).length;
      if (given === 0) return true;
      return given === 4 && west! < east! && south! < north!;
    },
    { error: MAP_TEXTS.area },
  )
  .prefault({});
export type MapInput = z.input<typeof mapInput>;

export const mapAreaSchema = z.object({ west: z.number(), south: z.number(), east: z.number(), north: z.number() });
export type MapArea = z.infer<typeof mapAreaSchema>;

/** Destinations too many to mark one by one in a cell of the grid: how many, their middle and their extent. */
export const mapGroupSchema = z.object({
  count: z.number().int(),
  lat: z.number(),
  lng: z.number(),
  bounds: mapAreaSchema,
});
export type MapGroup = z.infer<typeof mapGroupSchema>;

export const mapOutput = z.object({
  tiles: mapTilesSchema,
  places: z.array(mapPlaceSchema),
  /** Empty while every destination asked fits in `places`. */
  groups: z.array(mapGroupSchema),
  /**
   * True when `places` holds every place of the kind asked, everywhere: the page filters and
   * moves without asking again. False once an area was asked or destinations came as groups.
   */
  complete: z.boolean(),
  /** The kinds that have places anywhere, for the filter, whatever the area and kind asked. */
  kinds: z.array(z.enum(MAP_PLACE_KINDS)),
});
export type MapAnswer = z.infer<typeof mapOutput>;
