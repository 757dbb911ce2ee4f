import './catalogue.css';
import type { ReactNode } from 'react';
import { messageOf } from '../../errors.ts';
import { Spinner } from '../../ui/Spinner.tsx';

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
  if (loading) {
    return (
      <div className="list-state">
        <Spinner size="lg" label="Memuat…" showLabel />
      </div>
    );
  }
  if (error) {
    return (
      <div className="list-state list-state--error" role="alert">
        <p>{messageOf(error, errorFallback)}</p>
        {onRetry && (
          <button type="button" className="button button--ghost" onClick={onRetry}>
            Coba lagi
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
