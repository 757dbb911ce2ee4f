import type { Facility } from '@island/shared';
import { useT } from '../../i18n/language.tsx';
import { FacilityIcon } from '../../ui/FacilityIcon.tsx';

/**
 * Facilities a visitor can use today (the home answer leaves out unavailable ones). On the English
 * page each text is its English twin where written, the Indonesian marked `lang="id"` where not,
 * with one note for the section (decision 0035). Read here in a few lines rather than through
 * i18n/twin.ts, which the first visit would fetch as one more chunk (see crossingText.ts): every
 * byte counts against the first visit's budget.
 */
export function FacilitiesSection({ facilities }: { facilities: readonly Facility[] }) {
  const { t, language } = useT();
  /** A text and its `lang`: the English where written on an English page, else the Indonesian ('id' on an English page). */
  const twin = (indonesian: string, english?: string | null): [string, 'id'?] => (language !== 'en' ? [indonesian] : english ? [english] : [indonesian, 'id']);
  const shown = facilities.map((facility) => ({
    facility,
    label: twin(facility.label, facility.en?.label),
    text: facility.description ? twin(facility.description, facility.en?.description) : null,
  }));
  return (
    <section className="section home-facilities" aria-labelledby="facilities-title">
      <div className="container">
        <div className="section__header">
          <h2 id="facilities-title">{t('home.facilities.title')}</h2>
          <p>{t('home.facilities.lead')}</p>
          {shown.some((item) => item.label[1] || item.text?.[1]) && <p className="not-in-english">{t('language.notInEnglish')}</p>}
        </div>
        {shown.length === 0 ? (
          <p className="empty-note">{t('home.facilities.empty')}</p>
        ) : (
          <ul className="facility-grid">
            {shown.map(({ facility, label, text }) => (
              <li key={facility.id} className="facility-card">
                <span className="facility-card__icon">
                  <FacilityIcon icon={facility.icon} size={26} />
                </span>
                <div>
                  <h3 className="facility-card__label" lang={label[1]}>
                    {label[0]}
                  </h3>
                  {text && (
                    <p className="facility-card__text" lang={text[1]}>
                      {text[0]}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
