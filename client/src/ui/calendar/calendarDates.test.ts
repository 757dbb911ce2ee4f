import { describe, expect, it } from 'vitest';
import { addMonths, isDay, isoWeekday, lastOfMonth, longDay, monthTitle, monthWeeks, shortDay, weekdayNames } from './calendarDates.ts';

describe('calendar days', () => {
  it('steps months across years and knows their last day', () => {
    expect(addMonths('2026-11', 1)).toBe('2026-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(lastOfMonth('2028-02')).toBe('2028-02-29');
    expect(lastOfMonth('2026-11')).toBe('2026-11-30');
  });

  it('lays a month out in weeks, Monday first, with blanks around it', () => {
    // 1 November 2026 is a Sunday.
    expect(isoWeekday('2026-11-01')).toBe(7);
    const weeks = monthWeeks('2026-11');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('accepts real dates only', () => {
    expect(isDay('2026-11-26')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('26-11-2026')).toBe(false);
    expect(isDay(undefined)).toBe(false);
  });

  it('writes days and months in the page’s language, never moved by the time zone', () => {
    expect(longDay('2026-11-26', 'id')).toBe('Kamis, 26 November 2026');
    expect(longDay('2026-11-26', 'en')).toBe('Thursday, 26 November 2026');
    expect(shortDay('2026-11-26', 'id')).toMatch(/^Kam, 26 Nov 2026$/);
    expect(monthTitle('2026-11', 'en')).toBe('November 2026');
    expect(weekdayNames('id')[0]).toBe('Sen');
    expect(weekdayNames('en').at(-1)).toBe('Sun');
  });
});
