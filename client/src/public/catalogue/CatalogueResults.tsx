import './catalogue.css';
import type { Pagination as PaginationData } from '@island/shared';
import { type Key, type ReactNode, useRef } from 'react';
import { Pagination } from '../../ui/Pagination.tsx';
import { CardGrid } from './CardGrid.tsx';
import { ListState } from './ListState.tsx';

export interface CatalogueResultsProps<T> {
  /** The list query: first load, failure, and whether an older page is still showing. */
  query: { isPending: boolean; error: unknown; isPlaceholderData: boolean; refetch: () => unknown };
  items: readonly T[] | undefined;
  pagination: PaginationData | undefined;
  onPageChange: (page: number) => void;
  label: string;
  errorFallback: string;
  emptyText: ReactNode;
  getKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
}

/** A public catalogue list: its loading, failure and empty states, the cards and the pages. */
export function CatalogueResults<T>({
  query,
  items,
  pagination,
  onPageChange,
  label,
  errorFallback,
  emptyText,
  getKey,
  renderItem,
}: CatalogueResultsProps<T>) {
  const top = useRef<HTMLDivElement>(null);

  function changePage(page: number) {
    onPageChange(page);
    // After tapping Next at the bottom of a long phone page, the new cards start at the top.
    top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }

  return (
    <div ref={top} className="catalogue-results" aria-busy={query.isPlaceholderData || undefined}>
      <ListState
        loading={query.isPending}
        error={query.error}
        errorFallback={errorFallback}
        empty={(items?.length ?? 0) === 0}
        emptyText={emptyText}
        onRetry={() => void query.refetch()}
      >
        <CardGrid items={items ?? []} getKey={getKey} renderItem={renderItem} label={label} />
        {pagination && (
          <Pagination
            page={pagination.currentPage}
            totalPages={pagination.totalPages}
            onPageChange={changePage}
            showPageNumbers
            hideWhenSinglePage
            label={`Halaman ${label}`}
            prevLabel="Sebelumnya"
            nextLabel="Berikutnya"
          />
        )}
      </ListState>
    </div>
  );
}
