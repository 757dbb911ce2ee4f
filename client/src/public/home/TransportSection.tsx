import type { Transportation, TransportType } from '@island/shared';
import { telHref } from '../useSiteSettings.ts';

const TYPE_LABELS: Record<TransportType, string> = { speedboat: 'Speedboat', boat: 'Perahu motor', ferry: 'Kapal feri' };

/** '07:00, 10:00' as separate times, so each reads (and wraps) on its own. */
function departures(value: string): string[] {
  return value
    .split(',')
    .map((time) => time.trim())
    .filter(Boolean);
}

/**
 * The crossing schedule. A real table on wide screens; on phones each row becomes a card (the
 * cells carry their column name), so nothing scrolls sideways at 360 px. The explicit roles keep
 * the table semantics that some browsers drop once the CSS display changes.
 */
export function TransportSection({ boats }: { boats: readonly Transportation[] }) {
  return (
    <section className="section home-transport" aria-labelledby="transport-title">
      <div className="container">
        <div className="section__header">
          <h2 id="transport-title">Transportasi ke Pulau</h2>
          <p>Jadwal penyeberangan dapat berubah saat cuaca buruk; hubungi operator sebelum berangkat.</p>
        </div>
        {boats.length === 0 ? (
          <p className="empty-note">Belum ada jadwal transportasi.</p>
        ) : (
          <table className="schedule-table" role="table">
            <caption className="visually-hidden">Jadwal transportasi ke pulau</caption>
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">Transportasi</th>
                <th scope="col" role="columnheader">Jadwal Keberangkatan</th>
                <th scope="col" role="columnheader">Dermaga</th>
                <th scope="col" role="columnheader">Telepon</th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {boats.map((boat) => (
                <tr key={boat.id} role="row">
                  <th scope="row" role="rowheader" className="schedule-table__name">
                    {boat.name}
                    <span className="schedule-table__type">
                      {TYPE_LABELS[boat.type]} · {boat.duration}
                    </span>
                  </th>
                  <td role="cell" data-label="Jadwal">
                    <ul className="time-list">
                      {departures(boat.departureTime).map((time) => (
                        <li key={time}>{time}</li>
                      ))}
                    </ul>
                  </td>
                  <td role="cell" data-label="Dermaga">{boat.dockLocation}</td>
                  <td role="cell" data-label="Telepon">
                    <a className="schedule-table__phone" href={telHref(boat.phone)}>
                      {boat.phone}
                      <span className="visually-hidden"> (telepon {boat.name})</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
