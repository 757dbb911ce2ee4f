import {
  HOMESTAY_TEXTS,
  isSiteRunner,
  nightsOf,
  type Homestay,
  type HomestayAvailability,
  type homestayAvailabilityInput,
  type homestayCreateInput,
  type homestayListInput,
  type homestayUpdateInput,
  type roomCreateInput,
  type roomUpdateInput,
} from '@island/shared';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/constraint-violations.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import type { Context } from '../../trpc/context.ts';
import { type Actor, assertMayActOn } from '../../trpc/ownership.ts';
import {
  deleteHomestay,
  findHomestay,
  findPartner,
  findRoom,
  homestayOfMsme,
  insertHomestay,
  insertRoom,
  listHomestays,
  nightsOfRooms,
  roomsOf,
  type HomestayRow,
  type RoomRow,
  slugTaken,
  toWireHomestay,
  toWireRoom,
  updateHomestay,
  updateRoom,
} from './homestays.repo.ts';
import { fits, nightState, type RoomNights, takenByNight, unitsFree, unitsFreeThroughout } from './stay-rules.ts';

const T = HOMESTAY_TEXTS;

/** The nights each room holds over `[from, to)`: units taken by stays, and blocked nights. */
export async function roomNightsOf(db: Db, rooms: readonly { id: number; units: number }[], from: string, to: string, exceptStayId?: number): Promise<Map<number, RoomNights>> {
  const held = await nightsOfRooms(
    db,
    rooms.map((room) => room.id),
    from,
    to,
  );
  // A stay moved or brought back does not hold its own nights against itself.
  const stays = held.stays.filter((stay) => stay.id !== exceptStayId);
  const blocked = held.blocked;
  const nights = new Map<number, RoomNights>();
  for (const room of rooms) {
    nights.set(room.id, {
      units: room.units,
      taken: takenByNight(stays.filter((stay) => stay.room_id === room.id)),
      blocked: new Set(blocked.filter((block) => block.room_id === room.id).map((block) => block.night)),
    });
  }
  return nights;
}

/** A homestay answered with its rooms; for a range of nights, which rooms are free and from what price. */
async function answerHomestays(db: Db, baseUrl: string, rows: readonly HomestayRow[], range: { from?: string; to?: string; guests?: number }, withInactive: boolean): Promise<Homestay[]> {
  const allRooms = await roomsOf(db, rows.map((row) => row.id));
  const rooms = withInactive ? allRooms : allRooms.filter((room) => room.active);
  const dated = range.from !== undefined && range.to !== undefined ? { from: range.from, to: range.to } : null;
  const nights = dated ? await roomNightsOf(db, rooms.filter((room) => room.active), dated.from, dated.to) : null;
  return rows.map((row) => {
    const own = rooms.filter((room) => room.homestay_id === row.id);
    const free = (room: RoomRow) => (dated && nights?.get(room.id) ? unitsFreeThroughout(nights.get(room.id)!, dated.from, dated.to) : null);
    const wired = own.map((room) => toWireRoom(room, baseUrl, room.active ? free(room) : 0));
    if (!dated) return toWireHomestay(row, wired, baseUrl, null);
    const guests = range.guests ?? 1;
    // A fitting room: active, free throughout, and its free units can hold the guests.
    const fitting = own.filter((room) => room.active && (free(room) ?? 0) > 0 && fits({ ...room, units: free(room) ?? 0 }, Math.ceil(guests / room.max_persons), guests));
    const fromPrice = fitting.length > 0 ? Math.min(...fitting.map((room) => room.price_per_night)) : null;
    return toWireHomestay(row, wired, baseUrl, { available: fitting.length > 0, fromPrice });
  });
}

/** The public list: published homestays, each with its rooms; with dates, which are free. */
export async function readHomestayList(ctx: Context, input: z.output<typeof homestayListInput>) {
  const { rows, pagination } = await listHomestays(ctx.db, input, { publishedOnly: true }, ctx.keptCounts);
  return { homestays: await answerHomestays(ctx.db, ctx.baseUrl, rows, input, false), pagination };
}

/** Staff see every homestay; an owner only their own. */
export async function readManagedHomestays(ctx: Context & { user: Actor }) {
  const ownerId = isSiteRunner(ctx.user.role) ? undefined : ctx.user.id;
  const { rows, pagination } = await listHomestays(ctx.db, { page: 1, limit: 100 }, { publishedOnly: false, ownerId });
  return { homestays: await answerHomestays(ctx.db, ctx.baseUrl, rows, {}, true), pagination };
}

/** A published homestay by id or slug (404 for an unpublished one, as for an unknown one). */
export async function readHomestay(ctx: Context, ref: number | string): Promise<Homestay> {
  const row = await findHomestay(ctx.db, ref);
  if (!row || !row.published) throw notFound(T.notFound);
  const [answer] = await answerHomestays(ctx.db, ctx.baseUrl, [row], {}, false);
  return answer!;
}

