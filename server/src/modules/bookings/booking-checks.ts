import {
  BOOKING_TEXTS,
  type BookingStatus,
  cancelDeadline,
  CANCELLABLE_STATUSES,
  type CancellationTerms,
  type ClosedReason,
  type DayState,
  daysBetween,
  isFewSeats,
  weekdayOf,
  withinCancelWindow,
} from '@island/shared';
import { type AppError, badRequest, conflict } from '../../errors.ts';

const T = BOOKING_TEXTS;

/** A package's rules as a booking is judged by them (its own, or the defaults). */
export interface EffectiveRules {
  bookable: boolean;
  minPersons: number;
  maxPersons: number;
  capacityPerDate: number | null;
  minDaysAhead: number;
  maxDaysAhead: number;
  weekdays: readonly number[];
}

/** What is known of one date of one package. */
export interface DayFacts {
  /** Persons of the bookings that hold seats that day. */
  taken: number;
  /** Why the date is closed (for this package or for all), or null. */
  closedNote: string | null;
}

export interface DayStatus {
  state: DayState;
  seats_left: number | null;
  reason: ClosedReason | null;
  note: string | null;
}

/** Why a date cannot be booked at all, or null: the first reason that applies. */
function closedReason(rules: EffectiveRules, date: string, today: string, closedNote: string | null): ClosedReason | null {
  if (date < today) return 'past';
  if (!rules.bookable) return 'not_bookable';
  if (closedNote !== null) return 'closed_date';
  const ahead = daysBetween(today, date);
  if (ahead < rules.minDaysAhead) return 'too_soon';
  if (ahead > rules.maxDaysAhead) return 'too_far';
  if (!rules.weekdays.includes(weekdayOf(date))) return 'weekday';
  return null;
}

/**
 * A date as the calendar shows it. Full also when fewer seats are left than the smallest group
 * the package takes: nobody could book them.
 */
export function dayStatus(rules: EffectiveRules, date: string, today: string, facts: DayFacts): DayStatus {
  const reason = closedReason(rules, date, today, facts.closedNote);
  if (reason !== null) return { state: 'closed', seats_left: null, reason, note: reason === 'closed_date' ? facts.closedNote : null };
  if (rules.capacityPerDate === null) return { state: 'open', seats_left: null, reason: null, note: null };
  const left = Math.max(0, rules.capacityPerDate - facts.taken);
  if (left < rules.minPersons) return { state: 'full', seats_left: left, reason: null, note: null };
  return { state: isFewSeats(left, rules.capacityPerDate) ? 'few' : 'open', seats_left: left, reason: null, note: null };
}

/** The group size against the package's bounds: 400 naming `participants`. */
function checkPersons(rules: EffectiveRules, persons: number): void {
  if (persons < rules.minPersons) throw badRequest('participants', T.personsBelow(rules.minPersons));
  if (persons > rules.maxPersons) throw badRequest('participants', T.personsAbove(rules.maxPersons));
}

/** Enough seats for `persons` more: 409 with the seats left otherwise. */
export function checkSeats(rules: EffectiveRules, taken: number, persons: number): void {
  if (rules.capacityPerDate === null) return;
  const left = Math.max(0, rules.capacityPerDate - taken);
  if (persons <= left) return;
  throw conflict('participants', left === 0 ? T.full : T.seatsLeft(left));
}

/**
 * Who asks changes what is judged: a visitor meets every rule; staff moving or re-opening a
 * booking arrange it with the guest, so the lead time and "bookable online" do not bind them.
 */
export type Judge = 'visitor' | 'staff';

/** A request for a date: 400 for what the request gets wrong, 409 for what the date's state refuses. */
export function checkRequest(rules: EffectiveRules, date: string, today: string, persons: number, facts: DayFacts, judge: Judge): void {
  const reason = closedReason(rules, date, today, facts.closedNote);
  const binding = judge === 'visitor' || (reason !== 'too_soon' && reason !== 'too_far' && reason !== 'not_bookable');
  if (reason !== null && binding) throw refusal(reason, rules, facts.closedNote);
  checkPersons(rules, persons);
  checkSeats(rules, facts.taken, persons);
}

function refusal(reason: ClosedReason, rules: EffectiveRules, note: string | null): AppError {
  switch (reason) {
    case 'past':
      return badRequest('booking_date', T.pastDate);
    case 'too_soon':
      return badRequest('booking_date', T.tooSoon(rules.minDaysAhead));
    case 'too_far':
      return badRequest('booking_date', T.tooFar(rules.maxDaysAhead));
    case 'weekday':
      return badRequest('booking_date', T.weekdayClosed);
    case 'closed_date':
      return conflict('booking_date', T.dateClosedFor(note ?? ''));
    case 'not_bookable':
      return conflict('package_id', T.notBookable);
  }
}

/** Where a booking stands against its package's cancellation terms, at the island's clock `now`. */
export interface CancelWindow {
  /** The last moment to cancel online (the island's wall clock, `YYYY-MM-DDTHH:MM`). */
  until: string;
  /** Pending or confirmed, and before `until`. */
  open: boolean;
  /** Pending or confirmed, but `until` has passed: only the village can cancel it now. */
  tooLate: boolean;
}

/**
 * The visitor's window to cancel: until `cancelHoursBefore` hours before the trip starts (its
 * date at the package's first itinerary time, or the start of the island's day), on the island's
 * clock. A settled booking (done, cancelled, no-show) is neither open nor too late.
 */
export function cancelWindow(status: BookingStatus, bookingDate: string, firstTime: string | null, terms: CancellationTerms, now: string): CancelWindow {
  const until = cancelDeadline(bookingDate, firstTime, terms.cancelHoursBefore);
  const live = CANCELLABLE_STATUSES.includes(status);
  const inTime = withinCancelWindow(now, until);
  return { until, open: live && inTime, tooLate: live && !inTime };
}

/** A visitor's cancellation: 409 when the booking is settled, or when its window has passed (with the rule's hours). */
export function checkVisitorCancel(window: CancelWindow, terms: CancellationTerms): void {
  if (window.open) return;
  if (!window.tooLate) throw conflict('status', T.notCancellable);
  throw conflict('status', terms.cancelHoursBefore > 0 ? T.cancelTooLate(terms.cancelHoursBefore) : T.cancelAfterStart);
}
