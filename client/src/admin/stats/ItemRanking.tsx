import { formatCount, type StatsItemRow, type StatsItemType } from '@island/shared';
import { Link } from 'react-router-dom';
import { clickBreakdown, clickTotal, ITEM_ADMIN_PATHS, ITEM_TYPE_LABELS } from './statsLabels.ts';

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
        <table className="stats-table">
          <thead>
            <tr>
              <th scope="col">Judul</th>
              <th scope="col" className="stats-table__number">
                Dilihat
              </th>
              <th scope="col" className="stats-table__number">
                Klik keluar
              </th>
              {withBookings && (
                <th scope="col" className="stats-table__number">
                  Pemesanan
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const clicks = clickTotal(row.clicks);
              return (
                <tr key={row.id}>
                  <th scope="row" className="stats-table__title">
                    {row.path ? (
                      <a href={row.path} target="_blank" rel="noreferrer">
                        {row.title}
                        <span className="visually-hidden"> (halaman publik, tab baru)</span>
                      </a>
                    ) : (
                      row.title
                    )}
                    {clicks > 0 && <span className="stats-table__channels">{clickBreakdown(row.clicks)}</span>}
                  </th>
                  <td className="stats-table__number" data-label="Dilihat">
                    {formatCount(row.views)}
                  </td>
                  <td className="stats-table__number" data-label="Klik keluar">
                    {formatCount(clicks)}
                  </td>
                  {withBookings && (
                    <td className="stats-table__number" data-label="Pemesanan">
                      {formatCount(row.bookings ?? 0)}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
