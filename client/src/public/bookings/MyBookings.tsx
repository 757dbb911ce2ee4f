import './my-bookings.css';
import { bookingPagePath } from '@island/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/language.tsx';
import { trpc } from '../../trpc.ts';
import { STATUS_TONE } from './visitorStatus.ts';
import { rememberedBookings } from './myBookings.ts';

/**
 * "Pesanan saya": links back to the bookings made on this device, each with its status as the
 * village last set it (asked together in one request; a booking the server no longer knows shows
 * none); nothing when there are none.
 */
export function MyBookings({ except }: { except?: string }) {
  const { t, path, date } = useT();
  const [list] = useState(rememberedBookings);
  const shown = list.filter((booking) => booking.code !== except);
  const statuses = trpc.useQueries((t) => shown.map((booking) => t.bookings.byCode({ code: booking.code, k: booking.key }, { retry: false, staleTime: 60_000 })));
  if (shown.length === 0) return null;
  return (
    <section className="my-bookings" aria-labelledby="my-bookings-title">
      <h2 id="my-bookings-title">{t('booking.mine')}</h2>
      <p className="my-bookings__lead">{t('booking.mineLead')}</p>
      <ul>
        {shown.map((booking, index) => {
          const status = statuses[index]?.data?.status;
          return (
          <li key={booking.code}>
            <Link to={path(bookingPagePath(booking.code, booking.key))}>
              <strong>{booking.code}</strong>
              <span>
                {booking.packageName} · {date(booking.date)}
              </span>
              {status && (
                <span className={`my-bookings__status my-bookings__status--${STATUS_TONE[status].tone}`} data-testid="my-booking-status">
                  {t(`booking.statuses.${status}`)}
                </span>
              )}
            </Link>
          </li>
          );
        })}
      </ul>
    </section>
  );
}
