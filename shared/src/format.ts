/**
 * Formatters shared by the public site and the back-office: rupiah without decimals and long
 * dates, in Indonesian (id-ID) unless an English page asks for its own (en-GB: `IDR 150,000`,
 * `24 November 2026`).
 */
export type FormatLanguage = 'id' | 'en';
const LOCALES: Record<FormatLanguage, string> = { id: 'id-ID', en: 'en-GB' };

const rupiah = new Map<FormatLanguage, Intl.NumberFormat>();
const dates = new Map<FormatLanguage, Intl.DateTimeFormat>();

function rupiahFormat(language: FormatLanguage): Intl.NumberFormat {
  let format = rupiah.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'IDR', minimumFractionDigits: 0, maximumFractionDigits: 0 });
    rupiah.set(language, format);
  }
  return format;
}

function dateFormat(language: FormatLanguage): Intl.DateTimeFormat {
  let format = dates.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric' });
    dates.set(language, format);
  }
  return format;
}

/** `Rp 150.000`: Intl puts a no-break space after the symbol; a plain space reads the same everywhere. */
export function formatRupiah(amount: number, language: FormatLanguage = 'id'): string {
  return rupiahFormat(language).format(amount).replace(/\u00a0/g, ' ');
}

export function formatDate(value: string | Date | null | undefined, language: FormatLanguage = 'id'): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : dateFormat(language).format(date);
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
