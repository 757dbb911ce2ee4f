import { DESTINATION_CATEGORIES, type DestinationCategory, MAP_GRID_CELLS, MAP_PLACE_LIMIT, type MapArea, type MapGroup, type MapPlace } from '@island/shared';
import { type Expression, type SqlBool, sql } from 'kysely';
import { imageUrl } from '../../files/image-urls.ts';
import type { Db } from '../../db/database.ts';

/** What the map shows of the destinations asked: each one, or groups once they are too many. */
export interface DestinationMarks {
  places: MapPlace[];
  groups: MapGroup[];
  /** The categories that have destinations anywhere, whatever was asked. */
  categories: DestinationCategory[];
}

/** One category's destinations: how many in all, and how many (and where) inside the area asked. */
interface CategorySurvey {
  category: DestinationCategory;
  total: number;
  inArea: number;
  extent: MapArea | null;
}

function insideArea(area: MapArea | null): Expression<SqlBool> {
  if (!area) return sql<SqlBool>`true`;
  return sql<SqlBool>`latitude between ${area.south} and ${area.north} and longitude between ${area.west} and ${area.east}`;
}

/** One statement over the table: per category, the total and what lies inside the area with its extent. */
async function surveyDestinations(db: Db, area: MapArea | null): Promise<CategorySurvey[]> {
  const inside = insideArea(area);
  const rows = await db
    .selectFrom('destinations')
    .select([
      'category',
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where ${inside}))::int`.as('in_area'),
      sql<number | null>`(min(latitude) filter (where ${inside}))::float8`.as('south'),
      sql<number | null>`(max(latitude) filter (where ${inside}))::float8`.as('north'),
      sql<number | null>`(min(longitude) filter (where ${inside}))::float8`.as('west'),
      sql<number | null>`(max(longitude) filter (where ${inside}))::float8`.as('east'),
    ])
    .groupBy('category')
    .execute();
  return rows.map((row) => ({
    category: row.category as DestinationCategory,
    total: row.total,
    inArea: row.in_area,
    extent:
      row.south === null || row.north === null || row.west === null || row.east === null
        ? null
        : { south: row.south, north: row.north, west: row.west, east: row.east },
  }));
}

/** The smallest area holding every extent given. */
function unionOf(extents: readonly MapArea[]): MapArea | null {
  if (extents.length === 0) return null;
  return {
    south: Math.min(...extents.map((e) => e.south)),
    north: Math.max(...extents.map((e) => e.north)),
    west: Math.min(...extents.map((e) => e.west)),
    east: Math.max(...extents.map((e) => e.east)),
  };
}

async function listPlaces(db: Db, categories: readonly DestinationCategory[], area: MapArea | null, baseUrl: string): Promise<MapPlace[]> {
  const rows = await db
    .selectFrom('destinations')
    .select(['id', 'title', 'category', 'image', 'latitude', 'longitude'])
    .where('category', 'in', categories)
    .where(insideArea(area))
    .orderBy('title')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    kind: row.category,
    id: row.id,
    title: row.title,
    image: imageUrl(baseUrl, row.image),
    lat: Number(row.latitude),
    lng: Number(row.longitude),
  }));
}

/**
 * The destinations of `grid` counted per cell of a MAP_GRID_CELLS × MAP_GRID_CELLS grid over it, largest first. A cell's
 * group stands at its destinations' mean point and carries their extent, which the map zooms to.
 */
async function groupPlaces(db: Db, categories: readonly DestinationCategory[], grid: MapArea): Promise<MapGroup[]> {
  // A grid over a line or a point (every destination on one meridian) still has cells.
  const cellHeight = Math.max((grid.north - grid.south) / MAP_GRID_CELLS, 1e-6);
  const cellWidth = Math.max((grid.east - grid.west) / MAP_GRID_CELLS, 1e-6);
  const last = MAP_GRID_CELLS - 1;
  const row = sql`least(floor((latitude::float8 - ${grid.south}::float8) / ${cellHeight}::float8), ${last})`;
  const column = sql`least(floor((longitude::float8 - ${grid.west}::float8) / ${cellWidth}::float8), ${last})`;
  const rows = await db
    .selectFrom('destinations')
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<number>`avg(latitude)::float8`.as('lat'),
      sql<number>`avg(longitude)::float8`.as('lng'),
      sql<number>`min(latitude)::float8`.as('south'),
      sql<number>`max(latitude)::float8`.as('north'),
      sql<number>`min(longitude)::float8`.as('west'),
      sql<number>`max(longitude)::float8`.as('east'),
    ])
    .where('category', 'in', categories)
    .where(insideArea(grid))
    .groupBy([row, column])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(sql`avg(latitude)`)
    .orderBy(sql`avg(longitude)`)
    .execute();
  return rows.map((g) => ({ count: g.count, lat: g.lat, lng: g.lng, bounds: { south: g.south, north: g.north, west: g.west, east: g.east } }));
}

/**
 * The destinations of the categories asked inside the area (everywhere without one): each as a
 * place while there are at most MAP_PLACE_LIMIT of them, else as groups on a grid over the area,
 * or over where they lie when no area was asked. Two statements either way.
 */
export async function markDestinations(db: Db, categories: readonly DestinationCategory[], area: MapArea | null, baseUrl: string): Promise<DestinationMarks> {
  const survey = await surveyDestinations(db, area);
  const present = new Set(survey.filter((s) => s.total > 0).map((s) => s.category));
  const marks: DestinationMarks = { places: [], groups: [], categories: DESTINATION_CATEGORIES.filter((c) => present.has(c)) };
  const asked = survey.filter((s) => categories.includes(s.category) && s.inArea > 0);
  const count = asked.reduce((sum, s) => sum + s.inArea, 0);
  if (count === 0) return marks;
  const wanted = asked.map((s) => s.category);
  if (count <= MAP_PLACE_LIMIT) return { ...marks, places: await listPlaces(db, wanted, area, baseUrl) };
  const grid = area ?? unionOf(asked.flatMap((s) => (s.extent ? [s.extent] : [])));
  return grid ? { ...marks, groups: await groupPlaces(db, wanted, grid) } : marks;
}

/** Whether a point lies inside the area (everywhere when there is none). */
export function isInside(area: MapArea | null, point: { lat: number; lng: number }): boolean {
  return !area || (point.lat >= area.south && point.lat <= area.north && point.lng >= area.west && point.lng <= area.east);
}
