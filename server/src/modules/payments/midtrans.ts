import crypto from 'node:crypto';
import type { ChargeStatus } from '@island/shared';
import {
  type AcceptedRefund,
  type ChargeRef,
  type ChargeRequest,
  type CreatedCharge,
  type PaymentProvider,
  ProviderUnavailable,
  RefundRefused,
  type ReportedCharge,
  type VerifiedNotification,
} from './payment-provider.ts';

/*
 * Midtrans's Core API through fetch (docs/decisions/0036-payments-through-a-provider.md says why
 * not the official midtrans-client): the QRIS charge (`POST /v2/charge`), Get Status
 * (`GET /v2/:order_id/status`), Expire (`POST /v2/:order_id/expire`), Refund
 * (`POST /v2/:order_id/refund`, QRIS included), and the HTTP notification, whose `signature_key`
 * is SHA512(order_id + status_code + gross_amount + server key).
 */

/** Midtrans's transaction statuses in ours; capture is a card's, settled once fraud_status says accept. */
const STATUSES: Readonly<Record<string, ChargeStatus>> = {
  pending: 'pending',
  settlement: 'paid',
  capture: 'paid',
  expire: 'expired',
  cancel: 'failed',
  deny: 'failed',
  failure: 'failed',
  refund: 'refunded',
  partial_refund: 'refunded',
};

/** A status answer or a notification: the fields read, as Midtrans writes them (all text). */
interface MidtransTransaction {
  status_code?: unknown;
  transaction_status?: unknown;
  order_id?: unknown;
  gross_amount?: unknown;
  currency?: unknown;
  transaction_id?: unknown;
  fraud_status?: unknown;
  signature_key?: unknown;
  qr_string?: unknown;
  status_message?: unknown;
  refund_chargeback_id?: unknown;
  refund_key?: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.length <= 500 ? value : null);

function reported(body: MidtransTransaction): ReportedCharge | null {
  const orderId = text(body.order_id);
  const status = text(body.transaction_status);
  const grossAmount = text(body.gross_amount);
  if (!orderId || !status || !grossAmount) return null;
  let ours = STATUSES[status] ?? null;
  // A card payment held for review is not money yet.
  if (status === 'capture' && text(body.fraud_status) !== 'accept') ours = 'pending';
  return { orderId, status: ours, reportedStatus: status, grossAmount, currency: text(body.currency), reference: text(body.transaction_id) };
}

/** SHA512 of the four strings as received; compared in constant time. */
function midtransSignature(orderId: string, statusCode: string, grossAmount: string, serverKey: string): string {
  return crypto.createHash('sha512').update(orderId + statusCode + grossAmount + serverKey, 'utf8').digest('hex');
}

function signatureHolds(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase(), 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export interface MidtransOptions {
  serverKey: string;
  /** The Core API's base address (the sandbox, production, or a local stand-in in tests). */
  apiUrl: string;
  /** A request slower than this counts as the provider being unavailable. */
  timeoutMs?: number;
}

export function createMidtransProvider({ serverKey, apiUrl, timeoutMs = 10_000 }: MidtransOptions): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`;

  /** One call; the key travels only in the Authorization header and never appears in an error. */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: MidtransTransaction }> {
    let res: Response;
    try {
      res = await fetch(`${apiUrl}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailable(`Midtrans ${method} ${path.split('/')[1] ?? ''}: ${(error as Error).name}`);
    }
    if (res.status >= 500) throw new ProviderUnavailable(`Midtrans answered ${res.status}`);
    const json = (await res.json().catch(() => ({}))) as MidtransTransaction;
    return { status: res.status, json };
  }

  return {
    name: 'midtrans',

    async createQrisCharge({ orderId, amount, validMinutes }: ChargeRequest): Promise<CreatedCharge> {
      const { json } = await call('POST', '/v2/charge', {
        payment_type: 'qris',
        transaction_details: { order_id: orderId, gross_amount: amount },
        qris: { acquirer: 'gopay' },
        custom_expiry: { expiry_duration: validMinutes, unit: 'minute' },
      });
      // Midtrans answers HTTP 200 with its own status_code in the body: 201 is a charge made.
      const qrString = typeof json.qr_string === 'string' && json.qr_string.length <= 2000 ? json.qr_string : null;
      if (text(json.status_code) !== '201' || !qrString) throw new ProviderUnavailable(`Midtrans charge refused: ${text(json.status_code) ?? 'no status'}`);
      return { reference: text(json.transaction_id), qrString };
    },

    async fetchStatus({ orderId }: ChargeRef): Promise<ReportedCharge | null> {
      const { status, json } = await call('GET', `/v2/${encodeURIComponent(orderId)}/status`);
      if (status === 404 || text(json.status_code) === '404') return null;
      const found = reported(json);
      if (!found) throw new ProviderUnavailable(`Midtrans status unreadable: ${text(json.status_code) ?? status}`);
      return found;
    },

    async expire({ orderId }: ChargeRef): Promise<void> {
      const { status, json } = await call('POST', `/v2/${encodeURIComponent(orderId)}/expire`);
      // 407 (already expired), 412 (already settled), 404 (unknown): nothing left to stop.
      const code = text(json.status_code) ?? String(status);
      if (!['200', '404', '407', '412'].includes(code)) throw new ProviderUnavailable(`Midtrans expire refused: ${code}`);
    },

    async refund({ orderId, amount }: ChargeRef & { amount: number }, { refundKey, reason }: { refundKey: string; reason: string }): Promise<AcceptedRefund> {
      // The same refund_key on every attempt: Midtrans refunds a key once, so a retry after a
      // timeout cannot send the money back twice.
      const { json } = await call('POST', `/v2/${encodeURIComponent(orderId)}/refund`, { refund_key: refundKey, amount, reason: reason.slice(0, 255) });
      // HTTP 200 with Midtrans's own status_code: 200 is a refund made; 412/418/… are refusals
      // (not settled yet, the wallet cannot refund, past the refund window).
      const code = text(json.status_code);
      if (code !== '200') throw new RefundRefused(`Midtrans refund refused: ${code ?? 'no status'} ${text(json.status_message) ?? ''}`.trim());
      const id = json.refund_chargeback_id;
      return { reference: typeof id === 'number' || typeof id === 'string' ? String(id).slice(0, 100) : refundKey };
    },

    // The headers carry nothing Midtrans signs: the signature is in the body.
    verifyNotification(rawBody: string): VerifiedNotification | null {
      let body: MidtransTransaction & Record<string, unknown>;
      try {
        body = JSON.parse(rawBody) as MidtransTransaction & Record<string, unknown>;
      } catch {
        return null;
      }
      if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
      const orderId = text(body.order_id);
      const statusCode = text(body.status_code);
      const grossAmount = text(body.gross_amount);
      const signature = text(body.signature_key);
      if (!orderId || !statusCode || !grossAmount || !signature) return null;
      if (!signatureHolds(signature, midtransSignature(orderId, statusCode, grossAmount, serverKey))) return null;
      const charge = reported(body);
      if (!charge) return null;
      // Midtrans sends no event id: a delivery repeated carries the same four facts.
      const eventKey = [orderId, charge.reportedStatus, statusCode, charge.reference ?? ''].join('|').slice(0, 200);
      return { ...charge, eventKey, body };
    },
  };
}
