import { addDays, todayIn } from '@island/shared';

/** The island's today (the site's zone is the island's): the first night a visitor may book. */
export function islandToday(): string {
  return todayIn('Asia/Makassar');
}

/** The dates a page was opened with (`?from=&to=&guests=`), or tomorrow for one night and two guests. */
export function stayDates(search: URLSearchParams): { from: string; to: string; guests: number } {
  const tomorrow = addDays(islandToday(), 1);
  const from = /^\d{4}-\d{2}-\d{2}$/.test(search.get('from') ?? '') ? search.get('from')! : tomorrow;
  const to = /^\d{4}-\d{2}-\d{2}$/.test(search.get('to') ?? '') && search.get('to')! > from ? search.get('to')! : addDays(from, 1);
  const guests = Math.min(20, Math.max(1, Number(search.get('guests')) || 2));
  return { from, to, guests };
}
