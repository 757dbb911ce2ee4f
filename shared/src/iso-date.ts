import { localeOf } from './format.ts';

/**
 * Calendar dates as `YYYY-MM-DD` texts: a booking is for a day on the island, not an instant, so
 * dates are compared and counted as texts and days, never through the machine's own time zone.
 */

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a real calendar date (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today's date in a time zone (an IANA name such as 'Asia/Makassar'). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The date `days` after (or before, when negative) a date. */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** 0 = Sunday … 6 = Saturday, as JavaScript counts them. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Every date from `from` to `to`, both included. */
export function datesFrom(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
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
  let format = DAY_FORMATS.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    DAY_FORMATS.set(language, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}
