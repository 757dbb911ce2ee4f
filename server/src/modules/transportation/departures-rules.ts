import { addDays, type Departure, DEPARTURE_DAYS_AHEAD } from '@island/shared';
import type { DepartureStatusRow } from './departures.repo.ts';

/** Staff announce changes from today up to DEPARTURE_DAYS_AHEAD; the past is history. */
export function isAnnounceable(date: string, today: string): boolean {
  return date >= today && date <= addDays(today, DEPARTURE_DAYS_AHEAD);
}

/** The audit trail's view of a row: what a clerk would compare (not the ids nor the clock). */
export function departureSnapshot(row: DepartureStatusRow | undefined) {
  return row ? { date: row.date, time: row.time, status: row.status, new_time: row.new_time, reason: row.reason, note: row.note } : undefined;
}

/** How the trail names a departure: the boat, its time and its day ("KM Bulo Indah 14:00, 2026-11-27"). */
export function departureName(boat: string, date: string, time: string): string {
  return `${boat} ${time}, ${date}`;
}

/** A day's departures in time order; a stable sort, so boats keep the order staff added them within one time. */
export function inTimeOrder(departures: Departure[]): Departure[] {
  return departures.sort((a, b) => a.time.localeCompare(b.time));
}
