import './board.css';
import { type BoatBoard as Board, type BoardDay as Day, type Departure, type Language, todayIn, type TransportDirection } from '@island/shared';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/language.tsx';
import { crossingText } from './crossingText.ts';
import { useServedFromCache } from '../../offline/useServedFromCache.ts';
import { trpc } from '../../trpc.ts';
import { useNow } from '../../ui/useNow.ts';
import { ageText, clockIn, dayLabel } from './boardTime.ts';
import { SeaLine } from './SeaLine.tsx';
import { shownStatus } from './shownStatus.ts';

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
  const { date, departures, sea, directions } = board[day];
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
        <div className="boat-board__groups">
          {directions.map((direction) => (
            <DirectionGroup key={direction} direction={direction} departures={departures} timeZone={board.timeZone} headingLevel={headingLevel} />
          ))}
        </div>
      )}
    </section>
  );
}

/** One direction of a day, in the order the server gave (the departed ones last); nothing when it has none. */
function DirectionGroup({
  direction,
  departures,
  timeZone,
  headingLevel,
}: {
  direction: TransportDirection;
  departures: Day['departures'];
  timeZone: string;
  headingLevel: 2 | 3;
}) {
  const { t } = useT();
  const own = departures.filter((d) => d.direction === direction);
  if (own.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h3' : 'h4';
  const label = t(`board.directions.${direction}`);
  return (
    <section className={`boat-board__group boat-board__group--${direction}`} aria-label={label} data-testid={`direction-${direction}`}>
      <Heading className="boat-board__group-title">{label}</Heading>
      <ul className="boat-board__list">
        {own.map((d) => (
          <DepartureRow key={`${d.transportationId}-${d.time}`} departure={d} timeZone={timeZone} />
        ))}
      </ul>
    </section>
  );
}

function DepartureRow({ departure: d, timeZone }: { departure: Departure; timeZone: string }) {
  const { t, language } = useT();
  // Minutes come in both languages from the server; a text only in Indonesian.
  const crossing = crossingText(language, d);
  const status = shownStatus(d);
  const struck = d.status === 'delayed' || d.status === 'cancelled';
  return (
    <li className={`boat-board__row boat-board__row--${status}${d.departed ? ' boat-board__row--past' : ''}`} data-testid="departure">
      <span className="boat-board__time">{struck ? <s>{d.time}</s> : d.time}</span>
      <strong className="boat-board__name">{d.name}</strong>
      <span className={`boat-board__status boat-board__status--${status}`}>
        {t(`board.${status}`)}
        {d.status === 'delayed' && d.newTime && <span className="boat-board__new-time">{t('board.newTime', { time: d.newTime })}</span>}
      </span>
      <span className="boat-board__details">
        <span className="boat-board__route">{t('board.route', { from: d.fromPlace, to: d.toPlace })}</span>
        <span className="boat-board__dock" lang={crossing.lang}>{crossing.text}</span>
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
