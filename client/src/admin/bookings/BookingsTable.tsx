import { type Booking, formatRupiah, formatWhatsApp } from '@island/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { shortDay } from '../../ui/calendar/calendarDates.ts';
import { DataTable, type DataTableProps } from '../../ui/DataTable.tsx';
import { BookingStatusBadge, PaymentBadge } from './BookingBadges.tsx';

const COLUMNS: ColumnDef<Booking>[] = [
  {
    id: 'code',
    header: 'Kode',
    meta: { className: 'booking-col--code' },
    cell: ({ row: { original: b } }) => (
      <span className="booking-cell">
        <span className="data-table__title booking-cell__code">{b.code}</span>
        <span className="booking-cell__line">{b.package_name}</span>
      </span>
    ),
  },
  {
    id: 'date',
    header: 'Tanggal',
    meta: { className: 'booking-col--date' },
    cell: ({ row: { original: b } }) => <Link to={`/admin/bookings/hari/${b.booking_date}`}>{shortDay(b.booking_date, 'id')}</Link>,
  },
  {
    id: 'guest',
    header: 'Pemesan',
    meta: { className: 'booking-col--guest' },
    cell: ({ row: { original: b } }) => (
      <span className="booking-cell">
        <span>{b.customer_name}</span>
        <a className="booking-cell__line" href={`tel:+${b.customer_phone}`}>
          {formatWhatsApp(b.customer_phone)}
        </a>
      </span>
    ),
  },
  {
    id: 'persons',
    header: 'Peserta',
    meta: { className: 'booking-col--persons' },
    cell: ({ row: { original: b } }) => (
      <span className="booking-cell">
        <span>{b.participants} orang</span>
        <span className="booking-cell__line">{formatRupiah(b.total_price)}</span>
      </span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    meta: { className: 'booking-col--status' },
    cell: ({ row }) => (
      <>
        <BookingStatusBadge status={row.original.status} />
        {row.original.cancelled_by_visitor_at && row.original.cancellation_seen_at === null && <span className="badge badge--warning booking-unseen">Oleh pengunjung, baru</span>}
      </>
    ),
  },
  { id: 'payment', header: 'Pembayaran', meta: { className: 'booking-col--payment' }, cell: ({ row }) => <PaymentBadge status={row.original.payment_status} /> },
];

export interface BookingsTableProps extends Pick<DataTableProps<Booking>, 'query' | 'pagination'> {
  bookings: readonly Booking[];
  onOpen: (booking: Booking) => void;
}

/**
 * The staff's list of bookings, newest first as the server sorts it; each row opens its actions.
 * The `booking-col--*` classes lay a row out as two compact lines on a phone (bookings-admin.css).
 */
export function BookingsTable({ bookings, query, pagination, onOpen }: BookingsTableProps) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={bookings}
      getRowKey={(b) => b.id}
      label="Daftar booking"
      className="booking-table"
      query={query}
      errorFallback="Gagal memuat booking"
      emptyText="Belum ada booking yang cocok dengan filter."
      keepRowsOnError
      pagination={pagination}
      rowActions={(b) => (
        <div className="row-actions">
          <button type="button" className="button button--ghost button--small" onClick={() => onOpen(b)}>
            Kelola<span className="visually-hidden"> booking {b.code}</span>
          </button>
        </div>
      )}
    />
  );
}
