import { type CancellationTerms as Terms, cancellationTermsText } from '@island/shared';
import { useT } from '../../i18n/language.tsx';
import { longDay } from '../../ui/calendar/calendarDates.ts';

/**
 * A package's cancellation terms as visitors read them: the words made from its rule, in the
 * page's language, and the village's own note as a line below.
 */
export function CancellationTerms({ terms, note }: { terms: Terms; note: string | null }) {
  const { language } = useT();
  return (
    <>
      <p className="cancel-terms-text">{cancellationTermsText(terms, language)}</p>
      {note && <p className="cancel-terms-text__note">{note}</p>}
    </>
  );
}

/** A deadline on the island's clock (`YYYY-MM-DDTHH:MM`) in words: "Selasa, 10 Maret 2026, 07.00". */
export function deadlineText(until: string, language: 'id' | 'en'): string {
  const [day = '', time = ''] = until.split('T');
  return `${longDay(day, language)}, ${language === 'id' ? time.replace(':', '.') : time}`;
}
