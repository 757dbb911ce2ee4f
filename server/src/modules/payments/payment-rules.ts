import type { BookingStatus, ChargeStatus, PaymentStatus } from '@island/shared';

/*
 * The rules of money, with no database: what is due, how a charge may move, what the booking's
 * payment says, and until when a charge may live. The service applies them under its locks.
 */

/** A package's deposit rule: a percentage of the total, a fixed sum, or neither (the whole total). */
export interface DepositRule {
  percent: number | null;
  amount: number | null;
}

/** A booking in these states may be paid online; the others are settled or over. */
export const PAYABLE_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed'];

/** The deposit of a total under a rule: rounded up to the rupiah, never above the total. */
function depositOf(total: number, rule: DepositRule): number {
  if (rule.percent !== null) return Math.min(total, Math.ceil((total * rule.percent) / 100));
  if (rule.amount !== null) return Math.min(total, rule.amount);
  return total;
}

export type DueKind = 'deposit' | 'full' | 'rest' | 'none';

/**
 * What the visitor pays next, computed from the booking alone: its total, its package's deposit
 * rule and the sum of its paid charges. A deposit a clerk marked by hand before payments were
 * switched on counts as the rule's deposit.
 */
export function amountDue(booking: { status: BookingStatus; payment_status: PaymentStatus; total: number }, rule: DepositRule, paid: number): { kind: DueKind; amount: number } {
  const none = { kind: 'none' as const, amount: 0 };
  if (!PAYABLE_STATUSES.includes(booking.status) || booking.total <= 0) return none;
  if (booking.payment_status === 'paid' || booking.payment_status === 'refunded') return none;
  const deposit = depositOf(booking.total, rule);
  const received = paid === 0 && booking.payment_status === 'deposit' ? deposit : paid;
  if (received >= booking.total) return none;
  if (received > 0) return { kind: 'rest', amount: booking.total - received };
  return deposit < booking.total ? { kind: 'deposit', amount: deposit } : { kind: 'full', amount: booking.total };
}

/**
 * Whether a charge may move from one status to another. Forward only: a late "expired" cannot
 * undo a payment, and money that arrived after expiry (a saved QR scanned late) is still money.
 */
export function mayMove(from: ChargeStatus, to: ChargeStatus): boolean {
  if (from === to) return false;
  switch (from) {
    case 'pending':
      return to === 'paid' || to === 'expired' || to === 'failed';
    case 'expired':
    case 'failed':
      return to === 'paid';
    case 'paid':
      return to === 'refunded';
    case 'refunded':
      return false;
  }
}

/** The booking's payment, recomputed from its charges: what was received against its total. */
export function paymentStatusOf(total: number, paid: number, anyRefunded: boolean, before: PaymentStatus): PaymentStatus {
  if (paid >= total && total > 0) return 'paid';
  if (paid > 0) return 'deposit';
  if (anyRefunded) return 'refunded';
  // No money through the provider: a mark made by hand before payments were switched on stays.
  return before;
}

/** Whether a booking takes money: staff must look at money that came for one no longer live. */
export function isPayableStatus(status: BookingStatus): boolean {
  return PAYABLE_STATUSES.includes(status);
}

/**
 * How long a new charge lives: the QR's own validity, cut to the booking's hold (its seats are
 * held until the trip's date is over on the island). Whole minutes, as the provider takes them;
 * zero when the hold ends within a minute.
 */
export function validMinutes(now: Date, holdEnds: Date, qrMinutes: number): number {
  const left = Math.floor((holdEnds.getTime() - now.getTime()) / 60_000);
  return Math.max(0, Math.min(qrMinutes, left));
}
