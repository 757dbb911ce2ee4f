import { BOOKING_LIMITS, BOOKING_TEXTS } from '@island/shared';
import { useEffect, useId, useState } from 'react';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { longDay, today } from '../../ui/calendar/calendarDates.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { toast } from '../../ui/toast.ts';

/**
 * Closing a date for every package at once (a ceremony, a storm warning), and the dates already
 * closed with a way to open each again.
 */
export function CloseDateDialog({ open, onClose, initialDate }: { open: boolean; onClose: () => void; initialDate?: string }) {
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const utils = trpc.useUtils();
  const closed = trpc.bookings.closedDates.useQuery({}, { enabled: open, staleTime: 0 });
  const close = trpc.bookings.closeDate.useMutation();
  const reopen = trpc.bookings.reopenDate.useMutation();
  const busy = close.isPending || reopen.isPending;
  useEffect(() => {
    if (!open) return;
    setDay(initialDate ?? '');
    setReason('');
    setError(null);
  }, [open, initialDate]);

  async function submit() {
    setError(null);
    try {
      const done = await close.mutateAsync({ date: day, reason });
      toast.success(BOOKING_TEXTS.dateClosed(done.date));
      setDay('');
      setReason('');
      await utils.bookings.invalidate();
    } catch (failure) {
      setError(messageOf(failure, 'Gagal menutup tanggal'));
    }
  }

  async function open_(date: string) {
    try {
      await reopen.mutateAsync({ date });
      toast.success(BOOKING_TEXTS.dateReopened(date));
      await utils.bookings.invalidate();
    } catch (failure) {
      toast.error(messageOf(failure, 'Gagal membuka tanggal'));
    }
  }

  return (
    <Dialog
      open={open}
      title="Tutup tanggal untuk semua paket"
      onClose={onClose}
      size="md"
      dismissible={!busy}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
            Selesai
          </button>
          <button type="button" className="button button--danger" onClick={() => void submit()} disabled={busy || !day || !reason.trim()} aria-busy={close.isPending}>
            Tutup tanggal
          </button>
        </>
      }
    >
      <div className="form">
        <p>Tidak ada paket yang bisa dipesan pada tanggal ini. Booking yang sudah ada tetap tercatat; kabari pemesannya.</p>
        <div className="form__row">
          <div className="field">
            <label htmlFor={`${id}-date`}>Tanggal</label>
            <input id={`${id}-date`} type="date" min={today()} value={day} onChange={(event) => setDay(event.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-reason`}>Alasan</label>
            <input id={`${id}-reason`} type="text" maxLength={BOOKING_LIMITS.closedReasonMax} value={reason} placeholder="Mis. upacara adat, ombak tinggi" onChange={(event) => setReason(event.target.value)} />
          </div>
        </div>
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        <h3 className="closed-dates__title">Tanggal yang ditutup</h3>
        {closed.data && closed.data.dates.length === 0 && <p className="field__hint">Belum ada tanggal yang ditutup.</p>}
        <ul className="closed-dates">
          {closed.data?.dates.map((item) => (
            <li key={item.date}>
              <span>
                <strong>{longDay(item.date, 'id')}</strong> — {item.reason}
              </span>
              <button type="button" className="button button--ghost button--small" disabled={busy} onClick={() => void open_(item.date)}>
                Buka lagi<span className="visually-hidden"> {item.date}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
