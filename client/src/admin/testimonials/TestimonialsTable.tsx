import type { Testimonial } from '@island/shared';
import { StarRating } from '../../ui/StarRating.tsx';
import { DataTableHead } from '../DataTableHead.tsx';
import { TestimonialBadges } from './TestimonialBadges.tsx';
import { messagePreview } from './testimonialActions.ts';
import { TestimonialRowActions } from './TestimonialRowActions.tsx';

const COLUMNS = ['Reviewer', 'Rating', 'Message', 'Status', 'Date'];

// Short months keep the date on one line in a dense table; the detail dialog shows the long form.
const shortDate = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric' });

export interface TestimonialsTableProps {
  testimonials: readonly Testimonial[];
  busyId: number | null;
  onView: (t: Testimonial) => void;
  onToggleDisplayed: (t: Testimonial) => void;
  onToggleVerified: (t: Testimonial) => void;
  onDelete: (t: Testimonial) => void;
}

export function TestimonialsTable({ testimonials, busyId, onView, onToggleDisplayed, onToggleVerified, onDelete }: TestimonialsTableProps) {
  return (
    <div className="table-scroll" role="region" aria-label="Daftar testimoni" tabIndex={0}>
      <table className="data-table">
        <DataTableHead columns={COLUMNS} />
        <tbody>
          {testimonials.map((t) => (
            <tr key={t.id}>
              <th scope="row" className="data-table__primary">
                <span className="data-table__title">{t.name}</span>
                {t.email && <span className="data-table__sub">{t.email}</span>}
                {t.origin && <span className="data-table__sub">{t.origin}</span>}
              </th>
              <td>
                <StarRating value={t.rating} size={16} />
              </td>
              <td className="data-table__message">{messagePreview(t.message)}</td>
              <td>
                <TestimonialBadges testimonial={t} />
              </td>
              <td className="data-table__date">{shortDate.format(new Date(t.created_at))}</td>
              <td>
                <TestimonialRowActions
                  testimonial={t}
                  busy={busyId === t.id}
                  onView={() => onView(t)}
                  onToggleDisplayed={() => onToggleDisplayed(t)}
                  onToggleVerified={() => onToggleVerified(t)}
                  onDelete={() => onDelete(t)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
