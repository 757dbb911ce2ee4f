import { BOOKING_LIMITS, BOOKING_TEXTS, formatDay } from '@island/shared';
import { useId, useState } from 'react';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { longDay, today } from '../../ui/calendar/calendarDates.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { toast } from '../../ui/toast.ts';

/**
 * Closing a date for every package at once (a ceremony, a storm warning), and the dates already
 * closed with a way to open each again.
 */
export function CloseDateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const formId = `${id}-form`;
  const utils = trpc.useUtils();
  const closed = trpc.bookings.closedDates.useQuery({}, { enabled: open, staleTime: 0 });
  const close = trpc.bookings.closeDate.useMutation();
  const reopen = trpc.bookings.reopenDate.useMutation();
  const busy = close.isPending || reopen.isPending;

  async function submit(form: HTMLFormElement) {
    setError(null);
    const data = new FormData(form);
    try {
      const done = await close.mutateAsync({ date: String(data.get('date') ?? ''), reason: String(data.get('reason') ?? '') });
      toast.success(BOOKING_TEXTS.dateClosed(formatDay(done.date)));
      form.reset();
      await utils.bookings.invalidate();
    } catch (failure) {
      setError(messageOf(failure, 'Gagal menutup tanggal'));
    }
  }

  async function reopenDate(date: string) {
    try {
      await reopen.mutateAsync({ date });
      toast.success(BOOKING_TEXTS.dateReopened(formatDay(date)));
      await utils.bookings.invalidate();
    } catch (failure) {
      toast.error(messageOf(failure, 'Gagal membuka tanggal'));
    }
  }

  function dismiss() {
    setError(null);
    onClose();
  }

  return (
    <Dialog
      open={open}
      title="Tutup tanggal untuk semua paket"
      onClose={dismiss}
      size="md"
      dismissible={!busy}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={dismiss} disabled={busy}>
            Selesai
          </button>
          <button type="submit" form={formId} className="button button--danger" disabled={busy} aria-busy={close.isPending}>
            Tutup tanggal
          </button>
        </>
      }
    >
      <div className="form">
        <p>Tidak ada paket yang bisa dipesan pada tanggal ini. Booking yang sudah ada tetap tercatat; kabari pemesannya.</p>
        {/* A new form each time it opens. */}
        <form
          key={open ? 'open' : 'closed'}
          id={formId}
          className="form__row"
          onSubmit={(event) => {
            event.preventDefault();
            void submit(event.currentTarget);
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-date`}>Tanggal</label>
            <input id={`${id}-date`} name="date" type="date" min={today()} required />
          </div>
          <div className="field">
            <label htmlFor={`${id}-reason`}>Alasan</label>
            <input id={`${id}-reason`} name="reason" type="text" maxLength={BOOKING_LIMITS.closedReasonMax} placeholder="Mis. upacara adat, ombak tinggi" required />
          </div>
        </form>
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
              <button type="button" className="button button--ghost button--small" disabled={busy} onClick={() => void reopenDate(item.date)}>
                Buka lagi<span className="visually-hidden"> {item.date}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
