import { useT } from '../../i18n/language.tsx';
import { PlaceLinks } from './PlaceLinks.tsx';
import { PlaceWhen } from './PlaceWhen.tsx';
import { placeKindLabel, type ShownPlace } from './places.ts';

/** The chosen marker's card, over the bottom of the map. */
export function PlaceCard({ place, onClose }: { place: ShownPlace; onClose: () => void }) {
  const { t, texts } = useT();
  return (
    <article className="place-card" aria-label={place.title}>
      {place.image && <img className="place-card__image" src={place.image} alt={place.title} width={160} height={120} loading="lazy" />}
      <div className="place-card__body">
        <p className={`place-card__kind map-kind map-kind--${place.kind}`}>{placeKindLabel(texts, place.kind)}</p>
        <h2 className="place-card__title" lang={place.titleLang}>
          {place.title}
        </h2>
        <PlaceWhen place={place} className="place-card__when" />
        <PlaceLinks place={place} />
      </div>
      <button type="button" className="place-card__close" onClick={onClose} aria-label={t('map.closeCard')}>
        ×
      </button>
    </article>
  );
}
