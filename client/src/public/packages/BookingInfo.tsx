import { Icon } from '../../ui/Icon.tsx';
import { useT } from '../../i18n/language.tsx';

const STEPS = [
  { title: 'packages.step1', text: 'packages.step1Text' },
  { title: 'packages.step2', text: 'packages.step2Text' },
  { title: 'packages.step3', text: 'packages.step3Text' },
  { title: 'packages.step4', text: 'packages.step4Text' },
] as const;

/** How booking works (docs/product.md, Catalogues: the booking-info panel). */
export function BookingInfo() {
  const { t } = useT();
  return (
    <section className="booking-info" aria-labelledby="booking-info-title">
      <h2 id="booking-info-title">{t('packages.howToBook')}</h2>
      <ol className="booking-info__steps">
        {STEPS.map((step, index) => (
          <li key={step.title}>
            <span className="booking-info__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3>{t(step.title)}</h3>
              <p>{t(step.text)}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="booking-info__note">
        <Icon name="ship" size={20} />
        {t('packages.bookingNote')}
      </p>
    </section>
  );
}
