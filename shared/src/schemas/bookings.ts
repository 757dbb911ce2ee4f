import { z } from 'zod';
import { isIsoDate } from '../iso-date.ts';
import { LIMITS } from '../limits.ts';
import { BOOKING_TEXTS } from './booking-texts.ts';
import { idSchema, optionalFilter, paginationSchema } from './common.ts';
import { listFields, numberInput, optionalText, recordIdInput, requiredText, wholeNumber, booleanInput, whatsAppNumber } from './fields.ts';
import { PACKAGE_PERSONS_MAX } from './packages.ts';
import { boatLegSchema } from './trip-boats.ts';
export { BOOKING_TEXTS } from './booking-texts.ts';

const T = BOOKING_TEXTS;

export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const PAYMENT_STATUSES = ['unpaid', 'deposit', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A visitor may still cancel these; the others are settled. */
export const CANCELLABLE_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed'];

export const BOOKING_LIMITS = {
  nameMax: LIMITS.nameMax,
  emailMax: LIMITS.emailMax,
  notesMax: 1000,
  staffNotesMax: 2000,
  reasonMax: 500,
  closedReasonMax: 200,
  cancellationNoteMax: 1000,
  /** A visitor may cancel online until at most this many hours (30 days) before the trip. */
  cancelHoursMax: 720,
  /** The availability read covers at most this many days at once. */
  availabilityDays: 120,
  daysAheadMax: 730,
  capacityMax: 10_000,
  closedDatesMax: 366,
  /** The staff list's page size. */
  pageSize: 20,
} as const;

/** New packages without rules of their own are booked under these. */
export const DEFAULT_BOOKING_RULES = {
  bookable: true,
  capacityPerDate: null,
  minDaysAhead: 1,
  maxDaysAhead: 180,
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  cancellationNote: null,
  /** Until a day before the trip starts, with the deposit back (docs/product.md, Cancellation terms). */
  cancelHoursBefore: 24,
  refundDeposit: true,
} as const;

// ---------------------------------------------------------------------------------------------
// Booking codes and the visitor's key

/** Read over the phone: no 0/O and 1/I to confuse. */
export const BOOKING_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const BOOKING_CODE_PREFIX = 'PKT-';
export const BOOKING_CODE = /^PKT-[2-9A-HJ-NP-Z]{6}$/;
/** The key of a visitor's page: 32 random bytes, base64url (43 characters). */
export const BOOKING_KEY = /^[A-Za-z0-9_-]{43}$/;

/** A code as typed (any case, spaces around) made canonical; the schema refuses other shapes. */
export const bookingCodeSchema = z
  .string({ error: T.invalidCode })
  .trim()
  .max(20, T.invalidCode)
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(BOOKING_CODE, T.invalidCode));

export const bookingKeySchema = z.string({ error: T.invalidKey }).trim().regex(BOOKING_KEY, T.invalidKey);

/** The visitor's own page: `/pesanan/<code>?k=<key>` (the English twin under `/en`). */
export function bookingPagePath(code: string, key: string): string {
  return `/pesanan/${code}?k=${key}`;
}

// ---------------------------------------------------------------------------------------------
// Dates

export const isoDateSchema = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? T.dateRequired : T.invalidDate) })
  .trim()
  // No date chosen yet (a form's empty field) is a date missing, not a date written wrongly.
  .min(1, { error: T.dateRequired, abort: true })
  .refine(isIsoDate, T.invalidDate);

export const monthSchema = z
  .string({ error: T.invalidMonth })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, T.invalidMonth);

export const DAY_STATES = ['open', 'few', 'full', 'closed'] as const;
export type DayState = (typeof DAY_STATES)[number];

/**
 * Why a date cannot be booked: the visitor's texts say these in each language; `closed_date`
 * also carries the staff's note (weather, ceremony, holiday).
 */
export const CLOSED_REASONS = ['past', 'too_soon', 'too_far', 'weekday', 'closed_date', 'not_bookable'] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

/** Few seats left: at most a quarter of the capacity (and never fewer than 2) remain. */
export function isFewSeats(seatsLeft: number, capacity: number): boolean {
  return seatsLeft <= Math.max(2, Math.ceil(capacity / 4));
}

// ---------------------------------------------------------------------------------------------
// The visitor's request (public form and POST /api/bookings, the old system's field names)

