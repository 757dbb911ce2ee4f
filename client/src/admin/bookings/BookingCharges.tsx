import { type Booking, type Charge, formatDateTime, formatRupiah, ID_LABELS, PAYMENT_PROVIDER_NAMES, PAYMENT_TEXTS, type RefundMethod } from '@island/shared';
import { useState, type ReactNode } from 'react';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { toast } from '../../ui/toast.ts';
import { RefundDialog } from '../payments/RefundDialog.tsx';

/**
 * A booking's money. Without a payment provider it is the manual field as before (`manual`).
 * With one, the clerk marks nothing: the charges the visitor paid by QRIS (amount, status, when,
 * the provider's reference), money that came after expiry flagged, "Cek status" to ask the
 * provider now, and a refund with its reason: through the provider, or a bank transfer made by hand.
 */
export function BookingCharges({ booking, manual }: { booking: Booking; manual: ReactNode }) {
  const utils = trpc.useUtils();
  const query = trpc.payments.ofBooking.useQuery({ id: booking.id });
  const check = trpc.payments.check.useMutation();
  const refund = trpc.payments.refund.useMutation();
  const [refunding, setRefunding] = useState<Charge | null>(null);
  const data = query.data;

  async function refresh() {
    await Promise.all([utils.payments.ofBooking.invalidate({ id: booking.id }), utils.bookings.invalidate()]);
  }
  async function checkNow() {
    try {
      await check.mutateAsync({ id: booking.id });
      toast.success('Status pembayaran diperiksa');
      await refresh();
    } catch (error) {
      toast.error(messageOf(error, 'Penyedia pembayaran tidak bisa dihubungi'));
    }
  }
  async function recordRefund(reason: string, method: RefundMethod) {
    if (!refunding) return;
    try {
      await refund.mutateAsync({ id: refunding.id, reason, method });
      toast.success(method === 'provider' ? `Pengembalian ${formatRupiah(refunding.amount)} dikirim lewat penyedia dan dicatat` : `Pengembalian ${formatRupiah(refunding.amount)} dicatat`);
      setRefunding(null);
      await refresh();
    } catch (error) {
      toast.error(messageOf(error, 'Gagal mencatat pengembalian'));
    }
  }

  if (!data || (data.provider === 'none' && data.charges.length === 0)) {
    return (
      <section className="booking-admin__section" aria-label="Pembayaran">
        <h3>Pembayaran</h3>
        {manual}
      </section>
    );
  }
  return (
    <section className="booking-admin__section" aria-label="Pembayaran">
      <h3>Pembayaran</h3>
      {data.needs_staff && data.charges.some((c) => c.refund_failed_at !== null) && (
        <p className="booking-admin__flag" role="alert">
          {PAYMENT_TEXTS.refundFailed}.
        </p>
      )}
      {data.needs_staff && data.charges.some((c) => c.paid_late && c.status === 'paid') && (
        <p className="booking-admin__flag" role="alert">
          Uang masuk setelah kode kedaluwarsa atau untuk booking yang tidak aktif: konfirmasi ulang booking ini, atau kembalikan dananya.
        </p>
      )}
      <p>
        Diterima {formatRupiah(data.paid)} dari {formatRupiah(booking.total_price)}
      </p>
      {data.charges.length === 0 ? (
        <p className="field__hint">Belum ada tagihan QRIS.</p>
      ) : (
        <ul className="booking-charges">
          {data.charges.map((charge) => (
            <li key={charge.id} className="booking-charges__item">
              <span className="booking-charges__amount">{formatRupiah(charge.amount)}</span>{' '}
              <span className={`badge badge--${charge.status === 'paid' ? 'success' : charge.status === 'pending' ? 'warning' : 'muted'}`}>{ID_LABELS.chargeStatus[charge.status]}</span>
              {charge.paid_late && <span className="badge badge--outline">Lewat batas</span>}
              {charge.refund_failed_at && <span className="badge badge--warning">Pengembalian gagal</span>}
              <br />
              <small>
                {charge.order_id} · {formatDateTime(charge.paid_at ?? charge.created_at)}
                {charge.provider_ref && ` · ref ${charge.provider_ref}`}
                {charge.refund_reason && ` · ${charge.refund_reason}`}
              </small>
              {charge.refund_failed_at && (
                <button type="button" className="button button--ghost button--small" onClick={() => setRefunding(charge)}>
                  Catat transfer manual<span className="visually-hidden"> {charge.order_id}</span>
                </button>
              )}
              {charge.status === 'paid' && (
                <button type="button" className="button button--ghost button--small" onClick={() => setRefunding(charge)}>
                  Kembalikan dana<span className="visually-hidden"> {charge.order_id}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {data.provider !== 'none' && (
        <div className="row-actions">
          <button type="button" className="button button--ghost button--small" disabled={check.isPending} onClick={() => void checkNow()}>
            Cek status
          </button>
        </div>
      )}
      <RefundDialog
        charge={refunding}
        // Only the configured provider can send its own charges' money back.
        // A refund through the provider that failed afterwards is made by hand.
        providerName={refunding && refunding.status === 'paid' && data.provider !== 'none' && refunding.provider === data.provider ? PAYMENT_PROVIDER_NAMES[data.provider] : null}
        busy={refund.isPending}
        onConfirm={(reason, method) => void recordRefund(reason, method)}
        onCancel={() => setRefunding(null)}
      />
    </section>
  );
}
