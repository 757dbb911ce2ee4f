import { addDays, daysBetween, isIsoDate, STATS_LIMITS } from '@island/shared';

/** The address keeps the range, so a figure can be shared or reloaded as it was seen. */
export const RANGE_PARAMS = { from: 'dari', to: 'sampai' } as const;

export interface DayRange {
  from: string;
  to: string;
}

/** The quick choices of the range picker, in days up to today. */
export const RANGE_PRESETS = [7, STATS_LIMITS.defaultRangeDays, 90, 365] as const;

/** The first day of the last `days` days, today included. */
export function presetStart(days: number, today: string): string {
  return addDays(today, -(days - 1));
}

/**
 * Why a range cannot be asked for, in words for the desk, or null when it can. Without an end
 * the server ends it at the island's today.
 */
export function rangeProblem(range: Partial<DayRange>): string | null {
  if (!range.from || !isIsoDate(range.from) || (range.to !== undefined && !isIsoDate(range.to))) return 'Isi tanggal awal dan akhir.';
  if (range.to === undefined) return null;
  if (range.from > range.to) return 'Tanggal awal harus sebelum tanggal akhir.';
  if (rangeDays({ from: range.from, to: range.to }) > STATS_LIMITS.rangeDaysMax) return `Rentang paling panjang ${STATS_LIMITS.rangeDaysMax} hari.`;
  return null;
}

/** How many days a range covers, both ends included. */
export function rangeDays(range: DayRange): number {
  return daysBetween(range.from, range.to) + 1;
}
