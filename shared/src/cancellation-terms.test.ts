import { describe, expect, it } from 'vitest';
import { cancelDeadline, cancellationTermsText, tripStart, tripStartTime, withinCancelWindow } from './cancellation-terms.ts';
import { wallClockIn } from './iso-date.ts';

describe('cancellationTermsText', () => {
  it('says the rule in Indonesian and English, free only when the deposit comes back', () => {
    expect(cancellationTermsText({ cancelHoursBefore: 24, refundDeposit: true }, 'id')).toBe('Gratis dibatalkan hingga 24 jam sebelum trip; uang muka dikembalikan.');
    expect(cancellationTermsText({ cancelHoursBefore: 24, refundDeposit: true }, 'en')).toBe('Free cancellation up to 24 hours before the trip; the deposit is refunded.');
    expect(cancellationTermsText({ cancelHoursBefore: 72, refundDeposit: false }, 'id')).toBe('Bisa dibatalkan hingga 72 jam sebelum trip; uang muka tidak dikembalikan.');
    expect(cancellationTermsText({ cancelHoursBefore: 72, refundDeposit: false }, 'en')).toBe('Cancellation possible up to 72 hours before the trip; the deposit is not refunded.');
  });

  it('0 hours is until the trip starts; one hour is singular in English', () => {
    expect(cancellationTermsText({ cancelHoursBefore: 0, refundDeposit: true }, 'id')).toBe('Gratis dibatalkan hingga trip dimulai; uang muka dikembalikan.');
    expect(cancellationTermsText({ cancelHoursBefore: 0, refundDeposit: false }, 'en')).toBe('Cancellation possible until the trip starts; the deposit is not refunded.');
    expect(cancellationTermsText({ cancelHoursBefore: 1, refundDeposit: true }, 'en')).toBe('Free cancellation up to 1 hour before the trip; the deposit is refunded.');
    expect(cancellationTermsText({ cancelHoursBefore: 1, refundDeposit: true }, 'id')).toBe('Gratis dibatalkan hingga 1 jam sebelum trip; uang muka dikembalikan.');
  });
});

describe("the trip's start and the deadline, on the island's clock", () => {
  it('starts at the first itinerary time, written either way, or at the start of the day', () => {
    expect(tripStartTime('07.00')).toBe('07:00');
    expect(tripStartTime('7:30')).toBe('07:30');
    expect(tripStartTime('Hari 1, 05.45')).toBe('05:45');
    expect(tripStartTime('Pagi')).toBe('00:00');
    expect(tripStartTime('25.00')).toBe('00:00');
    expect(tripStartTime(null)).toBe('00:00');
    expect(tripStart('2026-03-10', '16.00')).toBe('2026-03-10T16:00');
  });

  it('counts the hours back across days and months', () => {
    expect(cancelDeadline('2026-03-10', '07.00', 24)).toBe('2026-03-09T07:00');
    expect(cancelDeadline('2026-03-01', null, 1)).toBe('2026-02-28T23:00');
    expect(cancelDeadline('2026-03-10', '16.00', 0)).toBe('2026-03-10T16:00');
    expect(cancelDeadline('2027-01-01', '08.00', 720)).toBe('2026-12-02T08:00');
  });

  it('is open strictly before the deadline', () => {
    expect(withinCancelWindow('2026-03-09T06:59', '2026-03-09T07:00')).toBe(true);
    expect(withinCancelWindow('2026-03-09T07:00', '2026-03-09T07:00')).toBe(false);
    expect(withinCancelWindow('2026-03-08T23:00', '2026-03-09T07:00')).toBe(true);
  });

  it("reads the island's wall clock from an instant, whatever the machine's zone", () => {
    expect(wallClockIn('Asia/Makassar', new Date('2026-03-09T17:30:00Z'))).toBe('2026-03-10T01:30');
    expect(wallClockIn('UTC', new Date('2026-03-09T00:05:00Z'))).toBe('2026-03-09T00:05');
  });
});
