import { formatCount } from '@island/shared';
import type { ReactNode } from 'react';
import { percentOf } from './statsLabels.ts';

export interface ShareRow {
  key: string;
  label: ReactNode;
  value: number;
}

/**
 * Rows with their count and a bar of their share of the whole (top pages, referrers, phones and
 * computers, languages). The bar is drawing only; the count and the percentage are the text.
 */
export function ShareList({ rows, label, emptyText, total }: { rows: readonly ShareRow[]; label: string; emptyText: string; total?: number }) {
  const whole = total ?? rows.reduce((sum, row) => sum + row.value, 0);
  if (rows.length === 0 || whole === 0) return <p className="stats-empty">{emptyText}</p>;
  return (
    <ol className="share-list" aria-label={label}>
      {rows.map((row) => {
        const percent = percentOf(row.value, whole);
        return (
          <li key={row.key} className="share-list__row">
            <span className="share-list__label">{row.label}</span>
            <span className="share-list__value">
              {formatCount(row.value)} <span className="share-list__percent">({percent}%)</span>
            </span>
            <span className="share-list__bar" aria-hidden="true">
              <span style={{ width: `${percent}%` }} />
            </span>
          </li>
        );
      })}
    </ol>
  );
}
