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
import { eventTexts } from '../agenda/eventTexts.ts';
import { INDONESIAN_ONLY } from '../../i18n/twin.ts';

/** One event at /agenda/:slug: when, where, what; a calendar file and a WhatsApp share. A past event says so. */
export function EventDetailPage() {
  const { t, path, language, message } = useT();
  const { slug = '' } = useParams();
  const query = trpc.events.bySlug.useQuery({ slug }, { retry: (count, error) => error.data?.httpStatus !== 404 && count < 2 });
  const event = query.data;
  const texts = event && eventTexts(event, language);
  // hreflang names the English twin only once the event's main texts are written in English.
  useDocumentTitle(texts?.title.text ?? t('agenda.title'), undefined, texts && !texts.inEnglish ? INDONESIAN_ONLY : undefined);
  const description = texts?.description.text;
  const html = useMemo(() => (description ? cleanArticleHtml(description) : ''), [description]);

  if (query.isPending) {
    return (
      <div className="container section list-state">
        <Spinner size="lg" showLabel />
      </div>
    );
  }
  if (!event || !texts) {
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
  const share = `https://wa.me/?text=${encodeURIComponent(`${texts.title.text} — ${eventDateText(event, language)}, ${texts.place.text}\n${pageUrl}`)}`;

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
          <h1 className="article-page__title" lang={texts.title.lang}>
            {texts.title.text}
          </h1>
          {texts.someIndonesian && <p className="not-in-english">{t('language.notInEnglish')}</p>}
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
          <dd>
            <span lang={texts.place.lang}>{texts.place.text}</span>
            {texts.destinationName && event.destinationName !== event.place && <span lang={texts.destinationName.lang}> ({texts.destinationName.text})</span>}
          </dd>
          {texts.price && (
            <>
              <dt>{t('agenda.price')}</dt>
              <dd lang={texts.price.lang}>{texts.price.text}</dd>
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
        {event.image && <ImageWithFallback className="article-page__cover" src={event.image} alt={texts.title.text} loading="eager" />}
        <div className="article-content" lang={texts.description.lang} dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </div>
  );
}
