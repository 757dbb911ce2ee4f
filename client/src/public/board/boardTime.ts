import { type Language, localeOf } from '@island/shared';

/** 'HH:MM' of an instant on the island's clock (the board names its zone), never the phone's. */
export function clockIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/** 'Rabu, 11 Maret' / 'Wednesday, 11 March' for an island date ('YYYY-MM-DD'). */
export function dayLabel(date: string, language: Language): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(localeOf(language), { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/**
 * How long ago an answer was read, in the page's language: '5 menit yang lalu', '2 jam yang lalu',
 * 'kemarin'; `justNow` under a minute. A kept board says this, since its clock time alone does
 * not tell a visitor without a signal whether it is fresh.
 */
export function ageText(iso: string, now: Date, language: Language, justNow: string): string {
  const minutes = Math.floor((now.getTime() - Date.parse(iso)) / 60_000);
  if (!(minutes >= 1)) return justNow;
  const relative = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' });
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  return relative.format(-Math.floor(hours / 24), 'day');
}
