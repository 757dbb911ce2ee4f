import type { AvailabilityDay } from '@island/shared';
import { type Day, type Month, monthOf } from '../../ui/calendar/calendarDates.ts';

// The booking form's decisions, without React: which month it opens on, what it says of the
// nearest date, and how many persons a date still takes.

/** The month the form opens on: the first bookable day's (the availability's `first_open`), else today's. */
export function openingMonth(firstOpen: Day | null | undefined, today: Day): Month {
  return monthOf(firstOpen && firstOpen > today ? firstOpen : today);
}

/** The date to name as the nearest one: only when this month has none to book. */
export function nearestDate(firstOpen: Day | null | undefined, today: Day): Day | null {
  return firstOpen && monthOf(firstOpen) !== monthOf(today) ? firstOpen : null;
}

/** The persons a form may hold for a date: the package's bounds, and the seats the date has left. */
export interface PersonBounds {
  min: number;
  max: number;
  /** Seats left on the chosen date; null when it has no limit or none is chosen. */
  seatsLeft: number | null;
}

/**
 * Why persons were changed: fewer seats left on the date than asked, more than the package
 * takes, or fewer than its smallest group; null when they stood.
 */
export type PersonsCut = 'seats' | 'max' | 'min' | null;

/**
 * Persons brought within what the date and the package allow, and why they moved. The seats
 * left bind before the package's largest group; never below its smallest (a date with fewer
 * seats than that is full, and is not chosen).
 */
export function personsWithin(persons: number, bounds: PersonBounds): { persons: number; cut: PersonsCut } {
  if (!Number.isFinite(persons)) return { persons, cut: null };
  if (persons < bounds.min) return { persons: bounds.min, cut: 'min' };
  if (bounds.seatsLeft !== null && persons > bounds.seatsLeft && bounds.seatsLeft < bounds.max) {
    return { persons: Math.max(bounds.min, bounds.seatsLeft), cut: 'seats' };
  }
  if (persons > bounds.max) return { persons: bounds.max, cut: 'max' };
  return { persons, cut: null };
}

/** Whether a date can still be booked by at least the smallest group. */
export function isBookable(day: AvailabilityDay | undefined): boolean {
  return day !== undefined && (day.state === 'open' || day.state === 'few');
}

/**
 * After the server refused a booking for seats (409) and the calendar was read again: the date
 * is given up when it can no longer be booked, otherwise kept with the persons it still takes.
 */
export function afterConflict(day: AvailabilityDay | undefined, persons: number, bounds: Omit<PersonBounds, 'seatsLeft'>): { keepDate: false } | { keepDate: true; persons: number; cut: PersonsCut } {
  if (!isBookable(day)) return { keepDate: false };
  return { keepDate: true, ...personsWithin(persons, { ...bounds, seatsLeft: day?.seats_left ?? null }) };
}
