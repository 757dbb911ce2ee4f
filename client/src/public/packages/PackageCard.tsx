import { packagePagePath, type TourPackage } from '@island/shared';
import { Link } from 'react-router-dom';
import { Icon } from '../../ui/Icon.tsx';
import { BookButton } from '../bookings/BookButton.tsx';
import { CatalogueCard } from '../catalogue/CatalogueCard.tsx';
import { clickOut } from '../stats/clickOut.ts';
import { bookingUrl } from './booking.ts';
import { PackageFacts } from './PackageFacts.tsx';
import { PackagePrice } from './PackagePrice.tsx';
import { useT } from '../../i18n/language.tsx';
import { packageTexts } from './packageTexts.ts';

/** A tour package as a visitor compares them: what it includes, for how many, and the price per person. */
export function PackageCard({ pkg }: { pkg: TourPackage }) {
  const { t, path, language } = useT();
  const page = path(packagePagePath(pkg.slug));
  const texts = packageTexts(pkg, language);
  return (
    <CatalogueCard
      image={pkg.image}
      title={texts.name.text}
      titleLang={texts.name.lang}
      to={page}
      badge={pkg.popular ? t('packages.popular') : undefined}
      footer={
        <>
          <PackagePrice price={pkg.price} />
          <div className="package-card__actions">
            <Link className="button button--ghost button--block package-card__detail" to={page}>
              {t('packages.viewDetail')}
              <span className="visually-hidden"> {texts.name.text}</span>
            </Link>
            <BookButton packageId={pkg.id} packageName={texts.name.text} />
            <a
              className="button button--ghost button--block"
              href={bookingUrl(pkg)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={clickOut('whatsapp', { type: 'package', id: pkg.id })}
            >
              {/* The spec's label, with the chat it opens shown: beside "Pesan" it is not a second booking form. */}
              <Icon name="message" size={18} />
              {t('packages.book')}
              <span className="visually-hidden">{t('packages.bookVia', { name: texts.name.text })}</span>
            </a>
          </div>
        </>
      }
    >
      <PackageFacts pkg={pkg} />
      <p className="catalogue-card__text" lang={texts.description.lang}>
        {texts.description.text}
      </p>
      {texts.facilities.length > 0 && (
        <>
          <h3 className="package-facilities__title">{t('packages.facilities')}</h3>
          <ul className="package-facilities">
            {texts.facilities.map((facility, index) => (
              <li key={index} lang={facility.lang}>
                <Icon name="check" size={18} />
                {facility.text}
              </li>
            ))}
          </ul>
        </>
      )}
    </CatalogueCard>
  );
}
