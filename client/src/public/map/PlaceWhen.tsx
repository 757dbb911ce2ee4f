import type { MapPlace } from '@island/shared';
import { useT } from '../../i18n/language.tsx';
import { eventDateText } from '../agenda/eventDates.ts';

/** An event's next dates, as the agenda writes them; nothing for a place that is not an event. */
export function PlaceWhen({ place, className }: { place: MapPlace; className: string }) {
  const { language } = useT();
  if (!place.event) return null;
  return (
    <time className={className} dateTime={place.event.nextStartsOn}>
      {eventDateText(place.event, language)}
    </time>
  );
}
