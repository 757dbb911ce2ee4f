import { localeOf, type Testimonial } from '@island/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable, type DataTableProps } from '../../ui/DataTable.tsx';
import { StarRating } from '../../ui/StarRating.tsx';
import { TestimonialBadges } from './TestimonialBadges.tsx';
import { messagePreview } from './testimonialActions.ts';
import { TestimonialRowActions } from './TestimonialRowActions.tsx';

// Short months keep the date on one line in a dense table; the detail dialog shows the long form.
const shortDate = new Intl.DateTimeFormat(localeOf('id'), { day: 'numeric', month: 'short', year: 'numeric' });

const COLUMNS: ColumnDef<Testimonial>[] = [
  {
    id: 'reviewer',
    header: 'Reviewer',
    meta: { className: 'data-table__primary' },
    cell: ({ row: { original: t } }) => (
      <>
        <span className="data-table__title">{t.name}</span>
        {t.email && <span className="data-table__sub">{t.email}</span>}
        {t.origin && <span className="data-table__sub">{t.origin}</span>}
      </>
    ),
  },
  { id: 'rating', header: 'Rating', cell: ({ row }) => <StarRating value={row.original.rating} size={16} /> },
  { id: 'message', header: 'Message', meta: { className: 'data-table__message' }, cell: ({ row }) => messagePreview(row.original.message) },
  { id: 'status', header: 'Status', meta: { className: 'data-table__badges' }, cell: ({ row }) => <TestimonialBadges testimonial={row.original} /> },
  { id: 'date', header: 'Date', meta: { className: 'data-table__date' }, cell: ({ row }) => shortDate.format(new Date(row.original.created_at)) },
];

export interface TestimonialsTableProps extends Pick<DataTableProps<Testimonial>, 'rows' | 'query' | 'pagination' | 'errorFallback'> {
  busyId: number | null;
  onView: (t: Testimonial) => void;
  onToggleDisplayed: (t: Testimonial) => void;
  onToggleVerified: (t: Testimonial) => void;
  onDelete: (t: Testimonial) => void;
}

export function TestimonialsTable({ busyId, onView, onToggleDisplayed, onToggleVerified, onDelete, ...list }: TestimonialsTableProps) {
  return (
    <DataTable
      {...list}
      columns={COLUMNS}
      getRowKey={(t) => t.id}
      label="Daftar testimoni"
      emptyText="Tidak ada testimoni yang cocok."
      keepRowsOnError
      rowActions={(t) => (
        <TestimonialRowActions
          testimonial={t}
          busy={busyId === t.id}
          onView={() => onView(t)}
          onToggleDisplayed={() => onToggleDisplayed(t)}
          onToggleVerified={() => onToggleVerified(t)}
          onDelete={() => onDelete(t)}
        />
      )}
    />
  );
}
