import crypto from 'node:crypto';
import http from 'node:http';

/**
 * A local stand-in of Xendit's QR Codes API (api-version 2022-07-31) for tests (nothing reaches
 * the internet): it makes dynamic QR codes, answers a code and its payments, refunds a payment, in
 * Xendit's documented JSON shapes, and sends `qr.payment` callbacks as Xendit sends them (the
 * dashboard's verification token in `x-callback-token`, a `webhook-id` per event, the same one on
 * a retry), and `qr.refund` callbacks with a refund's outcome. A test can make it fail (5xx), slow, refuse refunds, pay another amount, or send a
 * callback twice, out of order, for an unknown reference or with a wrong token.
 */

export interface StandInCode {
  id: string;
  reference_id: string;
  amount: number;
  currency: string;
  status: 'ACTIVE' | 'INACTIVE';
  expires_at: string;
  qr_string: string;
}

export interface StandInPayment {
  id: string;
  qr_id: string;
  reference_id: string;
  amount: number;
  currency: string;
  status: 'SUCCEEDED';
  created: string;
}

export interface StandInRefund {
  id: string;
  qr_id: string;
  payment_id: string;
  /** Ours: the refund key (`<order id>-refund`). */
  reference_id: string | null;
  amount: number;
  reason: string;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
  created: string;
}

export interface XenditCallback {
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

export interface XenditStandIn {
  url: string;
  secretKey: string;
  callbackToken: string;
  /** Codes by their reference id (our order id). */
  codes: Map<string, StandInCode>;
  payments: StandInPayment[];
  /** Refunds made, by idempotency key: a key asked twice is refunded once. A test may set a status (SUCCEEDED, FAILED). */
  refunds: Map<string, StandInRefund>;
  /** Create requests received, by reference id, in order (a race must make one). */
  creates: string[];
  /** Answer the next `n` requests with a 500. */
  failNext(n: number): void;
  /** Wait this long before each answer. */
  delayMs: number;
  /** Refuse refunds as an issuer that cannot refund does. */
  refundsRefused: boolean;
  /** A payment of the code at the bank (its amount, unless `amount` says otherwise). */
  pay(orderId: string, amount?: number): StandInPayment;
  /** The code past its expiry. */
  expire(orderId: string): void;
  /** The `qr.payment` callback of the code's payment (or of a made-up one), as Xendit sends it. */
  callback(orderId: string, options?: { token?: string; webhookId?: string; amount?: number; currency?: string }): XenditCallback;
  /** The `qr.refund` callback of the order's refund (its status now, unless `status` says otherwise), as Xendit sends it. */
  refundCallback(orderId: string, options?: { status?: StandInRefund['status']; webhookId?: string; amount?: number }): XenditCallback;
  /** Posts a callback to the server's route; its HTTP status and body. */
  notify(target: string, callback: XenditCallback): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

export async function startXenditStandIn(secretKey = 'xnd_development_stand_in_key', callbackToken = 'stand-in-callback-token-0123456789'): Promise<XenditStandIn> {
  const codes = new Map<string, StandInCode>();
  const byId = new Map<string, StandInCode>();
  const payments: StandInPayment[] = [];
  const refunds = new Map<string, StandInRefund>();
  const creates: string[] = [];
  let failures = 0;
  const expected = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  const businessId = '5f27a14a9bf05c73dd040bc8';

  const codeBody = (code: StandInCode) => ({
    id: code.id,
    reference_id: code.reference_id,
    business_id: businessId,
    type: 'DYNAMIC',
    currency: code.currency,
    amount: code.amount,
    channel_code: 'ID_DANA',
    status: code.status,
    qr_string: code.qr_string,
    expires_at: code.expires_at,
    created: '2026-11-29T02:00:00.000Z',
    updated: '2026-11-29T02:00:00.000Z',
    metadata: null,
  });
  const paymentBody = (payment: StandInPayment) => ({
    ...payment,
    business_id: businessId,
    type: 'DYNAMIC',
    channel_code: 'ID_DANA',
    expires_at: byId.get(payment.qr_id)?.expires_at ?? null,
    description: null,
    metadata: null,
    payment_detail: { receipt_id: '000000000001', source: 'DANA', name: 'Tamu', account_details: null },
  });
  const refundBody = (refund: StandInRefund) => ({ ...refund, type: 'FULL', currency: 'IDR', channel_code: 'ID_DANA' });
  const notFound = { error_code: 'DATA_NOT_FOUND', message: 'QR code not found' };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        setTimeout(() => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        }, stand.delayMs);
      };
      if (failures > 0) {
        failures -= 1;
        answer(500, { error_code: 'SERVER_ERROR', message: 'An unexpected error occured, our team has been notified and will troubleshoot the issue' });
        return;
      }
      if (req.headers.authorization !== expected) return answer(401, { error_code: 'INVALID_API_KEY', message: 'API key is not authorized for this API service' });
      // Without the version header Xendit answers the older shape (no qr_string): refused here so a missing header shows.
      if (req.headers['api-version'] !== '2022-07-31') return answer(400, { error_code: 'API_VALIDATION_ERROR', message: 'api-version 2022-07-31 expected by the stand-in' });
      const path = (req.url ?? '').split('?')[0]!;
      const body = () => JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;

