import { addDays, RECONCILIATION_LIMITS, type ReconciliationDifference } from '@island/shared';
import type { AuditOrigin } from '../../audit/audit.repo.ts';
import { sendLater } from '../../mail/send-later.ts';
import { type PaymentProvider, ProviderUnavailable, sameAmount } from './payment-provider.ts';
import { chargesMadeOn, daysToReconcile, type ReconciliationRow, saveReconciliation } from './payments.repo.ts';
import type { Context } from '../../trpc/context.ts';
import { applyReport, type PaymentsDeps, providerDown, requireProvider } from './payments.service.ts';

/** How far back a missed day is still reconciled by the daily run. */
const DAYS_BACK = 7;

const ORIGIN: AuditOrigin = { ip: null, userAgent: 'payment-reconciliation' };

/**
 * One island day's charges compared with what the provider says of each, and the report kept
 * (replacing an earlier one of that day). A difference the server can apply (a payment whose
 * notification was lost) is applied and reported as corrected; one it cannot (the provider
 * reports a charge recorded as paid as expired, another amount, an order it does not know) is
 * reported for staff and e-mailed to NOTIFY_EMAIL. A provider that does not answer stops the run
 * before anything is kept (ProviderUnavailable): the day is reconciled on the next run.
 */
async function reconcileDay(deps: PaymentsDeps, provider: PaymentProvider, day: string): Promise<ReconciliationRow> {
  const charges = await chargesMadeOn(deps.db, day, deps.config.siteTimeZone, RECONCILIATION_LIMITS.chargesPerDay, provider.name);
  const differences: ReconciliationDifference[] = [];
  let corrected = 0;
  for (const charge of charges) {
    const report = await provider.fetchStatus({ orderId: charge.order_id, reference: charge.provider_ref });
    const amount = Number(charge.amount);
    const difference = { order_id: charge.order_id, booking_code: charge.booking_code, ours: charge.status, amount };
    if (!report) {
      differences.push({ ...difference, kind: 'unknown', provider_status: null, provider_amount: null });
      continue;
    }
    const seen = { provider_status: report.reportedStatus, provider_amount: report.grossAmount };
    if (!sameAmount(report.grossAmount, amount)) {
      differences.push({ ...difference, ...seen, kind: 'amount' });
      continue;
    }
    if (report.status === null || report.status === charge.status) continue;
    // A charge still waiting that the provider has settled or expired is only late news: applied.
    const outcome = await applyReport(deps, report, { actor: { kind: 'operator' }, origin: ORIGIN, confirmed: true });
    if (outcome === 'applied') corrected += 1;
    differences.push({ ...difference, ...seen, kind: outcome === 'applied' ? 'corrected' : 'status' });
  }
  const saved = await saveReconciliation(deps.db, { day, provider: provider.name, checked_at: deps.now(), charges: charges.length, corrected, differences });
  const forStaff = differences.filter((d) => d.kind !== 'corrected');
  if (forStaff.length > 0 && deps.config.notifyEmail) sendLater(deps, differencesMail(deps.config.notifyEmail, day, forStaff, deps.baseUrl), { reconciliation: day });
  return saved;
}

/** The daily run: yesterday, and any of the week before with charges and no report yet. */
export async function reconcilePastDays(deps: PaymentsDeps, provider: PaymentProvider, today: string): Promise<ReconciliationRow[]> {
  const earlier = Array.from({ length: DAYS_BACK - 1 }, (_, i) => addDays(today, -(i + 2)));
  const days = [...(await daysToReconcile(deps.db, earlier, deps.config.siteTimeZone)), addDays(today, -1)];
  const reports: ReconciliationRow[] = [];
  for (const day of days) reports.push(await reconcileDay(deps, provider, day));
  return reports;
}

/** One past day reconciled at a clerk's request; a provider that does not answer is 503. */
export async function reconcileNow(ctx: Context, day: string): Promise<ReconciliationRow> {
  const provider = requireProvider(ctx.config);
  try {
    return await reconcileDay(ctx, provider, day);
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw providerDown(error);
    throw error;
  }
}

const KIND_WORDS: Record<ReconciliationDifference['kind'], string> = {
  corrected: 'diperbarui dari penyedia',
  status: 'status berbeda',
  amount: 'jumlah berbeda',
  unknown: 'tidak dikenal penyedia',
};

function differencesMail(to: string, day: string, differences: ReconciliationDifference[], baseUrl: string) {
  const lines = differences.map(
    (d) => `- ${d.order_id} (pesanan ${d.booking_code}): ${KIND_WORDS[d.kind]}; di sini ${d.ours} Rp${d.amount.toLocaleString('id-ID')}, di penyedia ${d.provider_status ?? '-'} ${d.provider_amount ?? ''}`.trimEnd(),
  );
  return {
    to,
    subject: `Pembayaran ${day}: ${differences.length} tagihan perlu dicek`,
    text: [`Pencocokan tagihan tanggal ${day} dengan penyedia pembayaran menemukan perbedaan:`, '', ...lines, '', `Lihat: ${baseUrl}/admin/pembayaran`].join('\n'),
  };
}
