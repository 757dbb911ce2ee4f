import type { MapPlace } from '@island/shared';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/language.tsx';
import { geoUri, googleMapsUrl, placeDetailHref } from './places.ts';

/** Where a place can be opened: its page here (in the page's language), the phone's maps app, Google Maps. */
export function PlaceLinks({ place, detail = true }: { place: MapPlace; detail?: boolean }) {
  const { t, path } = useT();
  const href = detail ? placeDetailHref(place) : null;
  return (
    <span className="place-links">
      {href && (
        <Link className="place-links__detail" to={path(href)}>
          {t('map.viewDetail')}
          <span className="visually-hidden"> {place.title}</span>
        </Link>
      )}
      {/* A label rather than hidden text: an absolutely placed span would add a space before the colon. */}
      <a className="place-links__app" href={geoUri(place)} aria-label={t('map.openInAppLabel', { place: place.title })}>
        {t('map.openInApp')}
      </a>
      <a
        className="place-links__google"
        href={googleMapsUrl(place)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('map.googleMapsLabel', { place: place.title })}
      >
        Google Maps
      </a>
    </span>
  );
}
