import { PAYMENT_LIMITS, type PaymentProviderName } from '@island/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { spend } from '../../security/rate-limits.ts';
import type { Context } from '../../trpc/context.ts';
import { originOf } from '../../trpc/audited-mutation.ts';
import { providerOf } from './payment-providers.ts';
import { ProviderUnavailable, type ReportedCharge } from './payment-provider.ts';
import { insertNotification } from './payments.repo.ts';
import { type ApplyOutcome, applyFailedRefund, applyReport } from './payments.service.ts';

interface NotificationRoutesOptions {
  createContext: (req: FastifyRequest) => Context;
}

/**
 * `POST /api/payments/midtrans/notification` and `POST /api/payments/xendit/notification`: the
 * provider tells us a charge moved; each path answers 404 unless its provider is the configured
 * one. A plain route rather than a procedure, because the check is made over the body exactly as
 * received (the JSON parser of the REST door would hand over values, not the bytes). In order,
 * each step before any database work of the next:
 * 1. at most 16 KB (413), at most 600 a minute from one address (429);
 * 2. the provider's proof, compared in constant time: Midtrans's signature (SHA512 over order id,
 *    status code, gross amount and the server key), Xendit's `x-callback-token` header; 401 for a
 *    forgery, which changes nothing;
 * 3. a "paid" is believed only from the provider's own status answer, asked now; when the provider
 *    does not answer, 503, and the provider sends the notification again later;
 * 4. in one transaction: the inbox row (a duplicate event stops here: Midtrans's four facts,
 *    Xendit's `webhook-id`), the charge's forward move (the amount and currency of both the
 *    notification and the status answer must be the charge's), the booking's payment and the
 *    audit entry. A database failure is a 5xx: the provider retries.
 * A refund's outcome that says the refund failed (Xendit's `qr.refund` FAILED) moves no charge: it
 * marks the refunded charge and flags its booking for staff, in the same transaction.
 * An unknown order, a status that would move backwards, or an amount that is not the charge's is
 * kept in the inbox with what was decided, and answered 200 so the provider stops sending it.
 */
export async function paymentNotificationRoutes(app: FastifyInstance, { createContext }: NotificationRoutesOptions) {
  // This plugin's own parser: the body as text, whatever type it claims.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  for (const name of ['midtrans', 'xendit'] as const) {
    app.post(`/api/payments/${name}/notification`, { bodyLimit: PAYMENT_LIMITS.notificationBytes }, (req, reply) => receive(req, reply, name, createContext));
  }
}

async function receive(req: FastifyRequest, reply: FastifyReply, name: PaymentProviderName, createContext: (req: FastifyRequest) => Context) {
  reply.header('cache-control', 'no-store');
  const ctx = createContext(req);
  const provider = providerOf(ctx.config);
  if (!provider || provider.name !== name) return reply.code(404).send({ success: false, code: 'NOT_FOUND', message: 'Not found' });
  if (!(await spend(ctx.rateLimits.paymentNotifications, ctx.ip))) return reply.code(429).send({ success: false, code: 'RATE_LIMITED', message: 'Too many requests' });
  const raw = typeof req.body === 'string' ? req.body : '';
  const notification = provider.verifyNotification(raw, req.headers);
  if (!notification) return reply.code(401).send({ success: false, code: 'UNAUTHENTICATED', message: 'Invalid signature' });
  let report: ReportedCharge = notification;
  let confirmed = false;
  try {
    if (notification.status === 'paid') {
      const status = await provider.fetchStatus({ orderId: notification.orderId, reference: notification.reference });
      // Believed only when the provider's answer says so too, with its own amount and currency.
      if (status?.status === 'paid') {
        report = status;
        confirmed = true;
      }
    }
    const actor = { kind: 'operator' } as const;
    // A "paid" the provider does not confirm is not kept: its next delivery must count.
    const before = (trx: Parameters<typeof insertNotification>[0], decided: () => ApplyOutcome) =>
      decided() === 'not_confirmed' ? Promise.resolve(true) : insertNotification(trx, {
        provider: provider.name,
        event_key: notification.eventKey,
        order_id: notification.orderId,
        reported_status: notification.reportedStatus,
        outcome: decided(),
        body: notification.body,
      });
    const outcome =
      notification.refundOutcome === 'failed'
        ? await applyFailedRefund(ctx, notification, { actor, origin: originOf(ctx), before })
        : await applyReport(ctx, report, { actor, origin: originOf(ctx), confirmed, claimed: confirmed ? notification : undefined, before });
    return reply.code(200).send({ success: true, data: { outcome } });
  } catch (error) {
    if (error instanceof ProviderUnavailable) {
      req.log.warn({ orderId: notification.orderId, reason: error.message }, 'payment notification: provider status not reachable');
      return reply.code(503).header('retry-after', '60').send({ success: false, code: 'UNAVAILABLE', message: 'Try again later' });
    }
    req.log.error({ err: error, orderId: notification.orderId }, 'payment notification not applied');
    return reply.code(500).send({ success: false, code: 'INTERNAL', message: 'Internal server error' });
  }
}
