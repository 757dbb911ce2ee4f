import './catalogue.css';
import { formatCoordinate } from '@island/shared';
import { Icon } from '../../ui/Icon.tsx';
import { useOnline } from '../../ui/useOnline.ts';
import { mapEmbedFromCoordinates } from '../../ui/mapEmbed.ts';
import { directionsUrl } from './maps.ts';
import { useT } from '../../i18n/language.tsx';

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
  const { t } = useT();
  const src = mapEmbedFromCoordinates(lat, lng);
  const online = useOnline();
  const appLink = `geo:${lat},${lng}?q=${lat},${lng}(${encodeURIComponent(place)})`;
  return (
    <div className="map-embed">
      {src && online ? (
        <div className="map-embed__frame">
          <iframe src={src} title={t('catalogue.mapTitle', { place })} loading="lazy" referrerPolicy="no-referrer-when-downgrade" allowFullScreen />
        </div>
      ) : (
        <p className="map-embed__offline">{t('catalogue.mapOffline')}</p>
      )}
      <a className="map-embed__app-link" href={appLink}>
        {t('catalogue.mapApp')}
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
  const { t } = useT();
  return (
    <a className="button button--primary" href={directionsUrl(lat, lng)} target="_blank" rel="noopener noreferrer">
      <Icon name="route" size={20} />
      {t('catalogue.directions')}
      <span className="visually-hidden">{t('common.newTab')}</span>
    </a>
  );
}
