import { todayIn } from '@island/shared';

/*
 * When the island's day turns, whatever zone the server runs in: a server in UTC at 17:30 is
 * already tomorrow in Asia/Makassar (UTC+8), and the board must say so. The date itself is
 * todayIn (shared/src/iso-date.ts), the same on both sides.
 */

/** Milliseconds from an instant to the next midnight in a zone (when "today" turns). */
export function msUntilNextMidnight(instant: Date, timeZone: string): number {
  const today = todayIn(timeZone, instant);
  // Step forward by minutes from a close lower bound: zones move by whole minutes (at most 15).
  let low = instant.getTime();
  let high = low + 26 * 3600_000;
  while (high - low > 1000) {
    const mid = Math.floor((low + high) / 2);
    if (todayIn(timeZone, new Date(mid)) === today) low = mid;
    else high = mid;
  }
  return high - instant.getTime();
}
