import type { BookingChange } from '@island/shared';
import { useState } from 'react';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { toast } from '../../ui/toast.ts';
import { DELIVERY_NOTES } from './bookingLabels.ts';

/**
 * Runs a change staff make to a booking: the booking's own read takes the answer at once, a
 * toast says what happened (and whether the visitor got an e-mail), every bookings read is
 * fetched again, and the WhatsApp message the server
 * prepared stays at hand (`lastChange`) for one tap to send.
 */
export function useBookingChange() {
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);
  const [lastChange, setLastChange] = useState<BookingChange | null>(null);

  async function run(send: () => Promise<BookingChange>, success: string, failure: string): Promise<BookingChange | null> {
    setBusy(true);
    try {
      const change = await send();
      // The booking as saved, at once: the dialog shows it (and its notes count as saved) while
      // the lists are fetched again.
      utils.bookings.get.setData({ id: change.booking.id }, change.booking);
      toast.success(success, { description: DELIVERY_NOTES[change.delivery] });
      setLastChange(change);
      await utils.bookings.invalidate();
      void utils.dashboard.invalidate();
      return change;
    } catch (error) {
      toast.error(messageOf(error, failure));
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { busy, lastChange, clearLastChange: () => setLastChange(null), run };
}
