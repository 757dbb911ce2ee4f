import './catalogue.css';
import { formatCoordinate, type MapPlace, type MapPlaceKind, type StatsItem } from '@island/shared';
import { useMemo } from 'react';
import { trpc } from '../../trpc.ts';
import { Icon } from '../../ui/Icon.tsx';
import { MapView } from '../map/MapView.tsx';
import { PlaceLinks } from '../map/PlaceLinks.tsx';
import { clickOut } from '../stats/clickOut.ts';
import { directionsUrl } from './maps.ts';
import { useT } from '../../i18n/language.tsx';

export interface MapEmbedProps {
  lat: number;
  lng: number;
  /** The place's name, for the map's label and the maps app. */
  place: string;
  /** Colours the pin as on the island map. */
  kind?: MapPlaceKind;
  /** The record the place belongs to: its directions links are counted for it. */
  item?: StatsItem;
}

/**
 * The place on a small map of its own (the tiles of the island map), its coordinates, and links
 * that open it in a maps app. Without a network, or when the tiles fail, a note stands in for
 * the map and the links still work: a maps app may have the island offline.
 */
export function MapEmbed({ lat, lng, place, kind = 'office', item }: MapEmbedProps) {
  const { t } = useT();
  // The tile server comes with the island map's answer, which the /peta page shares.
  const tiles = trpc.map.places.useQuery().data?.tiles;
  const places = useMemo<MapPlace[]>(() => [{ kind, id: null, title: place, title_en: null, image: null, lat, lng }], [kind, lat, lng, place]);
  const [point] = places;
  return (
    <div className="map-embed">
      <MapView
        tiles={tiles}
        places={places}
        label={t('catalogue.mapTitle', { place })}
        fallback={<p className="map-embed__offline">{t('catalogue.mapOffline')}</p>}
      />
      {point && <PlaceLinks place={point} detail={false} item={item} />}
      <div className="map-embed__bar">
        <span className="map-embed__coords">
          <Icon name="mapPin" size={18} />
          {formatCoordinate(lat)}, {formatCoordinate(lng)}
        </span>
        <DirectionsLink lat={lat} lng={lng} item={item} />
      </div>
    </div>
  );
}

/** Opens a Google Maps route to the coordinates in a new tab. */
function DirectionsLink({ lat, lng, item }: { lat: number; lng: number; item: StatsItem | undefined }) {
  const { t } = useT();
  return (
    <a className="button button--primary" href={directionsUrl(lat, lng)} target="_blank" rel="noopener noreferrer" onClick={item && clickOut('directions', item)}>
      <Icon name="route" size={20} />
      {t('catalogue.directions')}
      <span className="visually-hidden">{t('common.newTab')}</span>
    </a>
  );
}
