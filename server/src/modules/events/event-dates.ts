import { addDays, todayIn } from '@island/shared';

/**
 * The island's calendar day. An event's dates are days on the island, so "past" and "upcoming"
 * are decided by the island's clock (SITE_TIMEZONE, default Asia/Makassar), never the server's:
 * a server in UTC would otherwise call a feast past eight hours early.
 */
const DEFAULT_SITE_TIMEZONE = 'Asia/Makassar';

export function siteTimeZone(): string {
  return process.env.SITE_TIMEZONE?.trim() || DEFAULT_SITE_TIMEZONE;
}

/** YYYY-MM-DD of `now` on the island. */
export function islandToday(now: Date = new Date(), timeZone: string = siteTimeZone()): string {
  return todayIn(timeZone, now);
}

export { addDays };
