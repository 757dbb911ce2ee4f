/**
 * Calendar dates and clock times on the island, whatever zone the server runs in: a server in
 * UTC at 17:30 is already tomorrow in Asia/Makassar (UTC+8), and the board must say so.
 */

/** The date ('YYYY-MM-DD') at an instant in a zone. */
export function dateIn(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** A calendar date moved by whole days (no zone involved: dates, not instants). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Milliseconds from an instant to the next midnight in a zone (when "today" turns). */
export function msUntilNextMidnight(instant: Date, timeZone: string): number {
  const today = dateIn(instant, timeZone);
  // Step forward by minutes from a close lower bound: zones move by whole minutes (at most 15).
  let low = instant.getTime();
  let high = low + 26 * 3600_000;
  while (high - low > 1000) {
    const mid = Math.floor((low + high) / 2);
    if (dateIn(new Date(mid), timeZone) === today) low = mid;
    else high = mid;
  }
  return high - instant.getTime();
}
