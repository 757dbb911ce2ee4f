import type { Departure } from '@island/shared';
import { describe, expect, it } from 'vitest';
import { arrangeDay, clockAt, clockOnDay, directionOrder, hasDeparted, isAnnounceable } from './departures-rules.ts';

function departure(name: string, direction: Departure['direction'], time: string, status: Departure['status'] = 'scheduled', newTime: string | null = null): Departure {
  return {
    transportationId: 1,
    name,
    type: 'boat',
    dockLocation: 'Dermaga Paotere, Makassar',
    direction,
    fromPlace: direction === 'to_island' ? 'Dermaga Paotere, Makassar' : 'Dermaga Pulau',
    toPlace: direction === 'to_island' ? 'Dermaga Pulau' : 'Dermaga Paotere, Makassar',
    duration: '±60 menit',
    travelMinutes: 60,
    durationEn: 'about 1 hour',
    date: '2026-03-10',
    time,
    status,
    departed: false,
    newTime,
    reason: status === 'scheduled' || status === 'running' ? null : 'wind',
    note: null,
    updatedAt: null,
  };
}

const DAY = [
  departure('Pagi 1', 'to_island', '07:00'),
  departure('Pulang 1', 'from_island', '14:00'),
  departure('Pagi 2', 'to_island', '10:00'),
  departure('Pulang 2', 'from_island', '16:00'),
];
const shown = (clock: string, day = DAY) => arrangeDay(day, clock).departures.map((d) => `${d.time} ${d.name}${d.departed ? ' (left)' : ''}`);

describe('the boat board’s rules', () => {
  it('reads the island’s wall clock, whatever zone the server runs in', () => {
    expect(clockAt(new Date('2026-03-10T01:05:00Z'), 'Asia/Makassar')).toBe('09:05');
    expect(clockAt(new Date('2026-03-10T16:00:00Z'), 'Asia/Makassar')).toBe('00:00');
    expect(clockOnDay('2026-03-10', '2026-03-10', '09:05')).toBe('09:05');
    expect(clockOnDay('2026-03-11', '2026-03-10', '09:05')).toBe('00:00');
  });

  it('puts the boats to the island first until the morning’s have all left, then the return trips', () => {
    expect(shown('06:00')).toEqual(['07:00 Pagi 1', '10:00 Pagi 2', '14:00 Pulang 1', '16:00 Pulang 2']);
    expect(arrangeDay(DAY, '06:00').directions).toEqual(['to_island', 'from_island']);
    // One morning boat left: it goes to the bottom of its group, the group stays first.
    expect(shown('08:00')).toEqual(['10:00 Pagi 2', '07:00 Pagi 1 (left)', '14:00 Pulang 1', '16:00 Pulang 2']);
    // 10:00 is its minute, not yet past.
    expect(arrangeDay(DAY, '10:00').directions).toEqual(['to_island', 'from_island']);
    expect(shown('10:01')).toEqual(['14:00 Pulang 1', '16:00 Pulang 2', '07:00 Pagi 1 (left)', '10:00 Pagi 2 (left)']);
    expect(shown('15:00')).toEqual(['16:00 Pulang 2', '14:00 Pulang 1 (left)', '07:00 Pagi 1 (left)', '10:00 Pagi 2 (left)']);
  });

  it('waits for a delayed morning boat, and does not wait for a cancelled one', () => {
    const delayed = DAY.map((d) => (d.name === 'Pagi 2' ? { ...d, status: 'delayed' as const, newTime: '12:30' } : d));
    expect(directionOrder(delayed, '11:00')).toEqual(['to_island', 'from_island']);
    expect(shown('11:00', delayed)).toEqual(['10:00 Pagi 2', '07:00 Pagi 1 (left)', '14:00 Pulang 1', '16:00 Pulang 2']);
    // Past its new time it has left, and still says it was delayed.
    const after = arrangeDay(delayed, '12:31');
    expect(after.directions).toEqual(['from_island', 'to_island']);
    expect(after.departures.find((d) => d.name === 'Pagi 2')).toMatchObject({ status: 'delayed', departed: true });

    const cancelled = DAY.map((d) => (d.name === 'Pagi 2' ? { ...d, status: 'cancelled' as const } : d));
    expect(directionOrder(cancelled, '08:00')).toEqual(['from_island', 'to_island']);
    expect(hasDeparted(cancelled[2]!, '23:59')).toBe(false);
    // Its time passed, a cancelled departure is no longer to catch either: last in its group, not departed.
    const late = arrangeDay(cancelled, '12:00');
    expect(late.departures.map((d) => `${d.name} ${d.status}${d.departed ? ' left' : ''}`)).toEqual([
      'Pulang 1 scheduled',
      'Pulang 2 scheduled',
      'Pagi 1 scheduled left',
      'Pagi 2 cancelled',
    ]);
  });

  it('keeps boats that share a time in the order staff added them', () => {
    const twins = [departure('B', 'to_island', '07:00'), departure('A', 'to_island', '07:00')];
    expect(shown('06:00', twins)).toEqual(['07:00 B', '07:00 A']);
  });

  it('lets staff announce from today up to 60 days ahead', () => {
    expect(isAnnounceable('2026-03-10', '2026-03-10')).toBe(true);
    expect(isAnnounceable('2026-03-09', '2026-03-10')).toBe(false);
    expect(isAnnounceable('2026-05-09', '2026-03-10')).toBe(true);
    expect(isAnnounceable('2026-05-10', '2026-03-10')).toBe(false);
  });
});
