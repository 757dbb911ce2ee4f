import { addDays, daysBetween, HOMESTAY_LIMITS, HOMESTAY_TEXTS, formatDay, nightsOf, weekdayOf, type NightState, type RotationPeriod } from '@island/shared';
import { badRequest, conflict } from '../../errors.ts';

// The rules of a stay, with no database: what a night costs, how many units are free, which
// nights are full, and whose turn it is when the village chooses. The service reads the rows and
// hands them here, under the room's lock.

const T = HOMESTAY_TEXTS;

export interface PricedRoom {
  units: number;
  max_persons: number;
  included_persons: number;
  price_per_night: number;
  weekend_price: number | null;
  extra_person_price: number | null;
}

/** Friday and Saturday nights: the nights before a day off, when the weekend price applies. */
function isWeekendNight(night: string): boolean {
  const day = weekdayOf(night);
  return day === 5 || day === 6;
}

/** One unit's price for a night. */
function nightPrice(room: PricedRoom, night: string): number {
  return isWeekendNight(night) && room.weekend_price !== null ? room.weekend_price : room.price_per_night;
}

/**
 * The stay's total: each night's price times the units, plus, each night, every guest beyond
 * the persons the units' price covers at the extra-person price (none when the room has none).
 */
export function stayTotal(room: PricedRoom, checkIn: string, checkOut: string, rooms: number, guests: number): number {
  const extraGuests = Math.max(0, guests - room.included_persons * rooms);
  const extraPerNight = room.extra_person_price === null ? 0 : extraGuests * room.extra_person_price;
  return nightsOf(checkIn, checkOut).reduce((total, night) => total + nightPrice(room, night) * rooms + extraPerNight, 0);
}

/** Whether a room's units hold the guests: units asked within its units, guests within their persons. */
export function fits(room: PricedRoom, rooms: number, guests: number): boolean {
  return rooms <= room.units && guests <= room.max_persons * rooms;
}

/** The nights asked against the island's today: 400 with the field it concerns. */
export function checkStayDates(request: { check_in: string; check_out: string }, today: string): void {
  if (request.check_in < today) throw badRequest('check_in', T.checkInPast);
  if (daysBetween(today, request.check_in) > HOMESTAY_LIMITS.daysAheadMax) throw badRequest('check_in', T.tooFarAhead);
  if (daysBetween(request.check_in, request.check_out) < 1) throw badRequest('check_out', T.checkOutAfterCheckIn);
  if (daysBetween(request.check_in, request.check_out) > HOMESTAY_LIMITS.nightsMax) throw badRequest('check_out', T.tooManyNights(HOMESTAY_LIMITS.nightsMax));
}

/** The request against the room and the island's today: 400 with the field it concerns. */
export function checkStayRequest(room: PricedRoom, request: { check_in: string; check_out: string; rooms: number; guests: number }, today: string): void {
  checkStayDates(request, today);
  if (request.rooms > room.units) throw badRequest('rooms', T.roomsAbove(room.units));
  if (request.guests > room.max_persons * request.rooms) throw badRequest('guests', T.guestsAbove(room.max_persons * request.rooms));
}

/** What the nights of a room hold: units taken by stays, and nights blocked. */
export interface RoomNights {
  units: number;
  taken: ReadonlyMap<string, number>;
  blocked: ReadonlySet<string>;
}

/** Units free on a night: none when blocked. */
export function unitsFree(room: RoomNights, night: string): number {
  if (room.blocked.has(night)) return 0;
  return Math.max(0, room.units - (room.taken.get(night) ?? 0));
}

/** The nights of the range on which fewer than `rooms` units are free. */
export function fullNights(room: RoomNights, checkIn: string, checkOut: string, rooms: number): string[] {
  return nightsOf(checkIn, checkOut).filter((night) => unitsFree(room, night) < rooms);
}

/** Units free on every night of the range. */
export function unitsFreeThroughout(room: RoomNights, checkIn: string, checkOut: string): number {
  return Math.min(...nightsOf(checkIn, checkOut).map((night) => unitsFree(room, night)));
}

/** The 409 a visitor reads: the nights that are full, in words. */
export function nightsFullError(nights: readonly string[]) {
  return conflict('check_in', T.nightsFull(nights.map((night) => formatDay(night)).join(', ')));
}

/** Units taken per night by stays (each stay takes its units from check-in up to check-out). */
export function takenByNight(stays: readonly { check_in: string; check_out: string; rooms: number }[]): Map<string, number> {
  const taken = new Map<string, number>();
  for (const stay of stays) for (const night of nightsOf(stay.check_in, stay.check_out)) taken.set(night, (taken.get(night) ?? 0) + stay.rooms);
  return taken;
}

/** The house as a whole on a night: closed when every room is blocked, full, few (a quarter or 1 left), free. */
export function nightState(free: number, units: number, allBlocked: boolean): NightState {
  if (allBlocked) return 'closed';
  if (free === 0) return 'full';
  if (free <= Math.max(1, Math.floor(units / 4))) return 'few';
  return 'free';
}

// ---------------------------------------------------------------------------------------------
// Whose turn it is ("Pilihkan homestay")

/** The rotation period a night falls in, `[from, to)`: its calendar month, or its season of three months. */
export function rotationPeriodOf(night: string, period: RotationPeriod = 'month'): { from: string; to: string } {
  const year = night.slice(0, 4);
  const month = Number(night.slice(5, 7));
  const first = period === 'quarter' ? month - ((month - 1) % 3) : month;
  const from = `${year}-${String(first).padStart(2, '0')}-01`;
  const months = period === 'quarter' ? 3 : 1;
  let to = from;
  for (let i = 0; i < months; i++) to = `${addDays(to, 32).slice(0, 7)}-01`;
  return { from, to };
}

export interface Household {
  homestayId: number;
  /** Guest-nights of its stays that take nights, in the rotation period. */
  guestNights: number;
  /** When its last stay was made; null: never (it has waited longest). */
  lastStayAt: Date | null;
}

/**
 * The household whose turn it is: the fewest guest-nights in the period, then the one that has
 * waited longest since its last stay, then the oldest homestay (a stable order, never chance).
 */
export function householdsInTurn<H extends Household>(households: readonly H[]): H[] {
  return [...households].sort(
    (a, b) =>
      a.guestNights - b.guestNights ||
      (a.lastStayAt?.getTime() ?? Number.NEGATIVE_INFINITY) - (b.lastStayAt?.getTime() ?? Number.NEGATIVE_INFINITY) ||
      a.homestayId - b.homestayId,
  );
}
