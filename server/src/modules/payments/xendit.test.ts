import { addDays, PAYMENT_TEXTS, todayIn } from '@island/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../mail/mailer.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startXenditStandIn, type XenditStandIn } from '../../../test/xendit-stand-in.ts';
import { checkPendingCharges } from './payment-check.plugin.ts';

/**
 * Payments through Xendit's QR Codes API against a local stand-in, over real HTTP, on PGlite and
 * (with DATABASE_URL) on PostgreSQL: the code made with the server's amount and expiry, the
 * callback's token, duplicates by webhook-id, a payment believed only from Xendit's own answer,
 * an amount or currency not the charge's, an unknown reference, paid after expiry, 5xx and
 * slowness, the scheduled check, refunds through Xendit (and one that fails afterwards, flagged
 * for staff), and the daily reconciliation reading a payment's refunds.
 */
let t: TestApp;
let stand: XenditStandIn;
let notifyUrl: string;
beforeAll(async () => {
  stand = await startXenditStandIn();
  t = await createTestApp({
    env: {
      PAYMENT_PROVIDER: 'xendit',
      XENDIT_SECRET_KEY: stand.secretKey,
      XENDIT_CALLBACK_TOKEN: stand.callbackToken,
      XENDIT_API_URL: stand.url,
      PAYMENT_PROVIDER_TIMEOUT_MS: '500',
      PUBLIC_FORM_MAX_PER_HOUR: '1000',
      PUBLIC_FORM_MAX_PER_SENDER_PER_HOUR: '1000',
    },
  });
  notifyUrl = `${t.baseUrl}/api/payments/xendit/notification`;
});
afterAll(async () => {
  await t.close();
  await stand.close();
});

