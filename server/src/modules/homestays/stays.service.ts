import {
  HOMESTAY_TEXTS,
  isSiteRunner,
  NIGHT_TAKING_STATUSES,
  normalizeWhatsApp,
  stayPagePath,
  addDays,
  type BookingStatus,
  type Stay,
  type StayCreated,
  type StayGrid,
  type Rotation,
  type VisitorStay,
  type stayAssignInput,
  type stayCreateInput,
  type stayGridInput,
  type stayListInput,
  type stayStatusInput,
  nightsOf,
  type RotationPeriod,
} from '@island/shared';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { StaysTable } from '../../db/types.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { islandToday } from '../../clock/island-today.ts';
import { sendLater } from '../../mail/send-later.ts';
import type { Context } from '../../trpc/context.ts';
import { type Actor, assertMayActOn } from '../../trpc/ownership.ts';
import {
  findHomestay,
  findStay,
  findStayByCode,
  importedNightsOfRooms,
  insertStay,
  listHomestays,
  listStays,
  lockFittingRooms,
  lockRoom,
  roomsOf,
  rotationFigures,
  staysOfRooms,
  type LockedRoom,
  type StayRow,
  toWireStay,
  updateStay,
} from './homestays.repo.ts';
import { roomNightsOf } from './homestays.service.ts';
import { hashStayKey, newStayKey, stayKeyMatches } from './stay-codes.ts';
import { newStayNotice, stayCreatedMail } from './stays.mail.ts';
import { noticeHost } from './stay-host-notice.ts';
import { readSettingsCategory } from '../settings/settings.repo.ts';
import { checkStayDates, checkStayRequest, fits, fullNights, householdsInTurn, nightsFullError, rotationPeriodOf, stayTotal } from './stay-rules.ts';

const T = HOMESTAY_TEXTS;
type Request = z.output<typeof stayCreateInput>;

function isTaking(status: BookingStatus): boolean {
  return (NIGHT_TAKING_STATUSES as readonly string[]).includes(status);
}

/** The nights of a room still free for the request, under its lock; the 409 names the full ones. */
async function assertNightsFree(trx: Db, room: LockedRoom, request: { check_in: string; check_out: string; rooms: number }, exceptStayId?: number): Promise<void> {
  const held = (await roomNightsOf(trx, [room], request.check_in, request.check_out, exceptStayId)).get(room.id)!;
  const full = fullNights(held, request.check_in, request.check_out, request.rooms);
  if (full.length > 0) throw nightsFullError(full);
}

function stayValues(room: LockedRoom, request: Request, keyHash: string, chosenByVillage: boolean) {
  return {
    key_hash: keyHash,
    homestay_id: room.homestay_id,
    room_id: room.id,
    homestay_name: room.homestay_name,
    room_name: room.name,
    check_in: request.check_in,
    check_out: request.check_out,
    nights: nightsOf(request.check_in, request.check_out).length,
    rooms: request.rooms,
    guests: request.guests,
    customer_name: request.customer_name,
    customer_phone: request.customer_phone,
    customer_email: request.customer_email ?? null,
    special_requests: request.special_requests ?? null,
    // Always the server's: a total sent by the client is never read.
    total_price: stayTotal(room, request.check_in, request.check_out, request.rooms, request.guests),
    chosen_by_village: chosenByVillage,
    choice_confirmed: !chosenByVillage,
  };
}

/**
 * The household whose turn it is, among those with a fitting room free every night (the rooms
 * are locked, in id order): fewest guest-nights in the check-in's rotation period, then who
 * waited longest; within it, the room with the lowest total.
 */
