import { type Destination, type DestinationCategory, DESTINATION_ENGLISH_TEXTS, type DestinationEnglishStored, type Pagination } from '@island/shared';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import { type CountKeeper, fetchPage } from '../../db/pagination.ts';
import { containsAny } from '../../db/search.ts';
import type { DestinationsTable } from '../../db/types.ts';
import { imageUrl, imageUrls } from '../../files/image-urls.ts';
import type { Db } from '../../db/database.ts';
import type { TwinnedTable } from '../../db/needing-english.ts';
import { englishSearched, insertedTwin, twinAnswer, twinChangeDates, twinColumn } from '../../db/english-twin.ts';

const COLUMNS = [
  'id',
  'title',
  'category',
  'short_description',
  'description',
  'latitude',
  'longitude',
  'image',
  'gallery',
  'en',
  'id_changed_at',
  'en_changed_at',
  'created_at',
  'updated_at',
] as const;

/** Searched in both languages: an English page's search finds the English, and the Indonesian as well (migration 0029's index). */
export const DESTINATION_SEARCHED_COLUMNS = ['title', 'short_description', 'description', ...englishSearched(DESTINATION_ENGLISH_TEXTS)] as const;

export type DestinationRow = Pick<Selectable<DestinationsTable>, (typeof COLUMNS)[number]>;

/** What a write stores; image fields hold stored file names. Undefined leaves a column as it is. */
export interface DestinationValues {
  title: string;
  category?: DestinationCategory;
  shortDescription: string;
  description?: string | null;
  location: { lat: number; lng: number };
  image: string;
  gallery?: string[];
  /** The English twin as stored (`twinOf` makes it from the input); null removes it. */
  en?: DestinationEnglishStored | null;
}

/** The Indonesian texts a visitor reads, by column: a change to any of them leaves the English behind. */
function indonesianTexts(values: Partial<DestinationValues>): Record<string, unknown> {
  return { title: values.title, short_description: values.shortDescription, description: values.description };
}

export function toWireDestination(row: DestinationRow, baseUrl: string): Destination {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    shortDescription: row.short_description,
    description: row.description,
    image: imageUrl(baseUrl, row.image) ?? '',
    gallery: imageUrls(baseUrl, row.gallery),
    location: { lat: Number(row.latitude), lng: Number(row.longitude) },
    en: twinAnswer(row),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listDestinations(
  db: Db,
  filter: { page: number; limit: number; category?: DestinationCategory | undefined; search?: string | undefined },
  counts?: CountKeeper,
): Promise<{ rows: DestinationRow[]; pagination: Pagination }> {
  let query = db.selectFrom('destinations').select(COLUMNS);
  if (filter.category) query = query.where('category', '=', filter.category);
  if (filter.search) {
    const term = filter.search;
    query = query.where((eb) => containsAny(eb, DESTINATION_SEARCHED_COLUMNS, term));
  }
  return fetchPage(db, query.orderBy('created_at', 'desc').orderBy('id', 'desc'), filter.page, filter.limit, counts);
}

export async function findDestination(db: Db, id: number): Promise<DestinationRow | undefined> {
  return db.selectFrom('destinations').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/**
 * The columns a write stores, for insert and update alike; in an update, undefined leaves a
 * column as it is (Kysely leaves such keys out).
 */
function toRow(values: DestinationValues): Insertable<DestinationsTable>;
function toRow(values: Partial<DestinationValues>): Updateable<DestinationsTable>;
function toRow(values: Partial<DestinationValues>): Updateable<DestinationsTable> {
  return {
    title: values.title,
    category: values.category,
    short_description: values.shortDescription,
    description: values.description,
    latitude: values.location?.lat,
    longitude: values.location?.lng,
    image: values.image,
    gallery: values.gallery,
    en: twinColumn(values.en),
  };
}

export async function insertDestination(db: Db, values: DestinationValues): Promise<DestinationRow> {
  return db
    .insertInto('destinations')
    .values({ ...toRow(values), ...insertedTwin(values.en) })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Undefined if no destination has the id. Kysely leaves out columns whose value is undefined. */
export async function updateDestination(
  db: Db,
  id: number,
  values: Partial<DestinationValues>,
): Promise<DestinationRow | undefined> {
  return db
    .updateTable('destinations')
    .set({ ...toRow(values), ...twinChangeDates(indonesianTexts(values), values.en), updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function deleteDestination(db: Db, id: number): Promise<boolean> {
  const deleted = await db.deleteFrom('destinations').where('id', '=', id).returning('id').executeTakeFirst();
  return deleted !== undefined;
}

/** Where the translator's list finds them: every destination, by title, English without title or short description only partly written. */
export const DESTINATION_TWINS: TwinnedTable = { table: 'destinations', name: 'title', main: ['title', 'shortDescription'] };
