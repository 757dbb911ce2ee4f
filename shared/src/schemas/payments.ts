import { z } from 'zod';
import { idSchema, optionalFilter, paginationSchema } from './common.ts';
import { booleanInput, listFields, recordIdInput, requiredText } from './fields.ts';
import { bookingAccessInput, isoDateSchema } from './bookings.ts';
import { PAYMENT_TEXTS } from './payment-texts.ts';
export { PAYMENT_TEXTS } from './payment-texts.ts';

const T = PAYMENT_TEXTS;

/** Who takes the money; `none` keeps the manual payment field of the bookings desk. */
export const PAYMENT_PROVIDERS = ['none', 'midtrans', 'xendit'] as const;
export type PaymentProviderSetting = (typeof PAYMENT_PROVIDERS)[number];
export type PaymentProviderName = Exclude<PaymentProviderSetting, 'none'>;
/** Each provider as staff read its name (the payments screen, a refund's note). */
export const PAYMENT_PROVIDER_NAMES: Readonly<Record<PaymentProviderName, string>> = { midtrans: 'Midtrans', xendit: 'Xendit' };

/** A charge only moves forward: pending → paid / expired / failed, paid → refunded. */
export const CHARGE_STATUSES = ['pending', 'paid', 'expired', 'failed', 'refunded'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

export const PAYMENT_LIMITS = {
  /** How long a QRIS code stays valid, in minutes (shorter when the booking's hold ends sooner). */
  qrMinutes: 15,
  refundReasonMax: 500,
  pageSize: 20,
  /** The largest notification body taken, in bytes (Midtrans sends about 1 KB). */
  notificationBytes: 16 * 1024,
} as const;

// ---------------------------------------------------------------------------------------------
// The visitor's page

/** `POST /api/bookings/code/:code/payment?k=`: the code and the key; never an amount. */
export const paymentAccessInput = bookingAccessInput;

/** A charge as the visitor's page shows it. */
export const visitorChargeSchema = z.object({
  order_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** What the QR code is drawn from; null once the charge is no longer payable. */
  qr_string: z.string().nullable(),
  expires_at: z.string(),
  status: z.enum(CHARGE_STATUSES),
  paid_at: z.string().nullable(),
});
export type VisitorCharge = z.infer<typeof visitorChargeSchema>;

/** What the page may do: the amount due next (deposit or the rest), the live charge, the receipts. */
export const visitorPaymentSchema = z.object({
  /** Whether a provider is configured: without one the page shows no payment button. */
  enabled: z.boolean(),
  /** `deposit`: the package's deposit; `full`: the whole total (no deposit rule); `rest`: the remainder after a deposit; `none`: nothing to pay online. */
  due_kind: z.enum(['deposit', 'full', 'rest', 'none']),
  due: z.number().int(),
  total: z.number().int(),
  paid: z.number().int(),
  /** The charge waiting for payment, or the latest one. */
  charge: visitorChargeSchema.nullable(),
  /** Charges paid, oldest first: the receipt. */
  receipts: z.array(visitorChargeSchema),
});
export type VisitorPayment = z.infer<typeof visitorPaymentSchema>;

// ---------------------------------------------------------------------------------------------
// Staff

export const chargeSchema = visitorChargeSchema.extend({
  id: z.number().int(),
  booking_id: z.number().int().nullable(),
  booking_code: z.string(),
  provider: z.enum(['midtrans', 'xendit']),
  provider_ref: z.string().nullable(),
  paid_late: z.boolean(),
  refunded_at: z.string().nullable(),
  refund_reason: z.string().nullable(),
  /** When the provider reported that a refund it had accepted failed: the money is still the payer's to get back. */
  refund_failed_at: z.string().nullable(),
  checked_at: z.string().nullable(),
  created_at: z.string(),
});
export type Charge = z.infer<typeof chargeSchema>;

export const chargeIdInput = recordIdInput(T.invalidId);

export const chargeListInput = z
  .object({
    ...listFields(PAYMENT_LIMITS.pageSize),
    status: optionalFilter(z.enum(CHARGE_STATUSES, { error: T.invalidStatus })),
    /** Made on these days (the island's), both included. */
    from: optionalFilter(isoDateSchema),
    to: optionalFilter(isoDateSchema),
    /** `true`: only charges paid late, which wait for staff. */
    flagged: optionalFilter(booleanInput(z.boolean({ error: T.invalidStatus }))),
  })
  .prefault({});
export type ChargeListInput = z.input<typeof chargeListInput>;

export const chargeListOutput = z.object({
  charges: z.array(chargeSchema),
  pagination: paginationSchema,
  /** Money received on the island's today and over its last seven days, and charges paid late that wait for staff. */
  paidToday: z.number().int(),
  paidWeek: z.number().int(),
  /** How many charges were paid over those seven days (the dashboard's count). */
  paidWeekCount: z.number().int(),
  flagged: z.number().int(),
  /** The provider configured (`none`: the manual payment field), and the last word heard from it. */
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The island's today, which the figures are counted to. */
  today: z.string(),
  lastNotificationAt: z.string().nullable(),
  lastCheckAt: z.string().nullable(),
});
export type ChargeList = z.infer<typeof chargeListOutput>;

/** One booking's money: its charges newest first, the sum paid, and whether staff must look. */
export const bookingPaymentsSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  charges: z.array(chargeSchema),
  paid: z.number().int(),
  needs_staff: z.boolean(),
});
export type BookingPayments = z.infer<typeof bookingPaymentsSchema>;

