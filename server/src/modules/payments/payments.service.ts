import {
  type BookingPayments,
  PAYMENT_LIMITS,
  PAYMENT_PROVIDER_NAMES,
  PAYMENT_TEXTS,
  type VisitorCharge,
  type VisitorPayment,
  BOOKING_TEXTS,
  type Charge,
} from '@island/shared';
import type { FastifyBaseLogger } from 'fastify';
import { appendAudit, type AuditActor, type AuditOrigin } from '../../audit/audit.repo.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { sendLater } from '../../mail/send-later.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Config } from '../../config.ts';
import { actorOf, originOf } from '../../trpc/audited-mutation.ts';
import type { Context } from '../../trpc/context.ts';
import { keyMatches } from '../bookings/booking-codes.ts';
import { amountDue, isPayableStatus, mayMove, paymentStatusOf, validMinutes } from './payment-rules.ts';
import { type ChargeRef, type PaymentProvider, ProviderUnavailable, RefundRefused, type ReportedCharge, sameAmount, type VerifiedNotification } from './payment-provider.ts';
import { providerOf } from './payment-providers.ts';
import {
  type ChargeRow,
  chargesOfBooking,
  countCharges,
  findCharge,
  findPayableBookingByCode,
  insertCharge,
  lockChargeByOrder,
  lockPayableBooking,
  moneyOf,
  type PayableBookingRow,
  pendingChargesOfClosedBookings,
  setBookingMoney,
  toVisitorCharge,
  toWireCharge,
  updateCharge,
} from './payments.repo.ts';
import { receiptMail } from './payments.mail.ts';

const T = PAYMENT_TEXTS;

/** What the background check and the notification route have instead of a request's context. */
export interface PaymentsDeps {
  db: Db;
  config: Config;
  now: () => Date;
  mailer: Mailer;
  log: FastifyBaseLogger;
  baseUrl: string;
}

export function providerDown(cause?: unknown): AppError {
  const error = new AppError('UNAVAILABLE', T.providerDown, undefined, cause);
  error.retryAfterSeconds = 30;
  return error;
}

export function requireProvider(config: Config): PaymentProvider {
  const provider = providerOf(config);
  if (!provider) throw conflict('payment', T.notEnabled);
  return provider;
}

/** The booking of a code whose page key matches (the first key or the review's); 404 otherwise. */
async function bookingWithKey(ctx: Context, access: { code: string; k: string }): Promise<PayableBookingRow> {
  const row = await findPayableBookingByCode(ctx.db, access.code, ctx.config.siteTimeZone);
  const opens = row && (keyMatches(access.k, row.key_hash) || (row.review_key_hash !== null && keyMatches(access.k, row.review_key_hash)));
  if (!row || !opens) throw notFound(BOOKING_TEXTS.notFound);
  return row;
}

const ruleOf = (row: PayableBookingRow) => ({ percent: row.deposit_percent, amount: row.deposit_amount === null ? null : Number(row.deposit_amount) });
const dueOf = (row: PayableBookingRow, paid: number) =>
  amountDue({ status: row.status, payment_status: row.payment_status, total: Number(row.total_price) }, ruleOf(row), paid);

/** A charge the visitor can still scan: waiting, its code made, and not yet past its validity. */
const isLive = (charge: ChargeRow, now: Date) => charge.status === 'pending' && charge.qr_string !== null && charge.expires_at > now;

// ---------------------------------------------------------------------------------------------
// The visitor

export async function readVisitorPayment(ctx: Context, access: { code: string; k: string }): Promise<VisitorPayment> {
  const booking = await bookingWithKey(ctx, access);
  const charges = await chargesOfBooking(ctx.db, booking.id);
  const paid = charges.filter((c) => c.status === 'paid').reduce((sum, c) => sum + Number(c.amount), 0);
  const enabled = providerOf(ctx.config) !== null;
  const due = enabled ? dueOf(booking, paid) : { kind: 'none' as const, amount: 0 };
  const latest = charges[0];
  return {
    enabled,
    due_kind: due.kind,
    due: due.amount,
    total: Number(booking.total_price),
    paid,
    charge: latest ? toVisitorCharge(latest) : null,
    receipts: charges.filter((c) => c.status === 'paid').reverse().map(toVisitorCharge),
  };
}

