import type { BookingStatus, PaymentStatus } from '@island/shared';
import type { TextKey } from '../../i18n/i18n.ts';

/** The visitor's words for a booking's status, what happens next, and its payment. */
export const STATUS_TEXT: Record<BookingStatus, { label: TextKey; next: TextKey; tone: string }> = {
  pending: { label: 'booking.statusPending', next: 'booking.nextPending', tone: 'waiting' },
  confirmed: { label: 'booking.statusConfirmed', next: 'booking.nextConfirmed', tone: 'good' },
  completed: { label: 'booking.statusCompleted', next: 'booking.nextCompleted', tone: 'done' },
  cancelled: { label: 'booking.statusCancelled', next: 'booking.nextCancelled', tone: 'off' },
  no_show: { label: 'booking.statusNoShow', next: 'booking.nextNoShow', tone: 'off' },
};

export const PAYMENT_TEXT: Record<PaymentStatus, TextKey> = {
  unpaid: 'booking.paymentUnpaid',
  deposit: 'booking.paymentDeposit',
  paid: 'booking.paymentPaid',
  refunded: 'booking.paymentRefunded',
};
