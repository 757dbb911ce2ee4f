import type { z } from 'zod';
import {
  availabilityInput,
  availabilityOutput,
  BOOKING_TEXTS,
  formatDay,
  bookingAccessInput,
  bookingBoatsInput,
  bookingCalendarInput,
  bookingCalendarOutput,
  bookingChangeOutput,
  bookingCheckInInput,
  bookingCreatedSchema,
  bookingCreateInput,
  bookingDayInput,
  bookingDayOutput,
  bookingDeletedOutput,
  bookingIdInput,
  bookingListInput,
  bookingListOutput,
  bookingRescheduleInput,
  bookingReviewInput,
  bookingRulesIdInput,
  bookingRulesInput,
  bookingRulesSchema,
  bookingSchema,
  bookingStatusInput,
  closedDateSchema,
  closedDatesInput,
  closedDatesOutput,
  closedDayOutput,
  pendingCountSchema,
  reopenDateInput,
  TRIP_BOAT_TEXTS,
  unseenCancellationsSchema,
  REVIEW_TEXTS,
  visitorBookingSchema,
  visitorReviewSchema,
} from '@island/shared';
import { audited } from '../../audit/audit-facts.ts';
import type { Changes } from '../../audit/changes.ts';
import { rest } from '../../rest/rest-facts.ts';
import { formLimit, publicProcedure, publicReadProcedure, router, siteRunnerProcedure, superadminProcedure } from '../../trpc/procedures.ts';
import { readAvailability } from './booking-availability.ts';
import { readCalendar, readDay } from './booking-calendar.ts';
import { readRules, saveRules } from './booking-rules.repo.ts';
import {
  cancelByVisitor,
  changeStatus,
  closeDateForAll,
  createBooking,
  listClosedDays,
  readVisitorBooking,
  removeBooking,
  reopenDateForAll,
  reschedule,
  reviewByVisitor,
  setBoats,
  seeCancellation,
  setCheckIn,
} from './bookings.service.ts';
import { countPendingBookings, countUnseenCancellations, findBooking, listBookings, toWireBooking } from './bookings.repo.ts';
import { notFound } from '../../errors.ts';
import { DAY_TAG } from '../../clock/day-turn.ts';

const T = BOOKING_TEXTS;

/**
 * What the availability shows comes from bookings and from packages (price, group size, a
 * deleted package): both tags. Rule changes also write the package's group size.
 */
const SEATS_AND_PACKAGES = ['bookings', 'packages'] as const;

/**
 * The trail names a status change by what it changed: staff notes alone ('notes'), the payment
 * alone ('payment'), or the booking's status ('status', with its reason and any payment).
 */
function statusChangeAction(changes: Changes | null): string {
  const fields = Object.keys(changes ?? {});
  if (fields.length > 0 && fields.every((field) => field === 'notes')) return 'notes';
  if (fields.length > 0 && fields.every((field) => field === 'payment_status')) return 'payment';
  return 'status';
}

