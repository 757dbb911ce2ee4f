import '../articles/articles.css';
import '../catalogue/catalogue.css';
import '../agenda/agenda.css';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { messageOf } from '../../errors.ts';
import { useT } from '../../i18n/language.tsx';
import { trpc } from '../../trpc.ts';
import { ImageWithFallback } from '../../ui/ImageWithFallback.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { eventDateText, eventTimeText } from '../agenda/eventDates.ts';
import { cleanArticleHtml } from '../articles/cleanHtml.ts';

/** One event at /agenda/:slug: when, where, what; a calendar file and a WhatsApp share. A past event says so. */
export function EventDetailPage() {
  const { t, path, language, message } = useT();
  const { slug = '' } = useParams();
  const query = trpc.events.bySlug.useQuery({ slug }, { retry: (count, error) => error.data?.httpStatus !== 404 && count < 2 });
  const event = query.data;
  useDocumentTitle(event?.title ?? t('agenda.title'));
  const html = useMemo(() => (event ? cleanArticleHtml(event.description) : ''), [event]);

  if (query.isPending) {
    return (
      <div className="container section list-state">
        <Spinner size="lg" showLabel />
      </div>
    );
  }
  if (!event) {
    return (
      <div className="container section article-page">
        <h1 className="article-page__title">{t('agenda.notFound')}</h1>
        <p role="alert">{message(messageOf(query.error, t('agenda.loadFailed')))}</p>
        <Link className="button button--ghost" to={path('/agenda')}>
          {t('agenda.backToList')}
        </Link>
      </div>
    );
  }
  const pageUrl = typeof window === 'undefined' ? '' : window.location.href;
  const share = `https://wa.me/?text=${encodeURIComponent(`${event.title} — ${eventDateText(event, language)}, ${event.place}\n${pageUrl}`)}`;

  return (
    <div className="container section article-page">
      <Link className="button button--ghost article-page__back" to={path('/agenda')}>
        {t('agenda.backToList')}
      </Link>
      <article>
        <header className="article-page__header">
          <p className="catalogue-card__eyebrow">
            {t(`categories.event.${event.category}`)}
            {event.yearly ? ` · ${t('agenda.yearly')}` : ''}
          </p>
          <h1 className="article-page__title">{event.title}</h1>
        </header>
        {event.isPast && (
          <p className="event-page__past" role="status">
            {t('agenda.past')}
          </p>
        )}
        <dl className="event-page__facts">
          <dt>{t('agenda.when')}</dt>
          <dd>
            <time dateTime={event.nextStartsOn}>{eventDateText(event, language)}</time> · {eventTimeText(event, t('agenda.allDay'))}
          </dd>
          <dt>{t('agenda.place')}</dt>
          <dd>{event.destinationName && event.destinationName !== event.place ? `${event.place} (${event.destinationName})` : event.place}</dd>
          {event.price && (
            <>
              <dt>{t('agenda.price')}</dt>
              <dd>{event.price}</dd>
            </>
          )}
          {event.contact && (
            <>
              <dt>{t('agenda.contact')}</dt>
              <dd>{event.contact}</dd>
            </>
          )}
        </dl>
        {!event.isPast && (
          <div className="event-page__actions">
            <a className="button button--primary" href={path(`/agenda/${event.slug}.ics`)} download>
              {t('agenda.addToCalendar')}
            </a>
            <a className="button button--ghost" href={share} target="_blank" rel="noopener noreferrer">
              {t('agenda.share')}
            </a>
          </div>
        )}
        {event.image && <ImageWithFallback className="article-page__cover" src={event.image} alt={event.title} loading="eager" />}
        <div className="article-content" dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </div>
  );
}
