import { type Booking, TRIP_BOAT_TEXTS } from '@island/shared';
import { useId, useState } from 'react';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { toast } from '../../ui/toast.ts';
import { legOfValue, legValue, useLegChoices } from '../transportation/legChoices.ts';

/**
 * The boats one booking takes out and back: the package's when booked, changed here for a group
 * that comes earlier or stays a night. A boat's delay then reaches these passengers, and the
 * day's manifest lists them under it.
 */
export function BookingBoats({ booking }: { booking: Booking }) {
  const id = useId();
  const utils = trpc.useUtils();
  const save = trpc.bookings.setBoats.useMutation();
  const choices = useLegChoices({ out: booking.boat_out, back: booking.boat_back });
  const stored = { out: legValue(booking.boat_out), back: legValue(booking.boat_back) };
  const [picked, setPicked] = useState(stored);
  const [shownFor, setShownFor] = useState(booking.updated_at);
  if (shownFor !== booking.updated_at) {
    setShownFor(booking.updated_at);
    setPicked(stored);
  }
  const changed = picked.out !== stored.out || picked.back !== stored.back;

  async function submit() {
    try {
      const saved = await save.mutateAsync({ id: booking.id, boat_out: legOfValue(picked.out), boat_back: legOfValue(picked.back) });
      utils.bookings.get.setData({ id: booking.id }, saved);
      toast.success(TRIP_BOAT_TEXTS.saved);
      await utils.bookings.invalidate();
    } catch (error) {
      toast.error(messageOf(error, 'Gagal menyimpan kapal'));
    }
  }

  return (
    <section className="booking-admin__section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Kapal</h3>
      <div className="form__row">
        {(['out', 'back'] as const).map((leg) => (
          <div className="field" key={leg}>
            <label htmlFor={`${id}-${leg}`}>{leg === 'out' ? 'Kapal berangkat' : 'Kapal pulang'}</label>
            <select id={`${id}-${leg}`} value={picked[leg]} disabled={save.isPending} onChange={(event) => setPicked({ ...picked, [leg]: event.target.value })}>
              <option value="">Tidak ditentukan</option>
              {choices[leg].map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <div className="row-actions">
        <button type="button" className="button button--ghost button--small" disabled={!changed || save.isPending} onClick={() => void submit()}>
          Simpan kapal
        </button>
      </div>
    </section>
  );
}
