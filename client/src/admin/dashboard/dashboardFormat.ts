/** Numbers on the dashboards are read the Indonesian way: 12.345. */
export function formatCount(value: number): string {
  return value.toLocaleString('id-ID');
}

const shortDay = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A chart week's label: the day its week starts, e.g. "3 Nov". */
export function formatWeek(weekStart: string): string {
  return shortDay.format(new Date(`${weekStart}T00:00:00Z`));
}

/** When something happened, with its time, in the reader's own clock. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
