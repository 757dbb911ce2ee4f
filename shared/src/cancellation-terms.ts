// A package's cancellation terms as the rule the server enforces, and the words visitors read of
// it (docs/product.md, Cancellation terms). Times are the island's wall clock, `YYYY-MM-DDTHH:MM`:
// the trip starts on its booking date at the package's first itinerary time (the first `H.MM` or
// `HH:MM` in the first row's time, "07.00" or "Hari 1, 07.00"), or at 00.00, the start of the
// island's day, when the package has no such row. The island's zones keep no daylight saving, so
// hours before the start are counted on that clock.
import type { FormatLanguage } from './format.ts';

export interface CancellationTerms {
  /** A visitor may cancel online until this many hours before the trip starts; 0: until it starts. */
  cancelHoursBefore: number;
  /** Whether a paid deposit is refunded when the visitor cancels in time. */
  refundDeposit: boolean;
}

const CLOCK = /(\d{1,2})[.:](\d{2})/;

/** The trip's start time, `HH:MM`, from the first itinerary row's time (null or none: `00:00`). */
export function tripStartTime(firstItineraryTime: string | null | undefined): string {
  const found = CLOCK.exec(firstItineraryTime ?? '');
  const hours = Number(found?.[1]);
  const minutes = Number(found?.[2]);
  if (!found || hours > 23 || minutes > 59) return '00:00';
  return `${String(hours).padStart(2, '0')}:${found[2]}`;
}

/** The trip's start on the island's clock: its date at its start time. */
export function tripStart(bookingDate: string, firstItineraryTime: string | null | undefined): string {
  return `${bookingDate}T${tripStartTime(firstItineraryTime)}`;
}

/** The last moment a visitor may cancel online (they may while the island's clock is before it). */
export function cancelDeadline(bookingDate: string, firstItineraryTime: string | null | undefined, hoursBefore: number): string {
  const start = tripStart(bookingDate, firstItineraryTime);
  const [date = '', time = ''] = start.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const at = Date.UTC(year!, month! - 1, day!, hour!, minute!) - hoursBefore * 3_600_000;
  return new Date(at).toISOString().slice(0, 16);
}

/** Whether the island's clock `now` is still before the deadline. */
export function withinCancelWindow(now: string, deadline: string): boolean {
  return now < deadline;
}

const WORDS: Record<FormatLanguage, { free: string; only: string; until: (hours: number) => string; start: string; refunded: string; kept: string }> = {
  id: {
    free: 'Gratis dibatalkan',
    only: 'Bisa dibatalkan',
    until: (hours) => `hingga ${hours} jam sebelum trip`,
    start: 'hingga trip dimulai',
    refunded: 'uang muka dikembalikan',
    kept: 'uang muka tidak dikembalikan',
  },
  en: {
    free: 'Free cancellation',
    only: 'Cancellation possible',
    until: (hours) => `up to ${hours} ${hours === 1 ? 'hour' : 'hours'} before the trip`,
    start: 'until the trip starts',
    refunded: 'the deposit is refunded',
    kept: 'the deposit is not refunded',
  },
};

/**
 * The terms in words, made from the rule: "Gratis dibatalkan hingga 24 jam sebelum trip; uang
 * muka dikembalikan." / "Free cancellation up to 24 hours before the trip; the deposit is
 * refunded." Without a refund it is not free: "Bisa dibatalkan …; uang muka tidak dikembalikan."
 * A package's own note is shown as a line of its own below it.
 */
export function cancellationTermsText(terms: CancellationTerms, language: FormatLanguage): string {
  const w = WORDS[language];
  const until = terms.cancelHoursBefore > 0 ? w.until(terms.cancelHoursBefore) : w.start;
  return `${terms.refundDeposit ? w.free : w.only} ${until}; ${terms.refundDeposit ? w.refunded : w.kept}.`;
}
