/**
 * A room's calendars in step with Airbnb and Booking.com (decision 0041): the export a host
 * pastes into them (RFC 5545, through ical-generator as the agenda's files), and the reading of
 * their exports (through node-ical) into the nights they hold.
 */

import { addDays } from '@island/shared';
import ical, { ICalCalendarMethod } from 'ical-generator';
import nodeIcal from 'node-ical';

/** The export covers the nights from a month back (a stay under way) to eighteen months ahead, as far as the platforms sell. */
export const EXPORT_DAYS_BACK = 30;
export const EXPORT_DAYS_AHEAD = 540;

/** Imported busy nights are read from today up to two years ahead; older and later ones are ignored. */
const IMPORT_DAYS_AHEAD = 730;
/** The most busy events one outside calendar may hold (a host's feed has tens): beyond it, the file is refused. */
const IMPORT_MAX_EVENTS = 5000;

const utcDate = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
};

/** Runs of consecutive nights: `[first night, the morning after the last)`, as iCalendar's exclusive DTEND. */
function nightRuns(nights: readonly string[]): { start: string; end: string }[] {
  const sorted = [...new Set(nights)].sort();
  const runs: { start: string; end: string }[] = [];
  for (const night of sorted) {
    const last = runs.at(-1);
    if (last && last.end === night) last.end = addDays(night, 1);
    else runs.push({ start: night, end: addDays(night, 1) });
  }
  return runs;
}

export interface RoomExportOptions {
  roomId: number;
  /** For the calendar's name and the events' unique ids. */
  roomName: string;
  homestayName: string;
  origin: string;
  siteName: string;
  now: Date;
}

/**
 * The room's nights without a free unit (taken by stays, or blocked by hand or by an imported
 * calendar) as all-day events, consecutive nights joined, "Not available" as Airbnb's and
 * Booking.com's own exports say. Nothing about guests: the file is read by other platforms.
 * A room of several units is busy on a night only when none is free, so a platform selling the
 * room stops only when the village has nothing left.
 */
export function roomCalendarOf(busyNights: readonly string[], options: RoomExportOptions): string {
  const calendar = ical({
    name: `${options.homestayName} – ${options.roomName}`,
    prodId: { company: options.siteName, product: 'homestay-room', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // A hint for the platforms: ask again within the hour.
    ttl: 60 * 60,
  });
  const host = new URL(options.origin).hostname;
  for (const run of nightRuns(busyNights)) {
    calendar.createEvent({
      // By room and first night: the same run keeps its id from one read to the next.
      id: `room-${options.roomId}-${run.start}@${host}`,
      start: utcDate(run.start),
      end: utcDate(run.end),
      allDay: true,
      summary: 'Not available',
      stamp: options.now,
    });
  }
  return calendar.toString();
}

/** An imported calendar's busy nights, and how many of its events were read. */
export interface ImportedNights {
  events: number;
  nights: string[];
}

/** Why a file was not read as a calendar (shown to the owner). */
export class CalendarParseError extends Error {}

/** A parsed DATE or DATE-TIME as the island's date: a date-only value by the local date node-ical made it at, a time by the island's clock. */
function islandDateOf(value: Date & { dateOnly?: boolean }, timeZone: string): string {
  if (value.dateOnly) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(value);
}

/**
 * The nights an outside calendar holds from `today` to IMPORT_DAYS_AHEAD: every VEVENT that is
 * not cancelled or transparent (free time), from its start date up to its end date (exclusive,
 * as Airbnb and Booking.com write DTEND: the check-out day), an event without an end being one
 * night. Whatever its summary says ("Reserved", "Not available", "Airbnb (Not available)"), a
 * listed event is a night sold or closed there. Events are counted once by their UID (a feed
 * that repeats one changes nothing). Repeating events are read at their first occurrence only:
 * the platforms' exports never repeat, and expanding a rule would have no bound.
 */
export function importedNightsOf(text: string, today: string, timeZone: string): ImportedNights {
  const body = text.replace(/^\uFEFF/, '').trimStart();
  if (!/^BEGIN:VCALENDAR/i.test(body)) throw new CalendarParseError('Bukan berkas iCalendar (tidak diawali BEGIN:VCALENDAR)');
  let parsed: nodeIcal.CalendarResponse;
  try {
    parsed = nodeIcal.sync.parseICS(body);
  } catch {
    throw new CalendarParseError('Berkas iCalendar rusak dan tidak dapat dibaca');
  }
  const horizon = addDays(today, IMPORT_DAYS_AHEAD);
  const nights = new Set<string>();
  const seen = new Set<string>();
  for (const component of Object.values(parsed)) {
    if (!component || component.type !== 'VEVENT') continue;
    const event = component as nodeIcal.VEvent;
    if (event.status === 'CANCELLED' || event.transparency === 'TRANSPARENT') continue;
    if (!(event.start instanceof Date) || Number.isNaN(event.start.getTime())) continue;
    const uid = event.uid || `${event.start.toISOString()}/${event.end instanceof Date ? event.end.toISOString() : ''}`;
    if (seen.has(uid)) continue;
    seen.add(uid);
    if (seen.size > IMPORT_MAX_EVENTS) throw new CalendarParseError(`Lebih dari ${IMPORT_MAX_EVENTS} acara dalam satu kalender`);
    const start = islandDateOf(event.start, timeZone);
    const end = event.end instanceof Date && !Number.isNaN(event.end.getTime()) ? islandDateOf(event.end, timeZone) : addDays(start, 1);
    // A timed event within one day still closes that night.
    const last = end > start ? end : addDays(start, 1);
    for (let night = start < today ? today : start; night < last && night < horizon; night = addDays(night, 1)) nights.add(night);
  }
  return { events: seen.size, nights: [...nights].sort() };
}