const phoneSchema = whatsAppNumber({ required: T.phoneRequired, invalid: T.phoneInvalid });

const persons = numberInput(z.number({ error: T.personsInvalid }).int(T.personsInvalid).min(1, T.personsBelow(1)).max(PACKAGE_PERSONS_MAX, T.personsAbove(PACKAGE_PERSONS_MAX)));

const optionalEmail = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: T.invalidEmail })
    .trim()
    .max(BOOKING_LIMITS.emailMax, T.invalidEmail)
    .pipe(z.email(T.invalidEmail))
    .nullable()
    .optional(),
);

export const bookingCreateInput = z.object({
  package_id: z.coerce.number({ error: T.invalidPackage }).int(T.invalidPackage).positive(T.invalidPackage).max(2_147_483_647, T.invalidPackage),
  booking_date: isoDateSchema,
  participants: persons,
  customer_name: requiredText({ required: T.nameRequired, max: BOOKING_LIMITS.nameMax, length: T.nameMax }),
  /** Normalised to E.164 digits (`6281234567890`). */
  customer_phone: phoneSchema,
  customer_email: optionalEmail,
  special_requests: optionalText({ max: BOOKING_LIMITS.notesMax, length: T.notesMax }),
  /** Sent by the old system's clients; never read: the server computes the price. */
  total_price: z.unknown().optional(),
});
export type BookingCreateInput = z.input<typeof bookingCreateInput>;

// ---------------------------------------------------------------------------------------------
// What a booking looks like

export const bookingSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  package_id: z.number().int().nullable(),
  /** The package's name at booking time when the package has since been deleted. */
  package_name: z.string(),
  /** The package's price per person now (the old system's answers carried it). */
  package_price: z.number().int().nullable(),
  booking_date: z.string(),
  participants: z.number().int(),
  customer_name: z.string(),
  /** E.164 digits, as a wa.me link takes them. */
  customer_phone: z.string(),
  customer_email: z.string().nullable(),
  special_requests: z.string().nullable(),
  /** Integer rupiah per person, fixed when booked. */
  price_per_person: z.number().int(),
  /** price_per_person × participants, computed by the server. */
  total_price: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  /** Staff's own notes; never shown to the visitor. */
  notes: z.string().nullable(),
  /** Why staff declined or cancelled; shown to the visitor. */
  status_reason: z.string().nullable(),
  checked_in_at: z.string().nullable(),
  /** The departure that takes the group to the island and the one back (the package's, unless staff changed them). */
  boat_out: boatLegSchema.nullable(),
  boat_back: boatLegSchema.nullable(),
  /** When the visitor cancelled it on their own page; null when they did not. */
  cancelled_by_visitor_at: z.string().nullable(),
  /** When a clerk saw that cancellation (opened the booking); null while not yet seen. */
  cancellation_seen_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** What the visitor's page says of the day itself, from the package: when and where to meet, what to bring. */
export const bookingTripSchema = z.object({
  /** The itinerary's first time as staff wrote it ("07.00"); null when the package has none. */
  meeting_time: z.string().nullable(),
  meeting_point: z
    .object({
      name: z.string().nullable(),
      directions: z.string().nullable(),
      location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    })
    .nullable(),
  bring: z.array(z.string()),
});
export type BookingTrip = z.infer<typeof bookingTripSchema>;

/** The booking's own fields the visitor sees: every one but the internal id, staff notes and check-in. */
const VISITOR_FIELDS = {
  code: true,
  package_id: true,
  package_name: true,
  booking_date: true,
  participants: true,
  customer_name: true,
  customer_phone: true,
  customer_email: true,
  special_requests: true,
  price_per_person: true,
  total_price: true,
  status: true,
  payment_status: true,
  status_reason: true,
  boat_out: true,
  boat_back: true,
  created_at: true,
} as const;

/** The visitor's own review, as their page shows it: waiting for staff, or published. */
export const visitorReviewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  star: z.number().int(),
  message: z.string(),
  /** Shown by staff (on the package's page and the home page); false while it waits. */
  published: z.boolean(),
  created_at: z.string(),
});
export type VisitorReview = z.infer<typeof visitorReviewSchema>;

