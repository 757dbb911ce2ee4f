import { describe, expect, it } from 'vitest';
import { eventDateText } from './eventDates.ts';

// ICU spaces a range with thin or no-break spaces, which vary between versions.
const spaced = (text: string) => text.replace(/\s+/gu, ' ');
const on = (nextStartsOn: string, nextEndsOn: string) => ({ nextStartsOn, nextEndsOn });

describe("an event's dates", () => {
  it('names the weekday of a single day', () => {
    expect(eventDateText(on('2026-12-05', '2026-12-05'), 'id')).toBe('Sab, 5 Des 2026');
  });

  it('writes a span once, with the first year when the span crosses one', () => {
    expect(spaced(eventDateText(on('2026-12-05', '2026-12-07'), 'id'))).toBe('5–7 Des 2026');
    expect(spaced(eventDateText(on('2026-11-30', '2026-12-02'), 'id'))).toBe('30 Nov – 2 Des 2026');
    expect(spaced(eventDateText(on('2026-12-30', '2027-01-02'), 'id'))).toBe('30 Des 2026 – 2 Jan 2027');
    expect(spaced(eventDateText(on('2026-12-30', '2027-01-02'), 'en'))).toBe('30 Dec 2026 – 2 Jan 2027');
  });
});
