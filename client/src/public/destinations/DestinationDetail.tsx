import type { Destination } from '@island/shared';
import { Gallery } from '../catalogue/Gallery.tsx';
import { MapEmbed } from '../catalogue/MapEmbed.tsx';
import { useT } from '../../i18n/language.tsx';
import { destinationTexts } from './destinationTexts.ts';

/** A destination in full: pictures, story and where it is. Used by the public page and the back-office. */
export function DestinationDetail({ destination }: { destination: Destination }) {
  const { t, language } = useT();
  const { id, category, image, gallery, location } = destination;
  const { title, shortDescription, description } = destinationTexts(destination, language);
  return (
    <div className="catalogue-detail">
      <Gallery images={[image, ...gallery]} alt={title.text} />
      <div className="catalogue-detail__text">
        <p className="catalogue-detail__category">{t(`categories.destination.${category}`)}</p>
        <p className="catalogue-detail__lead" lang={shortDescription.lang}>
          {shortDescription.text}
        </p>
        {description && (
          <p className="catalogue-detail__body" lang={description.lang}>
            {description.text}
          </p>
        )}
      </div>
      <section className="catalogue-detail__section" aria-label={t('common.location')}>
        <h3>{t('common.location')}</h3>
        <MapEmbed lat={location.lat} lng={location.lng} place={title.text} kind={category} item={{ type: 'destination', id }} />
      </section>
    </div>
  );
}
