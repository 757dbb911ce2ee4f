import './board.css';
import { type BoatBoard as Board, type Departure, type Language, todayIn } from '@island/shared';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/language.tsx';
import { useServedFromCache } from '../../offline/useServedFromCache.ts';
import { trpc } from '../../trpc.ts';
import { useNow } from '../../ui/useNow.ts';
import { ageText, clockIn, dayLabel } from './boardTime.ts';
import { SeaLine } from './SeaLine.tsx';

/**
 * Today's and tomorrow's departures with what the harbour said about them. Its own small read
 * (transportation.today), so the home page's first answer stays as it was; on the home page it
 * comes with its code only as the visitor scrolls near it (NearBoatBoard). The service worker
 * keeps it like every public read, and a kept copy says of when it is.
 */
export function BoatBoard({ headingLevel = 2, linkToPage = false }: { headingLevel?: 2 | 3; linkToPage?: boolean }) {
  const { t, path, language } = useT();
  const board = trpc.transportation.today.useQuery(undefined, { refetchInterval: 60_000, refetchOnWindowFocus: true });
  const fromCache = useServedFromCache();
  const now = useNow(fromCache);
  const data = board.data;

  if (!data) {
    return board.isError ? (
      <p className="empty-note">{t('board.loadFailed')}</p>
    ) : (
      <div className="boat-board-placeholder" aria-busy="true" />
    );
  }
  return (
    <div className="boat-board" data-testid="boat-board">
      {fromCache && (
        <p className="boat-board__stale" role="status">
          {t('board.asOf', {
            date: dayLabelIn(data, language),
            time: clockIn(data.generatedAt, data.timeZone),
            age: ageText(data.generatedAt, now, language, t('board.justNow')),
          })}
        </p>
      )}
      <BoardDay board={data} day="today" headingLevel={headingLevel} />
      <BoardDay board={data} day="tomorrow" headingLevel={headingLevel} />
      {(data.today.sea || data.tomorrow.sea) && <p className="boat-board__sea-hint">{t('board.sea.hint')}</p>}
      {linkToPage && (
        <p className="boat-board__more">
          <Link to={path('/jadwal-kapal')}>{t('board.seeAll')}</Link>
        </p>
      )}
    </div>
  );
}

/** The date the kept answer was read, on the island's calendar. */
function dayLabelIn(board: Board, language: Language): string {
  return dayLabel(todayIn(board.timeZone, new Date(board.generatedAt)), language);
}

function BoardDay({ board, day, headingLevel }: { board: Board; day: 'today' | 'tomorrow'; headingLevel: 2 | 3 }) {
  const { t, language } = useT();
  const { date, departures, sea } = board[day];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="boat-board__day" aria-label={`${t(`board.${day}`)}, ${dayLabel(date, language)}`}>
      <Heading className="boat-board__day-title">
        {t(`board.${day}`)} <span>{dayLabel(date, language)}</span>
      </Heading>
      <SeaLine sea={sea} timeZone={board.timeZone} today={board.today.date} />
      {departures.length === 0 ? (
        <p className="empty-note">{t('board.empty')}</p>
      ) : (
        <ul className="boat-board__list">
          {departures.map((d) => (
            <DepartureRow key={`${d.transportationId}-${d.time}`} departure={d} timeZone={board.timeZone} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DepartureRow({ departure: d, timeZone }: { departure: Departure; timeZone: string }) {
  const { t } = useT();
  return (
    <li className={`boat-board__row boat-board__row--${d.status}`} data-testid="departure">
      <span className="boat-board__time">
        {d.status === 'running' ? d.time : <s>{d.time}</s>}
      </span>
      <strong className="boat-board__name">{d.name}</strong>
      <span className={`boat-board__status boat-board__status--${d.status}`}>
        {t(`board.${d.status}`)}
        {d.status === 'delayed' && d.newTime && <span className="boat-board__new-time">{t('board.newTime', { time: d.newTime })}</span>}
      </span>
      <span className="boat-board__details">
        <span className="boat-board__dock">
          {d.dockLocation} · {d.duration}
        </span>
        {(d.reason || d.note) && (
          <span className="boat-board__reason">
            {d.reason && t(`board.reasons.${d.reason}`)}
            {d.reason && d.note && ': '}
            {d.note}
          </span>
        )}
        {d.updatedAt && <span className="boat-board__updated">{t('board.updated', { time: clockIn(d.updatedAt, timeZone) })}</span>}
      </span>
    </li>
  );
}
