import { type Homestay, type HomestayRoom, type MapPlace, NIGHT_TAKING_STATUSES, type Stay, type stayListInput } from '@island/shared';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { CountKeeper } from '../../db/pagination.ts';
import { fetchPage } from '../../db/pagination.ts';
import type { RowOf } from '../../db/row-of.ts';
import type { HomestayRoomsTable, StaysTable } from '../../db/types.ts';
import { insertedTwin, twinAnswer, twinChangeDates, twinColumn } from '../../db/english-twin.ts';
import { imageUrl, imageUrls } from '../../files/image-urls.ts';
import { newStayCode } from './stay-codes.ts';

// ---------------------------------------------------------------------------------------------
// Homestays

function selectHomestays(db: Db) {
  return db
    .selectFrom('homestays as h')
    .innerJoin('msmes as m', 'm.id', 'h.msme_id')
    .select([
      'h.id',
      'h.msme_id',
      // The partner's owner account: who may edit the homestay besides staff.
      'm.user_id as owner_id',
      'h.name',
      'h.slug',
      'h.host_name',
      'h.address',
      'h.latitude',
      'h.longitude',
      'h.description',
      'h.house_rules',
      'h.en',
      'h.id_changed_at',
      'h.en_changed_at',
      'h.photos',
      'h.check_in_time',
      'h.check_out_time',
      'h.facilities',
      'h.whatsapp',
      'h.published',
      'h.created_at',
      'h.updated_at',
    ]);
}

export type HomestayRow = RowOf<typeof selectHomestays>;
export type RoomRow = Selectable<HomestayRoomsTable>;

