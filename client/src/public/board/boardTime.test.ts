import { describe, expect, it } from 'vitest';
import { ageText } from './boardTime.ts';

describe('the age of a kept board', () => {
  const read = '2026-03-10T02:00:00Z';
  const at = (iso: string) => new Date(iso);
  it('says how long ago it was read, in the page language', () => {
    expect(ageText(read, at('2026-03-10T02:00:40Z'), 'id', 'baru saja')).toBe('baru saja');
    expect(ageText(read, at('2026-03-10T02:05:00Z'), 'id', 'baru saja')).toBe('5 menit yang lalu');
    expect(ageText(read, at('2026-03-10T04:10:00Z'), 'id', 'baru saja')).toBe('2 jam yang lalu');
    expect(ageText(read, at('2026-03-10T04:10:00Z'), 'en', 'just now')).toBe('2 hours ago');
    expect(ageText(read, at('2026-03-11T03:00:00Z'), 'en', 'just now')).toBe('yesterday');
  });

  it('calls a copy read after the phone’s clock "just now" rather than a time to come', () => {
    expect(ageText(read, at('2026-03-10T01:50:00Z'), 'id', 'baru saja')).toBe('baru saja');
  });
});
