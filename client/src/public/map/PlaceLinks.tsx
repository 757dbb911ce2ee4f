import type { MapPlace, StatsItem } from '@island/shared';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/language.tsx';
import { clickOut } from '../stats/clickOut.ts';
import { geoUri, googleMapsUrl, placeDetailHref } from './places.ts';

/**
 * Where a place can be opened: its page here (in the page's language), the phone's maps app,
 * Google Maps. Opening it in a maps app counts as a directions click for its record: a
 * destination by its id, or the `item` given (the office has no record, and visitor statistics
 * have no kind for a homestay yet: neither is counted).
 */
export function PlaceLinks({ place, detail = true, item }: { place: MapPlace; detail?: boolean; item?: StatsItem | undefined }) {
  const { t, path } = useT();
  const href = detail ? placeDetailHref(place) : null;
  const counted = item ?? (place.id === null || place.homestay ? null : { type: 'destination' as const, id: place.id });
  const onClick = counted ? clickOut('directions', counted) : undefined;
  return (
    <span className="place-links">
      {href && (
        <Link className="place-links__detail" to={path(href)}>
          {t('map.viewDetail')}
          <span className="visually-hidden"> {place.title}</span>
        </Link>
      )}
      {/* A label rather than hidden text: an absolutely placed span would add a space before the colon. */}
      <a className="place-links__app" href={geoUri(place)} onClick={onClick} aria-label={t('map.openInAppLabel', { place: place.title })}>
        {t('map.openInApp')}
      </a>
      <a
        className="place-links__google"
        href={googleMapsUrl(place)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick}
        aria-label={t('map.googleMapsLabel', { place: place.title })}
      >
        Google Maps
      </a>
    </span>
  );
}
