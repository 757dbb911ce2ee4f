// How long a package's trip and a boat's crossing last, as data: numbers that each page writes
// in its own language ("2 hari 1 malam (07.00–17.00)" / "2 days, 1 night (07:00–17:00)",
// "±60 menit" / "about 60 minutes"). Staff enter the numbers; the Indonesian wording is also
// stored as the record's `duration` text, which the REST door has always answered. Texts
// written before the numbers existed (or sent by an older client) are read back into numbers
// where they follow the usual forms; what cannot be read stays text and is shown as written.
import type { FormatLanguage } from './format.ts';

/** A package's length: days (0.5 is half a day), the nights among them, and its hours if set. */
export interface TripLength {
  days: number;
  nights: number;
  /** `HH:MM` on the island's clock, or null when not said. */
  from: string | null;
  to: string | null;
}

/** Half a day, then whole days: what the form offers. */
export const TRIP_DAY_CHOICES = [0.5, 1, 2, 3, 4, 5, 6, 7] as const;
export const TRIP_DAYS_MAX = 30;
export const TRAVEL_MINUTES_MAX = 24 * 60;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a length makes sense: whole days (or a half), fewer nights than days, both hours or a start alone. */
export function isTripLength(length: TripLength): boolean {
  const wholeDays = Number.isInteger(length.days) && length.days >= 1 && length.days <= TRIP_DAYS_MAX;
  const days = length.days === 0.5 || wholeDays;
  const nights = Number.isInteger(length.nights) && length.nights >= 0 && length.nights < Math.max(1, length.days);
  const hours = (length.from === null || CLOCK.test(length.from)) && (length.to === null || (length.from !== null && CLOCK.test(length.to)));
  return days && nights && hours;
}

function clock(value: string, language: FormatLanguage): string {
  return language === 'id' ? value.replace(':', '.') : value;
}

function hoursOf(length: TripLength, language: FormatLanguage): string {
  if (length.from === null) return '';
  if (length.to === null) return language === 'id' ? ` (mulai ${clock(length.from, language)})` : ` (from ${clock(length.from, language)})`;
  return ` (${clock(length.from, language)}–${clock(length.to, language)})`;
}

/** "Setengah hari (14.00–19.00)", "2 hari 1 malam"; "Half day (14:00–19:00)", "2 days, 1 night". */
export function formatTripLength(length: TripLength, language: FormatLanguage): string {
  let days: string;
  if (language === 'id') {
    days = length.days === 0.5 ? 'Setengah hari' : `${length.days} hari${length.nights > 0 ? ` ${length.nights} malam` : ''}`;
  } else {
    const nights = length.nights > 0 ? `, ${length.nights} ${length.nights === 1 ? 'night' : 'nights'}` : '';
    days = length.days === 0.5 ? 'Half day' : `${length.days} ${length.days === 1 ? 'day' : 'days'}${nights}`;
  }
  return days + hoursOf(length, language);
}

const HOURS = /\(\s*(?:mulai|from)?\s*(\d{1,2})[.:](\d{2})(?:\s*[–—-]\s*(\d{1,2})[.:](\d{2}))?\s*\)/i;

function clockOf(hours: string | undefined, minutes: string | undefined): string | null {
  if (hours === undefined || minutes === undefined) return null;
  const value = `${hours.padStart(2, '0')}:${minutes}`;
  return CLOCK.test(value) ? value : null;
}

/**
 * The numbers in a length written as text ("1 hari (06.30–17.00)", "Setengah hari",
 * "2 hari 1 malam", "2 days 1 night"); null when the text says something else.
 */
export function readTripLength(text: string): TripLength | null {
  const words = text.trim();
  const half = /^(setengah hari|half[ -]day)\b/i.test(words);
  const days = /^(\d{1,2})\s*(hari|days?)\b/i.exec(words);
  if (!half && !days) return null;
  const nights = /(\d{1,2})\s*(malam|nights?)\b/i.exec(words);
  const hours = HOURS.exec(words);
  const from = clockOf(hours?.[1], hours?.[2]);
  const to = clockOf(hours?.[3], hours?.[4]);
  // Hours that are written but are no time of day make the text unreadable, not a length without hours.
  if (hours && (from === null || (hours[3] !== undefined && to === null))) return null;
  const length: TripLength = {
    days: half ? 0.5 : Number(days![1]),
    nights: nights ? Number(nights[1]) : 0,
    from,
    to,
  };
  const rest = words.replace(/^(setengah hari|half[ -]day|\d{1,2}\s*(hari|days?))/i, '').replace(/,?\s*\d{1,2}\s*(malam|nights?)\b/i, '').replace(HOURS, '').trim();
  return rest === '' && isTripLength(length) ? length : null;
}

/** "±60 menit", "±2 jam", "±1 jam 30 menit"; "about 60 minutes", "about 1 hour 30 minutes". */
export function formatTravelTime(minutes: number, language: FormatLanguage): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (language === 'id') {
    if (hours === 0) return `±${rest} menit`;
    return `±${hours} jam${rest > 0 ? ` ${rest} menit` : ''}`;
  }
  const hourWords = hours === 0 ? '' : `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const minuteWords = rest === 0 ? '' : `${rest} ${rest === 1 ? 'minute' : 'minutes'}`;
  return `about ${[hourWords, minuteWords].filter(Boolean).join(' ')}`;
}

/** The minutes in a crossing's time written as text ("±60 menit", "2 jam", "1 jam 30 menit", "about 45 minutes"); null otherwise. */
export function readTravelTime(text: string): number | null {
  const found = /^(?:±|\+-|sekitar|kira-kira|about)?\s*(?:(\d{1,2})\s*(?:jam|hours?))?\s*(?:(\d{1,4})\s*(?:menit|min(?:ute)?s?))?$/i.exec(text.trim());
  if (!found || (found[1] === undefined && found[2] === undefined)) return null;
  const minutes = Number(found[1] ?? 0) * 60 + Number(found[2] ?? 0);
  return minutes > 0 && minutes <= TRAVEL_MINUTES_MAX ? minutes : null;
}

/**
 * A write's length as text and as numbers, made to agree: numbers given write their Indonesian
 * wording as the text; a text given alone is read into numbers where it can be. Undefined leaves
 * what is stored; null numbers keep only the text.
 */
export function agreedTripLength(given: { duration?: string | undefined; tripLength?: TripLength | null | undefined }): {
  duration?: string;
  tripLength?: TripLength | null;
} {
  if (given.tripLength) return { duration: formatTripLength(given.tripLength, 'id'), tripLength: given.tripLength };
  if (given.tripLength === null) return given.duration === undefined ? { tripLength: null } : { duration: given.duration, tripLength: null };
  if (given.duration === undefined) return {};
  return { duration: given.duration, tripLength: readTripLength(given.duration) };
}

/** The same for a crossing: minutes given write their Indonesian wording; a text alone is read into minutes. */
export function agreedTravelTime(given: { duration?: string | null | undefined; travelMinutes?: number | null | undefined }): {
  duration?: string;
  travelMinutes?: number | null;
} {
  if (given.travelMinutes) return { duration: formatTravelTime(given.travelMinutes, 'id'), travelMinutes: given.travelMinutes };
  if (given.duration === undefined || given.duration === null) return given.travelMinutes === null ? { travelMinutes: null } : {};
  return { duration: given.duration, travelMinutes: readTravelTime(given.duration) };
}