async function chooseRoom(trx: Db, request: Request, rotation: RotationPeriod): Promise<LockedRoom> {
  const candidates = await lockFittingRooms(trx, request.rooms, request.guests, request.homestay_id);
  const held = await roomNightsOf(trx, candidates, request.check_in, request.check_out);
  const free = candidates.filter((room) => fits(room, request.rooms, request.guests) && fullNights(held.get(room.id)!, request.check_in, request.check_out, request.rooms).length === 0);
  if (free.length === 0) throw conflict('check_in', T.noneFree);
  const homestayIds = [...new Set(free.map((room) => room.homestay_id))];
  const period = rotationPeriodOf(request.check_in, rotation);
  const figures = await rotationFigures(trx, homestayIds, period.from, period.to);
  const [turn] = householdsInTurn(
    homestayIds.map((homestayId) => {
      const figure = figures.find((f) => f.homestay_id === homestayId);
      return { homestayId, guestNights: figure?.guest_nights ?? 0, lastStayAt: figure?.last_stay_at ? new Date(figure.last_stay_at) : null };
    }),
  );
  const total = (room: LockedRoom) => stayTotal(room, request.check_in, request.check_out, request.rooms, request.guests);
  return free.filter((room) => room.homestay_id === turn!.homestayId).sort((a, b) => total(a) - total(b) || a.id - b.id)[0]!;
}

/** What the visitor's page shows of a stay: with the house's address, times and the host's WhatsApp. */
async function toVisitorStay(db: Db, row: StayRow | Selectable<StaysTable>, today: string): Promise<VisitorStay> {
  const house = row.homestay_id === null ? undefined : await findHomestay(db, row.homestay_id);
  const { id: _id, notes: _notes, choice_reason: _reason, ...stay } = toWireStay(row);
  return {
    ...stay,
    homestay_slug: house?.slug ?? null,
    address: house?.address ?? null,
    location: house && house.latitude !== null && house.longitude !== null ? { lat: Number(house.latitude), lng: Number(house.longitude) } : null,
    check_in_time: house?.check_in_time ?? null,
    check_out_time: house?.check_out_time ?? null,
    host_whatsapp: house ? normalizeWhatsApp(house.whatsapp) : null,
    can_cancel: (row.status === 'pending' || row.status === 'confirmed') && String(row.check_in) >= today,
  };
}

/**
 * A visitor's stay: the room's row is locked, its nights checked and the stay inserted in one
 * transaction (decision 0040), so of twenty requests for the last unit one is booked and the
 * others told which nights are full. Without a room the village chooses the household.
 */
export async function createStay(ctx: Context, request: Request): Promise<StayCreated> {
  const today = islandToday(ctx);
  const key = newStayKey();
  checkStayDates(request, today);
  const inserted = await inTransaction(ctx.db, async (trx) => {
    let room: LockedRoom;
    if (request.room_id) {
      const locked = await lockRoom(trx, request.room_id);
      if (!locked || !locked.published) throw notFound(T.roomNotFound);
      if (!locked.active) throw conflict('room_id', T.roomClosed);
      checkStayRequest(locked, request, today);
      await assertNightsFree(trx, locked, request);
      room = locked;
    } else {
      room = await chooseRoom(trx, request, await rotationPeriodSet(trx));
    }
    const row = await insertStay(trx, stayValues(room, request, hashStayKey(key), !request.room_id && !request.homestay_id));
    ctx.recordWritten?.(row);
    return row;
  });
  const url = stayPagePath(inserted.code, key);
  const stay = toWireStay(inserted);
  if (stay.customer_email) sendLater(ctx, stayCreatedMail(stay.customer_email, stay, `${ctx.baseUrl}${url}`), { stayCode: stay.code });
  if (ctx.config.notifyEmail) sendLater(ctx, newStayNotice(ctx.config.notifyEmail, stay, `${ctx.baseUrl}/admin/homestay`), { stayCode: stay.code });
  if (!stay.chosen_by_village) await noticeHost(ctx, stay);
  return { ...(await toVisitorStay(ctx.db, inserted, today)), id: inserted.id, key, url };
}

async function stayWithKey(ctx: Context, access: { code: string; k: string }): Promise<StayRow> {
  const row = await findStayByCode(ctx.db, access.code);
  if (!row || !stayKeyMatches(access.k, row.key_hash)) throw notFound(T.stayNotFound);
  return row;
}

export async function readVisitorStay(ctx: Context, access: { code: string; k: string }): Promise<VisitorStay> {
  return toVisitorStay(ctx.db, await stayWithKey(ctx, access), islandToday(ctx));
}

