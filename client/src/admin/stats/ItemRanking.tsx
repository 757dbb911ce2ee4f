import type { StatsItemRow, StatsItemType } from '@island/shared';
import { Link } from 'react-router-dom';
import { clickBreakdown, clickTotal, ITEM_ADMIN_PATHS, ITEM_TYPE_LABELS } from './statsLabels.ts';
import { type CountColumn, StatsTable } from './StatsTable.tsx';

const COLUMNS: readonly CountColumn<StatsItemRow>[] = [
  { label: 'Dilihat', count: (row) => row.views },
  { label: 'Klik keluar', count: (row) => clickTotal(row.clicks) },
];
const BOOKINGS_COLUMN: CountColumn<StatsItemRow> = { label: 'Pemesanan', count: (row) => row.bookings ?? 0 };

/**
 * The most viewed records of one kind: views, click-outs by channel and (packages) bookings.
 * The title opens the record's public page in a new tab; "Kelola" opens its staff screen.
 */
export function ItemRanking({ type, rows, emptyText }: { type: StatsItemType; rows: readonly StatsItemRow[]; emptyText?: string }) {
  const titleId = `stats-items-${type}`;
  const withBookings = type === 'package';
  return (
    <section className="card stats-items" aria-labelledby={titleId}>
      <div className="stats-items__head">
        <h3 id={titleId} className="stats-panel__title">
          {ITEM_TYPE_LABELS[type]}
        </h3>
        <Link to={ITEM_ADMIN_PATHS[type]} className="stats-items__manage">
          Kelola<span className="visually-hidden"> {ITEM_TYPE_LABELS[type]}</span>
        </Link>
      </div>
      {rows.length === 0 ? (
        <p className="stats-empty">{emptyText ?? 'Belum ada yang dilihat dalam rentang ini.'}</p>
      ) : (
        <StatsTable
          head="Judul"
          rows={rows}
          rowKey={(row) => row.id}
          rowHeader={(row) => (
            <>
              {row.path ? (
                <a href={row.path} target="_blank" rel="noreferrer">
                  {row.title}
                  <span className="visually-hidden"> (halaman publik, tab baru)</span>
                </a>
              ) : (
                row.title
              )}
              {clickTotal(row.clicks) > 0 && <span className="stats-table__channels">{clickBreakdown(row.clicks)}</span>}
            </>
          )}
          columns={withBookings ? [...COLUMNS, BOOKINGS_COLUMN] : COLUMNS}
        />
      )}
    </section>
  );
}
