import crypto from 'node:crypto';
import type { ChargeStatus } from '@island/shared';
import {
  type AcceptedRefund,
  type ChargeRef,
  type ChargeRequest,
  type CreatedCharge,
  type NotificationHeaders,
  type PaymentProvider,
  ProviderUnavailable,
  RefundRefused,
  type ReportedCharge,
  type VerifiedNotification,
} from './payment-provider.ts';

/*
 * Xendit's QR Codes API (api-version 2022-07-31) through fetch, not xendit-node (why:
 * docs/decisions/0036-payments-through-a-provider.md, Xendit): a dynamic QRIS code (`POST /qr_codes`), the code and its payments
 * (`GET /qr_codes/:id`, `GET /qr_codes/:id/payments`, a payment's refunds
 * `GET /qr_codes/payments/:payment_id/refunds`), the refund of a payment
 * (`POST /qr_codes/payments/:payment_id/refunds`), and the `qr.payment` and `qr.refund` callbacks, verified by their
 * `x-callback-token` header. The API has no call that ends a dynamic code early: a code ends at its
 * own `expires_at`, which is never later than the booking's hold.
 */

const API_VERSION = '2022-07-31';

/** A QR code or one of its payments, the fields read, as Xendit writes them. */
interface XenditObject {
  id?: unknown;
  reference_id?: unknown;
  qr_id?: unknown;
  qr_string?: unknown;
  status?: unknown;
  amount?: unknown;
  currency?: unknown;
  error_code?: unknown;
  message?: unknown;
  data?: unknown;
  event?: unknown;
}

const text = (value: unknown, max = 500): string | null => (typeof value === 'string' && value.length > 0 && value.length <= max ? value : null);

/** Xendit writes amounts as JSON numbers; the rest of the module compares them as the text of a whole number. */
const amountText = (value: unknown): string | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? String(value) : null);

const isObject = (value: unknown): value is XenditObject & Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The QR code's status when nobody has paid it: ACTIVE still payable, INACTIVE past its expiry. */
const CODE_STATUSES: Readonly<Record<string, ChargeStatus>> = { ACTIVE: 'pending', INACTIVE: 'expired' };

/** The same length whatever was sent, so the comparison's time says nothing about the token. */
function tokenHolds(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given, 'utf8').digest();
  const b = crypto.createHash('sha256').update(expected, 'utf8').digest();
  return crypto.timingSafeEqual(a, b);
}

function header(headers: NotificationHeaders, name: string): string | null {
  const value = headers[name];
  return typeof value === 'string' ? value : null;
}

export interface XenditOptions {
  secretKey: string;
  /** The verification token of the dashboard's Callbacks page; every callback carries it. */
  callbackToken: string;
  /** https://api.xendit.co, or a local stand-in in tests. */
  apiUrl: string;
  timeoutMs?: number;
}

