import type { BookingStatus } from '@island/shared';
import type { TextKey } from '../../i18n/i18n.ts';

/** How the visitor's page colours a status, and what it says happens next. */
export const STATUS_TONE: Record<BookingStatus, { next: TextKey; tone: 'waiting' | 'good' | 'done' | 'off' }> = {
  pending: { next: 'booking.page.nextPending', tone: 'waiting' },
  confirmed: { next: 'booking.page.nextConfirmed', tone: 'good' },
  completed: { next: 'booking.page.nextCompleted', tone: 'done' },
  cancelled: { next: 'booking.page.nextCancelled', tone: 'off' },
  no_show: { next: 'booking.page.nextNoShow', tone: 'off' },
};
