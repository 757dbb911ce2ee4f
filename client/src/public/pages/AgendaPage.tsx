import '../agenda/agenda.css';
import { keepPreviousData } from '@tanstack/react-query';
import { EVENT_CATEGORIES, EVENT_PAGE_SIZE } from '@island/shared';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n/language.tsx';
import { trpc } from '../../trpc.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useUrlListParams } from '../../ui/useUrlListParams.ts';
import { EventCard } from '../agenda/EventCard.tsx';
import { monthSpan, monthText, shiftMonth } from '../agenda/eventDates.ts';
import { CatalogueResults } from '../catalogue/CatalogueResults.tsx';
import { CategoryChips } from '../catalogue/CategoryChips.tsx';
import { categoryOptions } from '../catalogue/labels.ts';
import { PageHeader } from '../PageHeader.tsx';

/** The month shown, kept in the address (`?bulan=2026-12`) so it can be shared; none: every upcoming event. */
const MONTH_KEY = 'bulan';
const isMonth = (value: string | null): value is string => value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** This month on the visitor's clock, as YYYY-MM. */
function currentMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** Upcoming published events, the soonest first, by month and category (past events are not offered). */
export function AgendaPage() {
  const { t, texts, language, path } = useT();
  useDocumentTitle(t('agenda.title'), t('agenda.lead'));
  const params = useUrlListParams({ pageSize: EVENT_PAGE_SIZE, categories: EVENT_CATEGORIES });
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(MONTH_KEY);
  const month = isMonth(raw) ? raw : null;
  // Published ones asked for by name: a signed-in site runner's list would hold pending proposals too.
  const query = trpc.events.list.useQuery({ ...params.input, ...(month ? monthSpan(month) : {}), status: 'published' }, { placeholderData: keepPreviousData });

  const showMonth = (next: string | null) =>
    setSearchParams(
      (previous) => {
        const changed = new URLSearchParams(previous);
        if (next) changed.set(MONTH_KEY, next);
        else changed.delete(MONTH_KEY);
        changed.delete('halaman');
        return changed;
      },
      { preventScrollReset: true },
    );
  const shown = month ?? currentMonth();

  return (
    <>
      <PageHeader title={t('agenda.title')} lead={t('agenda.lead')} />
      <div className="container section catalogue-page">
        <nav className="agenda-months" aria-label={t('agenda.month')}>
          <button type="button" className="button button--ghost" onClick={() => showMonth(shiftMonth(shown, -1))} aria-label={t('agenda.previousMonth')} disabled={shown <= currentMonth()}>
            ‹
          </button>
          <span className="agenda-months__current" aria-live="polite">
            {month ? monthText(month, language) : t('agenda.upcoming')}
          </span>
          <button type="button" className="button button--ghost" onClick={() => showMonth(month ? shiftMonth(month, 1) : currentMonth())} aria-label={t('agenda.nextMonth')}>
            ›
          </button>
          {month && (
            <button type="button" className="button button--ghost" onClick={() => showMonth(null)}>
              {t('agenda.upcoming')}
            </button>
          )}
        </nav>
        <CategoryChips label={t('agenda.chips')} options={categoryOptions(texts.categories.event, t('common.all'))} value={params.category} onChange={params.setCategory} />
        <CatalogueResults
          query={query}
          items={query.data?.events}
          pagination={query.data?.pagination}
          onPageChange={params.setPage}
          label={t('agenda.list')}
          errorFallback={t('agenda.loadFailed')}
          emptyText={t('agenda.empty')}
          getKey={(event) => event.id}
          renderItem={(event) => <EventCard event={event} />}
        />
        <p>
          <a href={path('/agenda.ics')}>{t('agenda.subscribe')}</a>
        </p>
      </div>
    </>
  );
}