/** A homestay as answered; `rooms` with their units free for the dates asked (null without dates). */
export function toWireHomestay(row: HomestayRow, rooms: readonly HomestayRoom[], baseUrl: string, dated: { available: boolean; fromPrice: number | null } | null): Homestay {
  const active = rooms.filter((room) => room.active);
  return {
    id: row.id,
    msme_id: row.msme_id,
    name: row.name,
    slug: row.slug,
    host_name: row.host_name,
    address: row.address,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    description: row.description,
    house_rules: row.house_rules,
    en: (() => {
      const twin = twinAnswer(row);
      return twin && { name: twin.name ?? null, description: twin.description ?? null, house_rules: twin.house_rules ?? null, outdated: twin.outdated };
    })(),
    photos: imageUrls(baseUrl, row.photos),
    check_in_time: row.check_in_time,
    check_out_time: row.check_out_time,
    facilities: {
      breakfast: row.facilities.breakfast ?? false,
      cooling: row.facilities.cooling ?? 'fan',
      bathroom: row.facilities.bathroom ?? 'shared',
      electricity_hours: row.facilities.electricity_hours ?? null,
      drinking_water: row.facilities.drinking_water ?? true,
    },
    whatsapp: row.whatsapp,
    published: row.published,
    rooms: [...rooms],
    from_price: dated ? dated.fromPrice : active.length > 0 ? Math.min(...active.map((room) => room.price_per_night)) : null,
    available: dated ? dated.available : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toWireRoom(row: RoomRow, baseUrl: string, unitsFree: number | null): HomestayRoom {
  return {
    id: row.id,
    homestay_id: row.homestay_id,
    name: row.name,
    name_en: row.en?.name ?? null,
    units: row.units,
    beds: row.beds,
    max_persons: row.max_persons,
    included_persons: row.included_persons,
    price_per_night: row.price_per_night,
    weekend_price: row.weekend_price,
    extra_person_price: row.extra_person_price,
    photos: imageUrls(baseUrl, row.photos),
    active: row.active,
    units_free: unitsFree,
  };
}

/** Published homestays by name, a page at a time (staff see unpublished ones too). */
export async function listHomestays(db: Db, page: { page: number; limit: number }, options: { publishedOnly: boolean; ownerId?: number }, counts?: CountKeeper) {
  let query = selectHomestays(db);
  if (options.publishedOnly) query = query.where('h.published', '=', true);
  if (options.ownerId !== undefined) query = query.where('m.user_id', '=', options.ownerId);
  return fetchPage(db, query.orderBy('h.name').orderBy('h.id'), page.page, page.limit, counts);
}

const MAP_HOMESTAYS = 200;

/**
 * Published homestays that have a position, as the island map's pins (kind 'homestay', linking
 * to `/homestay/<slug>`). A village has a handful of host households; the cap keeps the map's
 * answer bounded should a catalogue ever grow past what a pin per house can show.
 */
export async function listHomestayPlaces(db: Db, baseUrl: string): Promise<MapPlace[]> {
  const rows = await db
    .selectFrom('homestays')
    .select(['id', 'slug', 'name', sql<string | null>`en->>'name'`.as('name_en'), sql<string | null>`photos[1]`.as('photo'), 'latitude', 'longitude'])
    .where('published', '=', true)
    .where('latitude', 'is not', null)
    .where('longitude', 'is not', null)
    .orderBy('name')
    .orderBy('id')
    .limit(MAP_HOMESTAYS)
    .execute();
  return rows.map((row) => ({
    kind: 'homestay',
    id: row.id,
    title: row.name,
    title_en: row.name_en || null,
    image: imageUrl(baseUrl, row.photo),
    lat: Number(row.latitude),
    lng: Number(row.longitude),
    homestay: { slug: row.slug },
  }));
}

/** By id, or by slug when the reference is text. */
export async function findHomestay(db: Db, ref: number | string): Promise<HomestayRow | undefined> {
  const query = selectHomestays(db);
  return (typeof ref === 'number' ? query.where('h.id', '=', ref) : query.where('h.slug', '=', ref)).executeTakeFirst();
}

export async function roomsOf(db: Db, homestayIds: readonly number[]): Promise<RoomRow[]> {
  if (homestayIds.length === 0) return [];
  return db.selectFrom('homestay_rooms').selectAll().where('homestay_id', 'in', homestayIds).orderBy('price_per_night').orderBy('id').execute();
}

export async function findRoom(db: Db, id: number): Promise<(RoomRow & { owner_id: number | null; homestay_name: string; published: boolean }) | undefined> {
  return db
    .selectFrom('homestay_rooms as r')
    .innerJoin('homestays as h', 'h.id', 'r.homestay_id')
    .innerJoin('msmes as m', 'm.id', 'h.msme_id')
    .selectAll('r')
    .select(['m.user_id as owner_id', 'h.name as homestay_name', 'h.published'])
    .where('r.id', '=', id)
    .executeTakeFirst();
}

export interface HomestayValues {
  msme_id?: number;
  name?: string;
  slug?: string;
  host_name?: string;
  address?: string;
  latitude?: number | null;
  longitude?: number | null;
  description?: string;
  house_rules?: string | null;
  en?: object | null;
  photos?: string[];
  check_in_time?: string;
  check_out_time?: string;
  facilities?: object;
  whatsapp?: string;
  published?: boolean;
}

/** Wire values → columns, one function for insert and update; left out stays left out. */
function toRow(values: HomestayValues) {
  const { en: _en, facilities, ...plain } = values;
  return { ...plain, ...(facilities === undefined ? {} : { facilities: JSON.stringify(facilities) }) };
}

export async function insertHomestay(db: Db, values: HomestayValues & { msme_id: number; name: string; slug: string; host_name: string; address: string; description: string; whatsapp: string }): Promise<number> {
  const { id } = await db
    .insertInto('homestays')
    .values({ ...toRow(values), ...insertedTwin(values.en) } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateHomestay(db: Db, id: number, values: HomestayValues): Promise<boolean> {
  const indonesian = { name: values.name, description: values.description, house_rules: values.house_rules };
  const result = await db
    .updateTable('homestays')
    .set({ ...toRow(values), en: twinColumn(values.en), ...twinChangeDates(indonesian, values.en), updated_at: sql`now()` } as never)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteHomestay(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('homestays').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('homestays').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function homestayOfMsme(db: Db, msmeId: number): Promise<{ id: number } | undefined> {
  return db.selectFrom('homestays').select('id').where('msme_id', '=', msmeId).executeTakeFirst();
}

export async function findPartner(db: Db, msmeId: number): Promise<{ user_id: number | null; category: string } | undefined> {
  return db.selectFrom('msmes').select(['user_id', 'category']).where('id', '=', msmeId).executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------
// Rooms and blocked nights

export interface RoomValues {
  homestay_id?: number;
  name?: string;
  en?: { name?: string | null } | null;
  units?: number;
  beds?: number;
  max_persons?: number;
  included_persons?: number;
  price_per_night?: number;
  weekend_price?: number | null;
  extra_person_price?: number | null;
  photos?: string[];
  active?: boolean;
}

function toRoomRow(values: RoomValues) {
  const { en, ...plain } = values;
  return { ...plain, ...(en === undefined ? {} : { en: en && en.name ? JSON.stringify({ name: en.name }) : null }) };
}

export async function insertRoom(db: Db, values: RoomValues & { homestay_id: number; name: string; max_persons: number; included_persons: number; price_per_night: number }): Promise<RoomRow> {
  return db.insertInto('homestay_rooms').values(toRoomRow(values) as never).returningAll().executeTakeFirstOrThrow();
}

export async function updateRoom(db: Db, id: number, values: RoomValues): Promise<RoomRow | undefined> {
  return db
    .updateTable('homestay_rooms')
    .set({ ...toRoomRow(values), updated_at: sql`now()` } as never)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteRoom(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('homestay_rooms').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Blocks a night (again: a new reason; a night the outside calendar blocked becomes the owner's, which no sync removes); the row is the audit's. */
export async function blockNight(db: Db, values: { room_id: number; night: string; reason: string | null; created_by: number }) {
  return db
    .insertInto('homestay_blocked_nights')
    .values(values)
    .onConflict((c) => c.columns(['room_id', 'night']).doUpdateSet({ reason: values.reason, source: 'hand', created_by: values.created_by }))
    .returning(['id', 'room_id', sql<string>`night::text`.as('night'), 'reason'])
    .executeTakeFirstOrThrow();
}

export async function freeNight(db: Db, roomId: number, night: string) {
  return db
    .deleteFrom('homestay_blocked_nights')
    .where('room_id', '=', roomId)
    .where('night', '=', night)
    .returning(['id', 'room_id', sql<string>`night::text`.as('night'), 'reason'])
    .executeTakeFirst();
}

/** Stays that take nights of these rooms within `[from, to)`, and the blocked nights there. */
export async function nightsOfRooms(db: Db, roomIds: readonly number[], from: string, to: string) {
  if (roomIds.length === 0) return { stays: [], blocked: [] };
  const stays = await db
    .selectFrom('stays')
    .select(['id', 'room_id', sql<string>`check_in::text`.as('check_in'), sql<string>`check_out::text`.as('check_out'), 'rooms'])
    .where('room_id', 'in', roomIds)
    .where('status', 'in', NIGHT_TAKING_STATUSES)
    .where('check_in', '<', to)
    .where('check_out', '>', from)
    .execute();
  const blocked = await db
    .selectFrom('homestay_blocked_nights')
    .select(['room_id', sql<string>`night::text`.as('night')])
    .where('room_id', 'in', roomIds)
    .where('night', '>=', from)
    .where('night', '<', to)
    .execute();
  return { stays, blocked };
}

/** The nights within `[from, to)` that these rooms' outside calendars block (`room_id night` keys), for the tape chart. */
export async function importedNightsOfRooms(db: Db, roomIds: readonly number[], from: string, to: string): Promise<Set<string>> {
  if (roomIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('homestay_blocked_nights')
    .select(['room_id', sql<string>`night::text`.as('night')])
    .where('room_id', 'in', roomIds)
    .where('source', '=', 'ical')
    .where('night', '>=', from)
    .where('night', '<', to)
    .execute();
  return new Set(rows.map((row) => `${row.room_id} ${row.night}`));
}

// ---------------------------------------------------------------------------------------------
// Stays

function selectStays(db: Db) {
  return db
    .selectFrom('stays as s')
    .select([
      's.id',
      's.code',
      's.key_hash',
      's.homestay_id',
      's.room_id',
      's.homestay_name',
      's.room_name',
      sql<string>`s.check_in::text`.as('check_in'),
      sql<string>`s.check_out::text`.as('check_out'),
      's.nights',
      's.rooms',
      's.guests',
      's.customer_name',
      's.customer_phone',
      's.customer_email',
      's.special_requests',
      's.total_price',
      's.status',
      's.payment_status',
      's.chosen_by_village',
      's.choice_confirmed',
      's.choice_reason',
      's.status_reason',
      's.notes',
      's.cancelled_by',
      's.created_at',
      's.updated_at',
    ]);
}

export type StayRow = RowOf<typeof selectStays>;

export function toWireStay(row: StayRow | Selectable<StaysTable>): Stay {
  return {
    id: row.id,
    code: row.code,
    homestay_id: row.homestay_id,
    room_id: row.room_id,
    homestay_name: row.homestay_name,
    room_name: row.room_name,
    check_in: String(row.check_in),
    check_out: String(row.check_out),
    nights: row.nights,
    rooms: row.rooms,
    guests: row.guests,
    customer_name: row.customer_name,
    customer_phone: row.customer_phone,
    customer_email: row.customer_email,
    special_requests: row.special_requests,
    total_price: Number(row.total_price),
    status: row.status,
    payment_status: row.payment_status,
    chosen_by_village: row.chosen_by_village,
    choice_confirmed: row.choice_confirmed,
    choice_reason: row.choice_reason,
    status_reason: row.status_reason,
    notes: row.notes,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function findStay(db: Db, id: number): Promise<StayRow | undefined> {
  return selectStays(db).where('s.id', '=', id).executeTakeFirst();
}

export async function findStayByCode(db: Db, code: string): Promise<StayRow | undefined> {
  return selectStays(db).where('s.code', '=', code).executeTakeFirst();
}

/** Newest first; an owner's list holds only their own homestay's stays. */
export async function listStays(db: Db, input: z.output<typeof stayListInput>, ownerId?: number) {
  let query = selectStays(db);
  if (ownerId !== undefined) {
    query = query.where('s.homestay_id', 'in', (eb) =>
      eb.selectFrom('homestays as h').innerJoin('msmes as m', 'm.id', 'h.msme_id').select('h.id').where('m.user_id', '=', ownerId),
    );
  }
  if (input.status) query = query.where('s.status', '=', input.status);
  if (input.homestay_id) query = query.where('s.homestay_id', '=', input.homestay_id);
  if (input.to) query = query.where('s.check_in', '<', input.to);
  if (input.from) query = query.where('s.check_out', '>', input.from);
  return fetchPage(db, query.orderBy('s.created_at', 'desc').orderBy('s.id', 'desc'), input.page, input.limit);
}

/** Stays of these rooms with a night in `[from, to)`, for the staff's grid. */
export async function staysOfRooms(db: Db, roomIds: readonly number[], from: string, to: string): Promise<StayRow[]> {
  if (roomIds.length === 0) return [];
  return selectStays(db).where('s.room_id', 'in', roomIds).where('s.check_in', '<', to).where('s.check_out', '>', from).orderBy('s.check_in').orderBy('s.id').execute();
}

export type StayValues = Omit<Insertable<StaysTable>, 'code' | 'check_in' | 'check_out'> & { check_in: string; check_out: string };

/** Inserts with a fresh code (drawn again on the rare collision); the row is the answer and the audit's. */
export async function insertStay(db: Db, values: StayValues): Promise<Selectable<StaysTable>> {
  for (;;) {
    const row = await db
      .insertInto('stays')
      .values({ ...values, code: newStayCode() })
      .onConflict((c) => c.column('code').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row) return { ...row, check_in: values.check_in, check_out: values.check_out };
  }
}

export async function updateStay(db: Db, id: number, changes: Record<string, unknown>): Promise<void> {
  await db
    .updateTable('stays')
    .set({ ...changes, updated_at: sql`now()` } as never)
    .where('id', '=', id)
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Rooms under lock, and the rotation's figures

/** Locks a room's row with its homestay's facts: every stay of that room waits here (decision 0040). */
export async function lockRoom(db: Db, roomId: number) {
  return db
    .selectFrom('homestay_rooms as r')
    .innerJoin('homestays as h', 'h.id', 'r.homestay_id')
    .selectAll('r')
    .select(['h.name as homestay_name', 'h.published'])
    .where('r.id', '=', roomId)
    .forUpdate('r')
    .executeTakeFirst();
}

/**
 * Locks, in id order (so two choosers never wait on each other crosswise), every active room of
 * a published homestay (of one homestay when given) whose units can hold the guests.
 */
export async function lockFittingRooms(db: Db, rooms: number, guests: number, homestayId?: number | null) {
  let query = db
    .selectFrom('homestay_rooms as r')
    .innerJoin('homestays as h', 'h.id', 'r.homestay_id')
    .selectAll('r')
    .select(['h.name as homestay_name', 'h.published'])
    .where('r.active', '=', true)
    .where('h.published', '=', true)
    .where('r.units', '>=', rooms)
    .where(sql<boolean>`r.max_persons * ${rooms} >= ${guests}`);
  if (homestayId) query = query.where('r.homestay_id', '=', homestayId);
  return query.orderBy('r.id').forUpdate('r').execute();
}

/** Per homestay: guest-nights of its night-taking stays that begin in `[from, to)`, and when its last stay was made. */
export async function rotationFigures(db: Db, homestayIds: readonly number[], from: string, to: string) {
  if (homestayIds.length === 0) return [];
  return db
    .selectFrom('stays')
    .select([
      'homestay_id',
      sql<number>`coalesce(sum(guests * nights) filter (where check_in >= ${from} and check_in < ${to}), 0)::int`.as('guest_nights'),
      sql<number>`coalesce(sum(total_price) filter (where check_in >= ${from} and check_in < ${to}), 0)::bigint`.as('income'),
      sql<Date>`max(created_at)`.as('last_stay_at'),
    ])
    .where('homestay_id', 'in', homestayIds)
    .where('status', 'in', NIGHT_TAKING_STATUSES)
    .groupBy('homestay_id')
    .execute();
}

export type LockedRoom = Awaited<ReturnType<typeof lockRoom>> & object;
