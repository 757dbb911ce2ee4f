import { DESTINATION_CATEGORIES, type DestinationCategory, MAP_GRID_CELLS, MAP_PLACE_LIMIT, type MapArea, type MapGroup, type MapPlace } from '@island/shared';
import { type Expression, type SqlBool, sql } from 'kysely';
import { imageUrl } from '../../files/image-urls.ts';
import type { Db } from '../../db/database.ts';
import { readTogether } from '../../db/reads.ts';

/** What the map shows of the destinations asked: each one, or groups once they are too many. */
export interface DestinationMarks {
  places: MapPlace[];
  groups: MapGroup[];
  /** The categories that have destinations anywhere, whatever was asked. */
  categories: DestinationCategory[];
}

/** One category's destinations inside the area asked: how many, and where they lie. */
interface CategorySurvey {
  category: DestinationCategory;
  count: number;
  extent: MapArea;
}

function insideArea(area: MapArea | null): Expression<SqlBool> {
  if (!area) return sql<SqlBool>`true`;
  return sql<SqlBool>`latitude between ${area.south} and ${area.north} and longitude between ${area.west} and ${area.east}`;
}

/**
 * The categories that have a destination anywhere: one probe of the category index each, so
 * the filter's chips cost the same at ten destinations and at twenty thousand.
 */
async function presentCategories(db: Db): Promise<DestinationCategory[]> {
  const categories = sql.join(DESTINATION_CATEGORIES.map((category) => sql`(${category})`));
  const { rows } = await sql<{ category: DestinationCategory }>`
    select asked.category from (values ${categories}) as asked (category)
    where exists (select 1 from destinations where destinations.category = asked.category)`.execute(db);
  const present = new Set(rows.map((row) => row.category));
  return DESTINATION_CATEGORIES.filter((category) => present.has(category));
}

/** Per category asked, how many destinations lie inside the area and their extent (the location index reads a zoomed-in area's rows only). */
async function surveyArea(db: Db, categories: readonly DestinationCategory[], area: MapArea | null): Promise<CategorySurvey[]> {
  const rows = await db
    .selectFrom('destinations')
    .select([
      'category',
      sql<number>`count(*)::int`.as('count'),
      sql<number>`min(latitude)::float8`.as('south'),
      sql<number>`max(latitude)::float8`.as('north'),
      sql<number>`min(longitude)::float8`.as('west'),
      sql<number>`max(longitude)::float8`.as('east'),
    ])
    .where('category', 'in', categories)
    .where(insideArea(area))
    .groupBy('category')
    .execute();
  return rows.map((row) => ({
    category: row.category as DestinationCategory,
    count: row.count,
    extent: { south: row.south, north: row.north, west: row.west, east: row.east },
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
    .select(['id', 'title', sql<string | null>`en->>'title'`.as('title_en'), 'category', 'image', 'latitude', 'longitude'])
    .where('category', 'in', categories)
    .where(insideArea(area))
    .orderBy('title')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    kind: row.category,
    id: row.id,
    title: row.title,
    title_en: row.title_en,
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
 * or over where they lie when no area was asked. Three statements: the categories present and
 * the area's survey side by side, then its places or its groups.
 */
export async function markDestinations(db: Db, categories: readonly DestinationCategory[], area: MapArea | null, baseUrl: string): Promise<DestinationMarks> {
  const [present, survey] = await readTogether(db, [
    () => presentCategories(db),
    () => (categories.length === 0 ? Promise.resolve([]) : surveyArea(db, categories, area)),
  ]);
  const marks: DestinationMarks = { places: [], groups: [], categories: present };
  const count = survey.reduce((sum, s) => sum + s.count, 0);
  if (count === 0) return marks;
  const wanted = survey.map((s) => s.category);
  if (count <= MAP_PLACE_LIMIT) return { ...marks, places: await listPlaces(db, wanted, area, baseUrl) };
  const grid = area ?? unionOf(survey.map((s) => s.extent));
  return grid ? { ...marks, groups: await groupPlaces(db, wanted, grid) } : marks;
}

/** Whether a point lies inside the area (everywhere when there is none). */
export function isInside(area: MapArea | null, point: { lat: number; lng: number }): boolean {
  return !area || (point.lat >= area.south && point.lat <= area.north && point.lng >= area.west && point.lng <= area.east);
}
