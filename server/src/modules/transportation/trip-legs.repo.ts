import { type BoatLeg, legProblem, type TripLeg } from '@island/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { findTransportation } from './transportation.repo.ts';

/** The stored columns of a leg: `boat_out_id` and `boat_out_time`, or the pair for the way back. */
const COLUMNS: Record<TripLeg, { id: string; time: string }> = {
  out: { id: 'boat_out_id', time: 'boat_out_time' },
  back: { id: 'boat_back_id', time: 'boat_back_time' },
};

/**
 * A trip's leg read beside the row that names it (a package or a booking, by its alias in the
 * query): the boat's name and two ends with the stored time, as one value; null when the leg names
 * no boat (or its boat was deleted). One lookup by primary key per row, inside the same statement,
 * so it also serves an insert's or update's `returning`.
 */
export function boatLegColumn(table: string, leg: TripLeg): RawBuilder<BoatLeg | null> {
  const id = sql.ref(`${table}.${COLUMNS[leg].id}`);
  const time = sql.ref(`${table}.${COLUMNS[leg].time}`);
  return sql<BoatLeg | null>`(select json_build_object('transportationId', t.id, 'time', ${time}, 'name', t.name, 'fromPlace', t.from_place, 'toPlace', t.to_place) from transportations t where t.id = ${id} and ${time} is not null)`;
}

type LegValue = { transportationId: number; time: string } | null | undefined;

/** A leg's boat column as a form sends the leg: null for none, undefined (left as stored) when left out. */
export function legIdOf(value: LegValue): number | null | undefined {
  return value === undefined ? undefined : (value?.transportationId ?? null);
}

/** A leg's time column, as `legIdOf`. */
export function legTimeOf(value: LegValue): string | null | undefined {
  return value === undefined ? undefined : (value?.time ?? null);
}

/**
 * The first leg that cannot be what a form asks (an unknown boat, one going the other way, a time
 * not in its timetable) with the reason, or null when every leg given can. Legs left out or
 * emptied are not checked.
 */
export async function legRefusal(db: Db, legs: Partial<Record<TripLeg, LegValue>>): Promise<{ leg: TripLeg; message: string } | null> {
  for (const leg of ['out', 'back'] as const) {
    const value = legs[leg];
    if (!value) continue;
    const message = legProblem(leg, (await findTransportation(db, value.transportationId)) ?? undefined, value.time);
    if (message) return { leg, message };
  }
  return null;
}
