/** Formatters shared by the public site and the back-office (id-ID locale, rupiah without decimals). */
const rupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** `Rp 150.000`: Intl puts a no-break space after the symbol; a plain space reads the same everywhere. */
export function formatRupiah(amount: number): string {
  return rupiah.format(amount).replace(/\u00a0/g, ' ');
}

const dateFormat = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric' });

export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** Coordinates are shown with 4 decimals. */
export function formatCoordinate(value: number): string {
  return value.toFixed(4);
}

/** A YouTube embed is built only from an 11-character video id (public-site.md §9). */
export function youtubeVideoId(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^[A-Za-z0-9_-]{11}$/.test(trimmed)) return trimmed;
  const match = /(?:youtu\.be\/|[?&]v=|\/embed\/|\/shorts\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/.exec(trimmed);
  return match?.[1] ?? null;
}