let serial = 0;
/** A package of 200,000 a person with a 30 % deposit, and a visitor's booking of 2 persons (400,000). */
async function booking() {
  serial += 1;
  const { id: packageId } = await t.db
    .insertInto('packages')
    .values({ name: `Paket Xendit ${serial}`, description: 'Keliling pulau', duration: '1 hari', whatsapp_contact: '+6281111111111', facilities: [], price: 200_000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  expect((await t.request('PUT', `/api/bookings/rules/${packageId}`, { token: t.users.admin.token, body: { minDaysAhead: 0, depositPercent: 30 } })).status).toBe(200);
  const made = await t.request('POST', '/api/bookings', {
    body: { package_id: packageId, booking_date: addDays(todayIn(t.config.siteTimeZone), 5), participants: 2, customer_name: 'Tamu Xendit', customer_phone: `0813777${String(serial).padStart(5, '0')}` },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { id: made.body.data.id as number, code: made.body.data.code as string, key: made.body.data.key as string };
}

const payUrl = (b: { code: string; key: string }) => `/api/bookings/code/${b.code}/payment?k=${encodeURIComponent(b.key)}`;
const orderOf = async (b: { code: string; key: string }) => {
  const paid = await t.request('POST', payUrl(b));
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  return paid.body.data.order_id as string;
};
const bookingRow = (id: number) => t.db.selectFrom('bookings').select(['payment_status', 'payment_needs_staff']).where('id', '=', id).executeTakeFirstOrThrow();
const chargeRow = (orderId: string) => t.db.selectFrom('payment_charges').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
const inbox = (orderId: string) => t.db.selectFrom('payment_notifications').select(['provider', 'event_key', 'outcome']).where('order_id', '=', orderId).orderBy('id').execute();
const deps = () => ({ db: t.deps.db, config: t.config, now: () => new Date(), mailer: createMailer(t.config), log: t.app.log, baseUrl: t.baseUrl });

describe(`payments through Xendit (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a visitor’s charge is a dynamic QRIS code with the server’s amount, ending with the charge', async () => {
    const b = await booking();
    const paid = await t.request('POST', payUrl(b), { body: { amount: 1 } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.data).toMatchObject({ order_id: `${b.code}-1`, amount: 120_000, currency: 'IDR', status: 'pending', qr_string: expect.stringMatching(/^000201/) });
    const code = stand.codes.get(`${b.code}-1`)!;
    expect(code).toMatchObject({ amount: 120_000, currency: 'IDR', status: 'ACTIVE' });
    // Xendit's expiry is the charge's own (15 minutes, or the hold's end when sooner).
    expect(Math.abs(new Date(code.expires_at).getTime() - new Date(paid.body.data.expires_at).getTime())).toBeLessThan(5_000);
    expect(await chargeRow(`${b.code}-1`)).toMatchObject({ provider: 'xendit', provider_ref: code.id });
    // Asked again: the same code while it is valid.
    expect((await t.request('POST', payUrl(b))).body.data.order_id).toBe(`${b.code}-1`);
    expect(stand.creates.filter((ref) => ref.startsWith(b.code))).toHaveLength(1);
  });

  it('the callback: a wrong or missing token changes nothing; a payment is believed from Xendit’s answer; a webhook-id is applied once', async () => {
    const b = await booking();
    const orderId = await orderOf(b);
    for (const token of ['wrong-token-0123456789', '', stand.callbackToken.slice(0, -1)]) {
      expect((await stand.notify(notifyUrl, stand.callback(orderId, { token }))).status).toBe(401);
    }
    expect((await fetch(notifyUrl, { method: 'POST', headers: { 'x-callback-token': stand.callbackToken }, body: 'not json' })).status).toBe(401);
    expect(await inbox(orderId)).toEqual([]);
    // The token holds, but Xendit has no payment of the code: not believed, not kept (its retry must count).
    const early = await stand.notify(notifyUrl, stand.callback(orderId));
    expect(early.status).toBe(200);
    expect(early.body.data.outcome).toBe('not_confirmed');
    expect((await chargeRow(orderId)).status).toBe('pending');
    expect(await inbox(orderId)).toEqual([]);

    stand.pay(orderId);
    const callback = stand.callback(orderId, { webhookId: `wh-${orderId}` });
    const applied = await stand.notify(notifyUrl, callback);
    expect(applied.body.data.outcome).toBe('applied');
    expect(await bookingRow(b.id)).toMatchObject({ payment_status: 'deposit', payment_needs_staff: false });
    // The same delivery again, and twice at once: the inbox has its webhook-id.
    const again = await Promise.all([stand.notify(notifyUrl, callback), stand.notify(notifyUrl, callback)]);
    expect(again.map((a) => a.body.data.outcome)).toEqual(['unchanged', 'unchanged']);
    // Another delivery of the same payment under a new webhook-id: a charge moves forward only.
    expect((await stand.notify(notifyUrl, stand.callback(orderId))).body.data.outcome).toBe('unchanged');
    expect((await inbox(orderId)).map((row) => row.outcome)).toEqual(['applied', 'unchanged']);
    expect((await inbox(orderId))[0]).toMatchObject({ provider: 'xendit', event_key: `wh-${orderId}` });
    const entries = await t.db.selectFrom('audit_log').select('action').where('entity', '=', 'payment_charges').where('entity_name', '=', orderId).execute();
    expect(entries.map((e) => e.action).sort()).toEqual(['charge', 'paid']);
  });

  it('an amount or currency in the callback, or in Xendit’s payment, that is not the charge’s is kept and moves nothing', async () => {
    const b = await booking();
    const orderId = await orderOf(b);
    stand.pay(orderId);
    expect((await stand.notify(notifyUrl, stand.callback(orderId, { amount: 1_000 }))).body.data.outcome).toBe('mismatch');
    expect((await stand.notify(notifyUrl, stand.callback(orderId, { currency: 'USD' }))).body.data.outcome).toBe('mismatch');
    expect((await chargeRow(orderId)).status).toBe('pending');

    const other = await booking();
    const otherOrder = await orderOf(other);
    stand.pay(otherOrder, 1_000);
    // The callback claims the right amount; Xendit's own payment says otherwise.
    expect((await stand.notify(notifyUrl, stand.callback(otherOrder, { amount: 120_000 }))).body.data.outcome).toBe('mismatch');
    expect((await chargeRow(otherOrder)).status).toBe('pending');
    expect((await inbox(otherOrder)).map((row) => row.outcome)).toEqual(['mismatch']);
  });

  it('an unknown reference is kept and answered 200; Xendit down or slow while confirming is 503, and the retry applies', async () => {
    const unknown = await stand.notify(notifyUrl, stand.callback('PKT-ZZZZZZ-1'));
    expect(unknown.status).toBe(200);
    expect(unknown.body.data.outcome).toBe('unknown_order');

    const b = await booking();
    const orderId = await orderOf(b);
    stand.pay(orderId);
    const callback = stand.callback(orderId);
    stand.failNext(1);
    const failed = await stand.notify(notifyUrl, callback);
    expect(failed.status).toBe(503);
    stand.delayMs = 800;
    try {
      expect((await stand.notify(notifyUrl, callback)).status).toBe(503);
    } finally {
      stand.delayMs = 0;
    }
    expect((await chargeRow(orderId)).status).toBe('pending');
    // Sent again with the same webhook-id, as Xendit retries: applied now.
    expect((await stand.notify(notifyUrl, callback)).body.data.outcome).toBe('applied');
  });

  it('Xendit down or slow when the code is made: 503 and no charge left waiting', async () => {
    const b = await booking();
    stand.failNext(1);
    const failed = await t.request('POST', payUrl(b));
    expect(failed.status).toBe(503);
    expect(failed.body.message).toBe(PAYMENT_TEXTS.providerDown);
    stand.delayMs = 800;
    try {
      expect((await t.request('POST', payUrl(b))).status).toBe(503);
    } finally {
      stand.delayMs = 0;
    }
    const rows = await t.db.selectFrom('payment_charges').select('status').where('booking_id', '=', b.id).execute();
    expect(rows.map((r) => r.status)).toEqual(['failed', 'failed']);
    expect((await t.request('POST', payUrl(b))).status).toBe(201);
  });

  it('out of order: the code expired first, then money arrives: recorded and flagged for staff', async () => {
    const b = await booking();
    const orderId = await orderOf(b);
    stand.expire(orderId);
    const checked = await t.request('POST', `/api/bookings/${b.id}/payments/check`, { token: t.users.admin.token });
    expect(checked.status).toBe(200);
    expect((await chargeRow(orderId)).status).toBe('expired');
    // A payment Xendit took in the code's last moment, told after the expiry.
    stand.pay(orderId);
    expect((await stand.notify(notifyUrl, stand.callback(orderId))).body.data.outcome).toBe('applied');
    expect(await chargeRow(orderId)).toMatchObject({ status: 'paid', paid_late: true });
    expect(await bookingRow(b.id)).toMatchObject({ payment_status: 'deposit', payment_needs_staff: true });
  });

  it('the scheduled check finds a payment whose callback was lost', async () => {
    const b = await booking();
    const orderId = await orderOf(b);
    stand.pay(orderId);
    await t.db.updateTable('payment_charges').set({ created_at: new Date(Date.now() - 5 * 60_000) }).where('order_id', '=', orderId).execute();
    const counts = await checkPendingCharges(deps());
    expect(counts.applied).toBeGreaterThanOrEqual(1);
    expect((await chargeRow(orderId)).status).toBe('paid');
  });

  it('staff refund through Xendit; a refusal or Xendit down records nothing; by hand stays possible', async () => {
    const b = await booking();
    const orderId = await orderOf(b);
    stand.pay(orderId);
    await stand.notify(notifyUrl, stand.callback(orderId));
    const charge = await chargeRow(orderId);
    const url = `/api/payments/${charge.id}/refund`;
    expect((await t.request('POST', url, { token: t.users.contributor.token, body: { reason: 'x', method: 'provider' } })).status).toBe(403);
    expect((await t.request('POST', url, { token: t.users.admin.token, body: { reason: 'Batal', method: 'bank' } })).status).toBe(400);

    stand.refundsRefused = true;
    const refused = await t.request('POST', url, { token: t.users.admin.token, body: { reason: 'Batal karena cuaca', method: 'provider' } });
    stand.refundsRefused = false;
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PAYMENT_TEXTS.refundRefused);
    stand.failNext(1);
    const down = await t.request('POST', url, { token: t.users.admin.token, body: { reason: 'Batal karena cuaca', method: 'provider' } });
    expect(down.status).toBe(503);
    expect(down.body.message).toBe(PAYMENT_TEXTS.refundProviderDown);
    expect((await chargeRow(orderId)).status).toBe('paid');
    expect(stand.refunds.size).toBe(0);

    const refunded = await t.request('POST', url, { token: t.users.admin.token, body: { reason: 'Batal karena cuaca', method: 'provider' } });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.data).toMatchObject({ status: 'refunded', refund_reason: expect.stringMatching(/^Batal karena cuaca \(lewat Xendit, ref qrrf_/) });
    expect([...stand.refunds.values()]).toEqual([expect.objectContaining({ amount: 120_000, reason: 'Batal karena cuaca' })]);
    expect((await bookingRow(b.id)).payment_status).toBe('refunded');
    expect((await t.request('POST', url, { token: t.users.admin.token, body: { reason: 'lagi', method: 'provider' } })).status).toBe(409);
    const entry = await t.db.selectFrom('audit_log').select(['action', 'actor_role', 'changes']).where('entity', '=', 'payment_charges').where('entity_id', '=', String(charge.id)).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'refund', actor_role: 'admin' });
    expect(JSON.stringify(entry.changes)).toContain('provider');

    // A refund made by hand (the issuer cannot refund): recorded with its reason, as before.
    const byHand = await booking();
    const handOrder = await orderOf(byHand);
    stand.pay(handOrder);
    await stand.notify(notifyUrl, stand.callback(handOrder));
    const handCharge = await chargeRow(handOrder);
    const manual = await t.request('POST', `/api/payments/${handCharge.id}/refund`, { token: t.users.admin.token, body: { reason: 'Ditransfer ke BRI', method: 'manual' } });
    expect(manual.body.data).toMatchObject({ status: 'refunded', refund_reason: 'Ditransfer ke BRI' });
    expect(stand.refunds.size).toBe(1);
  });

  it('a refund Xendit accepted as PENDING that fails later: the charge stays refunded, marked, its booking flagged for staff', async () => {
    /** A booking paid through Xendit and refunded through it (Xendit answers PENDING). */
    const refundedThroughXendit = async () => {
      const b = await booking();
      const orderId = await orderOf(b);
      stand.pay(orderId);
      await stand.notify(notifyUrl, stand.callback(orderId));
      const charge = await chargeRow(orderId);
      const refunded = await t.request('POST', `/api/payments/${charge.id}/refund`, { token: t.users.admin.token, body: { reason: 'Batal karena cuaca', method: 'provider' } });
      expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
      return { b, orderId, charge };
    };
    // A refund that succeeds: kept in the inbox, nothing moves, nobody is asked to look.
    const fine = await refundedThroughXendit();
    const succeeded = await stand.notify(notifyUrl, stand.refundCallback(fine.orderId, { status: 'SUCCEEDED' }));
    expect(succeeded.body.data.outcome).toBe('unchanged');
    expect(await chargeRow(fine.orderId)).toMatchObject({ status: 'refunded', refund_failed_at: null });
    expect(await bookingRow(fine.b.id)).toMatchObject({ payment_status: 'refunded', payment_needs_staff: false });
    expect((await inbox(fine.orderId)).map((row) => row.outcome)).toEqual(['applied', 'unchanged']);

    const { b, orderId, charge } = await refundedThroughXendit();
    // Another amount than the charge's: kept, changes nothing.
    expect((await stand.notify(notifyUrl, stand.refundCallback(orderId, { status: 'FAILED', amount: 1_000 }))).body.data.outcome).toBe('mismatch');
    expect((await bookingRow(b.id)).payment_needs_staff).toBe(false);
    const failed = stand.refundCallback(orderId, { status: 'FAILED', webhookId: `wh-refund-${orderId}` });
    const applied = await stand.notify(notifyUrl, failed);
    expect(applied.status).toBe(200);
    expect(applied.body.data.outcome).toBe('applied');
    // Never backwards: the charge stays refunded; it is marked, with the reason for staff.
    const marked = await chargeRow(orderId);
    expect(marked).toMatchObject({ status: 'refunded', refund_failed_at: expect.any(Date) });
    expect(marked.refund_reason).toMatch(new RegExp(`^${PAYMENT_TEXTS.refundFailed}\\. Batal karena cuaca \\(lewat Xendit, ref qrrf_`));
    expect(await bookingRow(b.id)).toMatchObject({ payment_status: 'refunded', payment_needs_staff: true });
    // The same delivery again (also twice at once), or a later one: applied once.
    const again = await Promise.all([stand.notify(notifyUrl, failed), stand.notify(notifyUrl, failed)]);
    expect(again.map((a) => a.body.data.outcome)).toEqual(['unchanged', 'unchanged']);
    expect((await stand.notify(notifyUrl, stand.refundCallback(orderId, { status: 'FAILED' }))).body.data.outcome).toBe('unchanged');
    const inboxRows = await inbox(orderId);
    expect(inboxRows.map((row) => row.outcome)).toEqual(['applied', 'mismatch', 'applied', 'unchanged']);
    expect(inboxRows[2]).toMatchObject({ provider: 'xendit', event_key: `wh-refund-${orderId}` });
    const entries = await t.db.selectFrom('audit_log').select(['action', 'changes']).where('entity', '=', 'payment_charges').where('entity_name', '=', orderId).orderBy('id').execute();
    expect(entries.map((e) => e.action)).toEqual(['charge', 'paid', 'refund', 'refund_failed']);
    expect(entries[3]!.changes).toMatchObject({ needs_staff: { from: false, to: true } });
    // "Tagihan perlu dicek": counted and listed for staff.
    const list = await t.request('GET', '/api/payments?flagged=true', { token: t.users.admin.token });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.flagged).toBeGreaterThanOrEqual(1);
    expect((list.body.data.charges as { order_id: string; refund_failed_at: string | null }[]).find((c) => c.order_id === orderId)).toMatchObject({ refund_failed_at: expect.any(String) });
    const details = await t.request('GET', `/api/bookings/${b.id}/payments`, { token: t.users.admin.token });
    expect(details.body.data.needs_staff).toBe(true);

    // Xendit again would only answer the same failed refund (same key): by hand only.
    const url = `/api/payments/${charge.id}/refund`;
    expect((await t.request('POST', url, { token: t.users.admin.token, body: { reason: 'Lagi', method: 'provider' } })).status).toBe(409);
    const byHand = await t.request('POST', url, { token: t.users.admin.token, body: { reason: 'Ditransfer ke BRI', method: 'manual' } });
    expect(byHand.status, JSON.stringify(byHand.body)).toBe(200);
    expect(byHand.body.data).toMatchObject({ status: 'refunded', refund_reason: 'Ditransfer ke BRI', refund_failed_at: null });
    expect(await bookingRow(b.id)).toMatchObject({ payment_status: 'refunded', payment_needs_staff: false });
    // Settled: a second record by hand is refused as any refunded charge's is.
    expect((await t.request('POST', url, { token: t.users.admin.token, body: { reason: 'Lagi', method: 'manual' } })).status).toBe(409);
    // A failed-refund callback for a charge never refunded here changes nothing.
    const paidOnly = await booking();
    const paidOrder = await orderOf(paidOnly);
    stand.pay(paidOrder);
    await stand.notify(notifyUrl, stand.callback(paidOrder));
    const unknownRefund = stand.refundCallback(orderId, { status: 'FAILED' });
    (unknownRefund.body.data as Record<string, unknown>).reference_id = `${paidOrder}-refund`;
    expect((await stand.notify(notifyUrl, unknownRefund)).body.data.outcome).toBe('unchanged');
    expect(await bookingRow(paidOnly.id)).toMatchObject({ payment_needs_staff: false });
  });

  it('the daily reconciliation: a refund through Xendit is clean, one made in Xendit’s dashboard applied, one by hand reported', async () => {
    const paid = async () => {
      const b = await booking();
      const orderId = await orderOf(b);
      stand.pay(orderId);
      await stand.notify(notifyUrl, stand.callback(orderId));
      return { b, orderId, charge: await chargeRow(orderId) };
    };
    const [through, inDashboard, byHand, failedThere, untouched] = [await paid(), await paid(), await paid(), await paid(), await paid()];
    expect((await t.request('POST', `/api/payments/${through.charge.id}/refund`, { token: t.users.admin.token, body: { reason: 'Batal', method: 'provider' } })).status).toBe(200);
    expect((await t.request('POST', `/api/payments/${byHand.charge.id}/refund`, { token: t.users.admin.token, body: { reason: 'Ditransfer ke BCA', method: 'manual' } })).status).toBe(200);
    expect((await t.request('POST', `/api/payments/${failedThere.charge.id}/refund`, { token: t.users.admin.token, body: { reason: 'Batal', method: 'provider' } })).status).toBe(200);
    // Refunded at Xendit without this server (the dashboard), and a refund that failed there.
    const payment = stand.payments.find((p) => p.reference_id === inDashboard.orderId)!;
    stand.refunds.set('dashboard', { id: 'qrrf_dashboard', qr_id: payment.qr_id, payment_id: payment.id, reference_id: null, amount: payment.amount, reason: 'dashboard', status: 'SUCCEEDED', created: new Date().toISOString() });
    [...stand.refunds.values()].find((r) => r.reference_id === `${failedThere.orderId}-refund`)!.status = 'FAILED';
    const orders = [through, inDashboard, byHand, failedThere, untouched].map((x) => x.orderId);
    const day = addDays(todayIn(t.config.siteTimeZone), -4);
    await t.db.updateTable('payment_charges').set({ created_at: new Date(Date.now() - 4 * 86_400_000) }).where('order_id', 'in', orders).execute();

    const run = await t.request('POST', '/api/payments/reconciliations', { token: t.users.admin.token, body: { day } });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(run.body.data).toMatchObject({ day, provider: 'xendit', charges: 5, corrected: 1 });
    const byOrder = Object.fromEntries((run.body.data.differences as { order_id: string; kind: string }[]).map((d) => [d.order_id, d]));
    expect(byOrder[through.orderId]).toBeUndefined();
    expect(byOrder[untouched.orderId]).toBeUndefined();
    expect(byOrder[inDashboard.orderId]).toMatchObject({ kind: 'corrected', ours: 'paid', provider_status: 'SUCCEEDED, REFUNDED' });
    expect(await chargeRow(inDashboard.orderId)).toMatchObject({ status: 'refunded', refund_reason: 'Dikembalikan lewat penyedia pembayaran' });
    // By hand: Xendit still holds the money as paid, the known difference staff explain.
    expect(byOrder[byHand.orderId]).toMatchObject({ kind: 'status', ours: 'refunded', provider_status: 'SUCCEEDED' });
    // A refund that failed at Xendit: the money is the payer's still, and the report says so.
    expect(byOrder[failedThere.orderId]).toMatchObject({ kind: 'status', ours: 'refunded', provider_status: 'SUCCEEDED' });
    expect(Object.keys(byOrder)).toHaveLength(3);
  });

  it('charges of the provider before (Midtrans) are not asked at Xendit, and are refunded by hand only', async () => {
    const b = await booking();
    const old = (paid: boolean, n: number) => ({
      booking_id: b.id,
      booking_code: b.code,
      provider: 'midtrans' as const,
      order_id: `${b.code}-M${n}`,
      amount: 120_000,
      status: paid ? ('paid' as const) : ('pending' as const),
      provider_ref: `mid-${n}`,
      expires_at: new Date(Date.now() + 600_000),
      created_at: new Date(Date.now() - 5 * 60_000),
      ...(paid ? { paid_at: new Date() } : {}),
    });
    await t.db.insertInto('payment_charges').values([old(false, 1), old(true, 2)]).execute();
    await checkPendingCharges(deps());
    expect(await chargeRow(`${b.code}-M1`)).toMatchObject({ status: 'pending', checked_at: null });
    const paidOld = await chargeRow(`${b.code}-M2`);
    const refused = await t.request('POST', `/api/payments/${paidOld.id}/refund`, { token: t.users.admin.token, body: { reason: 'Batal', method: 'provider' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PAYMENT_TEXTS.refundNotByProvider);
    expect((await t.request('POST', `/api/payments/${paidOld.id}/refund`, { token: t.users.admin.token, body: { reason: 'Ditransfer ke BCA' } })).body.data.status).toBe('refunded');
  });

  it('the Midtrans path answers 404 while Xendit is the provider', async () => {
    expect((await t.request('POST', '/api/payments/midtrans/notification', { body: { order_id: 'x' } })).status).toBe(404);
  });
});

describe('Xendit configuration', () => {
  it('needs both the secret key and the callback token', async () => {
    const { loadConfig } = await import('../../config.ts');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'xendit', XENDIT_SECRET_KEY: 'xnd_development_abcdef' })).toThrow(/XENDIT_CALLBACK_TOKEN: required/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'xendit', XENDIT_CALLBACK_TOKEN: 'token-0123456789' })).toThrow(/XENDIT_SECRET_KEY: required/);
    const config = loadConfig({ PAYMENT_PROVIDER: 'xendit', XENDIT_SECRET_KEY: 'xnd_development_abcdef', XENDIT_CALLBACK_TOKEN: 'token-0123456789' });
    expect(config.payments).toMatchObject({ provider: 'xendit', apiUrl: 'https://api.xendit.co' });
  });
});
