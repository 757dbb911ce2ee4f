import { type IslandEvent, id } from '@island/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { eventDateText, eventTimeText } from '../../public/agenda/eventDates.ts';
import { DataTable, type DataTableProps } from '../../ui/DataTable.tsx';

const STATUS = {
  published: { label: 'Terbit', tone: 'badge--success' },
  pending: { label: 'Menunggu tinjauan', tone: 'badge--warning' },
} as const;

const COLUMNS: ColumnDef<IslandEvent>[] = [
  {
    id: 'title',
    header: 'Acara',
    cell: ({ row: { original: e } }) => (
      <span className="data-table__primary">
        <span className="data-table__title">{e.title}</span>
        <span className="data-table__sub">{e.place}</span>
      </span>
    ),
  },
  {
    id: 'date',
    header: 'Tanggal',
    // The day on one line, then the hours and whether it returns or is over: it wraps between them on a phone.
    cell: ({ row: { original: e } }) => (
      <span className="data-table__primary">
        <span>{eventDateText(e, 'id')}</span>
        <span className="data-table__sub">
          {[eventTimeText(e, id.agenda.allDay), e.yearly ? id.agenda.yearly : null, e.isPast ? 'Sudah lewat' : null].filter(Boolean).join(' · ')}
        </span>
      </span>
    ),
  },
  { id: 'category', header: 'Kategori', cell: ({ row }) => id.categories.event[row.original.category] },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <span className={`badge ${STATUS[row.original.status].tone}`}>{STATUS[row.original.status].label}</span>,
  },
];

export interface EventsTableProps extends Pick<DataTableProps<IslandEvent>, 'rows' | 'query' | 'pagination'> {
  staff: boolean;
  busyId: number | null;
  onEdit: (event: IslandEvent) => void;
  onDelete: (event: IslandEvent) => void;
  onPublish: (event: IslandEvent) => void;
}

/**
 * The events of the back-office, the soonest first. Site runners publish a proposal, edit and
 * delete anything; a contributor sees only their own and may change one until it is published.
 */
export function EventsTable({ staff, busyId, onEdit, onDelete, onPublish, ...list }: EventsTableProps) {
  return (
    <DataTable
      {...list}
      columns={COLUMNS}
      getRowKey={(event) => event.id}
      label="Daftar acara"
      errorFallback="Gagal memuat acara"
      emptyText="Belum ada acara untuk pilihan ini."
      keepRowsOnError
      rowActions={(event) => {
        const mayChange = staff || event.status === 'pending';
        const busy = busyId === event.id;
        return (
          <div className="row-actions">
            {staff && event.status === 'pending' && (
              <button type="button" className="button button--primary button--small" disabled={busy} onClick={() => onPublish(event)}>
                Terbitkan<span className="visually-hidden"> {event.title}</span>
              </button>
            )}
            {event.status === 'published' && !event.isPast && (
              <Link className="button button--ghost button--small" to={`/agenda/${encodeURIComponent(event.slug)}`} target="_blank">
                Lihat<span className="visually-hidden"> {event.title}</span>
              </Link>
            )}
            {mayChange && (
              <>
                <button type="button" className="button button--ghost button--small" disabled={busy} onClick={() => onEdit(event)}>
                  Edit<span className="visually-hidden"> {event.title}</span>
                </button>
                <button type="button" className="button button--ghost-danger button--small" disabled={busy} onClick={() => onDelete(event)}>
                  Hapus<span className="visually-hidden"> {event.title}</span>
                </button>
              </>
            )}
          </div>
        );
      }}
    />
  );
}

