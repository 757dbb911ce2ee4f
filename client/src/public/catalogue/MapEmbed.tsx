import './catalogue.css';
import { formatCoordinate } from '@island/shared';
import { Icon } from '../../ui/Icon.tsx';
import { useOnline } from '../../ui/useOnline.ts';
import { mapEmbedFromCoordinates } from '../../ui/mapEmbed.ts';
import { directionsUrl } from './maps.ts';

export interface MapEmbedProps {
  lat: number;
  lng: number;
  /** The place's name, for the frame's title. */
  place: string;
}

/**
 * The place on an embedded map, its coordinates and a route link. Without a network the embedded
 * map cannot load, so a link that opens the place in the phone's own maps app stands in its place
 * (and stays below the map for those whose browser blocks the frame).
 */
export function MapEmbed({ lat, lng, place }: MapEmbedProps) {
  const src = mapEmbedFromCoordinates(lat, lng);
  const online = useOnline();
  const appLink = `geo:${lat},${lng}?q=${lat},${lng}(${encodeURIComponent(place)})`;
  return (
    <div className="map-embed">
      {src && online ? (
        <div className="map-embed__frame">
          <iframe src={src} title={`Peta lokasi ${place}`} loading="lazy" referrerPolicy="no-referrer-when-downgrade" allowFullScreen />
        </div>
      ) : (
        <p className="map-embed__offline">Peta tidak dapat dimuat tanpa koneksi internet.</p>
      )}
      <a className="map-embed__app-link" href={appLink}>
        Buka lokasi di aplikasi peta
      </a>
      <div className="map-embed__bar">
        <span className="map-embed__coords">
          <Icon name="mapPin" size={18} />
          {formatCoordinate(lat)}, {formatCoordinate(lng)}
        </span>
        <DirectionsLink lat={lat} lng={lng} />
      </div>
    </div>
  );
}

/** Opens a Google Maps route to the coordinates in a new tab. */
export function DirectionsLink({ lat, lng }: { lat: number; lng: number }) {
  return (
    <a className="button button--primary" href={directionsUrl(lat, lng)} target="_blank" rel="noopener noreferrer">
      <Icon name="route" size={20} />
      Get Directions
      <span className="visually-hidden"> (membuka tab baru)</span>
    </a>
  );
}
