import type { MapPlace } from '@island/shared';
import { Link } from 'react-router-dom';
import { geoUri, googleMapsUrl, placeDetailHref } from './places.ts';

/** Where a place can be opened: its page here, the phone's maps app, Google Maps. */
export function PlaceLinks({ place, detail = true }: { place: MapPlace; detail?: boolean }) {
  const href = detail ? placeDetailHref(place) : null;
  return (
    <span className="place-links">
      {href && (
        <Link className="place-links__detail" to={href}>
          Lihat detail<span className="visually-hidden"> {place.title}</span>
        </Link>
      )}
      {/* A label rather than hidden text: an absolutely placed span would add a space before the colon. */}
      <a className="place-links__app" href={geoUri(place)} aria-label={`Buka di aplikasi peta: ${place.title}`}>
        Buka di aplikasi peta
      </a>
      <a
        className="place-links__google"
        href={googleMapsUrl(place)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Google Maps: ${place.title} (membuka tab baru)`}
      >
        Google Maps
      </a>
    </span>
  );
}
