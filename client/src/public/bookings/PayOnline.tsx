import type { VisitorCharge } from '@island/shared';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/language.tsx';
import { trpc } from '../../trpc.ts';
import { BookingQrCode } from './BookingQrCode.tsx';
import './pay-online.css';

/** How often the page asks whether a shown code was paid: a visitor waits a few seconds at most. */
const POLL_MS = 3000;

/** Seconds until an instant, never below zero, ticking each second while the code is shown. */
function useSecondsLeft(until: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, Math.floor((new Date(until).getTime() - now) / 1000)) : 0;
}

const isShowable = (charge: VisitorCharge | null | undefined): charge is VisitorCharge =>
  Boolean(charge && charge.status === 'pending' && charge.qr_string);

/**
 * "Bayar DP dengan QRIS" / "Lunasi" on the booking's page, when the village has a payment
 * provider: the amount (always the server's), the QR code drawn from the QR string (the `qrcode`
 * library is fetched only now), how long it stays valid, and "Pembayaran diterima" once the
 * provider confirms, asked every few seconds while a code is shown. Without a provider nothing
 * is shown and the page stays as it was.
 */
export function PayOnline({ code, accessKey }: { code: string; accessKey: string }) {
  const { t, money, date } = useT();
  const utils = trpc.useUtils();
  const input = { code, k: accessKey };
  const state = trpc.payments.forBooking.useQuery(input, {
    retry: false,
    refetchInterval: (query) => (isShowable(query.state.data?.charge) ? POLL_MS : false),
  });
  const pay = trpc.payments.pay.useMutation({ onSuccess: () => utils.payments.forBooking.invalidate(input) });
  const data = state.data;
  const shown = isShowable(data?.charge) ? data.charge : null;
  const secondsLeft = useSecondsLeft(shown?.expires_at ?? null);
  const lastPaid = data?.receipts.at(-1);

  // Paid while the page watched: the booking's own payment word follows.
  const seen = useRef<string | undefined>(undefined);
  const status = data?.charge?.status;
  useEffect(() => {
    if (seen.current === 'pending' && status === 'paid') void utils.bookings.byCode.invalidate({ code, k: accessKey });
    seen.current = status;
  }, [status, utils, code, accessKey]);

  if (!data?.enabled || (data.due_kind === 'none' && data.receipts.length === 0)) return null;
  const expired = shown !== null && secondsLeft === 0;
  const label = data.due_kind === 'rest' ? t('payment.payRest') : data.due_kind === 'full' ? t('payment.payFull') : t('payment.payDeposit');
  const due =
    data.due_kind === 'rest'
      ? t('payment.dueRest', { amount: money(data.due), paid: money(data.paid) })
      : data.due_kind === 'full'
        ? t('payment.dueFull', { amount: money(data.due) })
        : t('payment.dueDeposit', { amount: money(data.due), total: money(data.total) });
  const minutes = Math.floor(secondsLeft / 60);
  const time = `${minutes}:${String(secondsLeft % 60).padStart(2, '0')}`;

  return (
    <section className="booking-card pay-online" aria-labelledby="pay-online-title">
      <h2 id="pay-online-title">{lastPaid && data.charge?.status === 'paid' ? t('payment.received') : t('payment.title')}</h2>
      {lastPaid && (
        <div className="pay-online__receipt" role="status">
          <p className="pay-online__received">
            <strong>{t('payment.receipt')}</strong> · {money(lastPaid.amount)}
          </p>
          <dl className="pay-online__facts">
            <div>
              <dt>{t('payment.order')}</dt>
              <dd>{lastPaid.order_id}</dd>
            </div>
            <div>
              <dt>{t('payment.paidAt')}</dt>
              <dd>{date(lastPaid.paid_at)}</dd>
            </div>
          </dl>
          {data.due_kind === 'none' && <p>{t('payment.paidAll')}</p>}
        </div>
      )}
      {data.due_kind !== 'none' && !shown && (
        <>
          <p>{t('payment.lead')}</p>
          <p className="pay-online__due">{due}</p>
          <button type="button" className="button button--primary pay-online__button" disabled={pay.isPending} onClick={() => pay.mutate(input)}>
            {label}
          </button>
          {pay.isError && (
            <p className="pay-online__error" role="alert">
              {t('payment.failed')}
            </p>
          )}
        </>
      )}
      {shown && (
        <div className="pay-online__code">
          <p className="pay-online__amount">
            <span>{t('payment.amount')}</span> <strong>{money(shown.amount)}</strong>
          </p>
          {expired ? (
            <>
              <p>{t('payment.expired')}</p>
              <button type="button" className="button button--primary pay-online__button" disabled={pay.isPending} onClick={() => pay.mutate(input)}>
                {t('payment.again')}
              </button>
            </>
          ) : (
            <>
              <BookingQrCode url={shown.qr_string!} label={t('payment.qr', { amount: money(shown.amount) })} />
              <p className="pay-online__valid" aria-live="off">
                {t('payment.validFor', { time })}
              </p>
              <p className="booking-card__note">{t('payment.scan')}</p>
              <p className="pay-online__waiting" role="status">
                {t('payment.waiting')}
              </p>
            </>
          )}
          <p className="booking-card__note">
            {t('payment.order')}: {shown.order_id}
          </p>
        </div>
      )}
    </section>
  );
}
