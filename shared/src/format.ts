/**
 * Formatters shared by the public site and the back-office: rupiah without decimals and long
 * dates, in Indonesian (id-ID) unless an English page asks for its own (en-GB: `IDR 150,000`,
 * `24 November 2026`).
 */
export type FormatLanguage = 'id' | 'en';
const LOCALES: Record<FormatLanguage, string> = { id: 'id-ID', en: 'en-GB' };

/** The Intl locale a page's language is written in: every date, number and month name of the site uses it. */
export function localeOf(language: FormatLanguage): string {
  return LOCALES[language];
}

const rupiah = new Map<FormatLanguage, Intl.NumberFormat>();
const dates = new Map<FormatLanguage, Intl.DateTimeFormat>();
const dateTimes = new Map<FormatLanguage, Intl.DateTimeFormat>();
const dayMonths = new Map<FormatLanguage, Intl.DateTimeFormat>();
const shortDays = new Map<FormatLanguage, Intl.DateTimeFormat>();

/**
 * The formatter kept in `store` under `key` (a language, a time zone), made on first use: making
 * an Intl formatter costs some fifty times what formatting with it does.
 */
export function formatterFor<K, F>(store: Map<K, F>, key: K, make: () => F): F {
  let format = store.get(key);
  if (!format) {
    format = make();
    store.set(key, format);
  }
  return format;
}

/** One formatter per language and kind. */
function cached<F>(store: Map<FormatLanguage, F>, language: FormatLanguage, make: (locale: string) => F): F {
  return formatterFor(store, language, () => make(LOCALES[language]));
}

const rupiahFormat = (language: FormatLanguage) =>
  cached(rupiah, language, (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'IDR', minimumFractionDigits: 0, maximumFractionDigits: 0 }));
const dateFormat = (language: FormatLanguage) =>
  cached(dates, language, (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }));
const dateTimeFormat = (language: FormatLanguage) =>
  cached(dateTimes, language, (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }));
// A calendar day written as YYYY-MM-DD is read at UTC midnight, so every clock names the same day.
const dayMonthFormat = (language: FormatLanguage) =>
  cached(dayMonths, language, (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }));

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `Rp 150.000`: Intl puts a no-break space after the symbol; a plain space reads the same everywhere. */
export function formatRupiah(amount: number, language: FormatLanguage = 'id'): string {
  return rupiahFormat(language).format(amount).replace(/\u00a0/g, ' ');
}

/** `24 November 2026`; nothing for a missing or unreadable date. */
export function formatDate(value: string | Date | null | undefined, language: FormatLanguage = 'id'): string {
  const date = toDate(value);
  return date ? dateFormat(language).format(date) : '';
}

/** When something happened, to the minute, in the reader's own clock: `5 Mar 2026, 07.04`. */
export function formatDateTime(value: string | Date | null | undefined, language: FormatLanguage = 'id'): string {
  const date = toDate(value);
  return date ? dateTimeFormat(language).format(date) : '';
}

/** A calendar day (YYYY-MM-DD) as day and short month, `3 Nov`: a chart's week, say. */
export function formatDayMonth(day: string, language: FormatLanguage = 'id'): string {
  const date = toDate(`${day}T00:00:00Z`);
  return date ? dayMonthFormat(language).format(date) : '';
}

/**
 * A calendar day (YYYY-MM-DD) as short weekday, day and short month, `Sen, 7 Des` / `Mon, 7 Dec`:
 * a day named in a sentence. Put together from its parts, so both languages read alike whatever
 * punctuation the locale's data puts between them.
 */
export function formatShortDay(day: string, language: FormatLanguage = 'id'): string {
  const date = toDate(`${day}T00:00:00Z`);
  if (!date) return '';
  const format = cached(shortDays, language, (locale) => new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }));
  const part = (type: Intl.DateTimeFormatPartTypes) => format.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')}`;
}

/** A whole count with the language's grouping: `12.345` or `12,345`. */
export function formatCount(value: number, language: FormatLanguage = 'id'): string {
  return value.toLocaleString(LOCALES[language]);
}

/** Coordinates are shown with 4 decimals. */
export function formatCoordinate(value: number): string {
  return value.toFixed(4);
}

/** A YouTube embed is built only from an 11-character video id (docs/product.md, Home). */
export function youtubeVideoId(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^[A-Za-z0-9_-]{11}$/.test(trimmed)) return trimmed;
  const match = /(?:youtu\.be\/|[?&]v=|\/embed\/|\/shorts\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/.exec(trimmed);
  return match?.[1] ?? null;
}
