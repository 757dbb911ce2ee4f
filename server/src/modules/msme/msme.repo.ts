import type { Msme, MsmeCategory, MsmeEnglishStored, Pagination } from '@island/shared';
import { type Kysely, sql, type Insertable, type Updateable } from 'kysely';
import { type CountKeeper, fetchPage } from '../../db/pagination.ts';
import { containsAny } from '../../db/search.ts';
import type { DB, MsmesTable } from '../../db/types.ts';
import { imageUrl, imageUrls } from '../../files/image-urls.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db } from '../../db/database.ts';
import type { RowOf } from '../../db/row-of.ts';
import type { TwinnedTable } from '../../db/needing-english.ts';
import { insertedTwin, twinAnswer, twinChangeDates, twinColumn } from '../../db/english-twin.ts';

const COLUMNS = [
  'msmes.id',
  'msmes.user_id',
  'msmes.brand',
  'msmes.business_name',
  'msmes.owner_name',
  'msmes.description',
  'msmes.category',
  'msmes.address',
  'msmes.phone',
  'msmes.whatsapp',
  'msmes.email',
  'msmes.instagram',
  'msmes.shopee',
  'msmes.facebook',
  'msmes.tiktok',
  'msmes.website',
  'msmes.logo',
  'msmes.banner',
  'msmes.gallery',
  'msmes.en',
  'msmes.id_changed_at',
  'msmes.en_changed_at',
  'msmes.created_at',
  'msmes.updated_at',
] as const;

/**
 * Searched by the business's names; the migration indexes exactly this expression. Names have no
 * English twin, so an English page's search finds them as they are.
 */
const SEARCHED = ['brand', 'business_name'] as const;

/** What a write stores; images hold stored file names. Undefined leaves a column as it is. */
export interface MsmeValues {
  userId?: number | null;
  brand: string;
  businessName?: string | null;
  ownerName?: string | null;
  description: string;
  category?: MsmeCategory;
  address?: string | null;
  phone: string;
  whatsapp?: string | null;
  email?: string | null;
  instagram?: string | null;
  shopee?: string | null;
  facebook?: string | null;
  tiktok?: string | null;
  website?: string | null;
  logo?: string | null;
  banner?: string | null;
  gallery?: string[];
  /** The English twin as stored (`twinOf` makes it from the input); null removes it. */
  en?: MsmeEnglishStored | null;
}

/** The Indonesian text a visitor reads: a change to it leaves the English behind. */
function indonesianTexts(values: Partial<MsmeValues>): Record<string, unknown> {
  return { description: values.description };
}

/** The one mapping from a write's values to columns, for insert and update alike. */
function toRow(values: MsmeValues): Insertable<MsmesTable>;
function toRow(values: Partial<MsmeValues>): Updateable<MsmesTable>;
function toRow(values: Partial<MsmeValues>): Updateable<MsmesTable> {
  return {
    user_id: values.userId,
    brand: values.brand,
    business_name: values.businessName,
    owner_name: values.ownerName,
    description: values.description,
    category: values.category,
    address: values.address,
    phone: values.phone,
    whatsapp: values.whatsapp,
    email: values.email,
    instagram: values.instagram,
    shopee: values.shopee,
    facebook: values.facebook,
    tiktok: values.tiktok,
    website: values.website,
    logo: values.logo,
    banner: values.banner,
    gallery: values.gallery,
    en: twinColumn(values.en),
  };
}

/** An MSME with its owner's account state and its product count, in one query. */
function selectMsmes(db: Db) {
  return db
    .selectFrom('msmes')
    .leftJoin('users', 'users.id', 'msmes.user_id')
    .select(COLUMNS)
    .select((eb) => [
      eb.fn.coalesce('users.is_active', sql<boolean>`false`).as('owner_active'),
      eb
        .selectFrom('products')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('products.msme_id', '=', 'msmes.id')
        .as('product_count'),
    ]);
}

export type MsmeRow = RowOf<typeof selectMsmes>;

export function toWireMsme(row: MsmeRow, baseUrl: string): Msme {
  return {
    id: row.id,
    brand: row.brand,
    businessName: row.business_name,
    ownerName: row.owner_name,
    description: row.description,
    category: row.category,
    address: row.address,
    phone: row.phone,
    whatsapp: row.whatsapp,
    email: row.email,
    instagram: row.instagram,
    shopee: row.shopee,
    facebook: row.facebook,
    tiktok: row.tiktok,
    website: row.website,
    logo: imageUrl(baseUrl, row.logo),
    banner: imageUrl(baseUrl, row.banner),
    gallery: imageUrls(baseUrl, row.gallery),
    user_id: row.user_id,
    is_active: row.owner_active,
    productCount: row.product_count ?? 0,
    en: twinAnswer(row),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Newest first; searched by brand and business name; `userId` keeps one owner's. */
export async function listMsmes(
  db: Db,
  filter: { page: number; limit: number; search?: string | undefined; user_id?: number | undefined },
  counts?: CountKeeper,
): Promise<{ rows: MsmeRow[]; pagination: Pagination }> {
  let query = selectMsmes(db);
  if (filter.search) {
    const term = filter.search;
    query = query.where((eb) => containsAny(eb, SEARCHED, term));
  }
  if (filter.user_id !== undefined) query = query.where('msmes.user_id', '=', filter.user_id);
  const ordered = query.orderBy('msmes.created_at', 'desc').orderBy('msmes.id', 'desc');
  return fetchPage(db, ordered, filter.page, filter.limit, counts);
}

export async function findMsme(db: Db, id: number): Promise<MsmeRow | undefined> {
  return selectMsmes(db).where('msmes.id', '=', id).executeTakeFirst();
}

/** The owner of an MSME (null when it has none), or undefined when no MSME has the id. */
export async function findMsmeOwner(db: Db, id: number): Promise<{ user_id: number | null } | undefined> {
  return db.selectFrom('msmes').select('user_id').where('id', '=', id).executeTakeFirst();
}

/** Whether a user owns at least one MSME. */
export async function ownsAnyMsme(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('msmes').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function insertMsme(db: Db, values: MsmeValues): Promise<number> {
  const { id } = await db
    .insertInto('msmes')
    .values({ ...toRow(values), ...insertedTwin(values.en) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** False if no MSME has the id. Kysely leaves out columns whose value is undefined. */
export async function updateMsme(db: Db, id: number, values: Partial<MsmeValues>): Promise<boolean> {
  const updated = await db
    .updateTable('msmes')
    .set({ ...toRow(values), ...twinChangeDates(indonesianTexts(values), values.en), updated_at: sql`now()` })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** Deletes an MSME (its products go with it, by the foreign key); answers how many, or null if none had the id. */
export async function deleteMsme(db: Kysely<DB>, id: number): Promise<{ productsDeleted: number } | null> {
  return inTransaction(db, async (trx) => {
    const counted = await trx
      .selectFrom('products')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('msme_id', '=', id)
      .executeTakeFirstOrThrow();
    const deleted = await trx.deleteFrom('msmes').where('id', '=', id).returning('id').executeTakeFirst();
    return deleted ? { productsDeleted: counted.n } : null;
  });
}

/** Where the translator's list finds them: every UMKM profile (all are public), by brand; the description is the one main text. */
export const MSME_TWINS: TwinnedTable = { table: 'msmes', name: 'brand', main: ['description'] };
