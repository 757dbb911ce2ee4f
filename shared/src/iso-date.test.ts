import { describe, expect, it } from 'vitest';
import { addDays, datesFrom, daysBetween, isIsoDate, weekdayOf } from './iso-date.ts';

/** The definitions through Date's own text parsing, which the arithmetic by numbers replaced. */
const viaDate = {
  addDays: (date: string, days: number) => {
    const value = new Date(`${date}T00:00:00Z`);
    value.setUTCDate(value.getUTCDate() + days);
    return value.toISOString().slice(0, 10);
  },
  daysBetween: (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000),
  weekdayOf: (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay(),
};

describe('calendar dates by numbers', () => {
  // Every day from 1899 to 2101 (leap years, centuries, the Unix epoch, dates before it), against Date.
  const days = datesFrom('1899-12-25', '2101-01-05');

  it('walks every day once, in order, as Date would', () => {
    expect(days.length).toBe(daysBetween('1899-12-25', '2101-01-05') + 1);
    for (let i = 1; i < days.length; i += 1) expect(days[i]).toBe(viaDate.addDays(days[i - 1]!, 1));
    expect(days).toContain('2000-02-29');
    expect(days).not.toContain('1900-02-29');
    expect(days.every(isIsoDate)).toBe(true);
  });

  it('adds and subtracts days, counts days between, and names the weekday as Date does', () => {
    for (let i = 0; i < days.length; i += 97) {
      const date = days[i]!;
      for (const step of [-400, -31, -1, 0, 1, 29, 365, 1000]) expect(addDays(date, step)).toBe(viaDate.addDays(date, step));
      expect(weekdayOf(date)).toBe(viaDate.weekdayOf(date));
      expect(daysBetween(date, '2026-11-26')).toBe(viaDate.daysBetween(date, '2026-11-26'));
    }
    expect(weekdayOf('2026-11-26')).toBe(4);
    expect(weekdayOf('1969-12-31')).toBe(3);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('rolls an out-of-range day over as Date does, and refuses what is no date', () => {
    expect(addDays('2026-02-30', 0)).toBe(viaDate.addDays('2026-02-30', 0));
    expect(() => addDays('kemarin', 1)).toThrow(RangeError);
    expect(datesFrom('2026-11-27', '2026-11-26')).toEqual([]);
  });
});
