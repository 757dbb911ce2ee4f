import { type VisitorBooking, whatsAppLink } from '@island/shared';
import { useT } from '../../i18n/language.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { toast } from '../../ui/toast.ts';

/**
 * "Simpan dan bagikan": without an e-mail the page's address is the visitor's only key, so it
 * can be copied, handed to the phone's own share sheet where there is one, sent to the visitor's
 * own WhatsApp with the code, and the trip put in the phone's calendar with a link back here.
 */
export function TripShare({ booking, accessKey, pageUrl, day }: { booking: VisitorBooking; accessKey: string; pageUrl: string; day: string }) {
  const { t, language } = useT();
  const canShare = typeof navigator.share === 'function';
  const toMe = whatsAppLink(booking.customer_phone, t('booking.trip.sendToMeMessage', { code: booking.code, package: booking.package_name, date: day, url: pageUrl }));
  const calendarFile = `/api/bookings/code/${booking.code}/calendar.ics?k=${encodeURIComponent(accessKey)}${language === 'id' ? '' : `&lang=${language}`}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(pageUrl);
      toast.success(t('booking.trip.copied'));
    } catch {
      toast.error(t('booking.trip.copyFailed'));
    }
  }

  async function share() {
    try {
      await navigator.share({ title: `${booking.package_name} (${booking.code})`, url: pageUrl });
    } catch {
      // Closed without sharing, or refused: the other buttons are still there.
    }
  }

  return (
    <section className="booking-card" aria-labelledby="booking-share-title">
      <h2 id="booking-share-title">{t('booking.trip.shareTitle')}</h2>
      <p>{t('booking.trip.shareLead')}</p>
      <div className="booking-share">
        <button type="button" className="button button--ghost" onClick={() => void copy()}>
          {t('booking.trip.copy')}
        </button>
        {canShare && (
          <button type="button" className="button button--ghost" onClick={() => void share()}>
            <Icon name="external" size={18} />
            {t('booking.trip.share')}
          </button>
        )}
        <a className="button button--ghost" href={toMe} target="_blank" rel="noopener noreferrer">
          <Icon name="message" size={18} />
          {t('booking.trip.sendToMe')}
          <span className="visually-hidden">{t('common.newTab')}</span>
        </a>
        <a className="button button--ghost" href={calendarFile} download={`${booking.code}.ics`}>
          <Icon name="calendar" size={18} />
          {t('booking.trip.calendar')}
        </a>
      </div>
    </section>
  );
}
