import {
  BOOKING_TEXTS,
  type Booking,
  type BookingStatus,
  formatDateTime,
  formatRupiah,
  formatWhatsApp,
  hasRole,
  ID_LABELS,
  PAYMENT_STATUSES,
  type PaymentStatus,
  statusAllowedOn,
  SUPERADMIN_ROLES,
  whatsAppLink,
} from '@island/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { trpc } from '../../trpc.ts';
import { longDay, today } from '../../ui/calendar/calendarDates.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { useDiscardGuard } from '../../ui/useDiscardGuard.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { removeWithToast, useDeleteConfirmation } from '../useDeleteConfirmation.tsx';
import { BookingStatusBadge, PaymentBadge } from './BookingBadges.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';
import { RescheduleDialog } from './RescheduleDialog.tsx';
import { BookingBoats } from './BookingBoats.tsx';
import { BookingCharges } from './BookingCharges.tsx';
import { useBookingChange } from './useBookingChange.ts';
import { useCancellationSeen } from './useCancellationSeen.ts';

const T = BOOKING_TEXTS;

/**
 * The step forward a desk takes from each status (declining and cancelling ask for a reason).
 * Done and not come are offered from the trip's date on only (statusAllowedOn, which the server
 * holds too).
 */
const NEXT_STEPS: Record<BookingStatus, { status: BookingStatus; label: string; done: string }[]> = {
  pending: [{ status: 'confirmed', label: 'Konfirmasi', done: 'dikonfirmasi' }],
  confirmed: [
    { status: 'completed', label: 'Selesai', done: 'ditandai selesai' },
    { status: 'no_show', label: 'Tidak hadir', done: 'ditandai tidak hadir' },
  ],
  completed: [],
  cancelled: [],
  no_show: [{ status: 'completed', label: 'Ternyata hadir (selesai)', done: 'ditandai selesai' }],
};

export interface BookingDetailsDialogProps {
  /** The booking to show, by id; null closes the dialog. */
  bookingId: number | null;
  onClose: () => void;
}

/**
 * One booking for the desk: who, what, when, and every action on it, each with its toast; after
 * a change the WhatsApp message the server prepared is one tap away.
 */
export function BookingDetailsDialog({ bookingId, onClose }: BookingDetailsDialogProps) {
  const query = trpc.bookings.get.useQuery({ id: bookingId ?? 0 }, { enabled: bookingId !== null, staleTime: 0 });
  const booking = bookingId !== null ? query.data : undefined;
  // Staff notes as typed, until saved (null: as stored). Kept here, so closing knows at once
  // whether it would drop them; each booking opened starts from its stored notes.
  const [draft, setDraft] = useState<string | null>(null);
  const [shownId, setShownId] = useState(bookingId);
  if (shownId !== bookingId) {
    setShownId(bookingId);
    setDraft(null);
  }
  const notesTyped = booking !== undefined && draft !== null && draft !== (booking.notes ?? '');
  const guard = useDiscardGuard(notesTyped);
  return (
    <>
      <Dialog open={bookingId !== null} title={booking ? `Booking ${booking.code}` : 'Booking'} onClose={() => guard.discardThen(onClose)} size="lg" className="booking-admin-dialog">
        {booking && booking.id === bookingId ? (
          <BookingDetails booking={booking} onDeleted={onClose} draft={draft} notesTyped={notesTyped} onDraft={setDraft} />
        ) : query.isError ? (
          <p className="form-alert">{query.error.message || T.notFound}</p>
        ) : (
          <Spinner label="Memuat booking" />
        )}
      </Dialog>
      {guard.prompt}
    </>
  );
}

interface BookingDetailsProps {
  booking: Booking;
  onDeleted: () => void;
  /** The staff notes as typed, null while they are as stored. */
  draft: string | null;
  /** The notes differ from the stored ones: saving is offered, closing asks. */
  notesTyped: boolean;
  onDraft: (draft: string | null) => void;
}

