import type { ChargeStatus, PaymentProviderName } from '@island/shared';

/*
 * The one small interface every payment provider is reached through (Midtrans, Xendit): create a
 * QRIS charge, verify a notification, fetch a charge's status, expire a charge, refund a paid one
 * where the provider allows. The rest of the module never sees a provider's own words or shapes,
 * only these.
 */

/**
 * A charge as the provider knows it: our order id, and the provider's own id of it when one was
 * given at creation (Xendit's QR code id, which its status calls need; Midtrans asks by order id).
 */
export interface ChargeRef {
  orderId: string;
  reference: string | null;
}

/** What the server asks for: the amount is always the server's own, never a visitor's. */
export interface ChargeRequest {
  orderId: string;
  amount: number;
  /** Whole minutes from now; the charge is not payable after them. */
  validMinutes: number;
}

export interface CreatedCharge {
  /** The provider's own id of the transaction (shown to staff). */
  reference: string | null;
  /** The QRIS payload the page draws its code from. */
  qrString: string;
}

/** A charge as the provider reports it (a status answer or a verified notification). */
export interface ReportedCharge {
  orderId: string;
  /** The provider's status in our words; null: a status we do not act on. */
  status: ChargeStatus | null;
  /** The provider's own status text, kept for staff and the inbox. */
  reportedStatus: string;
  /** The amount exactly as the provider wrote it ("150000.00"). */
  grossAmount: string;
  currency: string | null;
  reference: string | null;
}

/** A notification whose signature held, with the key that makes a second delivery of it a duplicate. */
export interface VerifiedNotification extends ReportedCharge {
  eventKey: string;
  /**
   * The outcome of a refund the provider had accepted as pending (Xendit's `qr.refund`): `failed`
   * when the money did not go back. Absent for every other notification.
   */
  refundOutcome?: 'succeeded' | 'failed' | 'pending';
  body: Record<string, unknown>;
}

/** The headers a notification's check may read, as Fastify hands them over (lower-case names). */
export type NotificationHeaders = Readonly<Record<string, string | string[] | undefined>>;

/** A refund the provider accepted: its own id of it, shown to staff. */
export interface AcceptedRefund {
  reference: string | null;
}

export interface PaymentProvider {
  name: PaymentProviderName;
  createQrisCharge(request: ChargeRequest): Promise<CreatedCharge>;
  /** The charge's status at the provider; null when the provider does not know the order. */
  fetchStatus(charge: ChargeRef): Promise<ReportedCharge | null>;
  /** Stops a pending charge from being paid; a charge already settled or gone is left as it is. */
  expire(charge: ChargeRef): Promise<void>;
  /**
   * The notification as received (its raw body and headers), verified; null when it is not the
   * provider's (a wrong signature or token, a body that is not a notification).
   */
  verifyNotification(rawBody: string, headers: NotificationHeaders): VerifiedNotification | null;
  /**
   * Sends a paid charge's whole amount back to the payer. `refundKey` is the same for every
   * attempt at one charge's refund, so the provider refunds it once however often it is asked.
   * ProviderUnavailable: not reached or no answer (nothing is known); RefundRefused: the provider
   * said no. Absent when the provider offers no refund for these charges.
   */
  refund?(charge: ChargeRef & { amount: number }, request: { refundKey: string; reason: string }): Promise<AcceptedRefund>;
}

/** The provider could not be reached, was too slow, or answered with an error: try again later. */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';
}

/** The provider answered and refused the refund (not settled, past its window, a wallet that cannot refund). */
export class RefundRefused extends Error {
  override name = 'RefundRefused';
}

/** Whether an amount as the provider wrote it ("150000.00", "150000") is exactly `amount` rupiah. */
export function sameAmount(grossAmount: string, amount: number): boolean {
  const match = /^(\d{1,15})(?:\.0+)?$/.exec(grossAmount.trim());
  return match !== null && Number(match[1]) === amount;
}
