import { addDays, type BoardDay, type Departure, DEPARTURE_DAYS_AHEAD, type TransportDirection } from '@island/shared';
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

/** The wall clock in a zone at an instant, 'HH:MM' (24 h), as the timetable writes times. */
export function clockAt(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/** Where the island's clock stands for a day: its 'HH:MM' today, the day's end once it is past, its start before. */
export function clockOnDay(date: string, today: string, clock: string): string {
  if (date === today) return clock;
  return date < today ? '24:00' : '00:00';
}

/** When a departure leaves: its timetable time, or the new time staff gave a delay. */
function leavesAt(d: Pick<Departure, 'status' | 'time' | 'newTime'>): string {
  return d.status === 'delayed' && d.newTime ? d.newTime : d.time;
}

/** Its time (a delay's new time) is past on the day's clock, whatever was said of it. */
function isPast(d: Pick<Departure, 'status' | 'time' | 'newTime'>, clock: string): boolean {
  return leavesAt(d) < clock;
}

/** Left already: its time is past and it was not cancelled (a cancelled one never leaves). */
export function hasDeparted(d: Pick<Departure, 'status' | 'time' | 'newTime'>, clock: string): boolean {
  return d.status !== 'cancelled' && isPast(d, clock);
}

/**
 * The order of the board's two groups. The boats to the island come first while one of them is
 * still to leave; once the morning's boats to the island have all left (or were cancelled, or
 * there are none), the island's visitors look for the way back: the return trips come first.
 */
export function directionOrder(departures: readonly Pick<Departure, 'direction' | 'status' | 'time' | 'newTime'>[], clock: string): TransportDirection[] {
  const toIsland = departures.filter((d) => d.direction === 'to_island' && d.status !== 'cancelled');
  return toIsland.every((d) => hasDeparted(d, clock)) ? ['from_island', 'to_island'] : ['to_island', 'from_island'];
}

/**
 * A day's departures as the board shows them, on the day's clock (clockOnDay): grouped by
 * direction in directionOrder, each group in timetable order with those whose time has passed
 * last (departed, or cancelled: either way no longer to catch). The sort is stable, so boats keep
 * the order staff added them within one time.
 */
export function arrangeDay(departures: readonly Departure[], clock: string): Pick<BoardDay, 'directions' | 'departures'> {
  const marked = departures.map((d) => ({ ...d, departed: hasDeparted(d, clock) }));
  const directions = directionOrder(marked, clock);
  const rank = (d: Departure) => directions.indexOf(d.direction) * 2 + (isPast(d, clock) ? 1 : 0);
  const ordered = marked.sort((a, b) => rank(a) - rank(b) || a.time.localeCompare(b.time));
  return { directions, departures: ordered };
}