export function createXenditProvider({ secretKey, callbackToken, apiUrl, timeoutMs = 10_000 }: XenditOptions): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

  /** One call; the key travels only in the Authorization header and never appears in an error. */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown, extra: Record<string, string> = {}): Promise<{ status: number; json: unknown }> {
    let res: Response;
    try {
      res = await fetch(`${apiUrl}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', 'api-version': API_VERSION, ...(body ? { 'content-type': 'application/json' } : {}), ...extra },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailable(`Xendit ${method} ${path.split('/')[1] ?? ''}: ${(error as Error).name}`);
    }
    if (res.status >= 500) throw new ProviderUnavailable(`Xendit answered ${res.status}`);
    const json: unknown = await res.json().catch(() => ({}));
    return { status: res.status, json };
  }

  const failure = (json: unknown, status: number) => (isObject(json) ? (text(json.error_code, 100) ?? String(status)) : String(status));

  /** The code's payments (Xendit answers `{ data: [...] }`); the one that succeeded, if any. */
  async function succeededPayment(qrId: string): Promise<(XenditObject & Record<string, unknown>) | null> {
    const { status, json } = await call('GET', `/qr_codes/${encodeURIComponent(qrId)}/payments`);
    if (status === 404) return null;
    if (status >= 400 || !isObject(json)) throw new ProviderUnavailable(`Xendit payments unreadable: ${failure(json, status)}`);
    const list = Array.isArray(json.data) ? (json.data as unknown[]) : [];
    return (list.find((payment) => isObject(payment) && payment.status === 'SUCCEEDED') as (XenditObject & Record<string, unknown>) | undefined) ?? null;
  }

  /**
   * What of a payment was sent back through Xendit (`GET /qr_codes/payments/:id/refunds`, answered
   * `{ data: [...] }` like the payments): the sum of its refunds that succeeded or are still on
   * their way (PENDING: accepted, the issuer sends the money later). A FAILED one sent nothing back.
   */
  async function refundedAmount(paymentId: string): Promise<number> {
    const { status, json } = await call('GET', `/qr_codes/payments/${encodeURIComponent(paymentId)}/refunds`);
    if (status === 404) return 0;
    if (status >= 400 || !isObject(json)) throw new ProviderUnavailable(`Xendit refunds unreadable: ${failure(json, status)}`);
    const list = Array.isArray(json.data) ? (json.data as unknown[]) : [];
    return list.reduce<number>((sum, refund) => (isObject(refund) && (refund.status === 'SUCCEEDED' || refund.status === 'PENDING') && typeof refund.amount === 'number' ? sum + refund.amount : sum), 0);
  }

  return {
    name: 'xendit',

    async createQrisCharge({ orderId, amount, validMinutes }: ChargeRequest): Promise<CreatedCharge> {
      const expiresAt = new Date(Date.now() + validMinutes * 60_000).toISOString();
      const { status, json } = await call('POST', '/qr_codes', { reference_id: orderId, type: 'DYNAMIC', currency: 'IDR', amount, expires_at: expiresAt });
      const qrString = isObject(json) ? text(json.qr_string, 2000) : null;
      const id = isObject(json) ? text(json.id, 100) : null;
      if (status >= 400 || !qrString || !id) throw new ProviderUnavailable(`Xendit QR code refused: ${failure(json, status)}`);
      return { reference: id, qrString };
    },

    /**
     * The code (asked by Xendit's id of it, kept at creation) and its payments: a succeeded payment
     * is the charge paid, with the payment's own amount and currency; otherwise the code's status.
     * A code that is not this order's (another reference id) counts as unknown.
     */
    async fetchStatus({ orderId, reference }: ChargeRef): Promise<ReportedCharge | null> {
      // No id was ever received: the code was never made, or its answer was lost; nothing to ask.
      if (!reference) return null;
      const { status, json } = await call('GET', `/qr_codes/${encodeURIComponent(reference)}`);
      if (status === 404) return null;
      if (status >= 400 || !isObject(json)) throw new ProviderUnavailable(`Xendit QR code unreadable: ${failure(json, status)}`);
      if (json.reference_id !== orderId) return null;
      const payment = await succeededPayment(reference);
      if (payment) {
        const grossAmount = amountText(payment.amount);
        if (grossAmount === null) throw new ProviderUnavailable('Xendit payment without an amount');
        // Xendit keeps a refunded payment SUCCEEDED and lists its refunds apart: the whole amount
        // sent back (or on its way) is the charge refunded, as it is recorded here.
        const paymentId = text(payment.id, 100);
        const refunded = paymentId ? await refundedAmount(paymentId) : 0;
        if (refunded > 0 && refunded >= Number(grossAmount)) return { orderId, status: 'refunded', reportedStatus: 'SUCCEEDED, REFUNDED', grossAmount, currency: text(payment.currency, 3), reference };
        return { orderId, status: 'paid', reportedStatus: refunded > 0 ? 'SUCCEEDED, PARTIALLY_REFUNDED' : 'SUCCEEDED', grossAmount, currency: text(payment.currency, 3), reference };
      }
      const codeStatus = text(json.status, 32) ?? 'UNKNOWN';
      return { orderId, status: CODE_STATUSES[codeStatus] ?? null, reportedStatus: codeStatus, grossAmount: amountText(json.amount) ?? '0', currency: text(json.currency, 3), reference };
    },

    // The QR Codes API cannot end a dynamic code early: it stays payable until its expires_at,
    // and a payment in that time is recorded and flagged for staff like any money after closing.
    async expire(): Promise<void> {},

    async refund({ orderId, reference, amount }: ChargeRef & { amount: number }, { refundKey, reason }: { refundKey: string; reason: string }): Promise<AcceptedRefund> {
      if (!reference) throw new RefundRefused(`Xendit refund: no QR code id for ${orderId}`);
      const payment = await succeededPayment(reference);
      const paymentId = payment ? text(payment.id, 100) : null;
      if (!paymentId) throw new RefundRefused('Xendit refund: no succeeded payment on the code');
      // The idempotency key and reference id are the refund's own key: asked again after a
      // timeout, Xendit answers the first refund instead of making a second.
      const { status, json } = await call(
        'POST',
        `/qr_codes/payments/${encodeURIComponent(paymentId)}/refunds`,
        { reference_id: refundKey, type: 'FULL', currency: 'IDR', amount, reason: reason.slice(0, 255) },
        { 'idempotency-key': refundKey },
      );
      const refundStatus = isObject(json) ? text(json.status, 32) : null;
      // PENDING: the wallet or bank is sending it back; its outcome comes as a qr.refund callback.
      if (status >= 400 || !refundStatus || refundStatus === 'FAILED') throw new RefundRefused(`Xendit refund refused: ${failure(json, status)} ${refundStatus ?? ''}`.trim());
      return { reference: isObject(json) ? text(json.id, 100) : null };
    },

    verifyNotification(rawBody: string, headers: NotificationHeaders): VerifiedNotification | null {
      const token = header(headers, 'x-callback-token');
      if (!token || !tokenHolds(token, callbackToken)) return null;
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return null;
      }
      if (!isObject(body) || !isObject(body.data)) return null;
      const event = text(body.event, 32);
      const data = body.data;
      if (!event) return null;
      // A retried delivery carries the same webhook-id; without one, the event and its object's id.
      const dataId = text(data.id, 100);
      const eventKey = (text(header(headers, 'webhook-id'), 200) ?? (dataId ? `${event}|${dataId}` : null))?.slice(0, 200);
      if (!eventKey) return null;
      const orderId = text(data.reference_id, 100);
      if (event === 'qr.refund') {
        // A refund's outcome, in the refund's own shape: its reference_id is the refund key this
        // server sent (`<order id>-refund`), its qr_id the code's. It moves no charge; a FAILED one
        // flags the booking for staff (the money did not go back).
        const refundStatus = text(data.status, 32) ?? 'UNKNOWN';
        const refundOutcome = refundStatus === 'FAILED' ? 'failed' : refundStatus === 'SUCCEEDED' ? 'succeeded' : 'pending';
        return {
          orderId: orderId?.replace(/-refund$/, '') ?? '',
          status: null,
          reportedStatus: `${event} ${refundStatus}`,
          grossAmount: amountText(data.amount) ?? '0',
          currency: text(data.currency, 3),
          reference: text(data.qr_id, 100),
          eventKey,
          body,
          refundOutcome,
        };
      }
      if (event !== 'qr.payment') {
        // Whatever Xendit adds later: kept in the inbox, moving nothing.
        return { orderId: orderId ?? '', status: null, reportedStatus: event, grossAmount: amountText(data.amount) ?? '0', currency: text(data.currency, 3), reference: text(data.qr_id, 100), eventKey, body };
      }
      const grossAmount = amountText(data.amount);
      const paymentStatus = text(data.status, 32);
      if (!orderId || !grossAmount || !paymentStatus) return null;
      return {
        orderId,
        status: paymentStatus === 'SUCCEEDED' ? 'paid' : null,
        reportedStatus: paymentStatus,
        grossAmount,
        currency: text(data.currency, 3),
        reference: text(data.qr_id, 100),
        eventKey,
        body,
      };
    },
  };
}
