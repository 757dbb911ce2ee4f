import type { Destination } from '@island/shared';
import { Gallery } from '../catalogue/Gallery.tsx';
import { MapEmbed } from '../catalogue/MapEmbed.tsx';
import { useT } from '../../i18n/language.tsx';

/** A destination in full: pictures, story and where it is. Used by the public page and the back-office. */
export function DestinationDetail({ destination }: { destination: Destination }) {
  const { t } = useT();
  const { id, title, category, shortDescription, description, image, gallery, location } = destination;
  return (
    <div className="catalogue-detail">
      <Gallery images={[image, ...gallery]} alt={title} />
      <div className="catalogue-detail__text">
        <p className="catalogue-detail__category">{t(`categories.destination.${category}`)}</p>
        <p className="catalogue-detail__lead">{shortDescription}</p>
        {description && <p className="catalogue-detail__body">{description}</p>}
      </div>
      <section className="catalogue-detail__section" aria-label={t('common.location')}>
        <h3>{t('common.location')}</h3>
        <MapEmbed lat={location.lat} lng={location.lng} place={title} kind={category} item={{ type: 'destination', id }} />
      </section>
    </div>
  );
}
