import { type Culture, type CultureCategory, CULTURE_ENGLISH_TEXTS, type CultureEnglishStored, type Pagination } from '@island/shared';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import { type CountKeeper, fetchPage } from '../../db/pagination.ts';
import { containsAny } from '../../db/search.ts';
import type { CulturesTable } from '../../db/types.ts';
import { imageUrl, imageUrls } from '../../files/image-urls.ts';
import type { Db } from '../../db/database.ts';
import type { TwinnedTable } from '../../db/needing-english.ts';
import { englishSearched, insertedTwin, twinAnswer, twinChangeDates, twinColumn } from '../../db/english-twin.ts';

const COLUMNS = [
  'id',
  'title',
  'category',
  'description',
  'image',
  'gallery',
  'videos',
  'video_url',
  'en',
  'id_changed_at',
  'en_changed_at',
  'created_at',
  'updated_at',
] as const;

/** Searched in both languages: an English page's search finds the English, and the Indonesian as well (migration 0029's index). */
export const CULTURE_SEARCHED_TEXTS = ['title', 'description', ...englishSearched(CULTURE_ENGLISH_TEXTS)] as const;

export type CultureRow = Pick<Selectable<CulturesTable>, (typeof COLUMNS)[number]>;

/** What a write stores; image fields hold stored file names. Undefined leaves a column as it is. */
export interface CultureValues {
  title: string;
  category: CultureCategory;
  description: string;
  image?: string | null;
  gallery?: string[];
  videos?: string[];
  videoUrl?: string | null;
  /** The English twin as stored (`twinOf` makes it from the input); null removes it. */
  en?: CultureEnglishStored | null;
}

/** The Indonesian texts a visitor reads, by column: a change to any of them leaves the English behind. */
function indonesianTexts(values: Partial<CultureValues>): Record<string, unknown> {
  return { title: values.title, description: values.description };
}

export function toWireCulture(row: CultureRow, baseUrl: string): Culture {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    description: row.description,
    image: imageUrl(baseUrl, row.image),
    gallery: imageUrls(baseUrl, row.gallery),
    videos: row.videos,
    videoUrl: row.video_url,
    en: twinAnswer(row),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listCultures(
  db: Db,
  filter: { page: number; limit: number; category?: CultureCategory | undefined; search?: string | undefined },
  counts?: CountKeeper,
): Promise<{ rows: CultureRow[]; pagination: Pagination }> {
  let query = db.selectFrom('cultures').select(COLUMNS);
  if (filter.category) query = query.where('category', '=', filter.category);
  if (filter.search) {
    const term = filter.search;
    query = query.where((eb) => containsAny(eb, CULTURE_SEARCHED_TEXTS, term));
  }
  return fetchPage(db, query.orderBy('created_at', 'desc').orderBy('id', 'desc'), filter.page, filter.limit, counts);
}

export async function findCulture(db: Db, id: number): Promise<CultureRow | undefined> {
  return db.selectFrom('cultures').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/**
 * The columns a write stores, for insert and update alike; in an update, undefined leaves a
 * column as it is (Kysely leaves such keys out).
 */
function toRow(values: CultureValues): Insertable<CulturesTable>;
function toRow(values: Partial<CultureValues>): Updateable<CulturesTable>;
function toRow(values: Partial<CultureValues>): Updateable<CulturesTable> {
  return {
    title: values.title,
    category: values.category,
    description: values.description,
    image: values.image,
    gallery: values.gallery,
    videos: values.videos,
    video_url: values.videoUrl,
    en: twinColumn(values.en),
  };
}

export async function insertCulture(db: Db, values: CultureValues): Promise<CultureRow> {
  return db
    .insertInto('cultures')
    .values({ ...toRow(values), ...insertedTwin(values.en) })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Undefined if no culture item has the id. Kysely leaves out columns whose value is undefined. */
export async function updateCulture(db: Db, id: number, values: Partial<CultureValues>): Promise<CultureRow | undefined> {
  return db
    .updateTable('cultures')
    .set({ ...toRow(values), ...twinChangeDates(indonesianTexts(values), values.en), updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function deleteCulture(db: Db, id: number): Promise<boolean> {
  const deleted = await db.deleteFrom('cultures').where('id', '=', id).returning('id').executeTakeFirst();
  return deleted !== undefined;
}

/** Where the translator's list finds them: every culture item, by title, English without title or description only partly written. */
export const CULTURE_TWINS: TwinnedTable = { table: 'cultures', name: 'title', main: ['title', 'description'] };
