import { type Charge, formatDateTime, formatRupiah, ID_LABELS } from '@island/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable, type DataTableProps } from '../../ui/DataTable.tsx';

/** A charge's status as a badge: paid green, waiting amber, the rest muted; money after expiry and a failed refund marked. */
function ChargeStatusBadges({ charge }: { charge: Pick<Charge, 'status' | 'paid_late' | 'refund_failed_at'> }) {
  const tone = charge.status === 'paid' ? 'success' : charge.status === 'pending' ? 'warning' : 'muted';
  return (
    <>
      <span className={`badge badge--${tone}`}>{ID_LABELS.chargeStatus[charge.status]}</span>
      {charge.paid_late && <span className="badge badge--outline">Lewat batas</span>}
      {charge.refund_failed_at && <span className="badge badge--warning">Pengembalian gagal</span>}
    </>
  );
}

const COLUMNS: ColumnDef<Charge>[] = [
  {
    id: 'order',
    header: 'Tagihan',
    meta: { className: 'charge-col--order' },
    cell: ({ row: { original: c } }) => (
      <span className="booking-cell">
        <span className="data-table__title">{c.order_id}</span>
        <span className="booking-cell__line">Booking {c.booking_code}</span>
      </span>
    ),
  },
  {
    id: 'amount',
    header: 'Jumlah',
    meta: { className: 'charge-col--amount' },
    cell: ({ row: { original: c } }) => formatRupiah(c.amount),
  },
  { id: 'status', header: 'Status', meta: { className: 'charge-col--status' }, cell: ({ row }) => <ChargeStatusBadges charge={row.original} /> },
  {
    id: 'when',
    header: 'Waktu',
    meta: { className: 'charge-col--when' },
    cell: ({ row: { original: c } }) => (
      <span className="booking-cell">
        <span>{c.paid_at ? `Dibayar ${formatDateTime(c.paid_at)}` : `Dibuat ${formatDateTime(c.created_at)}`}</span>
        {c.refund_reason && <span className="booking-cell__line">Dikembalikan: {c.refund_reason}</span>}
      </span>
    ),
  },
  {
    id: 'reference',
    header: 'Ref. penyedia',
    meta: { className: 'charge-col--ref' },
    cell: ({ row: { original: c } }) => <span className="charge-ref">{c.provider_ref ?? '–'}</span>,
  },
];

export interface ChargesTableProps extends Pick<DataTableProps<Charge>, 'query' | 'pagination'> {
  charges: readonly Charge[];
  /** Opens the booking the charge belongs to (its details, its charges, the refund). */
  onOpenBooking: (bookingId: number) => void;
}

/** Every charge, newest first as the server sorts it; a row opens its booking. */
export function ChargesTable({ charges, query, pagination, onOpenBooking }: ChargesTableProps) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={charges}
      getRowKey={(c) => c.id}
      label="Daftar tagihan"
      className="charge-table"
      query={query}
      errorFallback="Gagal memuat tagihan"
      emptyText="Belum ada tagihan yang cocok dengan filter."
      keepRowsOnError
      pagination={pagination}
      rowActions={(c) =>
        c.booking_id === null ? null : (
          <div className="row-actions">
            <button type="button" className="button button--ghost button--small" onClick={() => onOpenBooking(c.booking_id!)}>
              Buka booking<span className="visually-hidden"> {c.booking_code}</span>
            </button>
          </div>
        )
      }
    />
  );
}
