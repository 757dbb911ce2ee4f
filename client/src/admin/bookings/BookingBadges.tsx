import type { BookingStatus, PaymentStatus } from '@island/shared';
import { BOOKING_STATUS_LABELS, PAYMENT_BADGE, PAYMENT_STATUS_LABELS, STATUS_BADGE } from './bookingLabels.ts';

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <span className={`badge ${STATUS_BADGE[status]}`}>{BOOKING_STATUS_LABELS[status]}</span>;
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return <span className={`badge ${PAYMENT_BADGE[status]}`}>{PAYMENT_STATUS_LABELS[status]}</span>;
}