/** Requests for one booking's charge in this process: the second waits for the first's answer. */
const inFlight = new Map<number, Promise<VisitorCharge>>();

/**
 * The booking's one live charge: the same QR while it is valid, a new charge (a new order id)
 * after it. The amount is the server's (total, deposit rule, paid charges); the charge never
 * outlives the booking's hold. The provider is called outside any transaction, so a slow
 * provider holds no lock and no connection; the charge row is made first under the booking's
 * lock (the database allows one waiting charge per booking), so two requests make one charge.
 */
export async function payByVisitor(ctx: Context, access: { code: string; k: string }): Promise<VisitorCharge> {
  const provider = requireProvider(ctx.config);
  const booking = await bookingWithKey(ctx, access);
  const running = inFlight.get(booking.id);
  if (running) return running;
  const work = chargeFor(ctx, provider, booking.id).finally(() => inFlight.delete(booking.id));
  inFlight.set(booking.id, work);
  return work;
}

async function chargeFor(ctx: Context, provider: PaymentProvider, bookingId: number): Promise<VisitorCharge> {
  const now = ctx.now();
  // Read before the transaction: on the embedded database a query beside an open one waits for it.
  const actor = actorOf(await ctx.getUser());
  const made = await inTransaction(ctx.db, async (trx) => {
    const booking = await lockPayableBooking(trx, bookingId, ctx.config.siteTimeZone);
    if (!booking) throw notFound(BOOKING_TEXTS.notFound);
    const charges = await chargesOfBooking(trx, booking.id);
    const live = charges.find((charge) => isLive(charge, now));
    if (live) return { charge: live, fresh: false };
    // Another instance is asking the provider for this booking's charge right now: ask again shortly.
    const making = charges.find((c) => c.status === 'pending' && c.qr_string === null && now.getTime() - c.created_at.getTime() < 30_000);
    if (making) throw providerDown();
    const paid = charges.filter((c) => c.status === 'paid').reduce((sum, c) => sum + Number(c.amount), 0);
    const due = dueOf(booking, paid);
    if (!isPayableStatus(booking.status)) throw conflict('payment', T.notPayable);
    if (due.kind === 'none') throw conflict('payment', T.nothingDue);
    const minutes = validMinutes(now, booking.hold_ends, PAYMENT_LIMITS.qrMinutes);
    if (minutes < 1) throw conflict('payment', T.tooLate);
    // A charge left waiting past its validity (or whose code was never made) can no longer be
    // paid at the provider: it leaves the one place a waiting charge has.
    for (const stale of charges.filter((c) => c.status === 'pending')) await updateCharge(trx, stale.id, { status: 'expired' });
    const orderId = `${booking.code}-${(await countCharges(trx, booking.id)) + 1}`;
    const charge = await insertCharge(trx, {
      booking_id: booking.id,
      booking_code: booking.code,
      provider: provider.name,
      order_id: orderId,
      amount: due.amount,
      expires_at: new Date(now.getTime() + minutes * 60_000),
    });
    await appendAudit(trx, {
      actor,
      origin: originOf(ctx),
      action: 'charge',
      entity: 'payment_charges',
      entityId: charge.id,
      entityName: orderId,
      changes: { amount: { to: due.amount }, booking: { to: booking.code }, expires_at: { to: charge.expires_at.toISOString() } },
    });
    return { charge, fresh: true, minutes };
  });
  if (!made.fresh) return toVisitorCharge(made.charge);
  try {
    const created = await provider.createQrisCharge({ orderId: made.charge.order_id, amount: Number(made.charge.amount), validMinutes: made.minutes! });
    await updateCharge(ctx.db, made.charge.id, { qr_string: created.qrString, provider_ref: created.reference });
    return toVisitorCharge((await findCharge(ctx.db, made.charge.id))!);
  } catch (error) {
    // Not made at the provider: it is no charge, and the next request may try again.
    await updateCharge(ctx.db, made.charge.id, { status: 'failed' });
    if (error instanceof ProviderUnavailable) throw providerDown(error);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// What the provider reports (a notification, a status check)

export type ApplyOutcome = 'applied' | 'unchanged' | 'unknown_order' | 'mismatch' | 'not_confirmed';

/**
 * Applies what the provider reported about one charge, under the charge's lock, in one
 * transaction with the booking's payment recomputed and the audit entry: only forward moves;
 * the amount and currency must be the charge's; a "paid" is believed only from the provider's
 * status answer (`confirmed`). Money after expiry, or for a booking no longer live, is accepted
 * and the booking flagged for staff. `before` runs first in the transaction (the inbox's insert):
 * false there means a duplicate, and nothing changes.
 */
export async function applyReport(
  deps: Pick<PaymentsDeps, 'db' | 'config' | 'now' | 'mailer' | 'log' | 'baseUrl'>,
  report: ReportedCharge,
  how: {
    actor: AuditActor;
    origin: AuditOrigin;
    confirmed: boolean;
    /** The notification as received, when `report` is the provider's status answer: its amount and currency must be the charge's too. */
    claimed?: ReportedCharge;
    before?: (trx: Db, outcome: () => ApplyOutcome) => Promise<boolean>;
  },
): Promise<ApplyOutcome> {
  let mail: ReturnType<typeof receiptMail> | null = null;
  const outcome = await inTransaction(deps.db, async (trx) => {
    const charge = await lockChargeByOrder(trx, report.orderId);
    let decided = decide(charge, report, how.confirmed);
    if (decided === 'applied' && charge && how.claimed && !sameMoney(how.claimed, charge)) decided = 'mismatch';
    if (how.before && !(await how.before(trx, () => decided))) return 'unchanged' as const;
    if (decided !== 'applied' || !charge || !report.status) return decided;
    const at = deps.now();
    const booking = charge.booking_id === null ? undefined : await lockPayableBooking(trx, charge.booking_id, deps.config.siteTimeZone);
    const late = report.status === 'paid' && (charge.status !== 'pending' || charge.expires_at < at || (booking !== undefined && !isPayableStatus(booking.status)));
    await updateCharge(trx, charge.id, {
      status: report.status,
      provider_ref: report.reference ?? charge.provider_ref,
      checked_at: at,
      ...(report.status === 'paid' ? { paid_at: at, paid_late: late } : {}),
      ...(report.status === 'refunded' ? { refunded_at: at, refund_reason: 'Dikembalikan lewat penyedia pembayaran' } : {}),
    });
    const changes: Record<string, { from?: unknown; to?: unknown }> = { status: { from: charge.status, to: report.status } };
    if (booking) {
      const money = await moneyOf(trx, booking.id);
      const payment = paymentStatusOf(Number(booking.total_price), money.paid, money.anyRefunded, booking.payment_status);
      await setBookingMoney(trx, booking.id, { payment_status: payment, ...(late ? { payment_needs_staff: true } : {}) });
      if (payment !== booking.payment_status) changes.payment_status = { from: booking.payment_status, to: payment };
      if (late) changes.needs_staff = { to: true };
      if (report.status === 'paid' && booking.customer_email) mail = receiptMail(booking.customer_email, { code: booking.code, packageName: booking.package_name, name: booking.customer_name, amount: Number(charge.amount), orderId: charge.order_id, paidAt: at, total: Number(booking.total_price), paid: money.paid }, deps.baseUrl);
    }
    await appendAudit(trx, { actor: how.actor, origin: how.origin, action: report.status === 'paid' ? 'paid' : report.status, entity: 'payment_charges', entityId: charge.id, entityName: charge.order_id, changes });
    return 'applied' as const;
  });
  if (mail) sendLater(deps, mail, { orderId: report.orderId });
  return outcome;
}

/**
 * A refund the provider had accepted as pending and then reports failed (Xendit's `qr.refund`
 * with FAILED): the money did not go back. The charge stays refunded (a charge never moves
 * backwards, and its refund key would only bring the same failed refund back at the provider);
 * it is marked `refund_failed_at` with the reason for staff, and its booking flagged
 * (`payment_needs_staff`, "Tagihan perlu dicek"), in one transaction with the inbox row (`before`)
 * and the audit entry, as `applyReport` does. Staff send the money by hand and record it
 * (`refundCharge`, manual), which clears both. Anything else (an unknown order, a charge not
 * refunded here, already marked, another amount) is kept in the inbox and changes nothing.
 */
export async function applyFailedRefund(
  deps: Pick<PaymentsDeps, 'db' | 'config' | 'now'>,
  report: VerifiedNotification,
  how: { actor: AuditActor; origin: AuditOrigin; before?: (trx: Db, outcome: () => ApplyOutcome) => Promise<boolean> },
): Promise<ApplyOutcome> {
  return inTransaction(deps.db, async (trx) => {
    const charge = await lockChargeByOrder(trx, report.orderId);
    const decided: ApplyOutcome = !charge ? 'unknown_order' : charge.status !== 'refunded' || charge.refund_failed_at !== null ? 'unchanged' : !sameMoney(report, charge) ? 'mismatch' : 'applied';
    if (how.before && !(await how.before(trx, () => decided))) return 'unchanged' as const;
    if (decided !== 'applied' || !charge) return decided;
    const at = deps.now();
    const reason = `${T.refundFailed}. ${charge.refund_reason ?? ''}`.trim().slice(0, PAYMENT_LIMITS.refundReasonMax);
    await updateCharge(trx, charge.id, { refund_failed_at: at, refund_reason: reason, checked_at: at });
    const changes: Record<string, { from?: unknown; to?: unknown }> = {
      refund_failed_at: { to: at.toISOString() },
      refund_reason: { from: charge.refund_reason, to: reason },
      provider_status: { to: report.reportedStatus },
    };
    if (charge.booking_id !== null) {
      const booking = await lockPayableBooking(trx, charge.booking_id, deps.config.siteTimeZone);
      if (booking) {
        await setBookingMoney(trx, booking.id, { payment_needs_staff: true });
        changes.needs_staff = { from: booking.payment_needs_staff, to: true };
      }
    }
    await appendAudit(trx, { actor: how.actor, origin: how.origin, action: 'refund_failed', entity: 'payment_charges', entityId: charge.id, entityName: charge.order_id, changes });
    return 'applied' as const;
  });
}

/** Whether what the provider wrote is the charge's amount, in the charge's currency (when it names one). */
function sameMoney(report: Pick<ReportedCharge, 'grossAmount' | 'currency'>, charge: ChargeRow): boolean {
  return sameAmount(report.grossAmount, Number(charge.amount)) && (report.currency === null || report.currency === charge.currency);
}

function decide(charge: ChargeRow | undefined, report: ReportedCharge, confirmed: boolean): ApplyOutcome {
  if (!charge) return 'unknown_order';
  if (!report.status || !mayMove(charge.status, report.status)) return 'unchanged';
  if (!sameMoney(report, charge)) return 'mismatch';
  if (report.status === 'paid' && !confirmed) return 'not_confirmed';
  return 'applied';
}

/** The provider's own word on one order, applied; a provider that does not answer changes nothing. */
export async function checkOrder(deps: PaymentsDeps, provider: PaymentProvider, charge: ChargeRef, actor: AuditActor, origin: AuditOrigin): Promise<ApplyOutcome> {
  const { orderId } = charge;
  const status = await provider.fetchStatus(charge);
  if (!status) {
    await markChecked(deps.db, orderId, deps.now());
    return 'unknown_order';
  }
  const outcome = await applyReport(deps, status, { actor, origin, confirmed: true });
  if (outcome !== 'applied') await markChecked(deps.db, orderId, deps.now());
  return outcome;
}

/**
 * The waiting charges of bookings that no longer take money (one booking's, or a batch of all),
 * expired at the provider and then asked about: what the provider answers is applied, so a code
 * paid in the last moment is still recorded (and flagged for staff) rather than lost.
 */
export async function expireClosedCharges(deps: PaymentsDeps, provider: PaymentProvider, scope: { bookingId?: number; limit: number }): Promise<number> {
  let applied = 0;
  const origin: AuditOrigin = { ip: null, userAgent: 'payment-expiry' };
  for (const { order_id: orderId, provider_ref: reference } of await pendingChargesOfClosedBookings(deps.db, scope.limit, provider.name, scope.bookingId)) {
    await provider.expire({ orderId, reference });
    const outcome = await checkOrder(deps, provider, { orderId, reference }, { kind: 'operator' }, origin);
    // Never made at the provider (its call failed or is lost): no code exists to pay, so it ends here.
    if (outcome === 'unknown_order') await deps.db.updateTable('payment_charges').set({ status: 'expired' }).where('order_id', '=', orderId).where('status', '=', 'pending').execute();
    if (outcome === 'applied' || outcome === 'unknown_order') applied += 1;
  }
  return applied;
}

/**
 * A booking's status changed (the app's hook, called once the change is committed): its waiting
 * charge is expired if the booking no longer takes money. A provider that does not answer now
 * leaves the charge to the scheduled check's next run.
 */
export function expireChargesOfChangedBooking(ctx: Context, bookingId: number): void {
  const provider = providerOf(ctx.config);
  if (!provider) return;
  expireClosedCharges(ctx, provider, { bookingId, limit: 10 }).catch((error: unknown) => ctx.log.warn({ err: error, bookingId }, 'charge not expired after the booking closed'));
}

async function markChecked(db: Db, orderId: string, at: Date): Promise<void> {
  await db.updateTable('payment_charges').set({ checked_at: at }).where('order_id', '=', orderId).execute();
}

// ---------------------------------------------------------------------------------------------
// Staff

export async function readBookingPayments(ctx: Context, bookingId: number): Promise<BookingPayments> {
  const booking = await ctx.db.selectFrom('bookings').select(['id', 'payment_needs_staff']).where('id', '=', bookingId).executeTakeFirst();
  if (!booking) throw notFound(BOOKING_TEXTS.notFound);
  const charges = await chargesOfBooking(ctx.db, bookingId);
  return {
    provider: ctx.config.payments.provider,
    charges: charges.map(toWireCharge),
    paid: charges.filter((c) => c.status === 'paid').reduce((sum, c) => sum + Number(c.amount), 0),
    needs_staff: booking.payment_needs_staff,
  };
}

/** "Cek status": the provider asked about every waiting charge of one booking; clears nothing else. */
export async function checkBooking(ctx: Context, bookingId: number): Promise<BookingPayments> {
  const provider = requireProvider(ctx.config);
  const charges = await chargesOfBooking(ctx.db, bookingId);
  const actor = actorOf(await ctx.getUser());
  for (const charge of charges.filter((c) => c.status === 'pending' && c.provider === provider.name)) {
    try {
      await checkOrder(ctx, provider, { orderId: charge.order_id, reference: charge.provider_ref }, actor, originOf(ctx));
    } catch (error) {
      if (error instanceof ProviderUnavailable) throw providerDown(error);
      throw error;
    }
  }
  return readBookingPayments(ctx, bookingId);
}

/** Refunds of one charge through the provider in this process: a second click waits for the first. */
const refunding = new Map<number, Promise<Charge>>();

/**
 * A refund, with its reason: through the provider (`provider`: the provider sends the money back;
 * called outside any transaction, and only once it accepted is anything recorded) or made by hand
 * (`manual`: a bank transfer staff made). Then the charge moves paid → refunded and the booking's
 * payment follows, in the audited transaction; the flag for staff is cleared: the money is settled.
 * A provider that refuses is 409 and one that does not answer 503, and nothing is marked refunded.
 */
export async function refundCharge(ctx: Context, input: { id: number; reason: string; method?: 'provider' | 'manual' }): Promise<Charge> {
  const found = await findCharge(ctx.db, input.id);
  if (!found) throw notFound(T.notFound);
  // A refund through the provider that failed afterwards is settled by hand: recorded over it.
  const failedBefore = found.status === 'refunded' && found.refund_failed_at !== null && input.method !== 'provider';
  if (found.status !== 'paid' && !failedBefore) throw conflict('id', T.refundOnlyPaid);
  // Read before any transaction: on the embedded database a query beside an open one waits for it.
  const actor = actorOf(await ctx.getUser());
  if (input.method !== 'provider') return recordRefund(ctx, actor, found.order_id, input.reason, 'manual');
  const provider = providerOf(ctx.config);
  // The charge's own provider only: after a switch of provider, the old one's charges are refunded by hand.
  if (!provider?.refund || provider.name !== found.provider) throw conflict('method', T.refundNotByProvider);
  const running = refunding.get(found.id);
  if (running) return running;
  const work = refundThroughProvider(ctx, actor, provider, found, input.reason).finally(() => refunding.delete(found.id));
  refunding.set(found.id, work);
  return work;
}

async function refundThroughProvider(ctx: Context, actor: AuditActor, provider: PaymentProvider, charge: ChargeRow, reason: string): Promise<Charge> {
  let accepted: { reference: string | null };
  try {
    // One key per charge: a retry after a timeout is the same refund at the provider, never a second.
    accepted = await provider.refund!({ orderId: charge.order_id, reference: charge.provider_ref, amount: Number(charge.amount) }, { refundKey: `${charge.order_id}-refund`, reason });
  } catch (error) {
    if (error instanceof RefundRefused) {
      ctx.log.warn({ orderId: charge.order_id, reason: error.message }, 'refund refused by the payment provider');
      throw new AppError('CONFLICT', T.refundRefused, [{ param: 'method', msg: T.refundRefused }], error);
    }
    if (error instanceof ProviderUnavailable) {
      const down = new AppError('UNAVAILABLE', T.refundProviderDown, undefined, error);
      down.retryAfterSeconds = 30;
      throw down;
    }
    throw error;
  }
  const via = `lewat ${PAYMENT_PROVIDER_NAMES[provider.name]}${accepted.reference ? `, ref ${accepted.reference}` : ''}`;
  const note = ` (${via})`;
  return recordRefund(ctx, actor, charge.order_id, `${reason.slice(0, PAYMENT_LIMITS.refundReasonMax - note.length)}${note}`, 'provider');
}

/**
 * The refund recorded, with its own audit entry in the same transaction (the procedure writes its
 * entries itself, so that the provider's call stays outside any transaction).
 */
async function recordRefund(ctx: Context, actor: AuditActor, orderId: string, reason: string, method: 'provider' | 'manual'): Promise<Charge> {
  return inTransaction(ctx.db, async (trx) => {
    const charge = await lockChargeByOrder(trx, orderId);
    // Paid, or refunded through the provider where the refund failed afterwards (then by hand only).
    const overFailed = charge?.status === 'refunded' && charge.refund_failed_at !== null && method === 'manual';
    if (!charge || (!mayMove(charge.status, 'refunded') && !overFailed)) throw conflict('id', T.refundOnlyPaid);
    const at = ctx.now();
    await updateCharge(trx, charge.id, { status: 'refunded', refunded_at: at, refund_reason: reason, ...(overFailed ? { refund_failed_at: null } : {}) });
    const changes: Record<string, { from?: unknown; to?: unknown }> = {
      status: { from: charge.status, to: 'refunded' },
      refund_reason: { to: reason },
      refund_method: { to: method },
      refunded_at: { to: at.toISOString() },
    };
    if (overFailed) changes.refund_failed_at = { from: charge.refund_failed_at!.toISOString(), to: null };
    const booking = charge.booking_id === null ? undefined : await lockPayableBooking(trx, charge.booking_id, ctx.config.siteTimeZone);
    if (booking) {
      const money = await moneyOf(trx, booking.id);
      const payment = paymentStatusOf(Number(booking.total_price), money.paid, money.anyRefunded, booking.payment_status);
      await setBookingMoney(trx, booking.id, { payment_status: payment, payment_needs_staff: false });
      if (payment !== booking.payment_status) changes.payment_status = { from: booking.payment_status, to: payment };
    }
    await appendAudit(trx, { actor, origin: originOf(ctx), action: 'refund', entity: 'payment_charges', entityId: charge.id, entityName: charge.order_id, changes });
    return toWireCharge((await findCharge(trx, charge.id))!);
  });
}
