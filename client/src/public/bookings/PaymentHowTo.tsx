import { type PaymentSettings, type VisitorBooking, whatsAppLink } from '@island/shared';
import { useT } from '../../i18n/language.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { toast } from '../../ui/toast.ts';

/** Whether the village has written any way to pay; without one the card is left out. */
export function hasPaymentWays(payment: PaymentSettings | undefined): payment is PaymentSettings {
  return Boolean(payment && (payment.bank_account_number || payment.qris_image || payment.pay_at_jetty || payment.payment_note));
}

/**
 * "Cara membayar": what the booking owes and the ways the village takes it (its bank account,
 * its own QRIS code, cash at the jetty), as staff wrote them in Settings, with a WhatsApp message
 * that carries the code for the proof. Until online payment exists, a clerk marks the payment.
 */
export function PaymentHowTo({ booking, payment, chatNumber, day }: { booking: VisitorBooking; payment: PaymentSettings; chatNumber: string | null; day: string }) {
  const { t, money } = useT();
  const proof = chatNumber ? whatsAppLink(chatNumber, t('booking.trip.proofMessage', { code: booking.code, package: booking.package_name, date: day })) : null;

  async function copyNumber() {
    try {
      await navigator.clipboard.writeText(payment.bank_account_number.replace(/\D/g, ''));
      toast.success(t('booking.trip.numberCopied'));
    } catch {
      toast.error(t('booking.trip.copyFailed'));
    }
  }

  if (booking.payment_status === 'paid' || booking.payment_status === 'refunded') {
    return (
      <section className="booking-card" aria-labelledby="booking-pay-title">
        <h2 id="booking-pay-title">{t('booking.trip.payTitle')}</h2>
        <p>{t(booking.payment_status === 'paid' ? 'booking.trip.paid' : 'booking.trip.refunded')}</p>
      </section>
    );
  }
  return (
    <section className="booking-card booking-pay" aria-labelledby="booking-pay-title">
      <h2 id="booking-pay-title">{t('booking.trip.payTitle')}</h2>
      <p>
        <strong>{t('booking.trip.payTotal', { amount: money(booking.total_price) })}</strong>
      </p>
      {booking.payment_status === 'deposit' && <p>{t('booking.trip.payDeposit')}</p>}
      {payment.bank_account_number && (
        <div className="booking-pay__way">
          <h3>{t('booking.trip.bank')}</h3>
          <dl className="booking-pay__account">
            {payment.bank_name && (
              <div>
                <dt>Bank</dt>
                <dd>{payment.bank_name}</dd>
              </div>
            )}
            <div>
              <dt>{t('booking.trip.accountNumber')}</dt>
              <dd>
                <span className="booking-pay__number">{payment.bank_account_number}</span>{' '}
                <button type="button" className="button button--ghost booking-pay__copy" onClick={() => void copyNumber()}>
                  {t('booking.trip.copyNumber')}
                </button>
              </dd>
            </div>
            {payment.bank_account_holder && (
              <div>
                <dt>{t('booking.trip.accountHolder')}</dt>
                <dd>{payment.bank_account_holder}</dd>
              </div>
            )}
          </dl>
        </div>
      )}
      {payment.qris_image && (
        <div className="booking-pay__way">
          <h3>{t('booking.trip.qris')}</h3>
          <img className="booking-pay__qris" src={payment.qris_image} alt={t('booking.trip.qris')} width={240} height={240} loading="lazy" />
          <p className="booking-card__note">{t('booking.trip.qrisHint')}</p>
        </div>
      )}
      {payment.pay_at_jetty && <p>{t('booking.trip.jetty')}</p>}
      {payment.payment_note && <p className="booking-card__note">{payment.payment_note}</p>}
      {proof && (
        <a className="button button--ghost" href={proof} target="_blank" rel="noopener noreferrer">
          <Icon name="message" size={18} />
          {t('booking.trip.proof')}
          <span className="visually-hidden">{t('common.newTab')}</span>
        </a>
      )}
    </section>
  );
}
