import './catalogue.css';
import type { Pagination as PaginationData } from '@island/shared';
import { type Key, type ReactNode, useRef } from 'react';
import { Pagination } from '../../ui/Pagination.tsx';
import { CardGrid } from './CardGrid.tsx';
import { QueryResults, type QueryResultsProps } from './QueryResults.tsx';
import { useT } from '../../i18n/language.tsx';

export interface CatalogueResultsProps<T> {
  query: QueryResultsProps['query'];
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
  const { t } = useT();
  const top = useRef<HTMLDivElement>(null);

  function changePage(page: number) {
    onPageChange(page);
    // After tapping Next at the bottom of a long phone page, the new cards start at the top.
    top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }

  return (
    <QueryResults ref={top} query={query} items={items} errorFallback={errorFallback} emptyText={emptyText}>
      <CardGrid items={items ?? []} getKey={getKey} renderItem={renderItem} label={label} />
      {pagination && (
        <Pagination
          page={pagination.currentPage}
          totalPages={pagination.totalPages}
          onPageChange={changePage}
          showPageNumbers
          hideWhenSinglePage
          label={t('common.pager', { label })}
          prevLabel={t('common.previous')}
          nextLabel={t('common.next')}
          pageLabel={(number) => t('common.page', { number })}
        />
      )}
    </QueryResults>
  );
}
