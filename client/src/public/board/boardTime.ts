/** 'HH:MM' of an instant on the island's clock (the board names its zone), never the phone's. */
export function clockIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/** 'Rabu, 11 Maret' / 'Wednesday, 11 March' for an island date ('YYYY-MM-DD'). */
export function dayLabel(date: string, language: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}
