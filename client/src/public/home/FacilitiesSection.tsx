import type { Facility } from '@island/shared';
import { useT } from '../../i18n/language.tsx';
import { FacilityIcon } from '../../ui/FacilityIcon.tsx';

/** Facilities a visitor can use today; the home answer already leaves out unavailable ones. */
export function FacilitiesSection({ facilities }: { facilities: readonly Facility[] }) {
  const { t } = useT();
  const available = facilities.filter((facility) => facility.available);
  return (
    <section className="section home-facilities" aria-labelledby="facilities-title">
      <div className="container">
        <div className="section__header">
          <h2 id="facilities-title">{t('home.facilities.title')}</h2>
          <p>{t('home.facilities.lead')}</p>
        </div>
        {available.length === 0 ? (
          <p className="empty-note">{t('home.facilities.empty')}</p>
        ) : (
          <ul className="facility-grid">
            {available.map((facility) => (
              <li key={facility.id} className="facility-card">
                <span className="facility-card__icon">
                  <FacilityIcon icon={facility.icon} size={26} />
                </span>
                <div>
                  <h3 className="facility-card__label">{facility.label}</h3>
                  {facility.description && <p className="facility-card__text">{facility.description}</p>}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
