import { describe, expect, it } from 'vitest';
import { signatureOf } from '../../../test/midtrans-stand-in.ts';
import { createMidtransProvider } from './midtrans.ts';
import { sameAmount } from './payment-provider.ts';
import { createXenditProvider } from './xendit.ts';
import { amountDue, mayMove, paymentStatusOf, validMinutes } from './payment-rules.ts';

const live = { status: 'confirmed' as const, payment_status: 'unpaid' as const, total: 400_000 };

describe('what is due', () => {
  it('a percentage rounded up, a fixed sum capped at the total, or the whole total', () => {
    expect(amountDue(live, { percent: 33, amount: null }, 0)).toEqual({ kind: 'deposit', amount: 132_000 });
    expect(amountDue({ ...live, total: 100_001 }, { percent: 30, amount: null }, 0)).toEqual({ kind: 'deposit', amount: 30_001 });
    expect(amountDue(live, { percent: null, amount: 900_000 }, 0)).toEqual({ kind: 'full', amount: 400_000 });
    expect(amountDue(live, { percent: null, amount: null }, 0)).toEqual({ kind: 'full', amount: 400_000 });
  });

  it('the rest after a deposit; nothing once paid, refunded or no longer live', () => {
    expect(amountDue(live, { percent: 30, amount: null }, 120_000)).toEqual({ kind: 'rest', amount: 280_000 });
    // A deposit a clerk marked by hand counts as the rule's deposit.
    expect(amountDue({ ...live, payment_status: 'deposit' }, { percent: 30, amount: null }, 0)).toEqual({ kind: 'rest', amount: 280_000 });
    expect(amountDue(live, { percent: 30, amount: null }, 400_000).kind).toBe('none');
    expect(amountDue({ ...live, payment_status: 'paid' }, { percent: 30, amount: null }, 0).kind).toBe('none');
    expect(amountDue({ ...live, status: 'cancelled' }, { percent: 30, amount: null }, 0).kind).toBe('none');
  });
});

describe('moves and the booking’s payment', () => {
  it('forward only: never paid → expired, money after expiry accepted, refunded is final', () => {
    expect(mayMove('pending', 'paid')).toBe(true);
    expect(mayMove('pending', 'expired')).toBe(true);
    expect(mayMove('paid', 'expired')).toBe(false);
    expect(mayMove('paid', 'pending')).toBe(false);
    expect(mayMove('expired', 'paid')).toBe(true);
    expect(mayMove('paid', 'refunded')).toBe(true);
    expect(mayMove('refunded', 'paid')).toBe(false);
    expect(mayMove('pending', 'refunded')).toBe(false);
  });

  it('the payment follows the sum received', () => {
    expect(paymentStatusOf(400_000, 400_000, false, 'unpaid')).toBe('paid');
    expect(paymentStatusOf(400_000, 120_000, false, 'unpaid')).toBe('deposit');
    expect(paymentStatusOf(400_000, 0, true, 'deposit')).toBe('refunded');
    expect(paymentStatusOf(400_000, 0, false, 'deposit')).toBe('deposit');
  });

  it('a charge lives 15 minutes, cut to the hold', () => {
    const now = new Date('2026-11-29T10:00:00Z');
    expect(validMinutes(now, new Date('2026-11-30T16:00:00Z'), 15)).toBe(15);
    expect(validMinutes(now, new Date('2026-11-29T10:07:30Z'), 15)).toBe(7);
    expect(validMinutes(now, new Date('2026-11-29T10:00:30Z'), 15)).toBe(0);
  });
});

