import { addDays, BOOKING_TEXTS, PAYMENT_TEXTS, todayIn } from '@island/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../../mail/mailer.ts';
import { createTestApp, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';
import { type MidtransStandIn, startMidtransStandIn } from '../../../test/midtrans-stand-in.ts';
import { bodyOf, type SmtpInbox, startSmtpInbox } from '../../../test/smtp-inbox.ts';
import { checkPendingCharges } from './payment-check.plugin.ts';

/**
 * Payments against a local stand-in of Midtrans, over real HTTP on both doors, on PGlite and (with
 * DATABASE_URL) on PostgreSQL: the amount is the server's, one live charge per booking, the
 * notification's signature, duplicates, moves out of order, paid after expiry, the provider
 * failing or slow, the scheduled check finding a lost notification, refunds.
 */
let t: TestApp;
let stand: MidtransStandIn;
let notifyUrl: string;
let inbox: SmtpInbox;
beforeAll(async () => {
  stand = await startMidtransStandIn();
  inbox = await startSmtpInbox();
  t = await createTestApp({
    env: {
      PAYMENT_PROVIDER: 'midtrans',
      MIDTRANS_SERVER_KEY: stand.serverKey,
      MIDTRANS_API_URL: stand.url,
      PAYMENT_PROVIDER_TIMEOUT_MS: '500',
      SMTP_URL: inbox.url,
      MAIL_FROM: 'Desa Pulau <desa@pulau.test>',
      PUBLIC_FORM_MAX_PER_HOUR: '1000',
      PUBLIC_FORM_MAX_PER_SENDER_PER_HOUR: '1000',
    },
  });
  notifyUrl = `${t.baseUrl}/api/payments/midtrans/notification`;
});
afterAll(async () => {
  await t.close();
  await stand.close();
  await inbox.close();
});

let serial = 0;
/** A package of 200,000 a person under a deposit rule, and a visitor's booking of 2 persons (400,000). */
async function booking(rule: { depositPercent?: number; depositAmount?: number } = { depositPercent: 30 }) {
  serial += 1;
  const { id: packageId } = await t.db
    .insertInto('packages')
    .values({ name: `Paket Bayar ${serial}`, description: 'Keliling pulau', duration: '1 hari', whatsapp_contact: '+6281111111111', facilities: [], price: 200_000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rules = await t.request('PUT', `/api/bookings/rules/${packageId}`, { token: t.users.admin.token, body: { minDaysAhead: 0, ...rule } });
  expect(rules.status, JSON.stringify(rules.body)).toBe(200);
  const made = await t.request('POST', '/api/bookings', {
    body: { package_id: packageId, booking_date: addDays(todayIn(t.config.siteTimeZone), 5), participants: 2, customer_name: 'Tamu Bayar', customer_phone: `0812555${String(serial).padStart(5, '0')}`, customer_email: 'tamu@pulau.test' },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { id: made.body.data.id as number, code: made.body.data.code as string, key: made.body.data.key as string, packageId };
}

const payUrl = (b: { code: string; key: string }) => `/api/bookings/code/${b.code}/payment?k=${encodeURIComponent(b.key)}`;
const bookingRow = (id: number) => t.db.selectFrom('bookings').select(['payment_status', 'payment_needs_staff']).where('id', '=', id).executeTakeFirstOrThrow();
const chargeRow = (orderId: string) => t.db.selectFrom('payment_charges').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();

describe(`payments (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a visitor pays the deposit: the amount is the rule of the package, never the request’s', async () => {
    const b = await booking({ depositPercent: 30 });
    const before = await t.request('GET', payUrl(b));
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ enabled: true, due_kind: 'deposit', due: 120_000, total: 400_000, paid: 0, charge: null, receipts: [] });
    const paid = await t.request('POST', payUrl(b), { body: { amount: 1, gross_amount: 1 } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.data).toMatchObject({ order_id: `${b.code}-1`, amount: 120_000, currency: 'IDR', status: 'pending', qr_string: expect.stringMatching(/^000201/) });
    expect(stand.orders.get(`${b.code}-1`)).toMatchObject({ gross_amount: '120000.00', expiry_minutes: 15 });
    const expires = new Date(paid.body.data.expires_at).getTime();
    expect(expires - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    // Asked again (both doors): the same charge while it is valid.
    const again = await t.request('POST', payUrl(b));
    expect(again.body.data.order_id).toBe(`${b.code}-1`);
    const read = await t.request('GET', trpcQueryUrl('payments.forBooking', { code: b.code, k: b.key }));
    expect(read.body.result.data.charge).toMatchObject({ order_id: `${b.code}-1`, amount: 120_000 });
    expect(stand.charges.filter((order) => order.startsWith(b.code))).toHaveLength(1);
    // The audit trail names the charge.
    const entry = await t.db.selectFrom('audit_log').select(['action', 'entity', 'entity_name', 'actor_role']).where('entity', '=', 'payment_charges').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'charge', entity_name: `${b.code}-1`, actor_role: 'visitor' });
  });

  it('a fixed deposit, and no rule at all (the whole total)', async () => {
    const fixed = await booking({ depositAmount: 50_000 });
    expect((await t.request('POST', payUrl(fixed))).body.data.amount).toBe(50_000);
    const whole = await booking({});
    const page = await t.request('GET', payUrl(whole));
    expect(page.body.data).toMatchObject({ due_kind: 'full', due: 400_000 });
  });

  it('a wrong key is 404; a settled booking cannot be paid', async () => {
    const b = await booking();
    expect((await t.request('POST', `/api/bookings/code/${b.code}/payment?k=${'A'.repeat(43)}`)).status).toBe(404);
    await t.request('PUT', `/api/bookings/${b.id}/status`, { token: t.users.admin.token, body: { status: 'cancelled' } });
    const refused = await t.request('POST', payUrl(b));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PAYMENT_TEXTS.notPayable);
  });

  it('two pay requests at once make one charge', async () => {
    const b = await booking();
    stand.delayMs = 100;
    const answers = await Promise.all([t.request('POST', payUrl(b)), t.request('POST', payUrl(b)), t.request('POST', payUrl(b))]);
    stand.delayMs = 0;
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data.order_id)).size).toBe(1);
    expect(stand.charges.filter((order) => order.startsWith(b.code))).toHaveLength(1);
  });

  it('a provider that fails or is too slow: 503 and no charge left waiting', async () => {
    const b = await booking();
    stand.failNext(1);
    const failed = await t.request('POST', payUrl(b));
    expect(failed.status).toBe(503);
    expect(failed.body.message).toBe(PAYMENT_TEXTS.providerDown);
    stand.delayMs = 800;
    expect((await t.request('POST', payUrl(b))).status).toBe(503);
    stand.delayMs = 0;
    // The next request makes a new order id (the provider may have seen the last one).
    const ok = await t.request('POST', payUrl(b));
    expect(ok.status).toBe(201);
    expect(ok.body.data.order_id).toBe(`${b.code}-3`);
  });

  it('the Xendit path answers 404 while Midtrans is the provider', async () => {
    expect((await t.request('POST', '/api/payments/xendit/notification', { body: { event: 'qr.payment' } })).status).toBe(404);
  });

  it('the notification: a forged or altered one changes nothing; a settlement is confirmed with the provider first', async () => {
    const b = await booking();
    const orderId = (await t.request('POST', payUrl(b))).body.data.order_id as string;
    const signed = stand.notification(orderId, 'settlement');
    for (const forged of [
      { ...signed, signature_key: 'f'.repeat(128) },
      { ...signed, gross_amount: '1.00' },
      { ...signed, order_id: `${b.code}-9` },
      { ...signed, status_code: '201' },
    ]) {
      expect((await stand.notify(notifyUrl, forged)).status).toBe(401);
    }
    expect((await fetch(notifyUrl, { method: 'POST', body: 'not json' })).status).toBe(401);
    // Signed, but the provider says it is still waiting: not believed.
    const early = await stand.notify(notifyUrl, signed);
    expect(early.body.data.outcome).toBe('not_confirmed');
    expect((await chargeRow(orderId)).status).toBe('pending');
    // The provider's own status says settled: the charge is paid and the booking has its deposit.
    stand.setStatus(orderId, 'settlement');
    const settled = signed;
    const applied = await stand.notify(notifyUrl, settled);
    expect(applied.status).toBe(200);
    expect(applied.body.data.outcome).toBe('applied');
    expect(await bookingRow(b.id)).toMatchObject({ payment_status: 'deposit', payment_needs_staff: false });
    // The receipt by e-mail, Indonesian then English.
    const receipt = await inbox.waitFor((mail) => bodyOf(mail).includes(`untuk booking ${b.code}`));
    expect(bodyOf(receipt)).toContain(orderId);
    expect(bodyOf(receipt)).toContain('Payment received');
    // The same event again: the inbox has it, nothing changes.
    expect((await stand.notify(notifyUrl, settled)).body.data.outcome).toBe('unchanged');
    const kept = await t.db.selectFrom('payment_notifications').select(['outcome']).where('order_id', '=', orderId).execute();
    expect(kept.map((row) => row.outcome)).toEqual(['applied']);
    // A late "expire" for the paid charge cannot undo the payment.
    expect((await stand.notify(notifyUrl, stand.notification(orderId, 'expire'))).body.data.outcome).toBe('unchanged');
    expect((await chargeRow(orderId)).status).toBe('paid');
    // The page shows the receipt, and "Lunasi" asks the rest on a new order id.
    const page = await t.request('GET', payUrl(b));
    expect(page.body.data).toMatchObject({ due_kind: 'rest', due: 280_000, paid: 120_000, receipts: [{ order_id: orderId, status: 'paid' }] });
    const rest = await t.request('POST', payUrl(b));
    expect(rest.body.data).toMatchObject({ order_id: `${b.code}-2`, amount: 280_000 });
    stand.setStatus(`${b.code}-2`, 'settlement');
    expect((await stand.notify(notifyUrl, stand.notification(`${b.code}-2`, 'settlement'))).body.data.outcome).toBe('applied');
    expect((await bookingRow(b.id)).payment_status).toBe('paid');
    expect((await t.request('GET', payUrl(b))).body.data).toMatchObject({ due_kind: 'none', paid: 400_000 });
  });

  it('two deliveries of one notification at once apply once', async () => {
    const b = await booking();
    const orderId = (await t.request('POST', payUrl(b))).body.data.order_id as string;
    stand.setStatus(orderId, 'settlement');
    const body = stand.notification(orderId, 'settlement');
    const answers = await Promise.all([stand.notify(notifyUrl, body), stand.notify(notifyUrl, body)]);
    expect(answers.map((a) => a.body.data.outcome).sort()).toEqual(['applied', 'unchanged']);
    const entries = await t.db.selectFrom('audit_log').select('action').where('entity', '=', 'payment_charges').where('entity_name', '=', orderId).execute();
    expect(entries.map((e) => e.action).sort()).toEqual(['charge', 'paid']);
  });

  it('a notification for an unknown order is kept and answered 200; the provider down while confirming is 503', async () => {
    const unknown = stand.notification('PKT-ZZZZZZ-1', 'settlement');
    const answer = await stand.notify(notifyUrl, unknown);
    expect(answer.status).toBe(200);
    expect(answer.body.data.outcome).toBe('unknown_order');
    const b = await booking();
    const orderId = (await t.request('POST', payUrl(b))).body.data.order_id as string;
    stand.setStatus(orderId, 'settlement');
    stand.failNext(1);
    expect((await stand.notify(notifyUrl, stand.notification(orderId, 'settlement'))).status).toBe(503);
    // Sent again, as the provider does: applied.
    expect((await stand.notify(notifyUrl, stand.notification(orderId, 'settlement'))).body.data.outcome).toBe('applied');
  });

  it('paid after expiry: the money is recorded and the booking flagged for staff', async () => {
    const b = await booking();
    const orderId = (await t.request('POST', payUrl(b))).body.data.order_id as string;
    expect((await stand.notify(notifyUrl, stand.notification(orderId, 'expire'))).body.data.outcome).toBe('applied');
    expect((await chargeRow(orderId)).status).toBe('expired');
    stand.setStatus(orderId, 'settlement');
    expect((await stand.notify(notifyUrl, stand.notification(orderId, 'settlement'))).body.data.outcome).toBe('applied');
    expect(await chargeRow(orderId)).toMatchObject({ status: 'paid', paid_late: true });
    expect(await bookingRow(b.id)).toMatchObject({ payment_status: 'deposit', payment_needs_staff: true });
    const staff = await t.request('GET', `/api/bookings/${b.id}/payments`, { token: t.users.admin.token });
    expect(staff.body.data).toMatchObject({ provider: 'midtrans', paid: 120_000, needs_staff: true, charges: [{ order_id: orderId, paid_late: true }] });
    const list = await t.request('GET', '/api/payments?flagged=true', { token: t.users.admin.token });
    expect(list.body.data.charges.map((c: { order_id: string }) => c.order_id)).toContain(orderId);
    expect(list.body.data.flagged).toBeGreaterThanOrEqual(1);
  });

  it('after expiry a new charge has a new order id; a charge never outlives the trip’s date', async () => {
    const b = await booking();
    const first = (await t.request('POST', payUrl(b))).body.data.order_id as string;
    await t.db.updateTable('payment_charges').set({ expires_at: new Date(Date.now() - 1000) }).where('order_id', '=', first).execute();
    const second = await t.request('POST', payUrl(b));
    expect(second.body.data.order_id).toBe(`${b.code}-2`);
    expect((await chargeRow(first)).status).toBe('expired');
    // A booking whose date is today (island time): the charge ends at the island's midnight at the latest.
    await t.db.updateTable('bookings').set({ booking_date: todayIn(t.config.siteTimeZone) }).where('id', '=', b.id).execute();
    await t.db.updateTable('payment_charges').set({ expires_at: new Date(Date.now() - 1000) }).where('order_id', '=', `${b.code}-2`).execute();
    const third = await t.request('POST', payUrl(b));
    expect([201, 409]).toContain(third.status);
    if (third.status === 201) {
      const nextMidnight = new Date(`${addDays(todayIn(t.config.siteTimeZone), 1)}T00:00:00+08:00`).getTime();
      expect(new Date(third.body.data.expires_at).getTime()).toBeLessThanOrEqual(nextMidnight);
    } else {
      expect(third.body.message).toBe(PAYMENT_TEXTS.tooLate);
    }
  });

  it('the scheduled check finds a payment whose notification was lost; "Cek status" does it for one booking', async () => {
    const lost = await booking();
    const lostOrder = (await t.request('POST', payUrl(lost))).body.data.order_id as string;
    stand.setStatus(lostOrder, 'settlement');
    await t.db.updateTable('payment_charges').set({ created_at: new Date(Date.now() - 5 * 60_000) }).where('order_id', '=', lostOrder).execute();
    const counts = await checkPendingCharges({ db: t.deps.db, config: t.config, now: () => new Date(), mailer: createMailer(t.config), log: t.app.log, baseUrl: t.baseUrl });
    expect(counts.applied).toBeGreaterThanOrEqual(1);
    expect((await chargeRow(lostOrder)).status).toBe('paid');
    expect((await bookingRow(lost.id)).payment_status).toBe('deposit');

    const one = await booking();
    const order = (await t.request('POST', payUrl(one))).body.data.order_id as string;
    stand.setStatus(order, 'settlement');
    expect((await t.request('POST', `/api/bookings/${one.id}/payments/check`, { token: t.users.contributor.token })).status).toBe(403);
    const checked = await t.request('POST', `/api/bookings/${one.id}/payments/check`, { token: t.users.admin.token });
    expect(checked.status).toBe(200);
    expect(checked.body.data.charges[0]).toMatchObject({ order_id: order, status: 'paid' });
  });

  it('a cancelled booking’s waiting code is expired at the provider; one paid in that moment is kept and flagged', async () => {
    const byVisitor = await booking();
    const visitorOrder = (await t.request('POST', payUrl(byVisitor))).body.data.order_id as string;
    const cancelled = await t.request('POST', `/api/bookings/code/${byVisitor.code}/cancel?k=${encodeURIComponent(byVisitor.key)}`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await vi.waitFor(async () => expect((await chargeRow(visitorOrder)).status).toBe('expired'), { timeout: 5_000 });
    expect(stand.orders.get(visitorOrder)?.transaction_status).toBe('expire');

    // Paid at the bank just before staff cancel: the expiry is refused, the money recorded for staff.
    const byStaff = await booking();
    const staffOrder = (await t.request('POST', payUrl(byStaff))).body.data.order_id as string;
    stand.setStatus(staffOrder, 'settlement');
    expect((await t.request('PUT', `/api/bookings/${byStaff.id}/status`, { token: t.users.admin.token, body: { status: 'cancelled' } })).status).toBe(200);
    await vi.waitFor(async () => expect((await chargeRow(staffOrder)).status).toBe('paid'), { timeout: 5_000 });
    expect(await bookingRow(byStaff.id)).toMatchObject({ payment_status: 'deposit', payment_needs_staff: true });

    // The provider down at the cancellation: the scheduled check expires the code on its next run.
    const missed = await booking();
    const missedOrder = (await t.request('POST', payUrl(missed))).body.data.order_id as string;
    stand.failNext(1);
    await t.request('PUT', `/api/bookings/${missed.id}/status`, { token: t.users.admin.token, body: { status: 'cancelled' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await chargeRow(missedOrder)).status).toBe('pending');
    await checkPendingCharges({ db: t.deps.db, config: t.config, now: () => new Date(), mailer: createMailer(t.config), log: t.app.log, baseUrl: t.baseUrl });
    expect((await chargeRow(missedOrder)).status).toBe('expired');
  });

  it('the daily reconciliation applies a lost payment and reports what the provider sees otherwise', async () => {
    const orderOf = async (b: { code: string; key: string }) => (await t.request('POST', payUrl(b))).body.data.order_id as string;
    const [lost, expiredThere, otherAmount, unknown, same] = await Promise.all([booking(), booking(), booking(), booking(), booking()]);
    const orders = { lost: await orderOf(lost), expiredThere: await orderOf(expiredThere), otherAmount: await orderOf(otherAmount), unknown: await orderOf(unknown), same: await orderOf(same) };
    // Recorded as paid here, then reported expired by the provider: a move the server never makes.
    stand.setStatus(orders.expiredThere, 'settlement');
    await t.request('POST', `/api/bookings/${expiredThere.id}/payments/check`, { token: t.users.admin.token });
    expect((await chargeRow(orders.expiredThere)).status).toBe('paid');
    stand.setStatus(orders.expiredThere, 'expire');
    stand.setStatus(orders.lost, 'settlement');
    stand.orders.get(orders.otherAmount)!.gross_amount = '1000.00';
    stand.orders.delete(orders.unknown);
    const day = addDays(todayIn(t.config.siteTimeZone), -3);
    await t.db.updateTable('payment_charges').set({ created_at: new Date(Date.now() - 3 * 86_400_000) }).where('order_id', 'in', Object.values(orders)).execute();

    expect((await t.request('POST', '/api/payments/reconciliations', { token: t.users.contributor.token, body: { day } })).status).toBe(403);
    const future = await t.request('POST', '/api/payments/reconciliations', { token: t.users.admin.token, body: { day: todayIn(t.config.siteTimeZone) } });
    expect(future.status).toBe(409);
    const run = await t.request('POST', '/api/payments/reconciliations', { token: t.users.admin.token, body: { day } });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(run.body.data).toMatchObject({ day, provider: 'midtrans', charges: 5, corrected: 1 });
    const byOrder = Object.fromEntries((run.body.data.differences as { order_id: string; kind: string }[]).map((d) => [d.order_id, d]));
    expect(byOrder[orders.lost]).toMatchObject({ kind: 'corrected', ours: 'pending', provider_status: 'settlement' });
    expect(byOrder[orders.expiredThere]).toMatchObject({ kind: 'status', ours: 'paid', provider_status: 'expire' });
    expect(byOrder[orders.otherAmount]).toMatchObject({ kind: 'amount', amount: 120_000, provider_amount: '1000.00' });
    expect(byOrder[orders.unknown]).toMatchObject({ kind: 'unknown', provider_status: null });
    expect(byOrder[orders.same]).toBeUndefined();
    // The lost payment is now the booking's; a charge recorded as paid stays paid.
    expect((await chargeRow(orders.lost)).status).toBe('paid');
    expect((await chargeRow(orders.expiredThere)).status).toBe('paid');

    // Run again: one report per day, replaced; the staff's list shows it on both doors.
    await t.request('POST', '/api/payments/reconciliations', { token: t.users.admin.token, body: { day } });
    const reports = await t.request('GET', '/api/payments/reconciliations', { token: t.users.admin.token });
    expect(reports.body.data.reports.filter((r: { day: string }) => r.day === day)).toHaveLength(1);
    const viaTrpc = await t.request('GET', trpcQueryUrl('payments.reconciliations', undefined), { token: t.users.admin.token });
    expect(viaTrpc.body.result.data.reports[0]).toMatchObject({ day, charges: 5 });
    const list = await t.request('GET', '/api/payments', { token: t.users.admin.token });
    expect(list.body.data).toMatchObject({ provider: 'midtrans', paidWeek: expect.any(Number), lastCheckAt: expect.any(String) });
  });

  it('staff record a refund by hand with its reason; the booking follows; a clerk cannot mark money', async () => {
    const b = await booking();
    const orderId = (await t.request('POST', payUrl(b))).body.data.order_id as string;
    stand.setStatus(orderId, 'settlement');
    await stand.notify(notifyUrl, stand.notification(orderId, 'settlement'));
    const charge = await chargeRow(orderId);
    const manual = await t.request('PUT', `/api/bookings/${b.id}/status`, { token: t.users.admin.token, body: { payment_status: 'paid' } });
    expect(manual.status).toBe(409);
    expect(manual.body.message).toBe(PAYMENT_TEXTS.manualPaymentRefused);
    expect((await t.request('POST', `/api/payments/${charge.id}/refund`, { token: t.users.admin.token, body: { reason: '' } })).status).toBe(400);
    const refunded = await t.request('POST', `/api/payments/${charge.id}/refund`, { token: t.users.admin.token, body: { reason: 'Batal karena cuaca, ditransfer ke BRI' } });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.data).toMatchObject({ status: 'refunded', refund_reason: 'Batal karena cuaca, ditransfer ke BRI' });
    expect((await bookingRow(b.id)).payment_status).toBe('refunded');
    expect((await t.request('POST', `/api/payments/${charge.id}/refund`, { token: t.users.admin.token, body: { reason: 'lagi' } })).status).toBe(409);
    const entry = await t.db.selectFrom('audit_log').select(['action', 'actor_role']).where('entity', '=', 'payment_charges').where('entity_id', '=', String(charge.id)).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'refund', actor_role: 'admin' });
  });

  it('staff refund through Midtrans: sent once with its key, recorded after Midtrans accepted; a refusal or Midtrans down records nothing', async () => {
    const b = await booking();
    const orderId = (await t.request('POST', payUrl(b))).body.data.order_id as string;
    stand.setStatus(orderId, 'settlement');
    await stand.notify(notifyUrl, stand.notification(orderId, 'settlement'));
    const charge = await chargeRow(orderId);
    const url = `/api/payments/${charge.id}/refund`;
    const body = { reason: 'Batal karena cuaca', method: 'provider' };
    // Midtrans refuses a transaction it does not hold as settled (412): nothing is recorded.
    stand.setStatus(orderId, 'pending');
    const refused = await t.request('POST', url, { token: t.users.admin.token, body });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PAYMENT_TEXTS.refundRefused);
    stand.setStatus(orderId, 'settlement');
    stand.failNext(1);
    const down = await t.request('POST', url, { token: t.users.admin.token, body });
    expect(down.status).toBe(503);
    expect(down.body.message).toBe(PAYMENT_TEXTS.refundProviderDown);
    expect((await chargeRow(orderId)).status).toBe('paid');
    expect((await bookingRow(b.id)).payment_status).toBe('deposit');

    const refunded = await t.request('POST', url, { token: t.users.admin.token, body });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.data).toMatchObject({ status: 'refunded', refund_reason: expect.stringMatching(/^Batal karena cuaca \(lewat Midtrans, ref \d+\)$/) });
    expect(stand.refunds.get(`${orderId}-refund`)).toEqual({ order_id: orderId, amount: 120_000, reason: 'Batal karena cuaca' });
    expect(stand.orders.get(orderId)?.transaction_status).toBe('refund');
    expect((await bookingRow(b.id)).payment_status).toBe('refunded');
    // Midtrans's own refund notification afterwards changes nothing more.
    expect((await stand.notify(notifyUrl, stand.notification(orderId, 'refund'))).body.data.outcome).toBe('unchanged');
    expect((await t.request('POST', url, { token: t.users.admin.token, body })).status).toBe(409);
    expect(stand.refunds.size).toBe(1);
  });

  it('a database failure while applying answers 5xx, so the provider sends it again', async () => {
    const b = await booking();
    const orderId = (await t.request('POST', payUrl(b))).body.data.order_id as string;
    await t.db.schema.alterTable('payment_notifications').renameTo('payment_notifications_away').execute();
    try {
      const failed = await stand.notify(notifyUrl, stand.notification(orderId, 'expire'));
      expect(failed.status).toBeGreaterThanOrEqual(500);
    } finally {
      await t.db.schema.alterTable('payment_notifications_away').renameTo('payment_notifications').execute();
    }
    expect((await chargeRow(orderId)).status).toBe('pending');
    expect((await stand.notify(notifyUrl, stand.notification(orderId, 'expire'))).body.data.outcome).toBe('applied');
  });

  it('staff list: filters and pagination; visitors and contributors are refused', async () => {
    expect((await t.request('GET', '/api/payments')).status).toBe(401);
    expect((await t.request('GET', '/api/payments', { token: t.users.contributor.token })).status).toBe(403);
    const list = await t.request('GET', '/api/payments?status=paid&limit=2&page=1&search=PKT', { token: t.users.admin.token });
    expect(list.status).toBe(200);
    expect(list.body.data.charges.length).toBeLessThanOrEqual(2);
    for (const c of list.body.data.charges) expect(c.status).toBe('paid');
    expect(list.body.data.pagination).toMatchObject({ currentPage: 1, itemsPerPage: 2 });
    expect(list.body.data.paidToday).toBeGreaterThan(0);
    expect((await t.request('GET', '/api/bookings/999999/payments', { token: t.users.admin.token })).body.message).toBe(BOOKING_TEXTS.notFound);
  });
});

describe('payments switched off (PAYMENT_PROVIDER=none)', () => {
  it('hides the button, refuses a charge, keeps the manual field, and has no notification route', async () => {
    const off = await createTestApp();
    try {
      const { id: packageId } = await off.db
        .insertInto('packages')
        .values({ name: 'Paket Tanpa Bayar', description: 'x', duration: '1 hari', whatsapp_contact: '+6281111111111', facilities: [], price: 100_000 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await off.request('PUT', `/api/bookings/rules/${packageId}`, { token: off.users.admin.token, body: { minDaysAhead: 0 } });
      const made = await off.request('POST', '/api/bookings', { body: { package_id: packageId, booking_date: addDays(todayIn(off.config.siteTimeZone), 3), participants: 1, customer_name: 'Tamu', customer_phone: '081299990000' } });
      const url = `/api/bookings/code/${made.body.data.code}/payment?k=${made.body.data.key}`;
      expect((await off.request('GET', url)).body.data).toMatchObject({ enabled: false, due_kind: 'none', due: 0 });
      const refused = await off.request('POST', url);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(PAYMENT_TEXTS.notEnabled);
      expect((await off.request('PUT', `/api/bookings/${made.body.data.id}/status`, { token: off.users.admin.token, body: { payment_status: 'deposit' } })).status).toBe(200);
      expect((await off.request('POST', '/api/payments/midtrans/notification', { body: { order_id: 'x' } })).status).toBe(404);
      expect((await off.request('POST', '/api/payments/xendit/notification', { body: { event: 'qr.payment' } })).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
