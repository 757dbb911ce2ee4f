/**
 * iCalendar (RFC 5545) files of the calendar: the feed phones and Google Calendar subscribe to
 * (`/agenda.ics`) and one event's "add to calendar" file. Timed events are written in UTC,
 * converted from the island's clock, so no VTIMEZONE block is needed; all-day events are dates.
 */

import { formatterFor, type IslandEvent, type Language } from '@island/shared';
import ical, { ICalCalendarMethod, ICalEventRepeatingFreq } from 'ical-generator';
import { textOf } from '../articles/article-html.ts';
import { addDays } from '../../clock/island-today.ts';

/** One formatter per zone, made once: a feed converts every timed event it lists. */
const WALL_CLOCKS = new Map<string, Intl.DateTimeFormat>();

function wallClockOf(timeZone: string): Intl.DateTimeFormat {
  return formatterFor(
    WALL_CLOCKS,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
  );
}

/** Milliseconds the zone is ahead of UTC at `instant`. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = wallClockOf(timeZone).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - instant;
}

/** The instant a wall-clock time (YYYY-MM-DD, HH:MM) on the island names. */
export function islandInstant(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let instant = wall - zoneOffset(wall, timeZone);
  // Once more, for a zone whose offset changes between the guess and the answer (summer time).
  instant = wall - zoneOffset(instant, timeZone);
  return new Date(instant);
}

const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** Start and end of an event's stored dates (a yearly one repeats them by its rule). */
function spanOf(event: IslandEvent, timeZone: string): { start: Date; end: Date; allDay: boolean } {
  if (!event.startTime) {
    // All day: the end date is exclusive in iCalendar.
    return { start: utcDate(event.startsOn), end: utcDate(addDays(event.endsOn, 1)), allDay: true };
  }
  const start = islandInstant(event.startsOn, event.startTime, timeZone);
  const end = event.endTime
    ? islandInstant(event.endsOn, event.endTime, timeZone)
    : event.endsOn === event.startsOn
      ? start
      : islandInstant(addDays(event.endsOn, 1), '00:00', timeZone);
  return { start, end: end < start ? start : end, allDay: false };
}

export interface CalendarOptions {
  /** The site's address, for event links and unique ids. */
  origin: string;
  siteName: string;
  timeZone: string;
  /** The language of the page the file was taken from: the file's own words follow it. */
  language: Language;
  /** An event's public page. */
  pageOf: (event: IslandEvent) => string;
}

/** The file's own words; an event's title, place and description are the village's (textsIn). */
const CALENDAR_WORDS: Record<Language, { name: (site: string) => string; description: (site: string) => string; price: string; contact: string }> = {
  id: { name: (site) => `Agenda ${site}`, description: (site) => `Acara dan upacara di ${site}`, price: 'Harga', contact: 'Kontak' },
  en: { name: (site) => `${site} events`, description: (site) => `Events and ceremonies on ${site}`, price: 'Price', contact: 'Contact' },
};

/**
 * An event's own texts in the file's language: the English twin where written (decision 0035),
 * otherwise the village's Indonesian as written (a plain-text file has no way to mark it).
 */
function textsIn(event: IslandEvent, language: Language): Pick<IslandEvent, 'title' | 'place' | 'description' | 'price'> {
  const en = language === 'en' ? event.en : null;
  return { title: en?.title || event.title, place: en?.place || event.place, description: en?.description || event.description, price: en?.price || event.price };
}

export function calendarOf(events: readonly IslandEvent[], options: CalendarOptions): string {
  const words = CALENDAR_WORDS[options.language];
  const calendar = ical({
    name: words.name(options.siteName),
    description: words.description(options.siteName),
    prodId: { company: options.siteName, product: 'agenda', language: options.language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    // A hint for subscribing calendars: ask again every few hours.
    ttl: 6 * 60 * 60,
  });
  const host = new URL(options.origin).hostname;
  for (const event of events) {
    const span = spanOf(event, options.timeZone);
    const texts = textsIn(event, options.language);
    const description = textOf(texts.description);
    calendar.createEvent({
      id: `event-${event.id}@${host}`,
      start: span.start,
      end: span.end,
      allDay: span.allDay,
      summary: texts.title,
      description: [description, texts.price ? `${words.price}: ${texts.price}` : '', event.contact ? `${words.contact}: ${event.contact}` : ''].filter(Boolean).join('\n\n'),
      location: event.destinationName && event.destinationName !== event.place ? `${texts.place}, ${event.destinationName}` : texts.place,
      url: options.pageOf(event),
      stamp: new Date(event.updated_at),
      lastModified: new Date(event.updated_at),
      ...(event.yearly ? { repeating: { freq: ICalEventRepeatingFreq.YEARLY } } : {}),
    });
  }
  return calendar.toString();
}
