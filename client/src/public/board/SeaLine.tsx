import './sea-line.css';
import { type Language, localeOf, type SeaDay, todayIn } from '@island/shared';
import { useT } from '../../i18n/language.tsx';
import { clockIn, dayLabel } from './boardTime.ts';

/** '0,3' / '0.3': metres to one decimal in the page's language. */
function decimal(value: number, language: Language, digits: number): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
}

/** The island's date of an instant, to say a forecast's day when it is not the board's today. */
function islandDate(iso: string, timeZone: string): string {
  return todayIn(timeZone, new Date(iso));
}

/**
 * One day's sea as forecast: the word with the day's highest wave, the period, and whose
 * forecast it is and when it was read, on the island's clock. Nothing at all when there is none
 * (forecast off or not reached): the board then shows the statuses alone. Shared by the public
 * board and the staff's "Hari ini" (Indonesian there: no language scope).
 */
export function SeaLine({ sea, timeZone, today }: { sea: SeaDay | null; timeZone: string; today: string }) {
  const { t, language } = useT();
  if (!sea) return null;
  const time = clockIn(sea.fetchedAt, timeZone);
  const fetchedOn = islandDate(sea.fetchedAt, timeZone);
  return (
    <p className={`sea-line sea-line--${sea.state}`} data-testid="sea">
      <span className="sea-line__state">
        {t('board.sea.label')}: <strong>{t(`board.sea.${sea.state}`)}</strong>
      </span>
      <span className="sea-line__figures">
        {t('board.sea.waves', { height: decimal(sea.waveHeight, language, 1) })}
        {sea.wavePeriod !== null && ` · ${t('board.sea.period', { seconds: decimal(sea.wavePeriod, language, 0) })}`}
      </span>
      <span className="sea-line__source">
        {fetchedOn === today
          ? t('board.sea.source', { source: sea.source, time })
          : t('board.sea.sourceOn', { source: sea.source, date: dayLabel(fetchedOn, language), time })}
      </span>
    </p>
  );
}
