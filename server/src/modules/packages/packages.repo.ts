import type { Pagination, TourPackage } from '@island/shared';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import { type CountKeeper, fetchPage } from '../../db/pagination.ts';
import { containsAny } from '../../db/search.ts';
import type { PackagesTable } from '../../db/types.ts';
import { imageUrl } from '../../files/image-urls.ts';
import type { Db } from '../../db/database.ts';

const COLUMNS = [
  'id',
  'name',
  'description',
  'image',
  'duration',
  'min_persons',
  'max_persons',
  'facilities',
  'price',
  'popular',
  'whatsapp_contact',
  'whatsapp_booking_url',
  'created_at',
  'updated_at',
] as const;

const SEARCHED = ['name', 'description'] as const;

export type PackageRow = Pick<Selectable<PackagesTable>, (typeof COLUMNS)[number]>;

/** What a write stores; `image` holds a stored file name. Undefined leaves a column as it is. */
export interface PackageValues {
  name: string;
  description: string;
  image?: string | null;
  duration: string;
  minPersons?: number;
  maxPersons?: number;
  facilities?: string[];
  price?: number;
  popular?: boolean;
  whatsappContact: string;
  whatsappBookingUrl?: string | null;
}

export function toWirePackage(row: PackageRow, baseUrl: string): TourPackage {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: imageUrl(baseUrl, row.image),
    duration: row.duration,
    minPersons: row.min_persons,
    maxPersons: row.max_persons,
    facilities: row.facilities,
    price: row.price,
    popular: row.popular,
    whatsappContact: row.whatsapp_contact,
    whatsappBookingUrl: row.whatsapp_booking_url,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Popular packages first, then the newest; searched over name and description. */
export async function listPackages(
  db: Db,
  filter: { page: number; limit: number; search?: string | undefined },
  counts?: CountKeeper,
): Promise<{ rows: PackageRow[]; pagination: Pagination }> {
  let query = db.selectFrom('packages').select(COLUMNS);
  if (filter.search) {
    const term = filter.search;
    query = query.where((eb) => containsAny(eb, SEARCHED, term));
  }
  const ordered = query.orderBy('popular', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc');
  return fetchPage(db, ordered, filter.page, filter.limit, counts);
}

export async function findPackage(db: Db, id: number): Promise<PackageRow | undefined> {
  return db.selectFrom('packages').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/**
 * The columns a write stores, for insert and update alike; in an update, undefined leaves a
 * column as it is (Kysely leaves such keys out).
 */
function toRow(values: PackageValues): Insertable<PackagesTable>;
function toRow(values: Partial<PackageValues>): Updateable<PackagesTable>;
function toRow(values: Partial<PackageValues>): Updateable<PackagesTable> {
  return {
    name: values.name,
    description: values.description,
    image: values.image,
    duration: values.duration,
    min_persons: values.minPersons,
    max_persons: values.maxPersons,
    facilities: values.facilities,
    price: values.price,
    popular: values.popular,
    whatsapp_contact: values.whatsappContact,
    whatsapp_booking_url: values.whatsappBookingUrl,
  };
}

export async function insertPackage(db: Db, values: PackageValues): Promise<PackageRow> {
  return db
    .insertInto('packages')
    .values(toRow(values))
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Undefined if no package has the id. Kysely leaves out columns whose value is undefined. */
export async function updatePackage(db: Db, id: number, values: Partial<PackageValues>): Promise<PackageRow | undefined> {
  return db
    .updateTable('packages')
    .set({ ...toRow(values), updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function deletePackage(db: Db, id: number): Promise<boolean> {
  const deleted = await db.deleteFrom('packages').where('id', '=', id).returning('id').executeTakeFirst();
  return deleted !== undefined;
}
