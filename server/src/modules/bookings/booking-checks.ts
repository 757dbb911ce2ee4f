import {
  BOOKING_TEXTS,
  type ClosedReason,
  type DayState,
  daysBetween,
  isFewSeats,
  weekdayOf,
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
