import './list-state.css';
import type { ReactNode } from 'react';
import { messageOf } from '../errors.ts';
import { useT } from '../i18n/language.tsx';
import { Spinner } from './Spinner.tsx';

export interface ListStateProps {
  /** True until the first answer arrives. */
  loading: boolean;
  /** The failed call's error, or null. */
  error: unknown;
  /** Shown when the call fails and the server sent no message of its own. */
  errorFallback: string;
  empty: boolean;
  emptyText: ReactNode;
  onRetry?: () => void;
  children: ReactNode;
}

/** Loading, failure and empty states of a list, or the list itself. */
export function ListState({ loading, error, errorFallback, empty, emptyText, onRetry, children }: ListStateProps) {
  const { t, message } = useT();
  if (loading) {
    return (
      <div className="list-state">
        <Spinner size="lg" showLabel />
      </div>
    );
  }
  if (error) {
    return (
      <div className="list-state list-state--error" role="alert">
        <p>{message(messageOf(error, errorFallback))}</p>
        {onRetry && (
          <button type="button" className="button button--ghost" onClick={onRetry}>
            {t('common.retry')}
          </button>
        )}
      </div>
    );
  }
  if (empty) {
    return (
      <div className="list-state list-state--empty">
        <p>{emptyText}</p>
      </div>
    );
  }
  return <>{children}</>;
}

/** What a list query says about itself: first load, failure, its last answer, and how to ask again. */
export interface ListQuery {
  isPending: boolean;
  error: unknown;
  data: unknown;
  refetch: () => unknown;
}

export interface QueryListStateProps {
  query: ListQuery;
  /** The rows of the answer; undefined until it arrives. */
  items: readonly unknown[] | undefined;
  errorFallback: string;
  emptyText: ReactNode;
  /** Leave the rows on screen when a later fetch fails, rather than showing the failure in their place. */
  keepRowsOnError?: boolean;
  children: ReactNode;
}

/** ListState for a list query. */
export function QueryListState({ query, items, errorFallback, emptyText, keepRowsOnError = false, children }: QueryListStateProps) {
  return (
    <ListState
      loading={query.isPending}
      error={keepRowsOnError && query.data ? null : query.error}
      errorFallback={errorFallback}
      empty={(items?.length ?? 0) === 0}
      emptyText={emptyText}
      onRetry={() => void query.refetch()}
    >
      {children}
    </ListState>
  );
}
