import { type BookingStatus, ID_LABELS, type PaymentStatus } from '@island/shared';
import { PAYMENT_BADGE, STATUS_BADGE } from './bookingLabels.ts';

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <span className={`badge ${STATUS_BADGE[status]}`}>{ID_LABELS.bookingStatus[status]}</span>;
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return <span className={`badge ${PAYMENT_BADGE[status]}`}>{ID_LABELS.payment[status]}</span>;
}
