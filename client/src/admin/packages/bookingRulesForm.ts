import { type BookingRules, type BookingRulesInput, cancellationTermsText, DEFAULT_BOOKING_RULES } from '@island/shared';

/** What the rules form holds: numbers as typed text, weekdays 0 (Sunday) to 6. */
export interface BookingRulesFormValues {
  bookable: boolean;
  minPersons: string;
  maxPersons: string;
  /** Empty: no limit. */
  capacityPerDate: string;
  minDaysAhead: string;
  maxDaysAhead: string;
  weekdays: number[];
  /** Hours before the trip's start a visitor may still cancel online (0: until it starts). */
  cancelHoursBefore: string;
  refundDeposit: boolean;
  cancellationNote: string;
  /** The deposit asked online: a percentage or a fixed sum in rupiah; both empty: the whole total. */
  depositPercent: string;
  depositAmount: string;
  closedDates: { date: string; reason: string }[];
}

export function bookingRulesFormValues(rules: BookingRules | undefined): BookingRulesFormValues {
  return {
    bookable: rules?.bookable ?? true,
    minPersons: String(rules?.minPersons ?? 1),
    maxPersons: String(rules?.maxPersons ?? 10),
    capacityPerDate: rules?.capacityPerDate == null ? '' : String(rules.capacityPerDate),
    minDaysAhead: String(rules?.minDaysAhead ?? 1),
    maxDaysAhead: String(rules?.maxDaysAhead ?? 180),
    weekdays: rules?.weekdays ?? [0, 1, 2, 3, 4, 5, 6],
    cancelHoursBefore: String(rules?.cancelHoursBefore ?? DEFAULT_BOOKING_RULES.cancelHoursBefore),
    refundDeposit: rules?.refundDeposit ?? DEFAULT_BOOKING_RULES.refundDeposit,
    cancellationNote: rules?.cancellationNote ?? '',
    depositPercent: rules?.depositPercent == null ? '' : String(rules.depositPercent),
    depositAmount: rules?.depositAmount == null ? '' : String(rules.depositAmount),
    closedDates: rules?.closedDates ?? [],
  };
}

export function bookingRulesPayload(packageId: number, values: BookingRulesFormValues): BookingRulesInput {
  return {
    packageId,
    bookable: values.bookable,
    minPersons: values.minPersons,
    maxPersons: values.maxPersons,
    capacityPerDate: values.capacityPerDate.trim() === '' ? null : values.capacityPerDate,
    minDaysAhead: values.minDaysAhead,
    maxDaysAhead: values.maxDaysAhead,
    weekdays: values.weekdays,
    cancelHoursBefore: values.cancelHoursBefore,
    refundDeposit: values.refundDeposit,
    cancellationNote: values.cancellationNote,
    depositPercent: values.depositPercent.trim() === '' ? null : values.depositPercent,
    depositAmount: values.depositAmount.trim() === '' ? null : values.depositAmount,
    closedDates: values.closedDates,
  };
}

/** Monday first, as the calendars show the week; the values are JavaScript's (0 = Sunday). */
export const WEEKDAYS: readonly { value: number; label: string }[] = [
  { value: 1, label: 'Sen' },
  { value: 2, label: 'Sel' },
  { value: 3, label: 'Rab' },
  { value: 4, label: 'Kam' },
  { value: 5, label: 'Jum' },
  { value: 6, label: 'Sab' },
  { value: 0, label: 'Min' },
];

/**
 * What visitors will read, made from the two fields as typed (the words the server's rule makes,
 * docs/product.md, Cancellation terms); null while the hours are not a whole number 0-720.
 */
export function termsPreview(hours: string, refundDeposit: boolean): string | null {
  const text = hours.trim();
  if (!/^\d{1,3}$/.test(text) || Number(text) > 720) return null;
  return cancellationTermsText({ cancelHoursBefore: Number(text), refundDeposit }, 'id');
}
