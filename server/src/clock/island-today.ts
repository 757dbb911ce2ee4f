import { addDays, todayIn, wallClockIn } from '@island/shared';

/**
 * The island's calendar day. An event's dates are days on the island, so "past" and "upcoming"
 * are decided by the app's clock in the island's zone (config.siteTimeZone), never the server's:
 * a server in UTC would otherwise call a feast past eight hours early.
 */
export function islandToday(ctx: { now: () => Date; config: { siteTimeZone: string } }): string {
  return todayIn(ctx.config.siteTimeZone, ctx.now());
}

/** The island's wall clock now, `YYYY-MM-DDTHH:MM`: what a trip's start and a deadline are compared with. */
export function islandClock(ctx: { now: () => Date; config: { siteTimeZone: string } }): string {
  return wallClockIn(ctx.config.siteTimeZone, ctx.now());
}

export { addDays };