export const bookingPaymentsInput = z.object({ id: idSchema });

/**
 * How a refund is made: `provider` asks the payment provider to send the money back (Midtrans's
 * refund, Xendit's QR refund) and records it once the provider accepted; `manual` records a bank
 * transfer staff made by hand. The REST door's earlier callers send no method: by hand, as before.
 */
export const REFUND_METHODS = ['provider', 'manual'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** A refund, with the reason the trail keeps and how the money goes back. */
export const chargeRefundInput = z.object({
  id: chargeIdInput.shape.id,
  reason: requiredText({ required: T.refundReason, max: PAYMENT_LIMITS.refundReasonMax, length: T.refundReason }),
  method: z.enum(REFUND_METHODS, { error: T.refundMethod }).default('manual'),
});
export type ChargeRefundInput = z.input<typeof chargeRefundInput>;

// ---------------------------------------------------------------------------------------------
// The daily reconciliation

/**
 * A charge the provider sees otherwise than the server: `corrected` (the provider's word was
 * applied: a lost notification), `status` (the provider reports a status the server cannot move
 * to, such as expired for a charge recorded as paid), `amount`, or `unknown` (the provider has no
 * such order).
 */
export const RECONCILIATION_KINDS = ['corrected', 'status', 'amount', 'unknown'] as const;
export type ReconciliationKind = (typeof RECONCILIATION_KINDS)[number];

export const reconciliationDifferenceSchema = z.object({
  order_id: z.string(),
  booking_code: z.string(),
  kind: z.enum(RECONCILIATION_KINDS),
  /** The server's status before the comparison. */
  ours: z.enum(CHARGE_STATUSES),
  /** The provider's own status text; null when it does not know the order. */
  provider_status: z.string().nullable(),
  amount: z.number().int(),
  provider_amount: z.string().nullable(),
});
export type ReconciliationDifference = z.infer<typeof reconciliationDifferenceSchema>;

export const reconciliationSchema = z.object({
  day: z.string(),
  provider: z.enum(['midtrans', 'xendit']),
  checked_at: z.string(),
  /** Charges made that day and asked about. */
  charges: z.number().int(),
  corrected: z.number().int(),
  differences: z.array(reconciliationDifferenceSchema),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

export const RECONCILIATION_LIMITS = {
  /** Reports listed, newest day first. */
  listed: 14,
  /** Charges of one day asked about; a day with more is reported as far as this. */
  chargesPerDay: 500,
} as const;

export const reconciliationListOutput = z.object({ reports: z.array(reconciliationSchema) });

/** "Cocokkan sekarang": one past island day (yesterday when none is given). */
export const reconcileInput = z.object({ day: optionalFilter(isoDateSchema) }).prefault({});
