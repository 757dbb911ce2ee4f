/**
 * The visitor's own bookings, remembered on this device only (code, key and what they were
 * for), so "Pesanan saya" links back to each booking's page without an account. Nothing here
 * is sent anywhere; a browser that refuses storage simply remembers nothing.
 */
export interface RememberedBooking {
  code: string;
  key: string;
  packageName: string;
  /** `YYYY-MM-DD`. */
  date: string;
}

const STORAGE_KEY = 'pulau.myBookings';
/** Enough for a family's season; the oldest drop off first. */
const MAX_KEPT = 20;

function isRemembered(value: unknown): value is RememberedBooking {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'string' && typeof v.key === 'string' && typeof v.packageName === 'string' && typeof v.date === 'string';
}

export function rememberedBookings(): RememberedBooking[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRemembered) : [];
  } catch {
    return [];
  }
}

/** Puts the booking first (replacing an older entry of the same code). */
export function rememberBooking(booking: RememberedBooking): void {
  const rest = rememberedBookings().filter((b) => b.code !== booking.code);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([booking, ...rest].slice(0, MAX_KEPT)));
  } catch {
    // Private mode or a full disk: the booking's page still works from its address.
  }
}