/** What the visitor's page shows: their booking, without staff notes or internal ids. */
export const visitorBookingSchema = bookingSchema.pick(VISITOR_FIELDS).extend({
  package_image: z.string().nullable(),
  package_duration: z.string().nullable(),
  /** The package's own words on cancelling, a line below the terms made from its rule. */
  cancellation_note: z.string().nullable(),
  /** The rule: online until this many hours before the trip starts (0: until it starts). */
  cancel_hours_before: z.number().int(),
  /** Whether a paid deposit is refunded when the visitor cancels in time. */
  refund_deposit: z.boolean(),
  /** The last moment to cancel online, the island's wall clock (`YYYY-MM-DDTHH:MM`). */
  cancel_until: z.string(),
  /** Pending or confirmed and still before `cancel_until`: the page offers "Batalkan". */
  can_cancel: z.boolean(),
  /** Pending or confirmed but past `cancel_until`: the page says to contact the village. */
  cancel_too_late: z.boolean(),
  /** The village's WhatsApp for this package (digits), for a message that carries the code. */
  contact_whatsapp: z.string().nullable(),
  trip: bookingTripSchema,
  /** Completed and not yet reviewed: the page asks for a review. */
  can_review: z.boolean(),
  /** The visitor's review of this trip, waiting for staff or published; null before one is sent. */
  review: visitorReviewSchema.nullable(),
});
export type VisitorBooking = z.infer<typeof visitorBookingSchema>;

/**
 * The answer to a new booking: the booking's row as the visitor sees it (the old API answered the
 * row itself, so its clients read `data.id`, `data.total_price`, `data.status`), with the page's
 * key (shown once) and its address beside the row's fields.
 */
export const bookingCreatedSchema = visitorBookingSchema.extend({
  /** For the audit trail and the old system's clients. */
  id: z.number().int(),
  key: z.string(),
  /** `/pesanan/<code>?k=<key>`, relative to the site. */
  url: z.string(),
});
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

/** The visitor's page and its cancel: the code and the key, both required (404 otherwise). */
export const bookingAccessInput = z.object({ code: bookingCodeSchema, k: bookingKeySchema });
export type BookingAccessInput = z.input<typeof bookingAccessInput>;

// ---------------------------------------------------------------------------------------------
// Availability

const packageIdField = z.coerce.number({ error: T.invalidPackage }).int(T.invalidPackage).positive(T.invalidPackage).max(2_147_483_647, T.invalidPackage);

/**
 * One package's days: `from` left out is today on the island, `to` left out is the last day of
 * the longest range (BOOKING_LIMITS.availabilityDays); the server checks the order and length.
 */
export const availabilityInput = z.object({
  package_id: packageIdField,
  from: optionalFilter(isoDateSchema),
  to: optionalFilter(isoDateSchema),
});
export type AvailabilityInput = z.input<typeof availabilityInput>;

export const availabilityDaySchema = z.object({
  date: z.string(),
  state: z.enum(DAY_STATES),
  /** Persons that can still book; null when the package has no capacity limit or the day is closed. */
  seats_left: z.number().int().nullable(),
  reason: z.enum(CLOSED_REASONS).nullable(),
  /** Staff's words for a closed date (weather, ceremony…); null otherwise. */
  note: z.string().nullable(),
});
export type AvailabilityDay = z.infer<typeof availabilityDaySchema>;

/** What the booking form needs besides the days: the bounds and the price. */
export const publicBookingRulesSchema = z.object({
  bookable: z.boolean(),
  minPersons: z.number().int(),
  maxPersons: z.number().int(),
  capacityPerDate: z.number().int().nullable(),
  minDaysAhead: z.number().int(),
  maxDaysAhead: z.number().int(),
  weekdays: z.array(z.number().int()),
  cancellationNote: z.string().nullable(),
  cancelHoursBefore: z.number().int(),
  refundDeposit: z.boolean(),
  /** Integer rupiah per person. */
  price: z.number().int(),
});
export type PublicBookingRules = z.infer<typeof publicBookingRulesSchema>;

export const availabilityOutput = z.object({
  package_id: z.number().int(),
  /** Today on the island (the site's time zone), for the calendar's "today". */
  today: z.string(),
  from: z.string(),
  to: z.string(),
  rules: publicBookingRulesSchema,
  days: z.array(availabilityDaySchema),
  /**
   * The first day from today on a visitor can book (open, or with seats left for the smallest
   * group), within the farthest day the rules allow; null when there is none. The form opens on its month.
   */
  first_open: z.string().nullable(),
});
export type Availability = z.infer<typeof availabilityOutput>;

