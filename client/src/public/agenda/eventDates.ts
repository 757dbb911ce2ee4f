import { type IslandEvent, type Language, localeOf } from '@island/shared';

/**
 * Event dates are calendar days on the island (YYYY-MM-DD), not instants: they are formatted as
 * UTC days so a visitor's own time zone never moves them to the day before.
 */
function day(value: string, language: Language, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
}

/**
 * `Sab, 5 Des 2026` or `5–7 Des 2026`: the occurrence shown (a yearly event's next one). A span
 * is the locale's own range, which names the first day's year when it differs (`30 Des 2026 – 2 Jan 2027`).
 */
export function eventDateText(event: Pick<IslandEvent, 'nextStartsOn' | 'nextEndsOn'>, language: Language): string {
  if (event.nextStartsOn === event.nextEndsOn) return day(event.nextStartsOn, language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  return new Intl.DateTimeFormat(localeOf(language), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatRange(
    new Date(`${event.nextStartsOn}T00:00:00Z`),
    new Date(`${event.nextEndsOn}T00:00:00Z`),
  );
}

export function eventTimeText(event: Pick<IslandEvent, 'startTime' | 'endTime'>, allDay: string): string {
  if (!event.startTime) return allDay;
  return event.endTime ? `${event.startTime}–${event.endTime}` : event.startTime;
}

/** `Desember 2026`. */
export function monthText(month: string, language: Language): string {
  return day(`${month}-01`, language, { month: 'long', year: 'numeric' });
}

/** The month (YYYY-MM) `offset` months after `month`. */
export function shiftMonth(month: string, offset: number): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + offset);
  return date.toISOString().slice(0, 7);
}

/** First and last day of a month, for the list's `from`/`to`. */
export function monthSpan(month: string): { from: string; to: string } {
  const last = new Date(`${shiftMonth(month, 1)}-01T00:00:00Z`);
  last.setUTCDate(0);
  return { from: `${month}-01`, to: last.toISOString().slice(0, 10) };
}
