import { localeOf } from '@island/shared';

/** Month names for the report, in Indonesian (the back-office's language). */
const MONTH = new Intl.DateTimeFormat(localeOf('id'), { month: 'long', timeZone: 'UTC' });

export function monthName(month: number): string {
  return MONTH.format(Date.UTC(2000, month - 1, 1));
}

const SHORT_MONTH = new Intl.DateTimeFormat(localeOf('id'), { month: 'short', timeZone: 'UTC' });

/** "Jan", "Feb"…: a month in a table row, narrow enough for five columns on a phone. */
export function shortMonthName(month: number): string {
  return SHORT_MONTH.format(Date.UTC(2000, month - 1, 1));
}

export const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** The report's period in words: "2026" or "Maret 2026". */
export function periodLabel(year: number, month: number | null): string {
  return month ? `${monthName(month)} ${year}` : String(year);
}

/** A median time to answer: hours under two days, days beyond. */
export function answerTime(hours: number | null): string {
  if (hours === null) return '–';
  if (hours < 1) return 'kurang dari 1 jam';
  if (hours < 48) return `${Math.round(hours)} jam`;
  return `${Math.round(hours / 24)} hari`;
}

const DAY = new Intl.DateTimeFormat(localeOf('id'), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A calendar day (YYYY-MM-DD) as "28 Okt 2026", the same wherever the desk's clock is. */
function dayLabel(date: string): string {
  return DAY.format(new Date(`${date}T00:00:00Z`));
}

/** A range of days in words: "28 Okt 2026 – 26 Nov 2026", or one day. */
export function rangeLabel(from: string, to: string): string {
  return from === to ? dayLabel(from) : `${dayLabel(from)} – ${dayLabel(to)}`;
}
