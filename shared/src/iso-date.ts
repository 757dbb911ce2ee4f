/**
 * Calendar dates as `YYYY-MM-DD` texts: a booking is for a day on the island, not an instant, so
 * dates are compared and counted as texts and days, never through the machine's own time zone.
 */

import { formatterFor, localeOf } from './format.ts';

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a real calendar date (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const TODAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** Today's date in a time zone (an IANA name such as 'Asia/Makassar'). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  const format = formatterFor(TODAY_FORMATS, timeZone, () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }));
  return format.format(now);
}

const CLOCK_FORMATS = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall clock in a time zone at an instant, `YYYY-MM-DDTHH:MM` (24 h): what a clock on the
 * island shows, compared as text with other times of that clock (a trip's start, a deadline).
 */
export function wallClockIn(timeZone: string, instant: Date): string {
  const format = formatterFor(CLOCK_FORMATS, timeZone, () =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  );
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

const DAY_MS = 86_400_000;

/**
 * UTC midnight of a `YYYY-MM-DD` date, in milliseconds, from its three numbers: parsing the text
 * through `Date` cost a booking calendar of 120 days an eighth of its server time. Out-of-range
 * days roll over as `Date` rolls them (the 30th of February is the 2nd of March).
 */
function utcMidnight(date: string): number {
  const time = new Date(0).setUTCFullYear(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  if (Number.isNaN(time)) throw new RangeError(`not a date: ${date}`);
  return time;
}

function twoDigits(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** The `YYYY-MM-DD` text of a UTC midnight. */
function isoDateAt(time: number): string {
  const value = new Date(time);
  return `${String(value.getUTCFullYear()).padStart(4, '0')}-${twoDigits(value.getUTCMonth() + 1)}-${twoDigits(value.getUTCDate())}`;
}

/** The date `days` after (or before, when negative) a date. */
export function addDays(date: string, days: number): string {
  return isoDateAt(utcMidnight(date) + days * DAY_MS);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday, as JavaScript counts them (1970-01-01 was a Thursday). */
export function weekdayOf(date: string): number {
  return (((utcMidnight(date) / DAY_MS + 4) % 7) + 7) % 7;
}

/** Every date from `from` to `to`, both included. */
export function datesFrom(from: string, to: string): string[] {
  const dates: string[] = [];
  const last = utcMidnight(to);
  for (let time = utcMidnight(from); time <= last; time += DAY_MS) dates.push(isoDateAt(time));
  return dates;
}

/** The first and last date of a month given as `YYYY-MM`. */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addDays(addDays(from, 32).slice(0, 8) + '01', -1) };
}

const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date in words with its weekday (`Kamis, 26 November 2026`; `Thursday, 26 November
 * 2026`), the same wherever it is shown: read as UTC so no zone moves it to the day before.
 */
export function formatDay(date: string, language: 'id' | 'en' = 'id'): string {
  const format = formatterFor(
    DAY_FORMATS,
    language,
    () => new Intl.DateTimeFormat(localeOf(language), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  );
  return format.format(new Date(`${date}T00:00:00Z`));
}
