import type { BookingDelivery, BookingStatus, PaymentStatus } from '@island/shared';

/** Badge colours: what waits for the desk stands out, what is settled is muted. */
export const STATUS_BADGE: Record<BookingStatus, string> = {
  pending: 'badge--warning',
  confirmed: 'badge--info',
  completed: 'badge--success',
  cancelled: 'badge--muted',
  no_show: 'badge--muted',
};

export const PAYMENT_BADGE: Record<PaymentStatus, string> = {
  unpaid: 'badge--outline',
  deposit: 'badge--warning',
  paid: 'badge--success',
  refunded: 'badge--muted',
};

/** What became of the e-mail to the visitor after a change, said in a toast's second line. */
export const DELIVERY_NOTES: Record<BookingDelivery, string | undefined> = {
  queued: 'Email ke pengunjung sedang dikirim.',
  no_email: 'Pengunjung tidak memberi email; kabari lewat WhatsApp.',
  not_configured: 'Server email belum diatur; kabari lewat WhatsApp.',
  not_asked: undefined,
};
