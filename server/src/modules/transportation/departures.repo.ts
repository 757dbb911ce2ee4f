import {
  type Departure,
  type DepartureReason,
  type DepartureState,
  departureTimesOf,
  type Transportation,
} from '@island/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { listActiveTransportations } from './transportation.repo.ts';

/** One stored status, its date as text (see DepartureStatusesTable.date). */
export interface DepartureStatusRow {
  id: number;
  transportation_id: number;
  date: string;
  time: string;
  status: DepartureState;
  new_time: string | null;
  reason: DepartureReason | null;
  note: string | null;
  updated_at: Date;
  updated_by: number | null;
}

const COLUMNS = [
  'id',
  'transportation_id',
  sql<string>`date::text`.as('date'),
  'time',
  'status',
  'new_time',
  'reason',
  'note',
  'updated_at',
  'updated_by',
] as const;

/** A boat's departure at a time on a date, with what staff said about it (or as the timetable says); `departed` is the rules' (arrangeDay). */
export function toWireDeparture(boat: Transportation, date: string, time: string, row: DepartureStatusRow | undefined): Departure {
  return {
    transportationId: boat.id,
    name: boat.name,
    type: boat.type,
    dockLocation: boat.dockLocation,
    direction: boat.direction,
    fromPlace: boat.fromPlace,
    toPlace: boat.toPlace,
    duration: boat.duration,
    travelMinutes: boat.travelMinutes,
    durationEn: boat.durationEn,
    date,
    time,
    // Nobody said anything about it that day: as the timetable says, not yet confirmed.
    status: row?.status ?? 'scheduled',
    departed: false,
    newTime: row?.new_time ?? null,
    reason: row?.reason ?? null,
    note: row?.note ?? null,
    updatedAt: row ? row.updated_at.toISOString() : null,
  };
}

const slotKey = (transportationId: number, date: string, time: string) => `${transportationId}/${date}/${time}`;

/** Every departure of every active boat on each date, boat by boat in the order staff added them (the rules order them). */
export async function departuresOn(db: Db, dates: readonly string[]): Promise<Map<string, Departure[]>> {
  const boats = await listActiveTransportations(db);
  const rows = dates.length
    ? ((await db.selectFrom('departure_statuses').select(COLUMNS).where('date', 'in', [...dates]).execute()) as DepartureStatusRow[])
    : [];
  const bySlot = new Map(rows.map((row) => [slotKey(row.transportation_id, row.date, row.time), row]));
  const days = new Map<string, Departure[]>();
  for (const date of dates) {
    const departures = boats.flatMap((boat) =>
      departureTimesOf(boat.departureTime).map((time) => toWireDeparture(boat, date, time, bySlot.get(slotKey(boat.id, date, time)))),
    );
    days.set(date, departures);
  }
  return days;
}

export async function findDepartureStatus(db: Db, transportationId: number, date: string, time: string): Promise<DepartureStatusRow | undefined> {
  return (await db
    .selectFrom('departure_statuses')
    .select(COLUMNS)
    .where('transportation_id', '=', transportationId)
    .where('date', '=', date)
    .where('time', '=', time)
    .executeTakeFirst()) as DepartureStatusRow | undefined;
}

export interface DepartureStatusValues {
  transportationId: number;
  date: string;
  time: string;
  status: DepartureState;
  newTime: string | null;
  reason: DepartureReason | null;
  note: string | null;
  updatedBy: number | null;
}

/** Sets one departure's status: one row per (boat, date, time), replaced on every change. */
export async function saveDepartureStatus(db: Db, values: DepartureStatusValues): Promise<DepartureStatusRow> {
  const changes = {
    status: values.status,
    new_time: values.newTime,
    reason: values.reason,
    note: values.note,
    updated_by: values.updatedBy,
  };
  return (await db
    .insertInto('departure_statuses')
    .values({ transportation_id: values.transportationId, date: values.date, time: values.time, ...changes })
    .onConflict((oc) => oc.columns(['transportation_id', 'date', 'time']).doUpdateSet({ ...changes, updated_at: sql`now()` }))
    .returning(COLUMNS)
    .executeTakeFirstOrThrow()) as DepartureStatusRow;
}
