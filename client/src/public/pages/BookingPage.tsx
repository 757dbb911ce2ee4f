import '../bookings/bookings.css';
import { formatWhatsApp, normalizeWhatsApp, type VisitorBooking, whatsAppLink } from '@island/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { messageOf } from '../../errors.ts';
import { useT } from '../../i18n/language.tsx';
import { trpc } from '../../trpc.ts';
import { longDay } from '../../ui/calendar/calendarDates.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { toast } from '../../ui/toast.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { BookingQrCode } from '../bookings/BookingQrCode.tsx';
import { CancellationTerms, deadlineText } from '../bookings/CancellationTerms.tsx';
import { MyBookings } from '../bookings/MyBookings.tsx';
import { hasPaymentWays, PaymentHowTo } from '../bookings/PaymentHowTo.tsx';
import { PayOnline } from '../bookings/PayOnline.tsx';
import { TripDay } from '../bookings/TripDay.tsx';
import { TripShare } from '../bookings/TripShare.tsx';
import { rememberBooking } from '../bookings/myBookings.ts';
import { useNoIndex } from '../bookings/useNoIndex.ts';
import { STATUS_TONE } from '../bookings/visitorStatus.ts';
import { useSiteSettings } from '../../useSiteSettings.ts';
import { BookingReview } from '../reviews/BookingReview.tsx';

/**
 * The visitor's own booking at `/pesanan/<code>?k=<key>`: the code to read over the phone, what
 * was booked, its status and what happens next, the village's WhatsApp with the code in the
 * message, a QR code of this page for the boat crew, and "Batalkan" while it can still be
 * cancelled. Never indexed; the service worker keeps it for a visit without a signal.
 */
