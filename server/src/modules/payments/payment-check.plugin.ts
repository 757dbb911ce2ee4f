import { todayIn } from '@island/shared';
import { Cron } from 'croner';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { providerOf } from './payment-providers.ts';
import { ProviderUnavailable } from './payment-provider.ts';
import { pendingChargesToCheck } from './payments.repo.ts';
import { reconcilePastDays } from './reconciliation.ts';
import { type ApplyOutcome, checkOrder, expireClosedCharges, type PaymentsDeps } from './payments.service.ts';

/** Charges asked about per run: a backlog drains over a few runs instead of one long one. */
const CHECK_BATCH = 50;

/**
 * Asks the provider about every charge still waiting (oldest asked first) and applies what it
 * says: for installs that cannot receive notifications (the embedded default on a laptop) and for
 * notifications lost. A provider that does not answer ends the run; the next run asks again.
 */
export async function checkPendingCharges(deps: PaymentsDeps): Promise<Record<ApplyOutcome, number>> {
  const counts: Record<ApplyOutcome, number> = { applied: 0, unchanged: 0, unknown_order: 0, mismatch: 0, not_confirmed: 0 };
  const provider = providerOf(deps.config);
  if (!provider) return counts;
  try {
    // First the codes of bookings closed since (a cancellation whose own expiry call failed).
    counts.applied += await expireClosedCharges(deps, provider, { limit: CHECK_BATCH });
  } catch (error) {
    if (error instanceof ProviderUnavailable) return counts;
    throw error;
  }
  for (const { order_id: orderId, provider_ref: reference } of await pendingChargesToCheck(deps.db, deps.now(), CHECK_BATCH, provider.name)) {
    try {
      counts[await checkOrder(deps, provider, { orderId, reference }, { kind: 'operator' }, { ip: null, userAgent: 'payment-check' })] += 1;
    } catch (error) {
      if (error instanceof ProviderUnavailable) break;
      throw error;
    }
  }
  return counts;
}

/**
 * The check on PAYMENT_CHECK_SCHEDULE and the daily reconciliation on PAYMENT_RECONCILE_SCHEDULE
 * (the island's time) while the app runs (with the backups' scheduler); a run under way finishes
 * before the app closes.
 */
export const paymentCheckPlugin: FastifyPluginAsync<{ db: Database; config: Config; mailer: Mailer; baseUrl: string; now: () => Date }> = async (app, { db, config, mailer, baseUrl, now }) => {
  const provider = providerOf(config);
  if (provider === null) return;
  const deps: PaymentsDeps = { db, config, mailer, log: app.log, baseUrl, now };
  const running = new Set<Promise<void>>();
  const jobs: Cron[] = [];
  const schedule = (pattern: string | null, timezone: string | undefined, work: () => Promise<void>, failure: string) => {
    if (!pattern) return;
    // protect: a run still going when the next tick comes makes that tick skip, never overlap.
    jobs.push(
      new Cron(pattern, { protect: true, unref: true, ...(timezone ? { timezone } : {}) }, () => {
        const run = work().catch((error: unknown) => app.log.error({ err: error }, failure));
        running.add(run);
        return run.finally(() => running.delete(run));
      }),
    );
  };
  schedule(
    config.paymentCheckSchedule,
    undefined,
    async () => {
      const counts = await checkPendingCharges(deps);
      if (counts.applied > 0) app.log.info({ counts }, 'payment check applied what the provider reported');
    },
    'payment check failed',
  );
  schedule(
    config.paymentReconcileSchedule,
    config.siteTimeZone,
    async () => {
      const reports = await reconcilePastDays(deps, provider, todayIn(config.siteTimeZone, now()));
      app.log.info({ days: reports.map((r) => ({ day: r.day, charges: r.charges, corrected: r.corrected })) }, 'payments reconciled with the provider');
    },
    'payment reconciliation failed (the provider is asked again on the next run)',
  );
  app.addHook('onClose', async () => {
    for (const job of jobs) job.stop();
    // Each run catches its own failure, so waiting for them in turn waits for them all.
    for (const run of [...running]) await run;
  });
};
