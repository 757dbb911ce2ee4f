/**
 * The island's calendar day. An event's dates are days on the island, so "past" and "upcoming"
 * are decided by the island's clock (SITE_TIMEZONE, default Asia/Makassar), never the server's:
 * a server in UTC would otherwise call a feast past eight hours early.
 */
export const DEFAULT_SITE_TIMEZONE = 'Asia/Makassar';

export function siteTimeZone(): string {
  return process.env.SITE_TIMEZONE?.trim() || DEFAULT_SITE_TIMEZONE;
}

/** YYYY-MM-DD of `now` on the island. */
export function islandToday(now: Date = new Date(), timeZone: string = siteTimeZone()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** `date` (YYYY-MM-DD) moved by whole days, in calendar arithmetic (no clock, no zone). */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}
