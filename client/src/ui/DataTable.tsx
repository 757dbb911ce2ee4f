import './data-table.css';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type Header,
  type RowData,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import type { Key, ReactNode } from 'react';
import { type ListQuery, QueryListState } from './ListState.tsx';
import { Pagination, type PaginationProps } from './Pagination.tsx';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The label a cell carries in the narrow-screen card layout; the header's text by default. */
    label?: string;
    /** Class of the column's cells (header and body). */
    className?: string;
    /** The cell names its row for screen readers (`<th scope="row">`); the first column by default. */
    rowHeader?: boolean;
  }
}

/** The sort a list asks the server for: a column id and its direction, or none. */
export interface TableSort {
  id: string;
  desc: boolean;
}

export interface DataTableProps<T> {
  /**
   * What each column shows (@tanstack/react-table column definitions). A column sorts only when
   * it says `enableSorting: true`, i.e. where the server sorts; the header is its label.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column has its own value type
  columns: ColumnDef<T, any>[];
  /** The rows of the current page. */
  rows: readonly T[];
  getRowKey: (row: T) => Key;
  /** Names the table's scroll region for screen readers, e.g. 'Daftar testimoni'. */
  label: string;
  /** The buttons of a row; they stay on screen (pinned right on a wide screen, at the card's foot on a phone). */
  rowActions?: (row: T) => ReactNode;
  /** Sorting done by the server: the current sort and what to ask for next. */
  sort?: { value: TableSort | null; onChange: (next: TableSort | null) => void };
  /** The list query's state: loading, failure (with retry) and empty take the table's place. */
  query: ListQuery & { isFetching?: boolean };
  errorFallback: string;
  emptyText: ReactNode;
  /** Leave the rows on screen when a later fetch fails. */
  keepRowsOnError?: boolean;
  /** Server-side paging under the table (ui/Pagination's props); left out, no pager. */
  pagination?: PaginationProps | null | false;
  className?: string;
}

const sortedAs = (desc: boolean) => (desc ? 'descending' : 'ascending');

/**
 * The staff list table: columns from definitions, sorting and paging done by the server, and on a
 * narrow screen each row laid out as a card whose cells carry their column's label.
 */
export function DataTable<T>({
  columns,
  rows,
  getRowKey,
  label,
  rowActions,
  sort,
  query,
  errorFallback,
  emptyText,
  keepRowsOnError,
  pagination,
  className,
}: DataTableProps<T>) {
  const sorting: SortingState = sort?.value ? [sort.value] : [];
  // No React Compiler here: the table's functions are read fresh each render, never memoised.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    columns,
    data: rows as T[],
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(getRowKey(row)),
    manualSorting: true,
    manualPagination: true,
    enableSorting: sort !== undefined,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      sort?.onChange(next[0] ? { id: next[0].id, desc: next[0].desc } : null);
    },
  });
  const headers = table.getHeaderGroups()[0]?.headers ?? [];

  return (
    <div className="data-table-results" aria-busy={query.isFetching || undefined}>
      <QueryListState query={query} items={rows} errorFallback={errorFallback} emptyText={emptyText} keepRowsOnError={keepRowsOnError}>
        <div className="table-scroll data-table-wrap" role="region" aria-label={label} tabIndex={0}>
          {/* Roles spelled out: a table laid out as cards (display: block) keeps its semantics in every browser. */}
          <table role="table" className={`data-table ${className ?? ''}`}>
            <thead role="rowgroup">
              <tr role="row">
                {headers.map((header) => (
                  <HeaderCell key={header.id} header={header} />
                ))}
                {rowActions && (
                  <th scope="col" role="columnheader" className="data-table__actions">
                    <span className="visually-hidden">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id} role="row">
                  {row.getVisibleCells().map((cell, index) => {
                    const meta = cell.column.columnDef.meta;
                    const cardLabel = meta?.label ?? (typeof cell.column.columnDef.header === 'string' ? cell.column.columnDef.header : undefined);
                    const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                    const isRowHeader = meta?.rowHeader ?? index === 0;
                    return isRowHeader ? (
                      <th key={cell.id} scope="row" role="rowheader" className={meta?.className} data-label={cardLabel}>
                        {content}
                      </th>
                    ) : (
                      <td key={cell.id} role="cell" className={meta?.className} data-label={cardLabel}>
                        {/* One box for the value, so a card can set it beside its label. */}
                        <div className="data-table__value">{content}</div>
                      </td>
                    );
                  })}
                  {rowActions && <td role="cell" className="data-table__actions">{rowActions(row.original)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </QueryListState>
      {pagination && <Pagination {...pagination} />}
    </div>
  );
}

function HeaderCell<T>({ header }: { header: Header<T, unknown> }) {
  const { column } = header;
  const content = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
  const className = column.columnDef.meta?.className;
  if (!column.getCanSort()) {
    return (
      <th scope="col" role="columnheader" className={className}>
        {content}
      </th>
    );
  }
  const sorted = column.getIsSorted();
  return (
    <th scope="col" role="columnheader" className={className} aria-sort={sorted ? sortedAs(sorted === 'desc') : 'none'}>
      <button type="button" className="data-table__sort" onClick={column.getToggleSortingHandler()}>
        {content}
        <span className="data-table__sort-mark" aria-hidden="true">
          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}
