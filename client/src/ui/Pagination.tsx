import './pagination.css';
import { useId } from 'react';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** With `onPageSizeChange`, shows a page-size select. */
  pageSize?: number;
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (size: number) => void;
  /** When given, shows 'Menampilkan X–Y dari Z'. */
  totalItems?: number;
  /** Numbered page buttons between Prev and Next. */
  showPageNumbers?: boolean;
  /** Render nothing when everything fits on one page (and no size select is offered). */
  hideWhenSinglePage?: boolean;
  label?: string;
  prevLabel?: string;
  nextLabel?: string;
  /** Names a numbered page's button, for screen readers ('Halaman 2'). */
  pageLabel?: (page: number) => string;
}

// The back-office's words; the public pages pass their language's.
const pageOf = (page: number) => `Halaman ${page}`;

/** Page numbers around the current one, with the first and last always reachable. */
function visiblePages(page: number, totalPages: number): (number | 'gap')[] {
  const pages = new Set([1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const n of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && n - last > 1) out.push('gap');
    out.push(n);
  }
  return out;
}

export function Pagination({
  page,
  totalPages,
  onPageChange,
  pageSize,
  pageSizeOptions = [10, 25, 50, 100],
  onPageSizeChange,
  totalItems,
  showPageNumbers = false,
  hideWhenSinglePage = false,
  label = 'Halaman',
  prevLabel = 'Sebelumnya',
  nextLabel = 'Berikutnya',
  pageLabel = pageOf,
}: PaginationProps) {
  const sizeId = useId();
  const pages = Math.max(1, totalPages);
  const current = Math.min(Math.max(1, page), pages);
  const showSize = Boolean(onPageSizeChange && pageSize);
  if (hideWhenSinglePage && pages <= 1 && !showSize) return null;

  const from = totalItems && pageSize ? Math.min(totalItems, (current - 1) * pageSize + 1) : 0;
  const to = totalItems && pageSize ? Math.min(totalItems, current * pageSize) : 0;

  return (
    <nav className="pagination" aria-label={label}>
      {totalItems !== undefined && pageSize && (
        <p className="pagination__summary">
          Menampilkan {from}–{to} dari {totalItems}
        </p>
      )}
      <div className="pagination__controls">
        <button type="button" className="button button--ghost" onClick={() => onPageChange(current - 1)} disabled={current <= 1}>
          {prevLabel}
        </button>
        {showPageNumbers ? (
          <ul className="pagination__pages">
            {visiblePages(current, pages).map((n, i) =>
              n === 'gap' ? (
                <li key={`gap-${i}`} aria-hidden="true" className="pagination__gap">
                  …
                </li>
              ) : (
                <li key={n}>
                  <button
                    type="button"
                    className={`button ${n === current ? 'button--primary' : 'button--ghost'}`}
                    aria-current={n === current ? 'page' : undefined}
                    aria-label={pageLabel(n)}
                    onClick={() => onPageChange(n)}
                  >
                    {n}
                  </button>
                </li>
              ),
            )}
          </ul>
        ) : (
          <span className="pagination__status" aria-live="polite">
            Halaman {current} dari {pages}
          </span>
        )}
        <button type="button" className="button button--ghost" onClick={() => onPageChange(current + 1)} disabled={current >= pages}>
          {nextLabel}
        </button>
      </div>
      {showSize && (
        <div className="pagination__size">
          <label htmlFor={sizeId}>Per halaman</label>
          <select id={sizeId} value={pageSize} onChange={(event) => onPageSizeChange?.(Number(event.target.value))}>
            {pageSizeOptions.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      )}
    </nav>
  );
}