/** The visitor cancels a pending or confirmed stay before its check-in day (409 after: the village cancels then). */
export async function cancelStayByVisitor(ctx: Context, access: { code: string; k: string }): Promise<VisitorStay> {
  const today = islandToday(ctx);
  const before = await stayWithKey(ctx, access);
  const visitor = await toVisitorStay(ctx.db, before, today);
  if (!visitor.can_cancel) throw conflict('status', T.cancelSettled);
  await updateStay(ctx.db, before.id, { status: 'cancelled', cancelled_by: 'visitor' });
  return toVisitorStay(ctx.db, (await findStay(ctx.db, before.id))!, today);
}

// ---------------------------------------------------------------------------------------------
// Staff and owners

/** The owner whose stays a caller may see: none for staff (all), their own id for an msme owner. */
function ownerFilter(user: Actor): number | undefined {
  return isSiteRunner(user.role) ? undefined : user.id;
}

export async function readStays(ctx: Context & { user: Actor }, input: z.output<typeof stayListInput>) {
  const { rows, pagination } = await listStays(ctx.db, input, ownerFilter(ctx.user));
  return { stays: rows.map(toWireStay), pagination };
}

/** One stay: staff any, an owner only their own homestay's (404 otherwise: another's guests stay unseen). */
export async function readStay(ctx: Context & { user: Actor }, id: number): Promise<Stay> {
  const row = await findStay(ctx.db, id);
  if (!row) throw notFound(T.stayNotFound);
  if (!isSiteRunner(ctx.user.role)) {
    const house = row.homestay_id === null ? undefined : await findHomestay(ctx.db, row.homestay_id);
    if (!house || house.owner_id !== ctx.user.id) throw notFound(T.stayNotFound);
  }
  return toWireStay(row);
}

/**
 * Status, payment, reason and notes. A cancelled or no-show stay brought back takes its nights
 * again: checked under the room's lock like a new one.
 */
