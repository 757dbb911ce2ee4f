import type { ChargeStatus, PaymentProviderName } from '@island/shared';

/*
 * The one small interface every payment provider is reached through (Midtrans today): create a
 * QRIS charge, verify a notification, fetch a charge's status, expire a charge. The rest of the
 * module never sees a provider's own words or shapes, only these.
 */

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
  body: Record<string, unknown>;
}

export interface PaymentProvider {
  name: PaymentProviderName;
  createQrisCharge(request: ChargeRequest): Promise<CreatedCharge>;
  /** The charge's status at the provider; null when the provider does not know the order. */
  fetchStatus(orderId: string): Promise<ReportedCharge | null>;
  /** Stops a pending charge from being paid; a charge already settled or gone is left as it is. */
  expire(orderId: string): Promise<void>;
  /**
   * The notification's body as received, verified; null when it is not the provider's (a wrong
   * signature, a body that is not a notification).
   */
  verifyNotification(rawBody: string): VerifiedNotification | null;
}

/** The provider could not be reached, was too slow, or answered with an error: try again later. */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';
}

/** Whether an amount as the provider wrote it ("150000.00", "150000") is exactly `amount` rupiah. */
export function sameAmount(grossAmount: string, amount: number): boolean {
  const match = /^(\d{1,15})(?:\.0+)?$/.exec(grossAmount.trim());
  return match !== null && Number(match[1]) === amount;
}