// ---------------------------------------------------------------------------------------------
// Booking rules (staff)

const weekdaysSchema = z
  .array(z.coerce.number({ error: T.weekdays }).int(T.weekdays).min(0, T.weekdays).max(6, T.weekdays), { error: T.weekdays })
  .min(1, T.weekdays)
  .max(7, T.weekdays)
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

export const closedDateSchema = z.object({
  date: isoDateSchema,
  reason: requiredText({ required: T.closedReasonRequired, max: BOOKING_LIMITS.closedReasonMax, length: T.closedReasonMax }),
});
export type ClosedDate = z.infer<typeof closedDateSchema>;

const daysAhead = wholeNumber({ min: 0, max: BOOKING_LIMITS.daysAheadMax, message: T.daysAhead });
/** Blank (or null) is "none" (no limit, no deposit rule); numeric text is a number, as a form sends it. */
function wholeOrNone(min: number, max: number, message: string) {
  return z.preprocess(
    (value) => {
      if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
      return typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
    },
    wholeNumber({ min, max, message }).nullable(),
  );
}
const capacity = wholeOrNone(1, BOOKING_LIMITS.capacityMax, T.capacity);

export const bookingRulesSchema = z.object({
  packageId: z.number().int(),
  packageName: z.string(),
  bookable: z.boolean(),
  /** The package's own group size (the package form sets the same columns). */
  minPersons: z.number().int(),
  maxPersons: z.number().int(),
  /** Persons per date over all bookings; null: no limit. */
  capacityPerDate: z.number().int().nullable(),
  minDaysAhead: z.number().int(),
  maxDaysAhead: z.number().int(),
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: z.array(z.number().int()),
  cancellationNote: z.string().nullable(),
  /** A visitor may cancel online until this many hours before the trip starts; 0: until it starts. */
  cancelHoursBefore: z.number().int(),
  /** Whether a paid deposit is refunded when the visitor cancels in time. */
  refundDeposit: z.boolean(),
  /** The deposit asked online: a percentage of the total or a fixed sum; both null: the whole total. */
  depositPercent: z.number().int().nullable(),
  depositAmount: z.number().int().nullable(),
  /** This package's own closed dates, from today on (dates closed for every package are apart). */
  closedDates: z.array(closedDateSchema),
});
export type BookingRules = z.infer<typeof bookingRulesSchema>;

export const bookingRulesIdInput = z.object({ packageId: packageIdField });

/** PUT: every field optional, a field left out keeps what is stored; closedDates replaces the list. */
export const bookingRulesInput = z.object({
  packageId: packageIdField,
  bookable: booleanInput(z.boolean({ error: 'bookable harus true atau false' })).optional(),
  minPersons: numberInput(wholeNumber({ min: 1, max: PACKAGE_PERSONS_MAX, message: `Minimal peserta harus bilangan bulat 1-${PACKAGE_PERSONS_MAX}` }).optional()),
  maxPersons: numberInput(wholeNumber({ min: 1, max: PACKAGE_PERSONS_MAX, message: `Maksimal peserta harus bilangan bulat 1-${PACKAGE_PERSONS_MAX}` }).optional()),
  capacityPerDate: capacity.optional(),
  minDaysAhead: numberInput(daysAhead.optional()),
  maxDaysAhead: numberInput(daysAhead.optional()),
  weekdays: weekdaysSchema.optional(),
  cancellationNote: optionalText({ max: BOOKING_LIMITS.cancellationNoteMax, length: T.cancellationNoteMax }),
  cancelHoursBefore: numberInput(wholeNumber({ min: 0, max: BOOKING_LIMITS.cancelHoursMax, message: T.cancelHours }).optional()),
  refundDeposit: booleanInput(z.boolean({ error: T.refundDeposit })).optional(),
  depositPercent: wholeOrNone(1, 100, T.depositPercent).optional(),
  depositAmount: wholeOrNone(1, 1e9, T.depositAmount).optional(),
  closedDates: z.array(closedDateSchema).max(BOOKING_LIMITS.closedDatesMax, T.tooManyClosedDates).optional(),
});
export type BookingRulesInput = z.input<typeof bookingRulesInput>;