/** Per night and room, the units free; per night the house's state. */
export async function readAvailability(ctx: Context, input: z.output<typeof homestayAvailabilityInput>): Promise<HomestayAvailability> {
  const row = await findHomestay(ctx.db, input.id);
  if (!row || !row.published) throw notFound(T.notFound);
  const rooms = (await roomsOf(ctx.db, [row.id])).filter((room) => room.active);
  const held = await roomNightsOf(ctx.db, rooms, input.from, input.to);
  const nights = nightsOf(input.from, input.to);
  const units = rooms.reduce((sum, room) => sum + room.units, 0);
  return {
    homestay_id: row.id,
    from: input.from,
    to: input.to,
    rooms: rooms.map((room) => ({
      room_id: room.id,
      name: room.name,
      units: room.units,
      nights: nights.map((date) => ({ date, free: unitsFree(held.get(room.id)!, date), blocked: held.get(room.id)!.blocked.has(date) })),
    })),
    nights: nights.map((date) => {
      const free = rooms.reduce((sum, room) => sum + unitsFree(held.get(room.id)!, date), 0);
      const allBlocked = rooms.length === 0 || rooms.every((room) => held.get(room.id)!.blocked.has(date));
      return { date, state: nightState(free, units, allBlocked), free };
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// Staff and owners' writes

/** A homestay the caller may edit: 404 when missing, 403 when another household's. */
async function managedHomestay(db: Db, user: Actor, id: number): Promise<HomestayRow> {
  const row = await findHomestay(db, id);
  if (!row) throw notFound(T.notFound);
  assertMayActOn(user, row.owner_id, T.notYours);
  return row;
}

/** A room the caller may edit, through its homestay's owner. */
export async function managedRoom(db: Db, user: Actor, id: number) {
  const room = await findRoom(db, id);
  if (!room) throw notFound(T.roomNotFound);
  assertMayActOn(user, room.owner_id, T.notYours);
  return room;
}

/** A slug from a name: lower case, ASCII letters and digits, hyphens between. */
function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
  return slug.length >= 3 ? slug : `homestay-${slug || 'baru'}`;
}

async function freeSlug(db: Db, wanted: string, exceptId?: number): Promise<string> {
  if (!(await slugTaken(db, wanted, exceptId))) return wanted;
  for (let n = 2; ; n++) if (!(await slugTaken(db, `${wanted}-${n}`, exceptId))) return `${wanted}-${n}`;
}

function answerOne(ctx: Context, row: HomestayRow) {
  return answerHomestays(ctx.db, ctx.baseUrl, [row], {}, true).then((answers) => answers[0]!);
}

/** A new homestay under an UMKM partner of category homestay, the caller's own unless staff. */
export async function createHomestay(ctx: Context & { user: Actor }, input: z.output<typeof homestayCreateInput>): Promise<Homestay> {
  const partner = await findPartner(ctx.db, input.msme_id);
  if (!partner) throw badRequest('msme_id', T.msmeNotFound);
  assertMayActOn(ctx.user, partner.user_id, T.notYours);
  if (partner.category !== 'homestay') throw badRequest('msme_id', T.msmeNotHomestay);
  if (await homestayOfMsme(ctx.db, input.msme_id)) throw conflict('msme_id', T.msmeHasHomestay);
  if (input.slug && (await slugTaken(ctx.db, input.slug))) throw conflict('slug', T.slugTaken);
  const slug = input.slug ?? (await freeSlug(ctx.db, slugOf(input.name)));
  try {
    const id = await insertHomestay(ctx.db, { ...input, slug });
    return answerOne(ctx, (await findHomestay(ctx.db, id))!);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('slug', T.slugTaken);
    throw error;
  }
}

export async function changeHomestay(ctx: Context & { user: Actor }, input: z.output<typeof homestayUpdateInput>): Promise<Homestay> {
  const { id, ...values } = input;
  await managedHomestay(ctx.db, ctx.user, id);
  if (values.slug && (await slugTaken(ctx.db, values.slug, id))) throw conflict('slug', T.slugTaken);
  await updateHomestay(ctx.db, id, values);
  return answerOne(ctx, (await findHomestay(ctx.db, id))!);
}

/** Staff only: owners unpublish instead (their guests' stays keep their names). */
export async function removeHomestay(ctx: Context & { user: Actor }, id: number): Promise<{ id: number }> {
  if (!isSiteRunner(ctx.user.role)) throw forbidden();
  if (!(await deleteHomestay(ctx.db, id))) throw notFound(T.notFound);
  return { id };
}

export async function createRoom(ctx: Context & { user: Actor }, input: z.output<typeof roomCreateInput>) {
  await managedHomestay(ctx.db, ctx.user, input.homestay_id);
  const row = await insertRoom(ctx.db, { ...input, included_persons: input.included_persons ?? input.max_persons });
  return toWireRoom(row, ctx.baseUrl, null);
}

export async function changeRoom(ctx: Context & { user: Actor }, input: z.output<typeof roomUpdateInput>) {
  const { id, ...values } = input;
  const before = await managedRoom(ctx.db, ctx.user, id);
  const maxPersons = values.max_persons ?? before.max_persons;
  const included = values.included_persons ?? Math.min(before.included_persons, maxPersons);
  if (included > maxPersons) throw badRequest('included_persons', T.included);
  const row = await updateRoom(ctx.db, id, { ...values, included_persons: included });
  if (!row) throw notFound(T.roomNotFound);
  return toWireRoom(row, ctx.baseUrl, null);
}
