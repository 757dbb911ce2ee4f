import { describe, expect, it } from 'vitest';
import { fullNights, householdsInTurn, nightState, rotationPeriodOf, stayTotal, takenByNight } from './stay-rules.ts';

const ROOM = { units: 2, max_persons: 3, included_persons: 2, price_per_night: 200_000, weekend_price: 260_000, extra_person_price: 40_000 };

describe('a stay’s price', () => {
  it('takes the weekend price on Friday and Saturday nights, and each extra person every night', () => {
    // 2026-12-03 is a Thursday: Thursday, Friday, Saturday and Sunday nights.
    expect(stayTotal(ROOM, '2026-12-03', '2026-12-07', 1, 2)).toBe(200_000 + 260_000 + 260_000 + 200_000);
    expect(stayTotal(ROOM, '2026-12-03', '2026-12-04', 1, 3)).toBe(200_000 + 40_000);
    // Two units cover four persons: a fifth pays the extra price.
    expect(stayTotal(ROOM, '2026-12-03', '2026-12-04', 2, 5)).toBe(2 * 200_000 + 40_000);
    expect(stayTotal({ ...ROOM, weekend_price: null, extra_person_price: null }, '2026-12-04', '2026-12-06', 1, 3)).toBe(400_000);
  });
});

describe('nights', () => {
  it('counts units taken per night, check-out day free, blocked nights full', () => {
    const taken = takenByNight([
      { check_in: '2026-12-01', check_out: '2026-12-03', rooms: 1 },
      { check_in: '2026-12-02', check_out: '2026-12-04', rooms: 1 },
    ]);
    expect([...taken.entries()]).toEqual([['2026-12-01', 1], ['2026-12-02', 2], ['2026-12-03', 1]]);
    const room = { units: 2, taken, blocked: new Set(['2026-12-05']) };
    expect(fullNights(room, '2026-12-01', '2026-12-06', 1)).toEqual(['2026-12-02', '2026-12-05']);
    expect(fullNights(room, '2026-12-01', '2026-12-02', 2)).toEqual(['2026-12-01']);
    expect(nightState(0, 4, true)).toBe('closed');
    expect(nightState(0, 4, false)).toBe('full');
    expect(nightState(1, 4, false)).toBe('few');
    expect(nightState(3, 4, false)).toBe('free');
  });
});

describe('whose turn it is', () => {
  it('the fewest guest-nights, then who waited longest, then the oldest homestay', () => {
    const order = householdsInTurn([
      { homestayId: 1, guestNights: 6, lastStayAt: new Date('2026-11-01') },
      { homestayId: 2, guestNights: 4, lastStayAt: new Date('2026-11-20') },
      { homestayId: 3, guestNights: 4, lastStayAt: new Date('2026-11-10') },
      { homestayId: 4, guestNights: 4, lastStayAt: null },
    ]);
    expect(order.map((h) => h.homestayId)).toEqual([4, 3, 2, 1]);
    expect(rotationPeriodOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
  });

  it('shares over a season of three months when staff set it', () => {
    expect(rotationPeriodOf('2026-12-31', 'quarter')).toEqual({ from: '2026-10-01', to: '2027-01-01' });
    expect(rotationPeriodOf('2026-01-01', 'quarter')).toEqual({ from: '2026-01-01', to: '2026-04-01' });
    expect(rotationPeriodOf('2026-05-15', 'quarter')).toEqual({ from: '2026-04-01', to: '2026-07-01' });
    expect(rotationPeriodOf('2026-09-30', 'quarter')).toEqual({ from: '2026-07-01', to: '2026-10-01' });
    expect(rotationPeriodOf('2026-02-10', 'month')).toEqual({ from: '2026-02-01', to: '2026-03-01' });
  });
});
