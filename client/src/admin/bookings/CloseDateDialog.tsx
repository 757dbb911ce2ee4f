import { BOOKING_LIMITS, BOOKING_TEXTS, type BookingDay, formatDay, SEAT_TAKING_STATUSES } from '@island/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { longDay, today } from '../../ui/calendar/calendarDates.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormFooter } from '../../ui/FormFooter.tsx';
import { LEAVING_ON_PURPOSE } from '../../ui/unsavedChanges.tsx';
import { useDiscardGuard } from '../../ui/useDiscardGuard.tsx';
import { toast } from '../../ui/toast.ts';

/**
 * Closing a date for every package at once (a ceremony, a storm warning), and the dates already
 * closed with a way to open each again.
 */
export function CloseDateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const [reasonTyped, setReasonTyped] = useState(false);
  // A date or a reason typed and not yet closed: leaving asks first.
  const guard = useDiscardGuard(open && (date !== '' || reasonTyped));
  const id = useId();
  const formId = `${id}-form`;
  const utils = trpc.useUtils();
  const closed = trpc.bookings.closedDates.useQuery({}, { enabled: open, staleTime: 0 });
  const close = trpc.bookings.closeDate.useMutation();
  const reopen = trpc.bookings.reopenDate.useMutation();
  const busy = close.isPending || reopen.isPending;
  // Who already booked the date being closed: the people to tell, said before it is closed.
  const day = trpc.bookings.day.useQuery({ date }, { enabled: open && /^\d{4}-\d{2}-\d{2}$/.test(date), staleTime: 0 });
  const booked = day.data?.date === date ? travellersOf(day.data) : null;

  async function submit(form: HTMLFormElement) {
    setError(null);
    const data = new FormData(form);
    try {
      const done = await close.mutateAsync({ date: String(data.get('date') ?? ''), reason: String(data.get('reason') ?? '') });
      toast.success(BOOKING_TEXTS.dateClosed(formatDay(done.date)));
      form.reset();
      setDate('');
      setReasonTyped(false);
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
    setDate('');
    setReasonTyped(false);
    onClose();
  }
  const finish = () => guard.discardThen(dismiss);

  return (
    <>
      <Dialog
        open={open}
        title="Tutup tanggal untuk semua paket"
        onClose={finish}
        size="md"
        dismissible={!busy}
        footer={<FormFooter formId={formId} busy={busy} onCancel={finish} cancelLabel="Selesai" submitLabel="Tutup tanggal" tone="danger" />}
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
              <input id={`${id}-date`} name="date" type="date" min={today()} required value={date} onChange={(event) => setDate(event.target.value)} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-reason`}>Alasan</label>
              <input id={`${id}-reason`} name="reason" type="text" maxLength={BOOKING_LIMITS.closedReasonMax} placeholder="Mis. upacara adat, ombak tinggi" required onInput={() => setReasonTyped(true)} />
            </div>
          </form>
          {booked && booked.bookings > 0 && (
            <p className="closed-dates__booked" role="status">
              Sudah ada {booked.bookings} booking ({booked.persons} orang) pada {longDay(date, 'id')}.{' '}
              <Link to={`/admin/bookings/hari/${date}`} state={LEAVING_ON_PURPOSE} onClick={dismiss}>
                Buka daftar hari itu
              </Link>{' '}
              untuk mengabari mereka.
            </p>
          )}
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
      {guard.prompt}
    </>
  );
}

/** The live bookings of a day (those that hold seats) and their persons. */
function travellersOf(day: BookingDay): { bookings: number; persons: number } {
  const live = day.packages.flatMap((pkg) => pkg.bookings).filter((b) => SEAT_TAKING_STATUSES.includes(b.status));
  return { bookings: live.length, persons: live.reduce((sum, b) => sum + b.participants, 0) };
}