describe('Midtrans notifications', () => {
  const provider = createMidtransProvider({ serverKey: 'SB-Mid-server-unit', apiUrl: 'http://127.0.0.1:1' });
  const body = { order_id: 'PKT-ABCDEF-1', status_code: '200', gross_amount: '120000.00', transaction_status: 'settlement', transaction_id: 't-1', currency: 'IDR' };
  const signed = { ...body, signature_key: signatureOf(body.order_id, body.status_code, body.gross_amount, 'SB-Mid-server-unit') };

  it('verifies the signature over the strings as received, and reads the event', () => {
    const verified = provider.verifyNotification(JSON.stringify(signed), {});
    expect(verified).toMatchObject({ orderId: 'PKT-ABCDEF-1', status: 'paid', grossAmount: '120000.00', eventKey: 'PKT-ABCDEF-1|settlement|200|t-1' });
    // The same amount written otherwise is another string: not the signed one.
    expect(provider.verifyNotification(JSON.stringify({ ...signed, gross_amount: '120000' }), {})).toBeNull();
    expect(provider.verifyNotification(JSON.stringify({ ...signed, signature_key: signed.signature_key.slice(0, -1) }), {})).toBeNull();
    expect(provider.verifyNotification('[]', {})).toBeNull();
    expect(provider.verifyNotification('{', {})).toBeNull();
  });

  it('reads amounts as Midtrans writes them', () => {
    expect(sameAmount('120000.00', 120_000)).toBe(true);
    expect(sameAmount('120000', 120_000)).toBe(true);
    expect(sameAmount('120000.50', 120_000)).toBe(false);
    expect(sameAmount('1.2e5', 120_000)).toBe(false);
  });
});

describe('Xendit’s callback', () => {
  const token = 'callback-token-0123456789';
  const provider = createXenditProvider({ secretKey: 'xnd_development_unit', callbackToken: token, apiUrl: 'http://127.0.0.1:1' });
  const body = {
    event: 'qr.payment',
    api_version: '2022-07-31',
    data: { id: 'qrpy_1', qr_id: 'qr_1', reference_id: 'PKT-ABCDEF-1', amount: 120000, currency: 'IDR', status: 'SUCCEEDED' },
  };
  const raw = JSON.stringify(body);

  it('is believed from its token alone, compared whatever its length, and keyed by its webhook-id', () => {
    expect(provider.verifyNotification(raw, { 'x-callback-token': token, 'webhook-id': 'wh-1' })).toMatchObject({
      orderId: 'PKT-ABCDEF-1',
      status: 'paid',
      reportedStatus: 'SUCCEEDED',
      grossAmount: '120000',
      currency: 'IDR',
      reference: 'qr_1',
      eventKey: 'wh-1',
    });
    // Without a webhook-id: the event and its payment's id.
    expect(provider.verifyNotification(raw, { 'x-callback-token': token })?.eventKey).toBe('qr.payment|qrpy_1');
    for (const wrong of [undefined, '', `${token}x`, token.slice(1), token.toUpperCase()]) {
      expect(provider.verifyNotification(raw, { 'x-callback-token': wrong })).toBeNull();
    }
    expect(provider.verifyNotification(raw, { 'x-callback-token': [token, token] })).toBeNull();
    expect(provider.verifyNotification('{', { 'x-callback-token': token })).toBeNull();
    expect(provider.verifyNotification(JSON.stringify({ ...body, data: { ...body.data, amount: '120000' } }), { 'x-callback-token': token })).toBeNull();
  });

  it("reads a refund's outcome for the charge it refunded, moving no status", () => {
    const refund = JSON.stringify({ event: 'qr.refund', data: { id: 'qrrf_1', qr_id: 'qr_1', payment_id: 'qrpy_1', reference_id: 'PKT-ABCDEF-1-refund', amount: 120000, status: 'FAILED' } });
    expect(provider.verifyNotification(refund, { 'x-callback-token': token, 'webhook-id': 'wh-2' })).toMatchObject({
      orderId: 'PKT-ABCDEF-1',
      status: null,
      reportedStatus: 'qr.refund FAILED',
      refundOutcome: 'failed',
      eventKey: 'wh-2',
    });
  });

  it('keeps other events without moving anything', () => {
    const other = JSON.stringify({ event: 'qr.code.updated', data: { id: 'qr_1', qr_id: 'qr_1', reference_id: 'PKT-ABCDEF-1', amount: 120000 } });
    const read = provider.verifyNotification(other, { 'x-callback-token': token, 'webhook-id': 'wh-3' });
    expect(read).toMatchObject({ status: null, reportedStatus: 'qr.code.updated', eventKey: 'wh-3' });
    expect(read).not.toHaveProperty('refundOutcome');
  });
});