/** The old system's POST body, as sent: its field names are the schema's; `total_price` is ignored. */
export const bookingsRouter = router({
  // ---------------------------------------------------------------- visitors
  /**
   * Per date of one package: open, few seats left, full or closed (with why), up to 120 days.
   * Also dropped at the island's midnight: "today" moves, and with it past, too soon and too far.
   */
  availability: publicReadProcedure
    .meta({ ...rest('GET', '/api/bookings/availability'), tags: [...SEATS_AND_PACKAGES, DAY_TAG] })
    .input(availabilityInput)
    .output(availabilityOutput)
    .query(({ ctx, input }) => readAvailability(ctx, input)),

  /**
   * A visitor's booking. The price is the package's, computed here; the seats are checked and
   * taken in one transaction (the package row is locked), so two requests never share the last
   * seat. The answer carries the page's key once; only its hash is stored.
   */
  create: publicProcedure
    .meta({ ...rest('POST', '/api/bookings', { status: 201, message: T.created }), tags: SEATS_AND_PACKAGES })
    .input(bookingCreateInput)
    .use(formLimit<z.output<typeof bookingCreateInput>>('bookings', (input) => input.customer_phone))
    .output(bookingCreatedSchema)
    .meta(audited('bookings'))
    .mutation(({ ctx, input }) => createBooking(ctx, input)),

  /**
   * The visitor's own page, by code and key (404 for a wrong or missing key, as for an unknown
   * code). Never a public read: it is one person's data, kept by no shared cache.
   */
  byCode: publicProcedure
    .meta({ ...rest('GET', '/api/bookings/code/:code'), noStore: true })
    .input(bookingAccessInput)
    .output(visitorBookingSchema)
    .query(({ ctx, input }) => readVisitorBooking(ctx, input)),

  /**
   * The visitor cancels their own pending or confirmed booking within the package's window (409
   * after it); the seats are free again, and the staff's count of unseen cancellations rises.
   */
  cancelByCode: publicProcedure
    .meta({ ...rest('POST', '/api/bookings/code/:code/cancel', { message: T.cancelled }), tags: SEATS_AND_PACKAGES })
    .input(bookingAccessInput)
    .output(visitorBookingSchema)
    .meta(audited('bookings', { id: { input: 'code' }, key: 'code', action: 'cancel' }))
    .mutation(({ ctx, input }) => cancelByVisitor(ctx, input)),

  /**
   * The visitor reviews their completed trip from its page, once (409 before the trip is
   * completed, and for a second review). It waits hidden among the testimonials until staff show
   * it; nothing public changes until then, so no public answer is dropped.
   */
  review: publicProcedure
    .meta({ ...rest('POST', '/api/bookings/code/:code/review', { status: 201, message: REVIEW_TEXTS.sent }), tags: [] })
    .input(bookingReviewInput)
    .output(visitorReviewSchema)
    .meta(audited('testimonials', { action: 'review' }))
    .mutation(({ ctx, input }) => reviewByVisitor(ctx, input)),

  // ---------------------------------------------------------------- staff
  /** Newest first; filters by status, payment, package, trip date range, and code/name/phone. */
  list: siteRunnerProcedure
    .meta(rest('GET', '/api/bookings'))
    .input(bookingListInput)
    .output(bookingListOutput)
    .query(async ({ ctx, input }) => {
      const { rows, pagination } = await listBookings(ctx.db, input);
      return { bookings: rows.map(toWireBooking), pagination };
    }),

  /** Bookings waiting for an answer: the sidebar's badge. */
  pendingCount: siteRunnerProcedure
    .meta(rest('GET', '/api/bookings/pending-count'))
    .output(pendingCountSchema)
    .query(async ({ ctx }) => ({ count: await countPendingBookings(ctx.db) })),

  /** Visitors' cancellations no clerk has seen yet: the sidebar's second badge and the dashboard's line. */
  unseenCancellations: siteRunnerProcedure
    .meta(rest('GET', '/api/bookings/unseen-cancellations'))
    .output(unseenCancellationsSchema)
    .query(async ({ ctx }) => ({ count: await countUnseenCancellations(ctx.db) })),

  /** A month: per day the bookings and persons against capacity, and closed days. */
  calendar: siteRunnerProcedure
    .meta(rest('GET', '/api/bookings/calendar'))
    .input(bookingCalendarInput)
    .output(bookingCalendarOutput)
    .query(({ ctx, input }) => readCalendar(ctx, input)),

  /** The day's manifest: per package, who comes, with persons, phone, notes, payment, check-in. */
  day: siteRunnerProcedure
    .meta(rest('GET', '/api/bookings/day/:date'))
    .input(bookingDayInput)
    .output(bookingDayOutput)
    .query(({ ctx, input }) => readDay(ctx, input.date)),

  get: siteRunnerProcedure
    .meta(rest('GET', '/api/bookings/:id'))
    .input(bookingIdInput)
    .output(bookingSchema)
    .query(async ({ ctx, input }) => {
      const row = await findBooking(ctx.db, input.id);
      if (!row) throw notFound(T.notFound);
      return toWireBooking(row);
    }),

  /**
   * Status, payment and staff notes. A decline or cancel carries the reason the visitor reads.
   * The answer says whether the visitor was e-mailed and holds a WhatsApp link with the message.
   */
  updateStatus: siteRunnerProcedure
    .meta({ ...rest('PUT', '/api/bookings/:id/status', { message: T.updated }), tags: SEATS_AND_PACKAGES })
    .input(bookingStatusInput)
    .output(bookingChangeOutput)
    .meta(audited('bookings', { action: statusChangeAction }))
    .mutation(({ ctx, input }) => changeStatus(ctx, input)),

  /** A new date and/or group size: the rules and the capacity are checked again. */
  reschedule: siteRunnerProcedure
    .meta({ ...rest('PUT', '/api/bookings/:id', { message: T.rescheduled }), tags: SEATS_AND_PACKAGES })
    .input(bookingRescheduleInput)
    .output(bookingChangeOutput)
    .meta(audited('bookings'))
    .mutation(({ ctx, input }) => reschedule(ctx, input)),

  /**
   * A clerk has seen the visitor's cancellation (the back-office calls it on opening the booking):
   * it leaves the count. Nothing public changes, so no public answer is dropped.
   */
  markCancellationSeen: siteRunnerProcedure
    .meta({ ...rest('PATCH', '/api/bookings/:id/cancellation-seen', { message: T.cancellationSeen }), tags: [] })
    .input(bookingIdInput)
    .output(bookingSchema)
    .meta(audited('bookings', { action: 'cancellation-seen' }))
    .mutation(({ ctx, input }) => seeCancellation(ctx, input.id)),

  /** The manifest's tick: arrived or not (undo allowed). */
  checkIn: siteRunnerProcedure
    .meta(rest('PUT', '/api/bookings/:id/check-in', { message: (b: { checked_in_at: string | null }) => (b.checked_in_at ? T.checkedIn : T.checkInUndone) }))
    .input(bookingCheckInInput)
    .output(bookingSchema)
    .meta(audited('bookings', { action: 'check-in' }))
    .mutation(({ ctx, input }) => setCheckIn(ctx, input)),

  /** Other boats out and back for one booking (null: none); the manifest and the boats' notices follow. */
  setBoats: siteRunnerProcedure
    .meta(rest('PUT', '/api/bookings/:id/boats', { message: TRIP_BOAT_TEXTS.saved }))
    .input(bookingBoatsInput)
    .output(bookingSchema)
    .meta(audited('bookings', { action: 'boats' }))
    .mutation(({ ctx, input }) => setBoats(ctx, input)),

  /** Superadmin only: a booking made in error (test, duplicate). Others cancel instead. */
  remove: superadminProcedure
    .meta({ ...rest('DELETE', '/api/bookings/:id', { message: T.deleted }), tags: SEATS_AND_PACKAGES })
    .input(bookingIdInput)
    .output(bookingDeletedOutput)
    .meta(audited('bookings'))
    .mutation(({ ctx, input }) => removeBooking(ctx, input.id)),

  // ---------------------------------------------------------------- rules and closed dates
  rules: siteRunnerProcedure
    .meta(rest('GET', '/api/bookings/rules/:packageId'))
    .input(bookingRulesIdInput)
    .output(bookingRulesSchema)
    .query(async ({ ctx, input }) => readRules(ctx, input.packageId)),

  /** Fields left out keep what is stored; `closedDates` replaces the package's own list. */
  setRules: siteRunnerProcedure
    .meta({ ...rest('PUT', '/api/bookings/rules/:packageId', { message: T.rulesSaved }), tags: SEATS_AND_PACKAGES })
    .input(bookingRulesInput)
    .output(bookingRulesSchema)
    .meta(audited('package_booking_rules', { id: { input: 'packageId' }, key: 'package_id', action: 'rules' }))
    .mutation(({ ctx, input }) => saveRules(ctx, input)),

  /** Dates closed for every package (from today on, unless a range is asked). */
  closedDates: siteRunnerProcedure
    .meta(rest('GET', '/api/bookings/closed-dates'))
    .input(closedDatesInput)
    .output(closedDatesOutput)
    .query(({ ctx, input }) => listClosedDays(ctx, input)),

  /** Closes a date for every package at once (a ceremony, a storm warning); again: new reason. */
  closeDate: siteRunnerProcedure
    .meta({ ...rest('POST', '/api/bookings/closed-dates', { status: 201, message: (d: { date: string }) => T.dateClosed(formatDay(d.date)) }), tags: SEATS_AND_PACKAGES })
    .input(closedDateSchema)
    .output(closedDayOutput)
    .meta(audited('booking_closed_dates', { action: 'close' }))
    .mutation(({ ctx, input }) => closeDateForAll(ctx, input)),

  reopenDate: siteRunnerProcedure
    .meta({ ...rest('DELETE', '/api/bookings/closed-dates/:date', { message: (d: { date: string }) => T.dateReopened(formatDay(d.date)) }), tags: SEATS_AND_PACKAGES })
    .input(reopenDateInput)
    .output(closedDayOutput)
    .meta(audited('booking_closed_dates', { action: 'reopen', nameFrom: 'date' }))
    .mutation(({ ctx, input }) => reopenDateForAll(ctx, input.date)),
});
