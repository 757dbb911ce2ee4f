import './my-bookings.css';
import { bookingPagePath } from '@island/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/language.tsx';
import { rememberedBookings } from './myBookings.ts';

/** "Pesanan saya": links back to the bookings made on this device; nothing when there are none. */
export function MyBookings({ except }: { except?: string }) {
  const { t, path, date } = useT();
  const [list] = useState(rememberedBookings);
  const shown = list.filter((booking) => booking.code !== except);
  if (shown.length === 0) return null;
  return (
    <section className="my-bookings" aria-labelledby="my-bookings-title">
      <h2 id="my-bookings-title">{t('booking.mine')}</h2>
      <p className="my-bookings__lead">{t('booking.mineLead')}</p>
      <ul>
        {shown.map((booking) => (
          <li key={booking.code}>
            <Link to={path(bookingPagePath(booking.code, booking.key))}>
              <strong>{booking.code}</strong>
              <span>
                {booking.packageName} · {date(booking.date)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
