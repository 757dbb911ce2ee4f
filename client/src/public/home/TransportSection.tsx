import type { Language, Transportation, TransportType } from '@island/shared';
import { telHref } from '../contactLinks.ts';
import { useT } from '../../i18n/language.tsx';
import { crossingText } from '../board/crossingText.ts';
import { NearBoatBoard } from '../board/NearBoatBoard.tsx';

const TYPE_LABELS = { speedboat: 'home.transport.speedboat', boat: 'home.transport.boat', ferry: 'home.transport.ferry' } as const satisfies Record<TransportType, string>;

/** '07:00, 10:00' as separate times, so each reads (and wraps) on its own. */
function departures(value: string): string[] {
  return value
    .split(',')
    .map((time) => time.trim())
    .filter(Boolean);
}

/**
 * The crossing schedule, after the board of today's and tomorrow's departures. A real table on wide screens; on phones each row becomes a card (the
 * cells carry their column name), so nothing scrolls sideways at 360 px. The explicit roles keep
 * the table semantics that some browsers drop once the CSS display changes.
 */
export function TransportSection({ boats }: { boats: readonly Transportation[] }) {
  const { t, language } = useT();
  return (
    <section className="section home-transport" aria-labelledby="transport-title">
      <div className="container">
        <div className="section__header">
          <h2 id="transport-title">{t('home.transport.title')}</h2>
          <p>{t('home.transport.lead')}</p>
        </div>
        {boats.length > 0 && (
          <div className="home-transport__board">
            <NearBoatBoard headingLevel={3} linkToPage />
          </div>
        )}
        {boats.length === 0 ? (
          <p className="empty-note">{t('home.transport.empty')}</p>
        ) : (
          <table className="schedule-table" role="table">
            <caption className="visually-hidden">{t('home.transport.caption')}</caption>
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">{t('home.transport.transport')}</th>
                <th scope="col" role="columnheader">{t('home.transport.departures')}</th>
                <th scope="col" role="columnheader">{t('home.transport.dock')}</th>
                <th scope="col" role="columnheader">{t('home.transport.phone')}</th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {boats.map((boat) => (
                <tr key={boat.id} role="row">
                  <th scope="row" role="rowheader" className="schedule-table__name">
                    {boat.name}
                    <span className="schedule-table__type">
                      {t(`board.directions.${boat.direction}`)} · {t(TYPE_LABELS[boat.type])} · <CrossingTime boat={boat} language={language} />
                    </span>
                  </th>
                  <td role="cell" data-label={t('home.transport.schedule')}>
                    <ul className="time-list">
                      {departures(boat.departureTime).map((time) => (
                        <li key={time}>{time}</li>
                      ))}
                    </ul>
                  </td>
                  <td role="cell" data-label={t('home.transport.dock')}>{t('board.route', { from: boat.fromPlace, to: boat.toPlace })}</td>
                  <td role="cell" data-label={t('home.transport.phone')}>
                    <a className="schedule-table__phone" href={telHref(boat.phone)}>
                      {boat.phone}
                      <span className="visually-hidden">{t('home.transport.callBoat', { name: boat.name })}</span>
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

/** The crossing's time in the page's language (as written, marked Indonesian, when only text is known). */
function CrossingTime({ boat, language }: { boat: Transportation; language: Language }) {
  const crossing = crossingText(language, boat);
  return <span lang={crossing.lang}>{crossing.text}</span>;
}
