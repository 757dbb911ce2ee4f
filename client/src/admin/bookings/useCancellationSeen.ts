import type { Booking } from '@island/shared';
import { useEffect, useRef } from 'react';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { toast } from '../../ui/toast.ts';

/**
 * Opening a booking the visitor cancelled on their own page marks that cancellation seen, once
 * (like opening a new contact message marks it read): it leaves the sidebar's and the dashboard's
 * count, and the trail records who saw it.
 */
export function useCancellationSeen(booking: Booking): void {
  const utils = trpc.useUtils();
  const { mutateAsync } = trpc.bookings.markCancellationSeen.useMutation();
  const asked = useRef<number | null>(null);
  const unseen = booking.cancelled_by_visitor_at !== null && booking.cancellation_seen_at === null;
  useEffect(() => {
    if (!unseen || asked.current === booking.id) return;
    asked.current = booking.id;
    mutateAsync({ id: booking.id })
      .then(async (seen) => {
        utils.bookings.get.setData({ id: seen.id }, seen);
        await Promise.all([utils.bookings.unseenCancellations.invalidate(), utils.bookings.list.invalidate(), utils.dashboard.get.invalidate()]);
      })
      .catch((error: unknown) => toast.error(messageOf(error, 'Gagal menandai pembatalan sudah dilihat')));
  }, [unseen, booking.id, mutateAsync, utils]);
}
