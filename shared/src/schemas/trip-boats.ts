import { z } from 'zod';
import { idSchema } from './common.ts';
import { departureTimesOf } from './boat-board.ts';
import type { TransportDirection } from './transportation.ts';

/**
 * A trip's boats: the departure that takes the group to the island and the one that brings it
 * back, each a boat and a time of that boat's timetable. A package holds the usual pair; each
 * booking keeps its own copy, which staff may change, so that a delay or a cancellation reaches
 * the passengers of that boat and the day's manifest says who goes on which.
 */
export const TRIP_BOAT_TEXTS = {
  legInvalid: 'Pilih kapal dan jamnya',
  timeInvalid: 'Jam kapal harus berformat HH:MM',
  boatUnknown: 'Kapal tidak ditemukan',
  outDirection: 'Kapal berangkat harus kapal ke pulau',
  backDirection: 'Kapal pulang harus kapal dari pulau',
  timeNotScheduled: 'Jam ini tidak ada di jadwal keberangkatan kapal itu',
  saved: 'Kapal booking disimpan',
} as const;

const T = TRIP_BOAT_TEXTS;

/** The two legs, and the direction each must go. */
export const TRIP_LEGS = { out: 'to_island', back: 'from_island' } as const satisfies Record<string, TransportDirection>;
export type TripLeg = keyof typeof TRIP_LEGS;

const timeSchema = z
  .string({ error: T.timeInvalid })
  .trim()
  .max(5, T.timeInvalid)
  // "7.30" as people write it is 07:30.
  .overwrite((value) => value.replace(/^(\d{1,2})[.:](\d{2})$/, (_, h: string, m: string) => `${h.padStart(2, '0')}:${m}`))
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, T.timeInvalid);

/** One leg as a form sends it; null for none, left out to keep what is stored. */
export const boatLegInput = z.object({ transportationId: idSchema, time: timeSchema }, { error: T.legInvalid }).nullable().optional();
export type BoatLegInput = z.output<typeof boatLegInput>;

/** One leg as read: the boat's name and its two ends beside the time. */
export const boatLegSchema = z.object({
  transportationId: z.number().int(),
  time: z.string(),
  name: z.string(),
  fromPlace: z.string(),
  toPlace: z.string(),
});
export type BoatLeg = z.infer<typeof boatLegSchema>;

/** PUT /api/bookings/:id/boats: staff put a booking on other boats (null: none). */
export const bookingBoatsInput = z.object({ id: idSchema, boat_out: boatLegInput, boat_back: boatLegInput });
export type BookingBoatsInput = z.input<typeof bookingBoatsInput>;

/** What a boat must be for a leg: going the leg's way, with the time in its timetable. */
export interface LegBoat {
  direction: TransportDirection;
  departureTime: string;
}

/** Why a leg cannot be that boat at that time, or null when it can. */
export function legProblem(leg: TripLeg, boat: LegBoat | undefined, time: string): string | null {
  if (!boat) return T.boatUnknown;
  if (boat.direction !== TRIP_LEGS[leg]) return leg === 'out' ? T.outDirection : T.backDirection;
  if (!departureTimesOf(boat.departureTime).includes(time)) return T.timeNotScheduled;
  return null;
}
