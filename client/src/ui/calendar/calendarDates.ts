import { addDays, type FormatLanguage, formatDay, isIsoDate, localeOf } from '@island/shared';

/**
 * Calendar days as `YYYY-MM-DD` strings, the form the server reads and answers, laid out as
 * months for the calendars. The arithmetic is the shared one (`shared/src/iso-date.ts`), on UTC
 * dates, so a day never shifts with the browser's time zone or a clock change.
 */
export type Day = string;
/** `YYYY-MM`. */
export type Month = string;

function utc(day: Day): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** A real `YYYY-MM-DD` date (the shared rule the server checks with). */
export function isDay(value: string | null | undefined): value is Day {
  return typeof value === 'string' && isIsoDate(value);
}

export { addDays };

/** The calendar day on the device's clock (the visitor's or the desk's), not UTC's. */
export function today(): Day {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export function monthOf(day: Day): Month {
  return day.slice(0, 7);
}

export function firstOfMonth(month: Month): Day {
  return `${month}-01`;
}

export function lastOfMonth(month: Month): Day {
  return addDays(firstOfMonth(addMonths(month, 1)), -1);
}

export function addMonths(month: Month, count: number): Month {
  const [y, m] = month.split('-').map(Number);
  const index = y! * 12 + (m! - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Monday 1 … Sunday 7 (ISO), the week as an Indonesian calendar prints it. */
export function isoWeekday(day: Day): number {
  return ((utc(day).getUTCDay() + 6) % 7) + 1;
}

/** The month's weeks, Monday first; days outside the month are null. */
export function monthWeeks(month: Month): (Day | null)[][] {
  const first = firstOfMonth(month);
  const last = lastOfMonth(month);
  const weeks: (Day | null)[][] = [];
  let week: (Day | null)[] = Array.from({ length: isoWeekday(first) - 1 }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

export type CalendarLanguage = FormatLanguage;

/** 'November 2026' / 'November 2026' in the page's language. */
export function monthTitle(month: Month, language: CalendarLanguage): string {
  return new Intl.DateTimeFormat(localeOf(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc(firstOfMonth(month)));
}

/** 'Sen', 'Sel', … (or 'Mon', 'Tue', …), Monday first. */
export function weekdayNames(language: CalendarLanguage, width: 'short' | 'long' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(localeOf(language), { weekday: width, timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(utc(addDays('2024-01-01', i))));
}

/** 'Rab, 25 Nov 2026': a table's column. */
export function shortDay(day: Day, language: CalendarLanguage): string {
  return new Intl.DateTimeFormat(localeOf(language), { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(utc(day));
}

/** 'Min, 6 Des': a day of the month the reader is looking at. */
export function dayOfMonth(day: Day, language: CalendarLanguage): string {
  return new Intl.DateTimeFormat(localeOf(language), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(utc(day));
}

/** 'Rabu, 25 November 2026', the shared way every booking date is written. */
export function longDay(day: Day, language: CalendarLanguage): string {
  return formatDay(day, language);
}