/** Reopening a date that was closed for every package. */
export const reopenDateInput = z.object({ date: isoDateSchema });

export const closedDatesInput = z
  .object({ from: optionalFilter(isoDateSchema), to: optionalFilter(isoDateSchema) })
  .prefault({});
export const closedDatesOutput = z.object({ dates: z.array(closedDateSchema) });
/** A date closed for every package, as stored. */
export const closedDayOutput = z.object({ id: z.number().int(), date: z.string(), reason: z.string() });
export type ClosedDay = z.infer<typeof closedDayOutput>;

// ---------------------------------------------------------------------------------------------
// Staff: list, one, changes

export const bookingIdInput = recordIdInput(T.invalidId);

export const bookingListInput = z
  .object({
    ...listFields(BOOKING_LIMITS.pageSize),
    status: optionalFilter(z.enum(BOOKING_STATUSES, { error: T.invalidStatus })),
    payment_status: optionalFilter(z.enum(PAYMENT_STATUSES, { error: T.invalidPaymentStatus })),
    package_id: optionalFilter(idSchema),
    /** Booking date range (the day of the trip), both included. */
    from: optionalFilter(isoDateSchema),
    to: optionalFilter(isoDateSchema),
    /** `true`: only the visitors' cancellations no clerk has seen yet. */
    unseen_cancellations: optionalFilter(booleanInput(z.boolean({ error: T.invalidUnseenFilter }))),
  })
  .prefault({});
export type BookingListInput = z.input<typeof bookingListInput>;

export const bookingListOutput = z.object({ bookings: z.array(bookingSchema), pagination: paginationSchema });
export type BookingList = z.infer<typeof bookingListOutput>;

/**
 * Status, payment and notes (PUT /api/bookings/:id/status); at least one. `status_reason` is
 * what the visitor reads with a decline or a cancel; blank clears it.
 */
export const bookingStatusInput = z.object({
  id: bookingIdInput.shape.id,
  status: optionalFilter(z.enum(BOOKING_STATUSES, { error: T.invalidStatus })),
  payment_status: optionalFilter(z.enum(PAYMENT_STATUSES, { error: T.invalidPaymentStatus })),
  notes: optionalText({ max: BOOKING_LIMITS.staffNotesMax, length: T.staffNotesMax }),
  status_reason: optionalText({ max: BOOKING_LIMITS.reasonMax, length: T.reasonMax }),
  /** Whether to e-mail the visitor (when they gave an address); on by default. */
  notify: booleanInput(z.boolean()).optional(),
});
export type BookingStatusInput = z.input<typeof bookingStatusInput>;

/** A new date and/or group size; the capacity and the rules are checked again. */
export const bookingRescheduleInput = z.object({
  id: bookingIdInput.shape.id,
  booking_date: isoDateSchema.optional(),
  participants: persons.optional(),
  notify: booleanInput(z.boolean()).optional(),
});
export type BookingRescheduleInput = z.input<typeof bookingRescheduleInput>;

export const bookingCheckInInput = z.object({
  id: bookingIdInput.shape.id,
  checked_in: booleanInput(z.boolean({ error: 'checked_in harus true atau false' })),
});
export type BookingCheckInInput = z.input<typeof bookingCheckInInput>;

/**
 * Whether the visitor is e-mailed about a change: queued (sent after the answer, so a slow mail
 * server never holds the change; a failure is logged), no address given, no mail server, or not asked.
 */
export const BOOKING_DELIVERIES = ['queued', 'no_email', 'not_configured', 'not_asked'] as const;
export type BookingDelivery = (typeof BOOKING_DELIVERIES)[number];

/** A change staff made, with how to tell the visitor: the e-mail's fate and a ready WhatsApp link. */
export const bookingChangeOutput = z.object({
  booking: bookingSchema,
  delivery: z.enum(BOOKING_DELIVERIES),
  /** wa.me link to the visitor with the message typed in. */
  whatsappUrl: z.string(),
  /** The message itself (Indonesian), for copying. */
  whatsappText: z.string(),
});
export type BookingChange = z.infer<typeof bookingChangeOutput>;

export const bookingDeletedOutput = z.object({ id: z.number().int(), code: z.string() });
export const pendingCountSchema = z.object({ count: z.number().int() });
/** Visitors' cancellations no clerk has seen yet: the sidebar's and the dashboard's count. */
export const unseenCancellationsSchema = z.object({ count: z.number().int() });

