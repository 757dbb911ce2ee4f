import type { BoatLeg, Departure, VisitorBooking } from '@island/shared';
import { useT } from '../../i18n/language.tsx';
import { trpc } from '../../trpc.ts';
import { Icon } from '../../ui/Icon.tsx';
import { shownStatus } from '../board/shownStatus.ts';

/** A map app's search for a pin: on a phone it opens the maps app with directions one tap away. */
function mapUrl(location: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/search/?api=1&query=${location.lat},${location.lng}`;
}

/**
 * The day itself on the booking's page: when and where the group meets (with the pin in a map
 * app), the boat out and the boat back with what the harbour says of them today or tomorrow (the
 * boat board's own answer, kept a minute), and what to bring. Nothing shows for what the package
 * does not say.
 */
export function TripDay({ booking }: { booking: VisitorBooking }) {
  const { t } = useT();
  const { trip, boat_out: out, boat_back: back } = booking;
  const point = trip.meeting_point;
  const hasBoats = out !== null || back !== null;
  // The board covers today and tomorrow; a trip further off shows its timetable only.
  const board = trpc.transportation.today.useQuery(undefined, { enabled: hasBoats, refetchInterval: 60_000 });
  const day = [board.data?.today, board.data?.tomorrow].find((d) => d?.date === booking.booking_date);
  const departureOf = (leg: BoatLeg) => day?.departures.find((d) => d.transportationId === leg.transportationId && d.time === leg.time);
  if (!trip.meeting_time && !point && !hasBoats && trip.bring.length === 0) return null;

  return (
    <section className="booking-card trip-day" aria-labelledby="trip-day-title">
      <h2 id="trip-day-title">{t('booking.trip.dayTitle')}</h2>
      {trip.meeting_time && <p className="trip-day__meet">{t('booking.trip.meet', { time: trip.meeting_time })}</p>}
      {point && (
        <div className="trip-day__point">
          <h3>{t('booking.trip.meetingPoint')}</h3>
          {point.name && <p>{point.name}</p>}
          {point.directions && <p className="booking-details__sub">{point.directions}</p>}
          {point.location && (
            <a className="button button--ghost button--small" href={mapUrl(point.location)} target="_blank" rel="noopener noreferrer">
              <Icon name="route" size={18} />
              {t('booking.trip.map')}
              <span className="visually-hidden">{t('common.newTab')}</span>
            </a>
          )}
        </div>
      )}
      {hasBoats && (
        <ul className="trip-day__boats">
          {out && <BoatLine label={t('booking.trip.boatOut')} leg={out} departure={departureOf(out)} />}
          {back && <BoatLine label={t('booking.trip.boatBack')} leg={back} departure={departureOf(back)} />}
        </ul>
      )}
      {trip.bring.length > 0 && (
        <div>
          <h3>{t('booking.trip.bring')}</h3>
          <ul className="trip-day__bring">
            {trip.bring.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function BoatLine({ label, leg, departure }: { label: string; leg: BoatLeg; departure: Departure | undefined }) {
  const { t } = useT();
  const status = departure ? shownStatus(departure) : 'scheduled';
  return (
    <li className="trip-day__boat" data-testid="trip-boat">
      <span className="trip-day__boat-label">{label}</span>
      <strong>
        {leg.time} · {leg.name}
      </strong>
      <span className="booking-details__sub">{t('board.route', { from: leg.fromPlace, to: leg.toPlace })}</span>
      <span className={`trip-day__status trip-day__status--${status}`}>
        {t(`board.${status}`)}
        {departure?.status === 'delayed' && departure.newTime && ` · ${t('board.newTime', { time: departure.newTime })}`}
        {departure?.reason && ` · ${t(`board.reasons.${departure.reason}`)}`}
      </span>
    </li>
  );
}
