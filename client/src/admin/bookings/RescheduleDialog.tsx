import type { Booking } from '@island/shared';
import { useEffect, useId, useState } from 'react';
import { Dialog } from '../../ui/Dialog.tsx';

export interface RescheduleDialogProps {
  booking: Booking | null;
  busy: boolean;
  onConfirm: (change: { booking_date?: string; participants?: number }) => void;
  onCancel: () => void;
}

/** A new date or group size; the server checks the capacity and the package's rules again. */
export function RescheduleDialog({ booking, busy, onConfirm, onCancel }: RescheduleDialogProps) {
  const [day, setDay] = useState('');
  const [persons, setPersons] = useState('');
  const dateId = useId();
  const personsId = useId();
  useEffect(() => {
    if (!booking) return;
    setDay(booking.booking_date);
    setPersons(String(booking.participants));
  }, [booking]);

  function submit() {
    if (!booking) return;
    const count = Number.parseInt(persons, 10);
    onConfirm({
      ...(day && day !== booking.booking_date ? { booking_date: day } : {}),
      ...(!Number.isNaN(count) && count !== booking.participants ? { participants: count } : {}),
    });
  }

  return (
    <Dialog
      open={booking !== null}
      title={booking ? `Ubah ${booking.code}` : 'Ubah booking'}
      onClose={onCancel}
      size="sm"
      dismissible={!busy}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
            Batal
          </button>
          <button type="button" className="button button--primary" onClick={submit} disabled={busy} aria-busy={busy}>
            Simpan perubahan
          </button>
        </>
      }
    >
      <div className="form">
        <div className="form__row">
          <div className="field">
            <label htmlFor={dateId}>Tanggal</label>
            <input id={dateId} type="date" value={day} onChange={(event) => setDay(event.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={personsId}>Jumlah peserta</label>
            <input id={personsId} type="text" inputMode="numeric" value={persons} onChange={(event) => setPersons(event.target.value.replace(/\D/g, '').slice(0, 4))} />
          </div>
        </div>
        <p className="field__hint">Kuota tanggal dan aturan paket diperiksa lagi oleh server.</p>
      </div>
    </Dialog>
  );
}