export async function changeStayStatus(ctx: Context, input: z.output<typeof stayStatusInput>): Promise<Stay> {
  await inTransaction(ctx.db, async (trx) => {
    const before = await findStay(trx, input.id);
    if (!before) throw notFound(T.stayNotFound);
    if (input.status && isTaking(input.status) && !isTaking(before.status) && before.room_id !== null) {
      const room = await lockRoom(trx, before.room_id);
      if (room) await assertNightsFree(trx, room, before, before.id);
    }
    await updateStay(trx, input.id, {
      ...(input.status ? { status: input.status, cancelled_by: input.status === 'cancelled' ? 'staff' : null } : {}),
      ...(input.payment_status ? { payment_status: input.payment_status } : {}),
      ...(input.reason !== undefined ? { status_reason: input.reason } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
    });
  });
  return toWireStay((await findStay(ctx.db, input.id))!);
}

/**
 * Staff keep the household the village proposed, or move the stay to another room (its nights
 * checked under that room's lock, the total computed again); the reason stays in the row and the
 * audit trail.
 */
export async function assignStay(ctx: Context, input: z.output<typeof stayAssignInput>): Promise<Stay> {
  // Whether a household now learns of guests: a first confirmation, or a move to another room.
  const hostNews = await inTransaction(ctx.db, async (trx) => {
    const before = await findStay(trx, input.id);
    if (!before) throw notFound(T.stayNotFound);
    if (!input.room_id || input.room_id === before.room_id) {
      await updateStay(trx, input.id, { choice_confirmed: true, ...(input.reason ? { choice_reason: input.reason } : {}) });
      return !before.choice_confirmed;
    }
    const room = await lockRoom(trx, input.room_id);
    if (!room) throw badRequest('room_id', T.roomNotFound);
    if (!room.active) throw conflict('room_id', T.roomClosed);
    if (!fits(room, before.rooms, before.guests)) throw badRequest('room_id', T.guestsAbove(room.max_persons * before.rooms));
    if (isTaking(before.status)) await assertNightsFree(trx, room, before, before.id);
    await updateStay(trx, input.id, {
      homestay_id: room.homestay_id,
      room_id: room.id,
      homestay_name: room.homestay_name,
      room_name: room.name,
      total_price: stayTotal(room, before.check_in, before.check_out, before.rooms, before.guests),
      choice_confirmed: true,
      choice_reason: input.reason,
    });
    return true;
  });
  const stay = toWireStay((await findStay(ctx.db, input.id))!);
  // The household now hosting the village's choice hears of it (decided by staff, not proposed).
  if (hostNews && isTaking(stay.status)) await noticeHost(ctx, stay);
  return stay;
}

/** The front desk's tape chart: rooms by nights, with the stays and blocks; an owner sees only their house. */
export async function readGrid(ctx: Context & { user: Actor }, input: z.output<typeof stayGridInput>): Promise<StayGrid> {
  const to = addDays(input.from, input.days);
  const ownerId = ownerFilter(ctx.user);
  const { rows: houses } = await listHomestays(ctx.db, { page: 1, limit: 100 }, { publishedOnly: false, ownerId });
  const shown = input.homestay_id ? houses.filter((house) => house.id === input.homestay_id) : houses;
  if (input.homestay_id && shown.length === 0) {
    const house = await findHomestay(ctx.db, input.homestay_id);
    if (!house) throw notFound(T.notFound);
    assertMayActOn(ctx.user, house.owner_id, T.notYours);
  }
  const rooms = await roomsOf(ctx.db, shown.map((house) => house.id));
  const held = await roomNightsOf(ctx.db, rooms, input.from, to);
  const stays = await staysOfRooms(ctx.db, rooms.map((room) => room.id), input.from, to);
  const imported = await importedNightsOfRooms(ctx.db, rooms.map((room) => room.id), input.from, to);
  const nights = nightsOf(input.from, to);
  return {
    from: input.from,
    to,
    rooms: rooms.map((room) => {
      const house = shown.find((h) => h.id === room.homestay_id)!;
      return {
        room_id: room.id,
        homestay_id: room.homestay_id,
        homestay_name: house.name,
        room_name: room.name,
        units: room.units,
        nights: nights.map((date) => ({
          date,
          taken: held.get(room.id)!.taken.get(date) ?? 0,
          blocked: held.get(room.id)!.blocked.has(date),
          imported: imported.has(`${room.id} ${date}`),
          stay_ids: stays.filter((s) => s.room_id === room.id && isTaking(s.status) && s.check_in <= date && date < s.check_out).map((s) => s.id),
        })),
      };
    }),
    stays: stays.map(toWireStay),
  };
}

/** The rotation period staff set (a month until they choose). */
async function rotationPeriodSet(db: Db): Promise<RotationPeriod> {
  // The base address only makes picture URLs absolute; this category has none.
  return (await readSettingsCategory(db, '', 'homestay')).rotation_period;
}

/** The rotation page: per household the period's guest-nights and income, and whose turn is next. */
export async function readRotation(ctx: Context, month: string | undefined): Promise<Rotation> {
  const setting = await rotationPeriodSet(ctx.db);
  const period = rotationPeriodOf(month ? `${month}-01` : islandToday(ctx), setting);
  const { rows: houses } = await listHomestays(ctx.db, { page: 1, limit: 100 }, { publishedOnly: true });
  const figures = await rotationFigures(ctx.db, houses.map((house) => house.id), period.from, period.to);
  const households = houses.map((house) => {
    const figure = figures.find((f) => f.homestay_id === house.id);
    return {
      homestayId: house.id,
      guestNights: figure?.guest_nights ?? 0,
      lastStayAt: figure?.last_stay_at ? new Date(figure.last_stay_at) : null,
      income: Number(figure?.income ?? 0),
      house,
    };
  });
  const next = householdsInTurn(households)[0]?.homestayId;
  return {
    period: setting,
    from: period.from,
    to: period.to,
    households: households.map((h) => ({
      homestay_id: h.homestayId,
      name: h.house.name,
      host_name: h.house.host_name,
      guest_nights: h.guestNights,
      income: h.income,
      last_stay_at: h.lastStayAt?.toISOString() ?? null,
      next: h.homestayId === next,
    })),
  };
}
