import { formatCount } from '@island/shared';
import type { ReactNode } from 'react';

/** A counted column: its heading (also the cell's label on a phone) and the row's figure. */
export interface CountColumn<Row> {
  label: string;
  count: (row: Row) => number;
}

/**
 * The statistics' one table: a row header (a title, a month) and counted columns, right-aligned,
 * each cell labelled for the phone layout where rows become cards (stats.css).
 */
export function StatsTable<Row>({
  caption,
  className,
  head,
  rows,
  rowKey,
  rowHeader,
  columns,
}: {
  /** Read by screen readers only; the panel's heading names the table for everyone else. */
  caption?: string;
  className?: string;
  head: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowHeader: (row: Row) => ReactNode;
  columns: readonly CountColumn<Row>[];
}) {
  return (
    <table className={className ? `stats-table ${className}` : 'stats-table'}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{head}</th>
          {columns.map((column) => (
            <th key={column.label} scope="col" className="stats-table__number">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            <th scope="row" className="stats-table__title">
              {rowHeader(row)}
            </th>
            {columns.map((column) => (
              <td key={column.label} className="stats-table__number" data-label={column.label}>
                {formatCount(column.count(row))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
