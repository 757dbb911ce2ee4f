import { useT } from '../../i18n/language.tsx';
import { PlaceLinks } from './PlaceLinks.tsx';
import { PlaceWhen } from './PlaceWhen.tsx';
import { placeKey, placeKindLabel, type ShownPlace } from './places.ts';

/** The places as a plain list: beside the map, and in its place when the map cannot load. */
export function PlaceList({ places, label }: { places: readonly ShownPlace[]; label: string }) {
  const { texts } = useT();
  return (
    <ul className="place-list" aria-label={label}>
      {places.map((place) => (
        <li key={placeKey(place)} className="place-list__item" data-place={placeKey(place)}>
          <span className={`place-list__kind map-kind map-kind--${place.kind}`}>{placeKindLabel(texts, place.kind)}</span>
          <span className="place-list__title" lang={place.titleLang}>
            {place.title}
          </span>
          <PlaceWhen place={place} className="place-list__when" />
          <PlaceLinks place={place} />
        </li>
      ))}
    </ul>
  );
}
