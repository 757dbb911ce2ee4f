import '../catalogue/catalogue-admin.css';
import { type Destination, formatCoordinate } from '@island/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { DESTINATION_CATEGORY_LABELS, LOAD_FAILED } from '../../public/catalogue/labels.ts';
import { mapPlaceUrl } from '../../public/catalogue/maps.ts';
import { DataTable, type DataTableProps } from '../../ui/DataTable.tsx';
import { Icon } from '../../ui/Icon.tsx';

const COLUMNS: ColumnDef<Destination>[] = [
  { id: 'title', header: 'Judul', cell: ({ row }) => <span className="data-table__title">{row.original.title}</span> },
  {
    id: 'category',
    header: 'Kategori',
    cell: ({ row }) => <span className="badge badge--info">{DESTINATION_CATEGORY_LABELS[row.original.category]}</span>,
  },
  {
    id: 'location',
    header: 'Lokasi',
    meta: { className: 'destination-table__coords' },
    cell: ({ row }) => `${formatCoordinate(row.original.location.lat)}, ${formatCoordinate(row.original.location.lng)}`,
  },
  {
    id: 'description',
    header: 'Deskripsi',
    meta: { className: 'data-table__message destination-table__text' },
    cell: ({ row }) => row.original.shortDescription,
  },
];

export interface DestinationTableProps extends Pick<DataTableProps<Destination>, 'rows' | 'query' | 'pagination'> {
  /** False for a contributor: the table is read-only. */
  canWrite: boolean;
  onView: (destination: Destination) => void;
  onEdit: (destination: Destination) => void;
  onDelete: (destination: Destination) => void;
}

/** The destinations list of the back-office. */
export function DestinationTable({ canWrite, onView, onEdit, onDelete, ...list }: DestinationTableProps) {
  return (
    <DataTable
      {...list}
      columns={COLUMNS}
      getRowKey={(destination) => destination.id}
      label="Daftar destinasi"
      className="destination-table"
      errorFallback={LOAD_FAILED.destinations}
      emptyText="No destinations found for the selected filter."
      rowActions={(destination) => {
        const { title, location } = destination;
        return (
          <div className="destination-table__actions">
            <button type="button" className="icon-button" onClick={() => onView(destination)} aria-label={`Lihat detail ${title}`} title="Lihat detail">
              <Icon name="eye" size={20} />
            </button>
            <a
              className="icon-button"
              href={mapPlaceUrl(location.lat, location.lng)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Lihat ${title} di peta (tab baru)`}
              title="Lihat di peta"
            >
              <Icon name="mapPin" size={20} />
            </a>
            {canWrite && (
              <>
                <button type="button" className="icon-button" onClick={() => onEdit(destination)} aria-label={`Edit ${title}`} title="Edit">
                  <Icon name="pencil" size={20} />
                </button>
                <button type="button" className="icon-button icon-button--danger" onClick={() => onDelete(destination)} aria-label={`Hapus ${title}`} title="Hapus">
                  <Icon name="trash" size={20} />
                </button>
              </>
            )}
          </div>
        );
      }}
    />
  );
}
