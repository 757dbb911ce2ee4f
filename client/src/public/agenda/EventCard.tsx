import type { IslandEvent } from '@island/shared';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/language.tsx';
import { ImageWithFallback } from '../../ui/ImageWithFallback.tsx';
import { eventDateText, eventTimeText } from './eventDates.ts';
import { eventTexts } from './eventTexts.ts';

/**
 * One event of the agenda: its date first (what a visitor scans for), then what and where. Its
 * title is a level-2 heading on the agenda page and a level-3 one inside a home page section.
 */
export function EventCard({ event, headingLevel = 2 }: { event: IslandEvent; headingLevel?: 2 | 3 }) {
  const { t, path, language } = useT();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const { title, place } = eventTexts(event, language);
  return (
    <article className="event-card">
      {event.image && <ImageWithFallback className="event-card__image" src={event.image} alt="" loading="lazy" />}
      <div className="event-card__body">
        <p className="event-card__date">
          <time dateTime={event.nextStartsOn}>{eventDateText(event, language)}</time>
          <span> · {eventTimeText(event, t('agenda.allDay'))}</span>
        </p>
        <Heading className="event-card__title" lang={title.lang}>
          <Link to={path(`/agenda/${event.slug}`)}>{title.text}</Link>
        </Heading>
        <p className="event-card__meta">
          <span className="event-card__chip">{t(`categories.event.${event.category}`)}</span>
          {event.yearly && <span className="event-card__chip">{t('agenda.yearly')}</span>}
          <span lang={place.lang}>{place.text}</span>
        </p>
      </div>
    </article>
  );
}
