import { type IslandEvent, type Language, localeOf } from '@island/shared';

/**
 * Event dates are calendar days on the island (YYYY-MM-DD), not instants: they are formatted as
 * UTC days so a visitor's own time zone never moves them to the day before.
 */
function day(value: string, language: Language, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
}

/** `Sab, 5 Des 2026` or `5–7 Des 2026`: the occurrence shown (a yearly event's next one). */
export function eventDateText(event: Pick<IslandEvent, 'nextStartsOn' | 'nextEndsOn'>, language: Language): string {
  const full = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
  if (event.nextStartsOn === event.nextEndsOn) return day(event.nextStartsOn, language, full);
  return `${day(event.nextStartsOn, language, { day: 'numeric', month: 'short' })} – ${day(event.nextEndsOn, language, full)}`;
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
