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
      <a className="place-links__app" href={geoUri(place)}>
        Buka di aplikasi peta<span className="visually-hidden">: {place.title}</span>
      </a>
      <a className="place-links__google" href={googleMapsUrl(place)} target="_blank" rel="noopener noreferrer">
        Google Maps<span className="visually-hidden">: {place.title} (membuka tab baru)</span>
      </a>
    </span>
  );
}