      if (req.method === 'POST' && path === '/qr_codes') {
        const input = body() as { reference_id?: string; type?: string; currency?: string; amount?: number; expires_at?: string };
        if (typeof input.reference_id !== 'string' || input.type !== 'DYNAMIC' || input.currency !== 'IDR' || typeof input.amount !== 'number') {
          return answer(400, { error_code: 'API_VALIDATION_ERROR', message: 'reference_id, type, currency and amount are required' });
        }
        creates.push(input.reference_id);
        if (codes.has(input.reference_id)) return answer(409, { error_code: 'DUPLICATE_ERROR', message: 'The reference_id has been used before' });
        const id = `qr_${crypto.randomUUID()}`;
        const code: StandInCode = {
          id,
          reference_id: input.reference_id,
          amount: input.amount,
          currency: 'IDR',
          status: 'ACTIVE',
          expires_at: input.expires_at ?? new Date(Date.now() + 48 * 3_600_000).toISOString(),
          qr_string: `00020101021226660014ID.LINKAJA.WWW011893600911${id.replace(/[^0-9a-f]/g, '').slice(0, 16)}5204599953033605802ID5920Desa Pulau6304ABCD`,
        };
        codes.set(code.reference_id, code);
        byId.set(id, code);
        return answer(201, codeBody(code));
      }
      const codePath = /^\/qr_codes\/(qr_[^/]+)(\/payments)?$/.exec(path);
      if (codePath && req.method === 'GET') {
        const code = byId.get(decodeURIComponent(codePath[1]!));
        if (!code) return answer(404, notFound);
        if (!codePath[2]) return answer(200, codeBody(code));
        return answer(200, { data: payments.filter((p) => p.qr_id === code.id).map(paymentBody), has_more: false });
      }
      const refundPath = /^\/qr_codes\/payments\/([^/]+)\/refunds$/.exec(path);
      if (refundPath && req.method === 'POST') {
        const payment = payments.find((p) => p.id === decodeURIComponent(refundPath[1]!));
        if (!payment) return answer(404, { error_code: 'DATA_NOT_FOUND', message: 'Payment not found' });
        const input = body() as { reference_id?: string; type?: string; amount?: number; reason?: string };
        const key = (req.headers['idempotency-key'] as string | undefined) ?? input.reference_id ?? crypto.randomUUID();
        const made = refunds.get(key);
        if (!made && stand.refundsRefused) return answer(400, { error_code: 'REFUND_NOT_SUPPORTED', message: 'Refund is not supported by the issuer of this payment' });
        if (!made && (input.amount ?? payment.amount) > payment.amount) return answer(400, { error_code: 'MAXIMUM_REFUND_AMOUNT_REACHED', message: 'Requested refund amount cannot exceed remaining unrefunded amount' });
        const refund: StandInRefund = made ?? {
          id: `qrrf_${crypto.createHash('sha256').update(key).digest('hex').slice(0, 24)}`,
          qr_id: payment.qr_id,
          payment_id: payment.id,
          reference_id: input.reference_id ?? null,
          amount: input.amount ?? payment.amount,
          reason: input.reason ?? '',
          status: 'PENDING',
          created: new Date().toISOString(),
        };
        refunds.set(key, refund);
        return answer(200, refundBody(refund));
      }
      const refundsPath = /^\/qr_codes\/payments\/([^/]+)\/refunds$/.exec(path);
      if (refundsPath && req.method === 'GET') {
        const payment = payments.find((p) => p.id === decodeURIComponent(refundsPath[1]!));
        if (!payment) return answer(404, { error_code: 'DATA_NOT_FOUND', message: 'Payment not found' });
        return answer(200, { data: [...refunds.values()].filter((r) => r.payment_id === payment.id).map(refundBody), has_more: false });
      }
      answer(404, { error_code: 'NOT_FOUND', message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const codeOf = (orderId: string) => {
    const code = codes.get(orderId);
    if (!code) throw new Error(`stand-in: no code ${orderId}`);
    return code;
  };

  const stand: XenditStandIn = {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    callbackToken,
    codes,
    payments,
    refunds,
    creates,
    delayMs: 0,
    refundsRefused: false,
    failNext(n) {
      failures = n;
    },
    pay(orderId, amount) {
      const code = codeOf(orderId);
      const payment: StandInPayment = {
        id: `qrpy_${crypto.randomUUID()}`,
        qr_id: code.id,
        reference_id: code.reference_id,
        amount: amount ?? code.amount,
        currency: 'IDR',
        status: 'SUCCEEDED',
        created: new Date().toISOString(),
      };
      payments.push(payment);
      // A dynamic code is paid once.
      code.status = 'INACTIVE';
      return payment;
    },
    expire(orderId) {
      codeOf(orderId).status = 'INACTIVE';
    },
    callback(orderId, options = {}) {
      const code = codes.get(orderId);
      const payment = payments.find((p) => p.reference_id === orderId);
      const data = {
        id: payment?.id ?? `qrpy_${crypto.randomUUID()}`,
        business_id: businessId,
        currency: options.currency ?? payment?.currency ?? 'IDR',
        amount: options.amount ?? payment?.amount ?? code?.amount ?? 100_000,
        status: 'SUCCEEDED',
        created: payment?.created ?? new Date().toISOString(),
        qr_id: code?.id ?? `qr_${crypto.randomUUID()}`,
        type: 'DYNAMIC',
        reference_id: orderId,
        channel_code: 'ID_DANA',
        expires_at: code?.expires_at ?? new Date().toISOString(),
        description: null,
        metadata: null,
        payment_detail: { receipt_id: '000000000001', source: 'DANA', name: 'Tamu', account_details: null },
      };
      return {
        headers: { 'x-callback-token': options.token ?? callbackToken, 'webhook-id': options.webhookId ?? `wh_${crypto.randomUUID()}` },
        body: { event: 'qr.payment', api_version: '2022-07-31', business_id: businessId, created: new Date().toISOString(), data },
      };
    },
    refundCallback(orderId, options = {}) {
      const refund = [...refunds.values()].find((r) => r.reference_id === `${orderId}-refund`);
      if (!refund) throw new Error(`stand-in: no refund of ${orderId}`);
      return {
        headers: { 'x-callback-token': callbackToken, 'webhook-id': options.webhookId ?? `wh_${crypto.randomUUID()}` },
        body: {
          event: 'qr.refund',
          api_version: '2022-07-31',
          business_id: businessId,
          created: new Date().toISOString(),
          data: { ...refundBody(refund), amount: options.amount ?? refund.amount, status: options.status ?? refund.status },
        },
      };
    },
    async notify(target, callback) {
      const res = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json', ...callback.headers }, body: JSON.stringify(callback.body) });
      const text = await res.text();
      return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return stand;
}
