import { agreedTravelTime, formatTravelTime, type Pagination, type Transportation, type TransportDirection, type TransportStatus, type TransportType } from '@island/shared';
import { type Selectable, sql } from 'kysely';
import { fetchPage } from '../../db/pagination.ts';
import { containsAny } from '../../db/search.ts';
import type { TransportationsTable } from '../../db/types.ts';
import type { Db } from '../../db/database.ts';

const COLUMNS = [
  'id',
  'name',
  'type',
  'status',
  'phone',
  'whatsapp',
  'departure_time',
  'dock_location',
  'direction',
  'from_place',
  'to_place',
  'capacity',
  'price_per_person',
  'duration',
  'travel_minutes',
  'notes',
  'created_at',
  'updated_at',
] as const;

type Row = Pick<Selectable<TransportationsTable>, (typeof COLUMNS)[number]>;

export function toWireTransportation(row: Row): Transportation {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    status: row.status,
    phone: row.phone,
    whatsapp: row.whatsapp,
    departureTime: row.departure_time,
    dockLocation: row.dock_location,
    direction: row.direction,
    fromPlace: row.from_place,
    toPlace: row.to_place,
    capacity: row.capacity,
    pricePerPerson: row.price_per_person,
    duration: row.duration,
    travelMinutes: row.travel_minutes,
    durationEn: row.travel_minutes === null ? null : formatTravelTime(row.travel_minutes, 'en'),
    notes: row.notes,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export interface TransportationFilter {
  page: number;
  limit: number;
  type?: TransportType | undefined;
  search?: string | undefined;
  /** Visitors see active rows only. */
  activeOnly: boolean;
}

export async function listTransportations(
  db: Db,
  filter: TransportationFilter,
): Promise<{ transportations: Transportation[]; pagination: Pagination }> {
  let query = db.selectFrom('transportations').select(COLUMNS);
  if (filter.activeOnly) query = query.where('status', '=', 'active');
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.search) {
    const term = filter.search;
    query = query.where((eb) => containsAny(eb, ['name', 'dock_location'], term));
  }
  query = query.orderBy('created_at', 'desc').orderBy('id', 'desc');
  const { rows, pagination } = await fetchPage(db, query, filter.page, filter.limit);
  return { transportations: rows.map(toWireTransportation), pagination };
}

/** The home page's schedule: every active boat, in the order staff added them. */
export async function listActiveTransportations(db: Db): Promise<Transportation[]> {
  const rows = await activeTransportationsQuery(db).execute();
  return rows.map(toWireTransportation);
}

/** The query of `listActiveTransportations`, for a read that runs it inside a larger one. */
export function activeTransportationsQuery(db: Db) {
  return db.selectFrom('transportations').select(COLUMNS).where('status', '=', 'active').orderBy('created_at').orderBy('id');
}

/**
 * The active boats, held against deletion until the caller's transaction ends: a storm's day
 * writes a row for each, and a boat deleted meanwhile would break that write.
 */
export async function lockActiveTransportations(trx: Db): Promise<Transportation[]> {
  const rows = await activeTransportationsQuery(trx).forShare().execute();
  return rows.map(toWireTransportation);
}

export async function findTransportation(db: Db, id: number): Promise<Transportation | null> {
  const row = await db.selectFrom('transportations').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toWireTransportation(row) : null;
}

export interface TransportationValues {
  name: string;
  type: TransportType;
  status: TransportStatus;
  phone: string;
  whatsapp: string | null;
  departureTime: string;
  dockLocation: string;
  direction: TransportDirection;
  fromPlace: string;
  toPlace: string;
  capacity: number | null;
  pricePerPerson: number | null;
  /** One of the two says how long the crossing takes (the schemas ask for one). */
  duration: string | null;
  travelMinutes?: number | null;
  notes: string | null;
}

/** A PUT may leave type, status, direction and the ends out, to keep the stored ones. */
type KeptIfAbsent = 'type' | 'status' | 'direction' | 'fromPlace' | 'toPlace';
type TransportationForm = Omit<TransportationValues, KeptIfAbsent> & { [K in KeptIfAbsent]?: TransportationValues[K] | undefined };

// Kysely leaves undefined values out of an insert or update, so an absent type or status is kept.
function toRow(values: TransportationForm) {
  // Text and minutes agree on every write, the seed's and an older REST client's included.
  const time = agreedTravelTime(values);
  return {
    name: values.name,
    type: values.type,
    status: values.status,
    phone: values.phone,
    whatsapp: values.whatsapp,
    departure_time: values.departureTime,
    dock_location: values.dockLocation,
    direction: values.direction,
    from_place: values.fromPlace,
    to_place: values.toPlace,
    capacity: values.capacity,
    price_per_person: values.pricePerPerson,
    // The schemas refuse a form that says neither, so the blank is never stored.
    duration: time.duration ?? '',
    travel_minutes: time.travelMinutes,
    notes: values.notes,
  };
}

export async function insertTransportation(db: Db, values: TransportationValues): Promise<Transportation> {
  const row = await db.insertInto('transportations').values(toRow(values)).returning(COLUMNS).executeTakeFirstOrThrow();
  return toWireTransportation(row);
}

/** Replaces the form's fields; a type or status left undefined keeps the stored one. */
export async function updateTransportation(db: Db, id: number, values: TransportationForm): Promise<Transportation | null> {
  const row = await db
    .updateTable('transportations')
    .set({ ...toRow(values), updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? toWireTransportation(row) : null;
}

export async function setTransportationStatus(db: Db, id: number, status: TransportStatus): Promise<Transportation | null> {
  const row = await db
    .updateTable('transportations')
    .set({ status, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? toWireTransportation(row) : null;
}

export async function deleteTransportation(db: Db, id: number): Promise<{ id: number; name: string } | null> {
  const row = await db.deleteFrom('transportations').where('id', '=', id).returning(['id', 'name']).executeTakeFirst();
  return row ?? null;
}
