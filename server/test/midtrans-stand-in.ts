import crypto from 'node:crypto';
import http from 'node:http';

/**
 * A local stand-in of Midtrans's Core API for tests, e2e and the bench (nothing reaches the
 * internet): it answers the QRIS charge, Get Status and Expire in Midtrans's documented JSON
 * shapes, and sends HTTP notifications signed as Midtrans signs them
 * (SHA512(order_id + status_code + gross_amount + server key)), and refunds a settled order
 * (once per refund_key, as Midtrans does). A test can make it fail (5xx),
 * slow, send a notification twice or out of order, for an unknown order, or with a forged signature.
 */

/** Midtrans's status code per transaction status, as its notifications and status answers carry them. */
const STATUS_CODES: Record<string, string> = { pending: '201', settlement: '200', expire: '407', cancel: '202', deny: '202', refund: '200' };

export interface StandInOrder {
  order_id: string;
  gross_amount: string;
  transaction_status: string;
  transaction_id: string;
  expiry_minutes: number;
}

export interface MidtransStandIn {
  url: string;
  serverKey: string;
  orders: Map<string, StandInOrder>;
  /** Charge requests received, in order (a race must make one). */
  charges: string[];
  /** Refunds made, by refund_key: a key asked twice is refunded once. */
  refunds: Map<string, { order_id: string; amount: number; reason: string }>;
  /** Answer the next `n` requests with a 500. */
  failNext(n: number): void;
  /** Wait this long before each answer. */
  delayMs: number;
  /** Sets an order's status at the stand-in, as a payment at the bank would. */
  setStatus(orderId: string, status: string): void;
  /** A notification body as Midtrans sends it, signed (or with `overrides` applied after signing). */
  notification(orderId: string, status: string, overrides?: Record<string, string>): Record<string, string>;
  /** Posts a notification to the server's route; its HTTP status and body. */
  notify(target: string, body: Record<string, string>): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

export function signatureOf(orderId: string, statusCode: string, grossAmount: string, serverKey: string): string {
  return crypto.createHash('sha512').update(orderId + statusCode + grossAmount + serverKey).digest('hex');
}

export async function startMidtransStandIn(serverKey = 'SB-Mid-server-stand-in-key'): Promise<MidtransStandIn> {
  const orders = new Map<string, StandInOrder>();
  const charges: string[] = [];
  const refunds = new Map<string, { order_id: string; amount: number; reason: string }>();
  let failures = 0;
  const expected = `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`;

  const transaction = (order: StandInOrder) => ({
    status_code: STATUS_CODES[order.transaction_status] ?? '201',
    status_message: 'Success, transaction is found',
    transaction_id: order.transaction_id,
    order_id: order.order_id,
    merchant_id: 'G000000000',
    gross_amount: order.gross_amount,
    currency: 'IDR',
    payment_type: 'qris',
    transaction_time: '2026-11-29 10:00:00',
    transaction_status: order.transaction_status,
    fraud_status: 'accept',
    acquirer: 'gopay',
  });

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
        answer(500, { status_code: '500', status_message: 'Sorry, we encountered internal server error' });
        return;
      }
      if (req.headers.authorization !== expected) {
        answer(401, { status_code: '401', status_message: 'Access denied due to unauthorized transaction' });
        return;
      }
      const path = (req.url ?? '').split('?')[0]!;
      if (req.method === 'POST' && path === '/v2/charge') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          payment_type: string;
          transaction_details: { order_id: string; gross_amount: number };
          custom_expiry?: { expiry_duration: number; unit: string };
        };
        const orderId = body.transaction_details.order_id;
        charges.push(orderId);
        if (body.payment_type !== 'qris') return answer(200, { status_code: '400', status_message: 'payment_type is not supported' });
        if (orders.has(orderId)) return answer(200, { status_code: '406', status_message: 'The request could not be completed due to a conflict with the current state of the target resource, please try again' });
        const order: StandInOrder = {
          order_id: orderId,
          gross_amount: `${body.transaction_details.gross_amount}.00`,
          transaction_status: 'pending',
          transaction_id: crypto.randomUUID(),
          expiry_minutes: body.custom_expiry?.expiry_duration ?? 15,
        };
        orders.set(orderId, order);
        return answer(200, {
          ...transaction(order),
          status_code: '201',
          status_message: 'QRIS transaction is created',
          actions: [{ name: 'generate-qr-code', method: 'GET', url: `${stand.url}/v2/qris/${order.transaction_id}/qr-code` }],
          qr_string: `00020101021226620014COM.GO-JEK.WWW011993600914${order.transaction_id.replace(/-/g, '').slice(0, 20)}5204599953033605802ID5920Desa Pulau6304ABCD`,
          expiry_time: '2026-11-29 10:15:00',
        });
      }
      const refund = /^\/v2\/([^/]+)\/refund$/.exec(path);
      if (refund && req.method === 'POST') {
        const order = orders.get(decodeURIComponent(refund[1]!));
        if (!order) return answer(404, { status_code: '404', status_message: "Transaction doesn't exist." });
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { refund_key?: string; amount?: number; reason?: string };
        const key = body.refund_key ?? crypto.randomUUID();
        const done = refunds.get(key);
        // Midtrans refunds a settled transaction only (412 otherwise), and a refund_key once.
        if (!done && order.transaction_status !== 'settlement') return answer(200, { status_code: '412', status_message: 'Merchant cannot modify the status of the transaction' });
        if (!done) {
          refunds.set(key, { order_id: order.order_id, amount: body.amount ?? Number.parseFloat(order.gross_amount), reason: body.reason ?? '' });
          order.transaction_status = 'refund';
        }
        return answer(200, {
          ...transaction(order),
          status_code: '200',
          status_message: 'Success, refund request is approved',
          refund_chargeback_id: 1000 + [...refunds.keys()].indexOf(key),
          refund_amount: `${refunds.get(key)!.amount}.00`,
          refund_key: key,
        });
      }
      const match = /^\/v2\/([^/]+)\/(status|expire)$/.exec(path);
      if (match) {
        const order = orders.get(decodeURIComponent(match[1]!));
        if (!order) return answer(404, { status_code: '404', status_message: "Transaction doesn't exist." });
        if (match[2] === 'status' && req.method === 'GET') return answer(200, transaction(order));
        if (match[2] === 'expire' && req.method === 'POST') {
          if (order.transaction_status !== 'pending') return answer(200, { status_code: '412', status_message: 'Merchant cannot modify the status of the transaction' });
          order.transaction_status = 'expire';
          return answer(200, { ...transaction(order), status_code: '407', status_message: 'Success, transaction has expired' });
        }
      }
      answer(404, { status_code: '404', status_message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const stand: MidtransStandIn = {
    url: `http://127.0.0.1:${port}`,
    serverKey,
    orders,
    charges,
    refunds,
    delayMs: 0,
    failNext(n) {
      failures = n;
    },
    setStatus(orderId, status) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`stand-in: no order ${orderId}`);
      order.transaction_status = status;
    },
    notification(orderId, status, overrides = {}) {
      const order = orders.get(orderId);
      const grossAmount = order?.gross_amount ?? '100000.00';
      const statusCode = STATUS_CODES[status] ?? '201';
      return {
        transaction_time: '2026-11-29 10:00:00',
        transaction_status: status,
        transaction_id: order?.transaction_id ?? crypto.randomUUID(),
        status_message: 'midtrans payment notification',
        status_code: statusCode,
        signature_key: signatureOf(orderId, statusCode, grossAmount, serverKey),
        settlement_time: '2026-11-29 10:05:00',
        payment_type: 'qris',
        order_id: orderId,
        merchant_id: 'G000000000',
        gross_amount: grossAmount,
        fraud_status: 'accept',
        currency: 'IDR',
        acquirer: 'gopay',
        ...overrides,
      };
    },
    async notify(target, body) {
      const res = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
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
