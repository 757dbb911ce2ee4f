import type { Facility } from '@island/shared';
import { useT } from '../../i18n/language.tsx';
import { shownInIndonesian, twinOptional, twinText } from '../../i18n/twin.ts';
import { FacilityIcon } from '../../ui/FacilityIcon.tsx';

/**
 * Facilities a visitor can use today; the home answer already leaves out unavailable ones. On the
 * English page each text is its English twin where written, the Indonesian marked where not, with
 * one note for the section.
 */
export function FacilitiesSection({ facilities }: { facilities: readonly Facility[] }) {
  const { t, language } = useT();
  const available = facilities
    .filter((facility) => facility.available)
    .map((facility) => ({
      facility,
      label: twinText(language, facility.label, facility.en?.label),
      description: twinOptional(language, facility.description, facility.en?.description),
    }));
  const someIndonesian = available.some((shown) => shownInIndonesian([shown.label, shown.description]));
  return (
    <section className="section home-facilities" aria-labelledby="facilities-title">
      <div className="container">
        <div className="section__header">
          <h2 id="facilities-title">{t('home.facilities.title')}</h2>
          <p>{t('home.facilities.lead')}</p>
          {someIndonesian && <p className="not-in-english">{t('language.notInEnglish')}</p>}
        </div>
        {available.length === 0 ? (
          <p className="empty-note">{t('home.facilities.empty')}</p>
        ) : (
          <ul className="facility-grid">
            {available.map(({ facility, label, description }) => (
              <li key={facility.id} className="facility-card">
                <span className="facility-card__icon">
                  <FacilityIcon icon={facility.icon} size={26} />
                </span>
                <div>
                  <h3 className="facility-card__label" lang={label.lang}>
                    {label.text}
                  </h3>
                  {description && (
                    <p className="facility-card__text" lang={description.lang}>
                      {description.text}
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
