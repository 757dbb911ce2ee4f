import {
  addDays,
  bookingPaymentsInput,
  bookingPaymentsSchema,
  chargeListInput,
  chargeListOutput,
  chargeRefundInput,
  chargeSchema,
  PAYMENT_TEXTS,
  paymentAccessInput,
  RECONCILIATION_LIMITS,
  reconcileInput,
  reconciliationListOutput,
  reconciliationSchema,
  visitorChargeSchema,
  visitorPaymentSchema,
} from '@island/shared';
import { islandToday } from '../../clock/island-today.ts';
import { readTogether } from '../../db/reads.ts';
import { rest } from '../../rest/rest-facts.ts';
import { publicProcedure, router, siteRunnerProcedure } from '../../trpc/procedures.ts';
import { conflict } from '../../errors.ts';
import { chargeFigures, latestReconciliations, listCharges, toWireCharge, toWireReconciliation } from './payments.repo.ts';
import { checkBooking, payByVisitor, readBookingPayments, readVisitorPayment, refundCharge } from './payments.service.ts';
import { reconcileNow } from './reconciliation.ts';

const T = PAYMENT_TEXTS;

/**
 * Payments through the configured provider (docs/decisions/0036-payments-through-a-provider.md).
 * Nothing here changes a public answer, so no write drops one (`tags: []`). The provider's
 * notification is a plain route beside this (payment-notification.routes.ts): it needs the body
 * as received, byte for byte.
 */
export const paymentsRouter = router({
  // ---------------------------------------------------------------- the visitor's page
  /**
   * What the booking's page may do: whether payments are on, the amount due next (computed
   * here), the live or latest charge and the receipts. One person's data, reached by the key.
   */
  forBooking: publicProcedure
    .meta({ ...rest('GET', '/api/bookings/code/:code/payment'), noStore: true })
    .input(paymentAccessInput)
    .output(visitorPaymentSchema)
    .query(({ ctx, input }) => readVisitorPayment(ctx, input)),

  /**
   * The booking's one live charge, made when there is none: the amount is never read from the
   * request. The procedure writes its audit entry itself, in the short transaction that makes the
   * charge's row; the provider is called after it, outside any transaction.
   */
  pay: publicProcedure
    .meta({ ...rest('POST', '/api/bookings/code/:code/payment', { status: 201 }), tags: [], noStore: true })
    .input(paymentAccessInput)
    .output(visitorChargeSchema)
    .meta({ audit: { own: 'the charge row and its entry commit before the provider is called, outside any transaction' } })
    .mutation(({ ctx, input }) => payByVisitor(ctx, input)),

  // ---------------------------------------------------------------- staff
  /** Every charge, newest first, with the island's day's total and the charges waiting for staff. */
  list: siteRunnerProcedure
    .meta(rest('GET', '/api/payments'))
    .input(chargeListInput)
    .output(chargeListOutput)
    .query(async ({ ctx, input }) => {
      const timeZone = ctx.config.siteTimeZone;
      const today = islandToday(ctx);
      const [page, figures] = await readTogether(ctx.db, [() => listCharges(ctx.db, input, timeZone), () => chargeFigures(ctx.db, today, timeZone)]);
      return {
        charges: page.rows.map(toWireCharge),
        pagination: page.pagination,
        ...figures,
        provider: ctx.config.payments.provider,
        today,
        lastNotificationAt: figures.lastNotificationAt?.toISOString() ?? null,
        lastCheckAt: figures.lastCheckAt?.toISOString() ?? null,
      };
    }),

  /** The daily reconciliation's reports, newest day first. */
  reconciliations: siteRunnerProcedure
    .meta(rest('GET', '/api/payments/reconciliations'))
    .output(reconciliationListOutput)
    .query(async ({ ctx }) => ({ reports: (await latestReconciliations(ctx.db, RECONCILIATION_LIMITS.listed)).map(toWireReconciliation) })),

  /**
   * "Cocokkan sekarang": one past island day (yesterday by default) compared with the provider
   * now, its report replacing the day's earlier one.
   */
  reconcile: siteRunnerProcedure
    .meta({ ...rest('POST', '/api/payments/reconciliations', { message: T.reconciled }), tags: [] })
    .input(reconcileInput)
    .output(reconciliationSchema)
    .meta({ audit: { own: 'a report of what the provider says; each charge it moves is recorded where it is applied' } })
    .mutation(async ({ ctx, input }) => {
      const today = islandToday(ctx);
      const day = input.day ?? addDays(today, -1);
      if (day >= today) throw conflict('day', T.reconcileFuture);
      return toWireReconciliation(await reconcileNow(ctx, day));
    }),

  /** One booking's charges, what was received, and whether money waits for staff. */
  ofBooking: siteRunnerProcedure
    .meta(rest('GET', '/api/bookings/:id/payments'))
    .input(bookingPaymentsInput)
    .output(bookingPaymentsSchema)
    .query(({ ctx, input }) => readBookingPayments(ctx, input.id)),

  /**
   * "Cek status": asks the provider about the booking's waiting charges and applies what it says
   * (each change with its own entry, written where it is applied; the provider is called outside
   * any transaction).
   */
  check: siteRunnerProcedure
    .meta({ ...rest('POST', '/api/bookings/:id/payments/check', { message: T.checked }), tags: [] })
    .input(bookingPaymentsInput)
    .output(bookingPaymentsSchema)
    .meta({ audit: { own: 'each charge the provider moved is recorded where it is applied; a check that moves nothing writes nothing' } })
    .mutation(({ ctx, input }) => checkBooking(ctx, input.id)),

  /**
   * A refund with its reason, through the provider (`method: 'provider'`) or made by hand
   * (`manual`, the default): paid → refunded, the booking follows. The procedure writes its audit
   * entry itself, in the short transaction that records the refund; the provider is asked before
   * it, outside any transaction, and a refusal records nothing.
   */
  refund: siteRunnerProcedure
    .meta({ ...rest('POST', '/api/payments/:id/refund', { message: T.refunded }), tags: [] })
    .input(chargeRefundInput)
    .output(chargeSchema)
    .meta({ audit: { own: 'the provider is asked outside any transaction; the refund and its entry commit together after it' } })
    .mutation(({ ctx, input }) => refundCharge(ctx, input)),
});
