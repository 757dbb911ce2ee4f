import '../bookings/bookings-admin.css';
import { BOOKING_LIMITS, BOOKING_STATUSES, type BookingStatus } from '@island/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { trpc } from '../../trpc.ts';
import { Icon } from '../../ui/Icon.tsx';
import { tablePager } from '../../ui/listPager.ts';
import { Tabs } from '../../ui/Tabs.tsx';
import { useKeepPageInRange, useListParams } from '../../ui/useListParams.ts';
import { BookingDetailsDialog } from '../bookings/BookingDetailsDialog.tsx';
import { type BookingFilterValues, BookingFilters, NO_FILTERS } from '../bookings/BookingFilters.tsx';
import { BookingsCalendar } from '../bookings/BookingsCalendar.tsx';
import { BookingsTable } from '../bookings/BookingsTable.tsx';
import { UNSEEN_CANCELLATIONS_QUERY } from '../bookings/bookingLinks.ts';
import { CloseDateDialog } from '../bookings/CloseDateDialog.tsx';
import { ScreenHeader } from '../ScreenHeader.tsx';

type View = 'list' | 'calendar';
const VIEWS = [
  { id: 'list' as const, label: 'Daftar' },
  { id: 'calendar' as const, label: 'Kalender' },
];

/**
 * The filters the address may carry (`?status=pending` and `?cancellations=unseen` from the
 * dashboard, `?view=calendar`).
 */
function initialFilters(search: URLSearchParams): BookingFilterValues {
  const status = search.get('status');
  return {
    ...NO_FILTERS,
    status: status !== null && (BOOKING_STATUSES as readonly string[]).includes(status) ? (status as BookingStatus) : '',
    cancellations: search.get(UNSEEN_CANCELLATIONS_QUERY.key) === UNSEEN_CANCELLATIONS_QUERY.value ? 'unseen' : '',
  };
}

/** The desk's bookings: the list with its filters, and the month calendar that opens a day. */
export default function BookingsScreen() {
  const [search, setSearch] = useSearchParams();
  const view: View = search.get('view') === 'calendar' ? 'calendar' : 'list';
  const [filters, setFilters] = useState(() => initialFilters(search));
  const params = useListParams({ pageSize: BOOKING_LIMITS.pageSize });
  const input = {
    ...params.input,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.payment_status ? { payment_status: filters.payment_status } : {}),
    ...(filters.package_id ? { package_id: Number(filters.package_id) } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.cancellations === 'unseen' ? { unseen_cancellations: true } : {}),
  };
  // Staff see what is stored now: a new booking must not wait behind a cache.
  const list = trpc.bookings.list.useQuery(input, { placeholderData: keepPreviousData, staleTime: 0, enabled: view === 'list' });
  const pending = trpc.bookings.pendingCount.useQuery(undefined, { staleTime: 0 });
  const unseen = trpc.bookings.unseenCancellations.useQuery(undefined, { staleTime: 0 });
  const pagination = list.data?.pagination;
  useKeepPageInRange(params.page, pagination?.totalPages, params.setPage);
  const [openId, setOpenId] = useState<number | null>(null);
  const [closing, setClosing] = useState(false);

  function changeFilters(next: BookingFilterValues) {
    setFilters(next);
    params.setPage(1);
  }

  function changeView(next: View) {
    const params = new URLSearchParams(search);
    if (next === 'calendar') params.set('view', 'calendar');
    else params.delete('view');
    setSearch(params, { replace: true });
  }

  const count = pending.data?.count;
  const waiting = count === undefined ? 'Pemesanan paket wisata dari pengunjung.' : count === 0 ? 'Semua booking sudah dijawab.' : `${count} booking menunggu jawaban`;
  const cancelled = unseen.data?.count ?? 0;
  const description = cancelled > 0 ? `${waiting} · ${cancelled} dibatalkan pengunjung, belum dilihat` : waiting;

  return (
    <>
      <ScreenHeader
        title="Pemesanan"
        description={description}
        actions={
          <button type="button" className="button button--ghost" onClick={() => setClosing(true)}>
            <Icon name="calendar" size={18} /> Tutup tanggal
          </button>
        }
      />
      <Tabs label="Tampilan booking" tabs={VIEWS} value={view} onChange={changeView}>
        {(id) =>
          id === 'calendar' ? (
            <BookingsCalendar />
          ) : (
            <>
              <BookingFilters search={params.search} onSearch={params.setSearch} values={filters} onChange={changeFilters} />
              <BookingsTable
                bookings={list.data?.bookings ?? []}
                query={list}
                pagination={tablePager(pagination, params.setPage, { pageSize: BOOKING_LIMITS.pageSize, label: 'Halaman booking' })}
                onOpen={(booking) => setOpenId(booking.id)}
              />
            </>
          )
        }
      </Tabs>
      <BookingDetailsDialog bookingId={openId} onClose={() => setOpenId(null)} />
      <CloseDateDialog open={closing} onClose={() => setClosing(false)} />
    </>
  );
}