export function BookingPage() {
  const { t } = useT();
  const { code = '' } = useParams();
  const [search] = useSearchParams();
  const key = search.get('k') ?? '';
  useNoIndex();
  useDocumentTitle(t('booking.page.title', { code }));
  const input = { code, k: key };
  const query = trpc.bookings.byCode.useQuery(input, { enabled: code !== '' && key !== '', retry: false });

  if (query.isPending && code && key) {
    return (
      <div className="container section">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (!query.data) return <BookingNotFound />;
  return <BookingView booking={query.data} accessKey={key} />;
}

function BookingNotFound() {
  const { t, path } = useT();
  return (
    <div className="container section status-page">
      <div className="status-page__card">
        <span className="status-page__icon">
          <Icon name="lock" size={30} />
        </span>
        <h1>{t('booking.page.code')}</h1>
        <p>{t('booking.page.notFound')}</p>
        <Link className="button button--primary" to={path('/paket-wisata')}>
          {t('booking.bookAgain')}
        </Link>
      </div>
    </div>
  );
}

function BookingView({ booking, accessKey }: { booking: VisitorBooking; accessKey: string }) {
  const { t, money, language, message } = useT();
  const location = useLocation();
  const justBooked = (location.state as { justBooked?: boolean } | null)?.justBooked === true;
  const { settings } = useSiteSettings();
  const villageWhatsapp = settings.contact.whatsapp;
  const payment = settings.payment;
  const pageUrl = window.location.href;
  const [asking, setAsking] = useState(false);
  const utils = trpc.useUtils();
  const cancel = trpc.bookings.cancelByCode.useMutation();
  const status = STATUS_TONE[booking.status];
  const statusRef = useRef<HTMLParagraphElement>(null);
  const day = longDay(booking.booking_date, language);
  const chatNumber = booking.contact_whatsapp ?? villageWhatsapp.replace(/\D/g, '').replace(/^0/, '62');
  const chat = chatNumber ? whatsAppLink(chatNumber, t('booking.page.whatsappMessage', { code: booking.code, package: booking.package_name, date: day })) : null;
  // Past the window only the village can cancel: its own number first (the site's contact), else the package's.
  const villageNumber = normalizeWhatsApp(villageWhatsapp) ?? booking.contact_whatsapp;
  const askVillage = villageNumber ? whatsAppLink(villageNumber, t('booking.page.cancelWhatsappMessage', { code: booking.code, package: booking.package_name, date: day })) : null;
  const terms = { cancelHoursBefore: booking.cancel_hours_before, refundDeposit: booking.refund_deposit };
  const until = deadlineText(booking.cancel_until, language);

  async function confirmCancel() {
    try {
      const cancelled = await cancel.mutateAsync({ code: booking.code, k: accessKey });
      utils.bookings.byCode.setData({ code: booking.code, k: accessKey }, cancelled);
      toast.success(t('booking.page.cancelled'));
      setAsking(false);
      // The page's top now says "Dibatalkan": brought into view, as the button that was pressed is gone.
      statusRef.current?.scrollIntoView({ block: 'center' });
      statusRef.current?.focus({ preventScroll: true });
    } catch (error) {
      toast.error(message(messageOf(error, t('booking.page.cancelFailed'))));
    }
  }

  // Opened from its link on another device, the booking joins this one's list too.
  useEffect(() => {
    rememberBooking({ code: booking.code, key: accessKey, packageName: booking.package_name, date: booking.booking_date });
  }, [booking.code, booking.package_name, booking.booking_date, accessKey]);

  return (
    <div className="container section booking-page">
      {justBooked && status.live && (
        <p className="form-success booking-page__sent" role="status">
          <Icon name="check" size={20} /> {t('booking.created', { code: booking.code })}
        </p>
      )}
      <section className="booking-code" aria-labelledby="booking-code-label">
        <p id="booking-code-label" className="booking-code__label">
          {t('booking.page.code')}
        </p>
        <h1 className="booking-code__value" data-testid="booking-code">
          {booking.code}
        </h1>
        {status.live && <p className="booking-code__hint">{t('booking.page.codeHint')}</p>}
        <p ref={statusRef} tabIndex={-1} className={`booking-status booking-status--${status.tone}`} data-testid="booking-status">
          {t(`booking.statuses.${booking.status}`)}
        </p>
      </section>

      <div className="booking-page__grid">
        <section className="booking-card" aria-labelledby="booking-next-title">
          <h2 id="booking-next-title">{t('booking.page.next')}</h2>
          <p>{t(status.next)}</p>
          {booking.status_reason && <p className="booking-card__reason"><strong>{t('booking.page.reason')}:</strong> {booking.status_reason}</p>}
          {chat && (
            <a className="button button--primary button--block booking-whatsapp" href={chat} target="_blank" rel="noopener noreferrer">
              <Icon name="message" size={20} />
              {t('booking.page.whatsapp')}
              <span className="visually-hidden">{t('common.newTab')}</span>
            </a>
          )}
          <p className="booking-card__keep">{t('booking.page.keep')} {t('booking.page.offlineToo')}</p>
        </section>

        <section className="booking-card" aria-labelledby="booking-details-title">
          <h2 id="booking-details-title">{booking.package_name}</h2>
          <dl className="booking-details">
            <div>
              <dt>{t('booking.page.date')}</dt>
              <dd>{day}</dd>
            </div>
            <div>
              <dt>{t('booking.page.persons')}</dt>
              <dd>{t('booking.page.personsCount', { count: booking.participants })}</dd>
            </div>
            <div>
              <dt>{t('booking.page.guest')}</dt>
              <dd>
                {booking.customer_name}
                <span className="booking-details__sub">{formatWhatsApp(booking.customer_phone)}</span>
                {booking.customer_email && <span className="booking-details__sub">{booking.customer_email}</span>}
              </dd>
            </div>
            {booking.special_requests && (
              <div>
                <dt>{t('booking.page.notes')}</dt>
                <dd className="booking-details__notes">{booking.special_requests}</dd>
              </div>
            )}
            <div>
              <dt>{t('booking.page.total')}</dt>
              <dd>
                <strong>{money(booking.total_price)}</strong>
                <span className="booking-details__sub">{t('booking.totalHint', { price: money(booking.price_per_person), count: booking.participants })}</span>
              </dd>
            </div>
            <div>
              <dt>{t('booking.page.payment')}</dt>
              <dd>{t(`booking.payments.${booking.payment_status}`)}</dd>
            </div>
          </dl>
        </section>

        <BookingReview booking={booking} accessKey={accessKey} googlePlaceId={booking.status === 'completed' ? settings.contact.google_place_id : ''} />

        {status.live && <TripDay booking={booking} />}

        {status.live && <PayOnline code={booking.code} accessKey={accessKey} />}

        {status.live && hasPaymentWays(payment) && <PaymentHowTo booking={booking} payment={payment} chatNumber={chatNumber || null} day={day} />}

        {status.live && <TripShare booking={booking} accessKey={accessKey} pageUrl={pageUrl} day={day} />}

        {status.live && (
          <section className="booking-card booking-card--qr" aria-labelledby="booking-qr-title">
            <h2 id="booking-qr-title" className="visually-hidden">
              {t('booking.page.qr')}
            </h2>
            <BookingQrCode url={pageUrl} label={t('booking.page.qr')} />
            <p>{t('booking.page.qrHint')}</p>
          </section>
        )}

        {(booking.can_cancel || booking.cancel_too_late) && (
          <section className="booking-card" aria-labelledby="booking-cancel-title" data-testid="booking-cancel">
            <h2 id="booking-cancel-title">{t('booking.page.cancellationNote')}</h2>
            <CancellationTerms terms={terms} note={booking.cancellation_note} />
            {booking.can_cancel ? (
              <>
                <p className="booking-card__until">{t('booking.page.cancelUntil', { until })}</p>
                <button type="button" className="button button--danger" onClick={() => setAsking(true)}>
                  {t('booking.page.cancel')}
                </button>
              </>
            ) : (
              <>
                <p className="booking-card__until">{t('booking.page.cancelTooLate', { until })}</p>
                {askVillage && (
                  <a className="button button--primary booking-whatsapp" href={askVillage} target="_blank" rel="noopener noreferrer">
                    <Icon name="message" size={20} />
                    {t('booking.page.cancelWhatsapp')}
                    <span className="visually-hidden">{t('common.newTab')}</span>
                  </a>
                )}
              </>
            )}
          </section>
        )}
      </div>

      <MyBookings except={booking.code} />

      <ConfirmDialog
        open={asking}
        title={t('booking.page.cancelConfirm', { code: booking.code })}
        message={
          <>
            <p>{t('booking.page.cancelQuestion')}</p>
            <CancellationTerms terms={terms} note={booking.cancellation_note} />
          </>
        }
        confirmLabel={t('booking.page.cancelYes')}
        cancelLabel={t('booking.page.cancelNo')}
        tone="danger"
        busy={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
