import type { AvailabilityDay } from '@island/shared';
import { describe, expect, it } from 'vitest';
import { afterConflict, nearestDate, openingMonth, personsWithin } from './bookingForm.ts';

const day = (state: AvailabilityDay['state'], seats_left: number | null): AvailabilityDay => ({ date: '2026-12-01', state, seats_left, reason: null, note: null });

describe('the month the booking form opens on', () => {
  it('is the month of the first bookable day', () => {
    expect(openingMonth('2026-12-07', '2026-11-28')).toBe('2026-12');
    expect(openingMonth('2027-03-02', '2026-11-28')).toBe('2027-03');
  });

  it('is this month when a day of it can be booked, or when nothing can', () => {
    expect(openingMonth('2026-11-30', '2026-11-28')).toBe('2026-11');
    expect(openingMonth(null, '2026-11-28')).toBe('2026-11');
    expect(openingMonth(undefined, '2026-11-28')).toBe('2026-11');
  });

  it('names the nearest date only when this month has none', () => {
    expect(nearestDate('2026-12-07', '2026-11-28')).toBe('2026-12-07');
    expect(nearestDate('2026-11-30', '2026-11-28')).toBeNull();
    expect(nearestDate(null, '2026-11-28')).toBeNull();
  });
});

describe('persons within the seats of a date', () => {
  const bounds = { min: 2, max: 10 };

  it('are brought down to the seats left, and say it was the seats', () => {
    expect(personsWithin(6, { ...bounds, seatsLeft: 3 })).toEqual({ persons: 3, cut: 'seats' });
  });

  it('are brought down to the package’s largest group when the date has more seats', () => {
    expect(personsWithin(12, { ...bounds, seatsLeft: 40 })).toEqual({ persons: 10, cut: 'max' });
    expect(personsWithin(12, { ...bounds, seatsLeft: null })).toEqual({ persons: 10, cut: 'max' });
    // The seats bind first when they are the smaller bound.
    expect(personsWithin(12, { ...bounds, seatsLeft: 4 })).toEqual({ persons: 4, cut: 'seats' });
  });

  it('stand when they fit, and are raised to the smallest group', () => {
    expect(personsWithin(3, { ...bounds, seatsLeft: 3 })).toEqual({ persons: 3, cut: null });
    expect(personsWithin(1, { ...bounds, seatsLeft: 3 })).toEqual({ persons: 2, cut: 'min' });
  });

  it('after a refusal for seats: a date that can no longer be booked is given up, else kept with fewer persons', () => {
    expect(afterConflict(day('full', 1), 4, bounds)).toEqual({ keepDate: false });
    expect(afterConflict({ ...day('closed', null), reason: 'closed_date', note: 'Badai' }, 4, bounds)).toEqual({ keepDate: false });
    expect(afterConflict(undefined, 4, bounds)).toEqual({ keepDate: false });
    expect(afterConflict(day('few', 3), 5, bounds)).toEqual({ keepDate: true, persons: 3, cut: 'seats' });
    expect(afterConflict(day('open', 8), 5, bounds)).toEqual({ keepDate: true, persons: 5, cut: null });
  });
});
