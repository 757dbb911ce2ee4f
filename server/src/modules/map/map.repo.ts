import type { MapPlace } from '@island/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import { imageUrl } from '../../files/image-urls.ts';

type Db = Kysely<DB> | Transaction<DB>;

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
