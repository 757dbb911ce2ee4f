import { type Pagination, type Product, type ProductCategory, PRODUCT_ENGLISH_TEXTS, type ProductEnglishStored } from '@island/shared';
import { sql, type Insertable, type Updateable } from 'kysely';
import { type CountKeeper, fetchPage } from '../../db/pagination.ts';
import { containsAny } from '../../db/search.ts';
import type { ProductsTable } from '../../db/types.ts';
import { imageUrl } from '../../files/image-urls.ts';
import type { Db } from '../../db/database.ts';
import type { RowOf } from '../../db/row-of.ts';
import type { TwinnedTable } from '../../db/needing-english.ts';
import { englishSearched, insertedTwin, twinAnswer, twinChangeDates, twinColumn } from '../../db/english-twin.ts';

const COLUMNS = [
  'products.id',
  'products.msme_id',
  'products.name',
  'products.description',
  'products.category',
  'products.price',
  'products.image',
  'products.material',
  'products.durability',
  'products.delivery_time',
  'products.en',
  'products.id_changed_at',
  'products.en_changed_at',
  'products.created_at',
  'products.updated_at',
] as const;

/** The seller's side of a product (sellerInfo), read in the same query. */
const SELLER_COLUMNS = [
  'msmes.brand as seller_brand',
  'msmes.whatsapp as seller_whatsapp',
  'msmes.shopee as seller_shopee',
  'msmes.instagram as seller_instagram',
  'msmes.tiktok as seller_tiktok',
  // The seller's owner account: who may manage the product (never sent).
  'msmes.user_id as owner_id',
] as const;

/**
 * Searched in both languages: an English page's search finds the English, and the Indonesian as
 * well (migration 0037's index is on the same expression). Qualified, since msmes has a
 * description too (and, once twinned, an English one).
 */
export const PRODUCT_SEARCHED_TEXTS = ['products.name', 'products.description', ...englishSearched(PRODUCT_ENGLISH_TEXTS, 'products')] as const;

/** What a write stores; `image` holds a stored file name. Undefined leaves a column as it is. */
export interface ProductValues {
  msmeId: number;
  name: string;
  description: string;
  category: ProductCategory;
  price: number;
  image?: string | null;
  material: string;
  durability: string;
  deliveryTime: string;
  /** The English twin as stored (`twinOf` makes it from the input); null removes it. */
  en?: ProductEnglishStored | null;
}

/** The Indonesian texts a visitor reads, by column: a change to any of them leaves the English behind. */
function indonesianTexts(values: Partial<ProductValues>): Record<string, unknown> {
  return { name: values.name, description: values.description };
}

/** The one mapping from a write's values to columns, for insert and update alike. */
function toRow(values: ProductValues): Insertable<ProductsTable>;
function toRow(values: Partial<ProductValues>): Updateable<ProductsTable>;
function toRow(values: Partial<ProductValues>): Updateable<ProductsTable> {
  return {
    msme_id: values.msmeId,
    name: values.name,
    description: values.description,
    category: values.category,
    price: values.price,
    image: values.image,
    material: values.material,
    durability: values.durability,
    delivery_time: values.deliveryTime,
    en: twinColumn(values.en),
  };
}

function selectProducts(db: Db) {
  return db.selectFrom('products').innerJoin('msmes', 'msmes.id', 'products.msme_id').select(COLUMNS).select(SELLER_COLUMNS);
}

export type ProductRow = RowOf<typeof selectProducts>;

export function toWireProduct(row: ProductRow, baseUrl: string): Product {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    description: row.description,
    image: imageUrl(baseUrl, row.image),
    category: row.category,
    material: row.material,
    durability: row.durability,
    deliveryTime: row.delivery_time,
    msme_id: row.msme_id,
    sellerInfo: {
      brand: row.seller_brand,
      whatsapp: row.seller_whatsapp,
      shopee: row.seller_shopee,
      instagram: row.seller_instagram,
      tiktok: row.seller_tiktok,
    },
    en: twinAnswer(row),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export interface ProductFilter {
  page: number;
  limit: number;
  search?: string | undefined;
  category?: ProductCategory | undefined;
  msme_id?: number | undefined;
  /** Only products of the MSMEs this account owns. */
  user_id?: number | undefined;
}

/** Newest first, with the seller's details; filtered by search, category and seller. */
export async function listProducts(db: Db, filter: ProductFilter, counts?: CountKeeper): Promise<{ rows: ProductRow[]; pagination: Pagination }> {
  let query = selectProducts(db);
  if (filter.search) {
    const term = filter.search;
    query = query.where((eb) => containsAny(eb, PRODUCT_SEARCHED_TEXTS, term));
  }
  if (filter.category) query = query.where('products.category', '=', filter.category);
  if (filter.msme_id !== undefined) query = query.where('products.msme_id', '=', filter.msme_id);
  if (filter.user_id !== undefined) query = query.where('msmes.user_id', '=', filter.user_id);
  const ordered = query.orderBy('products.created_at', 'desc').orderBy('products.id', 'desc');
  return fetchPage(db, ordered, filter.page, filter.limit, counts);
}

export async function findProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  return selectProducts(db).where('products.id', '=', id).executeTakeFirst();
}

/** A few other products of the same seller or the same category; the seller's own first. */
export async function listRelatedProducts(db: Db, product: ProductRow, limit: number): Promise<ProductRow[]> {
  return selectProducts(db)
    .where('products.id', '<>', product.id)
    .where((eb) => eb.or([eb('products.msme_id', '=', product.msme_id), eb('products.category', '=', product.category)]))
    .orderBy(sql`products.msme_id = ${product.msme_id}`, 'desc')
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id', 'desc')
    .limit(limit)
    .execute();
}

export async function insertProduct(db: Db, values: ProductValues): Promise<number> {
  const { id } = await db
    .insertInto('products')
    .values({ ...toRow(values), ...insertedTwin(values.en) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** False if no product has the id. Kysely leaves out columns whose value is undefined. */
export async function updateProduct(db: Db, id: number, values: Partial<ProductValues>): Promise<boolean> {
  const updated = await db
    .updateTable('products')
    .set({ ...toRow(values), ...twinChangeDates(indonesianTexts(values), values.en), updated_at: sql`now()` })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

export async function deleteProduct(db: Db, id: number): Promise<boolean> {
  const deleted = await db.deleteFrom('products').where('id', '=', id).returning('id').executeTakeFirst();
  return deleted !== undefined;
}

/** Where the translator's list finds them: every product (all are shown), by name, English without name or description only partly written. */
export const PRODUCT_TWINS: TwinnedTable = { table: 'products', name: 'name', main: PRODUCT_ENGLISH_TEXTS };
