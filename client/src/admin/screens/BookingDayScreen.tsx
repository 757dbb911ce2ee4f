import '../bookings/bookings-admin.css';
import '../bookings/manifest.css';
import type { ManifestEntry } from '@island/shared';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useState } from 'react';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { addDays, isDay, longDay } from '../../ui/calendar/calendarDates.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { BookingDetailsDialog } from '../bookings/BookingDetailsDialog.tsx';
import { ManifestTable } from '../bookings/ManifestTable.tsx';
import { useRowAction } from '../useRowAction.ts';
import { ScreenHeader } from '../ScreenHeader.tsx';

/**
 * The day's manifest: who comes, per package, with persons, phone, notes, payment and a tick for
 * each arrival. Printed, it fits one A4 page (manifest.css); on a phone each guest is a card.
 */
export default function BookingDayScreen() {
  const { date = '' } = useParams();
  if (!isDay(date)) return <Navigate to="/admin/bookings?view=calendar" replace />;
  return <Manifest key={date} date={date} />;
}

function Manifest({ date }: { date: string }) {
  const day = trpc.bookings.day.useQuery({ date }, { staleTime: 0 });
  const utils = trpc.useUtils();
  const checkIn = trpc.bookings.checkIn.useMutation();
  const { busyId, run } = useRowAction(() => Promise.all([utils.bookings.day.invalidate({ date }), utils.bookings.calendar.invalidate()]));
  const [openId, setOpenId] = useState<number | null>(null);
  // A tick shows at once; the list read again after the server's answer takes over.
  const [ticked, setTicked] = useState<{ id: number; checked: boolean } | null>(null);
  const groups = day.data?.packages ?? [];
  // Packages with guests get their table; the others that run that day fit on one line.
  const booked = groups.filter((group) => group.bookings.length > 0);
  const quiet = groups.filter((group) => group.bookings.length === 0);
  const persons = groups.reduce((sum, group) => sum + group.persons, 0);
  const arrived = groups.reduce((sum, group) => sum + group.checkedIn, 0);

  function tick(entry: ManifestEntry, checked: boolean) {
    setTicked({ id: entry.id, checked });
    void run(
      entry.id,
      () => checkIn.mutateAsync({ id: entry.id, checked_in: checked }),
      checked ? `${entry.customer_name} hadir` : `Tanda hadir ${entry.customer_name} dibatalkan`,
      (error) => messageOf(error, 'Gagal mencatat kehadiran'),
    ).finally(() => setTicked(null));
  }

  return (
    <div className="manifest">
      <ScreenHeader
        title={`Manifest ${longDay(date, 'id')}`}
        description={day.data ? `${persons} orang dijadwalkan · ${arrived} sudah hadir` : undefined}
        actions={
          <div className="manifest__actions">
            <Link className="button button--ghost" to={`/admin/bookings/hari/${addDays(date, -1)}`} aria-label="Hari sebelumnya">
              <Icon name="chevronLeft" size={18} />
            </Link>
            <Link className="button button--ghost" to={`/admin/bookings/hari/${addDays(date, 1)}`} aria-label="Hari berikutnya">
              <Icon name="chevronRight" size={18} />
            </Link>
            <Link className="button button--ghost" to="/admin/bookings?view=calendar">
              <Icon name="calendar" size={18} /> Kalender
            </Link>
            <button type="button" className="button button--primary" onClick={() => window.print()}>
              <Icon name="printer" size={18} /> Cetak
            </button>
          </div>
        }
      />
      {day.data && day.data.today !== date && (
        // The tick is for the trip's own date: another day shows who comes, not who came.
        <p className="manifest__note">Tanda hadir hanya bisa dicatat pada tanggal perjalanan.</p>
      )}
      {day.data?.closedNote && (
        <p className="form-alert manifest__closed" role="status">
          Tanggal ini ditutup untuk semua paket: {day.data.closedNote}
        </p>
      )}
      {day.isPending ? (
        <Spinner label="Memuat manifest" />
      ) : day.isError ? (
        <p className="form-alert">{messageOf(day.error, 'Gagal memuat manifest')}</p>
      ) : groups.length === 0 ? (
        <p className="card manifest__empty">Tidak ada paket yang berjalan dan tidak ada booking pada tanggal ini.</p>
      ) : (
        <>
          {booked.map((group) => (
            <ManifestTable key={group.package_id ?? group.package_name} group={group} date={date} today={day.data?.today ?? ''} busyId={busyId} ticked={ticked} onCheckIn={tick} onOpen={(entry) => setOpenId(entry.id)} />
          ))}
          {booked.length === 0 && <p className="card manifest__empty">Belum ada booking pada tanggal ini.</p>}
          {quiet.length > 0 && (
            <p className="manifest__quiet">
              <strong>Tanpa booking:</strong>{' '}
              {quiet.map((group) => `${group.package_name}${group.note ? ` (tutup: ${group.note})` : group.reason ? ' (tidak berjalan)' : ''}`).join(' · ')}
            </p>
          )}
        </>
      )}
      <BookingDetailsDialog bookingId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
