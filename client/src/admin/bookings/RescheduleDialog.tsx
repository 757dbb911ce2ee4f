import type { Booking } from '@island/shared';
import { useId, useRef, useState } from 'react';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormFooter } from '../../ui/FormFooter.tsx';
import { useDiscardGuard } from '../../ui/useDiscardGuard.tsx';

export interface RescheduleDialogProps {
  booking: Booking | null;
  busy: boolean;
  onConfirm: (change: { booking_date?: string; participants?: number }) => void;
  onCancel: () => void;
}

/** A new date or group size; the server checks the capacity and the package's rules again. */
export function RescheduleDialog({ booking, busy, onConfirm, onCancel }: RescheduleDialogProps) {
  const id = useId();
  const formId = `${id}-form`;
  // A date or a group size other than the booking's: closing without saving asks first.
  const [changed, setChanged] = useState(false);
  const [shownFor, setShownFor] = useState(booking);
  if (shownFor !== booking) {
    setShownFor(booking);
    setChanged(false);
  }
  const formRef = useRef<HTMLFormElement>(null);
  // `changed` keeps the page-leaving watch informed; Batal reads the fields themselves, as typed.
  const guard = useDiscardGuard(booking !== null && changed, () => booking !== null && formRef.current !== null && Object.keys(changeOf(formRef.current)).length > 0);
  const cancel = () => guard.discardThen(onCancel);

  function changeOf(form: HTMLFormElement): { booking_date?: string; participants?: number } {
    if (!booking) return {};
    const data = new FormData(form);
    const day = String(data.get('booking_date') ?? '');
    const count = Number.parseInt(String(data.get('participants') ?? ''), 10);
    return {
      ...(day && day !== booking.booking_date ? { booking_date: day } : {}),
      ...(!Number.isNaN(count) && count !== booking.participants ? { participants: count } : {}),
    };
  }

  return (
    <>
      <Dialog
        open={booking !== null}
        title={booking ? `Ubah ${booking.code}` : 'Ubah booking'}
        onClose={cancel}
        size="sm"
        dismissible={!busy}
        footer={<FormFooter formId={formId} busy={busy} onCancel={cancel} submitLabel="Simpan perubahan" />}
      >
        {booking && (
          // Keyed by the booking as it is now, so each opening starts from what is stored.
          <form
            key={`${booking.id}-${booking.updated_at}`}
            ref={formRef}
            id={formId}
            className="form"
            // Each keystroke, not only a field's commit on blur (a text field's change event).
            onInput={(event) => setChanged(Object.keys(changeOf(event.currentTarget)).length > 0)}
            onChange={(event) => setChanged(Object.keys(changeOf(event.currentTarget)).length > 0)}
            onSubmit={(event) => {
              event.preventDefault();
              if (booking) onConfirm(changeOf(event.currentTarget));
            }}
          >
            <div className="form__row">
              <div className="field">
                <label htmlFor={`${id}-date`}>Tanggal</label>
                <input id={`${id}-date`} name="booking_date" type="date" defaultValue={booking.booking_date} required />
              </div>
              <div className="field">
                <label htmlFor={`${id}-persons`}>Jumlah peserta</label>
                <input id={`${id}-persons`} name="participants" type="text" inputMode="numeric" pattern="[0-9]*" maxLength={4} defaultValue={String(booking.participants)} required />
              </div>
            </div>
            <p className="field__hint">Kuota tanggal dan aturan paket diperiksa lagi oleh server.</p>
          </form>
        )}
      </Dialog>
      {guard.prompt}
    </>
  );
}
