import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatDayMonth, formatShortDay } from './format.ts';

describe('formatters', () => {
  it('group counts the language’s way', () => {
    expect(formatCount(12345)).toBe('12.345');
    expect(formatCount(12345, 'en')).toBe('12,345');
  });

  it('write a moment to the minute, with the Indonesian time separator', () => {
    const at = new Date(2026, 2, 5, 7, 4);
    expect(formatDateTime(at)).toBe('5 Mar 2026, 07.04');
    expect(formatDateTime(at.toISOString(), 'en')).toBe('5 Mar 2026, 07:04');
  });

  it('name a calendar day the same in every clock', () => {
    expect(formatDayMonth('2026-11-03')).toBe('3 Nov');
    expect(formatDayMonth('2026-08-17', 'en')).toBe('17 Aug');
  });

  it('name a day in a sentence with its weekday, alike in both languages', () => {
    expect(formatShortDay('2026-12-07')).toBe('Sen, 7 Des');
    expect(formatShortDay('2026-12-07', 'en')).toBe('Mon, 7 Dec');
    expect(formatShortDay('not a day')).toBe('');
  });

  it('show nothing for a missing or unreadable date', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
    }
    expect(formatDayMonth('not a day')).toBe('');
  });
});