function BookingDetails({ booking, onDeleted, draft, notesTyped, onDraft }: BookingDetailsProps) {
  const { user } = useAuth();
  useCancellationSeen(booking);
  const change = useBookingChange();
  const setStatus = trpc.bookings.updateStatus.useMutation();
  const reschedule = trpc.bookings.reschedule.useMutation();
  const remove = trpc.bookings.remove.useMutation();
  const utils = trpc.useUtils();
  const [asking, setAsking] = useState<'decline' | 'cancel' | null>(null);
  const [moving, setMoving] = useState(false);
  const notes = draft ?? booking.notes ?? '';
  const notesId = useId();
  const live = booking.status === 'pending' || booking.status === 'confirmed';
  const steps = NEXT_STEPS[booking.status].filter((step) => statusAllowedOn(step.status, booking.booking_date, today()));
  const shownChange = change.lastChange?.booking.id === booking.id ? change.lastChange : null;

  const confirmDelete = useDeleteConfirmation<Booking>({
    title: 'Hapus Booking',
    message: (b) => <p>Hapus booking {b.code} atas nama {b.customer_name}? Tindakan ini tidak dapat dibatalkan.</p>,
    remove: async (b) => {
      const done = await removeWithToast((item: Booking) => remove.mutateAsync({ id: item.id }), T.deleted, 'Gagal menghapus booking')(b);
      if (done) {
        await utils.bookings.invalidate();
        onDeleted();
      }
      return done;
    },
  });

  const toStatus = (status: BookingStatus, done: string, reason?: string) =>
    change.run(() => setStatus.mutateAsync({ id: booking.id, status, ...(reason !== undefined ? { status_reason: reason } : {}) }), `Booking ${booking.code} ${done}`, 'Gagal mengubah status booking');

  const toPayment = (payment_status: PaymentStatus) =>
    change.run(() => setStatus.mutateAsync({ id: booking.id, payment_status }), `Pembayaran ${booking.code}: ${ID_LABELS.payment[payment_status]}`, 'Gagal mengubah status pembayaran');

  return (
    <div className="booking-admin">
      <div className="booking-admin__badges">
        <BookingStatusBadge status={booking.status} />
        <PaymentBadge status={booking.payment_status} />
        {booking.checked_in_at && <span className="badge badge--success">Sudah hadir</span>}
      </div>
      <dl className="booking-admin__facts">
        <div>
          <dt>Paket</dt>
          <dd>{booking.package_name}</dd>
        </div>
        <div>
          <dt>Tanggal</dt>
          <dd>
            <Link to={`/admin/bookings/hari/${booking.booking_date}`}>{longDay(booking.booking_date, 'id')}</Link>
          </dd>
        </div>
        <div>
          <dt>Peserta</dt>
          <dd>
            {booking.participants} orang · {formatRupiah(booking.total_price)}
          </dd>
        </div>
        <div>
          <dt>Pemesan</dt>
          <dd>
            {booking.customer_name}
            <span className="booking-admin__contact">
              <a href={`tel:+${booking.customer_phone}`}>{formatWhatsApp(booking.customer_phone)}</a>
              <a href={whatsAppLink(booking.customer_phone, `Halo ${booking.customer_name}, tentang booking ${booking.code}: `)} target="_blank" rel="noopener noreferrer">
                WhatsApp
              </a>
              {booking.customer_email && <a href={`mailto:${booking.customer_email}`}>{booking.customer_email}</a>}
            </span>
          </dd>
        </div>
        {booking.special_requests && (
          <div>
            <dt>Catatan pengunjung</dt>
            <dd className="booking-admin__text">{booking.special_requests}</dd>
          </div>
        )}
        {booking.cancelled_by_visitor_at && (
          <div>
            <dt>Dibatalkan pengunjung</dt>
            <dd data-testid="cancelled-by-visitor">
              {formatDateTime(booking.cancelled_by_visitor_at)}, lewat halaman pesanannya
              {booking.payment_status === 'deposit' && ' · periksa pengembalian uang muka sesuai aturan paket'}
            </dd>
          </div>
        )}
        {booking.status_reason && (
          <div>
            <dt>Alasan</dt>
            <dd className="booking-admin__text">{booking.status_reason}</dd>
          </div>
        )}
      </dl>

      {shownChange && (
        <div className="booking-admin__notify" role="status">
          <p>Kabari pengunjung: pesan WhatsApp sudah disiapkan.</p>
          <a className="button button--primary" href={shownChange.whatsappUrl} target="_blank" rel="noopener noreferrer" data-testid="booking-whatsapp-link">
            <Icon name="message" size={18} /> Kirim WhatsApp
          </a>
        </div>
      )}

      <section className="booking-admin__section" aria-label="Status booking">
        <h3>Status</h3>
        <div className="row-actions">
          {steps.map((step) => (
            <button key={step.status} type="button" className="button button--primary button--small" disabled={change.busy} onClick={() => void toStatus(step.status, step.done)}>
              {step.label}
            </button>
          ))}
          {booking.status === 'pending' && (
            <button type="button" className="button button--ghost-danger button--small" disabled={change.busy} onClick={() => setAsking('decline')}>
              Tolak
            </button>
          )}
          {booking.status === 'confirmed' && (
            <button type="button" className="button button--ghost-danger button--small" disabled={change.busy} onClick={() => setAsking('cancel')}>
              Batalkan
            </button>
          )}
          {live && (
            <button type="button" className="button button--ghost button--small" disabled={change.busy} onClick={() => setMoving(true)}>
              Ubah tanggal/peserta
            </button>
          )}
        </div>
        {steps.length < NEXT_STEPS[booking.status].length && <p className="field__hint">Selesai atau tidak hadir dicatat mulai {longDay(booking.booking_date, 'id')}.</p>}
      </section>

      <BookingBoats booking={booking} />

      <BookingCharges
        booking={booking}
        manual={
          <div className="row-actions">
            {PAYMENT_STATUSES.filter((p) => p !== booking.payment_status && (p !== 'refunded' || booking.payment_status !== 'unpaid')).map((payment) => (
              <button key={payment} type="button" className="button button--ghost button--small" disabled={change.busy} onClick={() => void toPayment(payment)}>
                Tandai {ID_LABELS.payment[payment]}
              </button>
            ))}
          </div>
        }
      />

      <section className="booking-admin__section">
        <label htmlFor={notesId}>
          <h3>Catatan staf</h3>
        </label>
        <textarea id={notesId} rows={2} value={notes} maxLength={2000} onChange={(event) => onDraft(event.target.value)} placeholder="Hanya terlihat oleh staf" />
        <div className="row-actions">
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={change.busy || !notesTyped}
            onClick={() =>
              void change.run(() => setStatus.mutateAsync({ id: booking.id, notes, notify: false }), 'Catatan disimpan', 'Gagal menyimpan catatan').then((done) => done && onDraft(null))
            }
          >
            Simpan catatan
          </button>
          {user && hasRole(user.role, SUPERADMIN_ROLES) && (
            <button type="button" className="button button--ghost-danger button--small booking-admin__delete" onClick={() => confirmDelete.ask(booking)}>
              Hapus booking
            </button>
          )}
        </div>
      </section>

      <ReasonDialog
        open={asking !== null}
        title={asking === 'decline' ? `Tolak ${booking.code}` : `Batalkan ${booking.code}`}
        question={asking === 'decline' ? 'Booking ditolak dan kuotanya dilepas. Pengunjung membaca alasannya.' : 'Booking dibatalkan dan kuotanya dilepas. Pengunjung membaca alasannya.'}
        confirmLabel={asking === 'decline' ? 'Tolak booking' : 'Batalkan booking'}
        busy={change.busy}
        onCancel={() => setAsking(null)}
        onConfirm={(reason) => void toStatus('cancelled', asking === 'decline' ? 'ditolak' : 'dibatalkan', reason).then((done) => done && setAsking(null))}
      />
      <RescheduleDialog
        booking={moving ? booking : null}
        busy={change.busy}
        onCancel={() => setMoving(false)}
        onConfirm={(next) =>
          void change.run(() => reschedule.mutateAsync({ id: booking.id, ...next }), T.rescheduled, 'Gagal mengubah booking').then((done) => done && setMoving(false))
        }
      />
      {confirmDelete.dialog}
    </div>
  );
}
