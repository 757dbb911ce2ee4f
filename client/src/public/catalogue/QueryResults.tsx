import './catalogue.css';
import type { ReactNode, Ref } from 'react';
import { type ListQuery, QueryListState } from '../../ui/ListState.tsx';

export interface QueryResultsProps {
  query: ListQuery & { isPlaceholderData: boolean };
  /** The rows of the answer; undefined until it arrives. */
  items: readonly unknown[] | undefined;
  errorFallback: string;
  emptyText: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A catalogue list's loading, failure and empty states around its results, marked busy while a
 * new page loads. Any failed fetch shows in place of the results, even over a page already shown.
 */
export function QueryResults({ query, items, errorFallback, emptyText, children, ref }: QueryResultsProps) {
  return (
    <div ref={ref} className="catalogue-results" aria-busy={query.isPlaceholderData || undefined}>
      <QueryListState query={query} items={items} errorFallback={errorFallback} emptyText={emptyText}>
        {children}
      </QueryListState>
    </div>
  );
}
