import type { BookingStatus } from '@island/shared';
import type { TextKey } from '../../i18n/i18n.ts';

/**
 * How the visitor's page speaks of each status: what happens next, the badge's tone, and whether
 * the booking is still to come (`live`: its code and QR code still serve at the jetty).
 */
export const STATUS_TONE: Record<BookingStatus, { next: TextKey; tone: 'waiting' | 'good' | 'done' | 'off'; live: boolean }> = {
  pending: { next: 'booking.page.nextPending', tone: 'waiting', live: true },
  confirmed: { next: 'booking.page.nextConfirmed', tone: 'good', live: true },
  completed: { next: 'booking.page.nextCompleted', tone: 'done', live: false },
  cancelled: { next: 'booking.page.nextCancelled', tone: 'off', live: false },
  no_show: { next: 'booking.page.nextNoShow', tone: 'off', live: false },
};
