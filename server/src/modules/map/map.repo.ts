import type { MapPlace } from '@island/shared';
import { imageUrl } from '../../files/image-urls.ts';
import type { Db } from '../../db/database.ts';

/** Every destination as a point on the map, by title: only the columns a marker and its card show. */
export async function listDestinationPlaces(db: Db, baseUrl: string): Promise<MapPlace[]> {
  const rows = await db
    .selectFrom('destinations')
    .select(['id', 'title', 'category', 'image', 'latitude', 'longitude'])
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
