import type { MapPlace } from '@island/shared';
import { PlaceLinks } from './PlaceLinks.tsx';
import { PLACE_KIND_LABELS, placeKey } from './places.ts';

/** The places as a plain list: beside the map, and in its place when the map cannot load. */
export function PlaceList({ places, label }: { places: readonly MapPlace[]; label: string }) {
  return (
    <ul className="place-list" aria-label={label}>
      {places.map((place) => (
        <li key={placeKey(place)} className="place-list__item" data-place={placeKey(place)}>
          <span className={`place-list__kind map-kind map-kind--${place.kind}`}>{PLACE_KIND_LABELS[place.kind]}</span>
          <span className="place-list__title">{place.title}</span>
          <PlaceLinks place={place} />
        </li>
      ))}
    </ul>
  );
}