// ---------------------------------------------------------------------------------------------
// Calendar and manifest (staff)

export const bookingCalendarInput = z.object({ month: monthSchema, package_id: optionalFilter(idSchema) });
export type BookingCalendarInput = z.input<typeof bookingCalendarInput>;

const calendarPackageDay = z.object({
  package_id: z.number().int(),
  package_name: z.string(),
  bookings: z.number().int(),
  persons: z.number().int(),
  capacity: z.number().int().nullable(),
  state: z.enum(DAY_STATES),
  reason: z.enum(CLOSED_REASONS).nullable(),
  note: z.string().nullable(),
});

export const bookingCalendarDaySchema = z.object({
  date: z.string(),
  /** Live bookings (pending + confirmed + completed); persons likewise. */
  bookings: z.number().int(),
  pending: z.number().int(),
  persons: z.number().int(),
  /** Sum of the capacities of the packages that run that day; null when one has no limit. */
  capacity: z.number().int().nullable(),
  /** Closed for every package, or every package shown closed by a date of its own (with the staff's reasons). */
  closed: z.boolean(),
  note: z.string().nullable(),
  /** Packages that run or have bookings that day. */
  packages: z.array(calendarPackageDay),
});
export type BookingCalendarDay = z.infer<typeof bookingCalendarDaySchema>;

export const bookingCalendarOutput = z.object({
  month: z.string(),
  today: z.string(),
  days: z.array(bookingCalendarDaySchema),
});
export type BookingCalendar = z.infer<typeof bookingCalendarOutput>;

export const bookingDayInput = z.object({ date: isoDateSchema });

/** A booking as the day's manifest lists it: the staff's row without what the day already says. */
export const manifestEntrySchema = bookingSchema.pick({
  id: true,
  code: true,
  customer_name: true,
  customer_phone: true,
  customer_email: true,
  participants: true,
  special_requests: true,
  notes: true,
  status: true,
  payment_status: true,
  total_price: true,
  checked_in_at: true,
  boat_out: true,
  boat_back: true,
});
export type ManifestEntry = z.infer<typeof manifestEntrySchema>;

export const bookingDayOutput = z.object({
  date: z.string(),
  /** The island's date when read: bookings are checked in on their own date only (checkInRefusal). */
  today: z.string(),
  /** Closed for every package, with the reason; null when open. */
  closedNote: z.string().nullable(),
  packages: z.array(
    z.object({
      package_id: z.number().int().nullable(),
      package_name: z.string(),
      capacity: z.number().int().nullable(),
      /** Persons of live bookings (pending, confirmed, completed). */
      persons: z.number().int(),
      checkedIn: z.number().int(),
      reason: z.enum(CLOSED_REASONS).nullable(),
      note: z.string().nullable(),
      /** Every booking of the day, cancelled ones last. */
      bookings: z.array(manifestEntrySchema),
    }),
  ),
});
export type BookingDay = z.infer<typeof bookingDayOutput>;

/** Statuses whose persons take seats. */
export const SEAT_TAKING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'completed'];

/** What happened on the trip's day (the group came, or did not): known only from that date on. */
export const OUTCOME_STATUSES: readonly BookingStatus[] = ['completed', 'no_show'];

/**
 * Whether a booking for `bookingDate` may be given `status` when the island's date is `today`:
 * a trip still ahead cannot be done, nor missed (a visitor who will not come is cancelled).
 */
export function statusAllowedOn(status: BookingStatus, bookingDate: string, today: string): boolean {
  return !OUTCOME_STATUSES.includes(status) || bookingDate <= today;
}

/** Why a booking's check-in (or its undoing) is refused: not the trip's date, or no seats held. */
export type CheckInRefusal = 'other_day' | 'no_seats';

/**
 * Whether the manifest's tick may be set or cleared on a booking when the island's date is
 * `today`: only on the trip's own date, and only for a booking that holds seats (a cancelled
 * group or a no-show did not come). Null: allowed.
 */
export function checkInRefusal(status: BookingStatus, bookingDate: string, today: string): CheckInRefusal | null {
  if (bookingDate !== today) return 'other_day';
  return SEAT_TAKING_STATUSES.includes(status) ? null : 'no_seats';
}
