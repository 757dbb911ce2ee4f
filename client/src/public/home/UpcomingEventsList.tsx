import '../agenda/agenda.css';
import { EVENT_HOME_LIMIT } from '@island/shared';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/language.tsx';
import { trpc } from '../../trpc.ts';
import { EventCard } from '../agenda/EventCard.tsx';

/** The next few published events (the agenda's own list, first page), with the way to all of them. */
export default function UpcomingEventsList() {
  const { t, path } = useT();
  // Published ones asked for by name: a signed-in site runner's list would hold pending proposals too.
  const query = trpc.events.list.useQuery({ limit: EVENT_HOME_LIMIT, status: 'published' });
  const events = query.data?.events;

  if (query.isError) return <p className="empty-note">{t('home.events.loadFailed')}</p>;
  if (!events) return <p className="empty-note" aria-busy="true">…</p>;
  return (
    <>
      {events.length === 0 ? (
        <p className="empty-note">{t('home.events.empty')}</p>
      ) : (
        <ul className="agenda-list home-events__list">
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
      <p className="home-events__more">
        <Link className="button button--ghost" to={path('/agenda')}>
          {t('home.events.all')}
        </Link>
      </p>
    </>
  );
}
