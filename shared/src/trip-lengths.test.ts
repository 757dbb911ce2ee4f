import { describe, expect, it } from 'vitest';
import { formatTravelTime, formatTripLength, isTripLength, readTravelTime, readTripLength, type TripLength } from './trip-lengths.ts';

const length = (days: number, nights = 0, from: string | null = null, to: string | null = null): TripLength => ({ days, nights, from, to });

describe('a trip length', () => {
  it('is written in the page language', () => {
    expect(formatTripLength(length(1, 0, '06:30', '17:00'), 'id')).toBe('1 hari (06.30–17.00)');
    expect(formatTripLength(length(1, 0, '06:30', '17:00'), 'en')).toBe('1 day (06:30–17:00)');
    expect(formatTripLength(length(2, 1), 'id')).toBe('2 hari 1 malam');
    expect(formatTripLength(length(3, 2), 'en')).toBe('3 days, 2 nights');
    expect(formatTripLength(length(0.5, 0, '14:00', '19:00'), 'id')).toBe('Setengah hari (14.00–19.00)');
    expect(formatTripLength(length(0.5, 0, '14:00'), 'en')).toBe('Half day (from 14:00)');
  });

  it('is read back from the usual texts, and from its own wording in both languages', () => {
    expect(readTripLength('1 hari (06.30–17.00)')).toEqual(length(1, 0, '06:30', '17:00'));
    expect(readTripLength('2 hari 1 malam')).toEqual(length(2, 1));
    expect(readTripLength('Setengah hari (14.00–19.00)')).toEqual(length(0.5, 0, '14:00', '19:00'));
    expect(readTripLength('1 hari')).toEqual(length(1));
    expect(readTripLength('2 days, 1 night (7:00-17:00)')).toEqual(length(2, 1, '07:00', '17:00'));
    for (const value of [length(4, 3, '08:00', '12:00'), length(0.5, 0, '14:00'), length(1)]) {
      expect(readTripLength(formatTripLength(value, 'id'))).toEqual(value);
      expect(readTripLength(formatTripLength(value, 'en'))).toEqual(value);
    }
  });

  it('stays text when it says something else or something impossible', () => {
    expect(readTripLength('Sepanjang hari, sesuai cuaca')).toBeNull();
    expect(readTripLength('1 hari plus makan malam')).toBeNull();
    expect(readTripLength('1 hari 1 malam')).toBeNull();
    expect(readTripLength('1 hari (25.00–26.00)')).toBeNull();
    expect(isTripLength(length(1.5))).toBe(false);
    expect(isTripLength(length(31))).toBe(false);
    expect(isTripLength(length(1, 0, null, '17:00'))).toBe(false);
  });
});

describe('a crossing time', () => {
  it('is written in the page language', () => {
    expect(formatTravelTime(60, 'id')).toBe('±1 jam');
    expect(formatTravelTime(45, 'id')).toBe('±45 menit');
    expect(formatTravelTime(120, 'id')).toBe('±2 jam');
    expect(formatTravelTime(90, 'id')).toBe('±1 jam 30 menit');
    expect(formatTravelTime(45, 'en')).toBe('about 45 minutes');
    expect(formatTravelTime(90, 'en')).toBe('about 1 hour 30 minutes');
    expect(formatTravelTime(120, 'en')).toBe('about 2 hours');
  });

  it('is read back from the usual texts', () => {
    expect(readTravelTime('±60 menit')).toBe(60);
    expect(readTravelTime('±2 jam')).toBe(120);
    expect(readTravelTime('1 jam 30 menit')).toBe(90);
    expect(readTravelTime('about 45 minutes')).toBe(45);
    expect(readTravelTime('tergantung cuaca')).toBeNull();
    expect(readTravelTime('0 menit')).toBeNull();
    for (const minutes of [5, 60, 75, 600]) expect(readTravelTime(formatTravelTime(minutes, 'en'))).toBe(minutes);
  });
});
