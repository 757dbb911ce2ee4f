import { describe, expect, it } from 'vitest';
import { addDays, datesFrom, daysBetween, formatDay, isIsoDate, monthRange, todayIn, weekdayOf } from './iso-date.ts';
import { formatWhatsApp, normalizeWhatsApp, whatsAppLink } from './phone.ts';
import { bookingCodeSchema, bookingCreateInput } from './schemas/bookings.ts';

describe('WhatsApp numbers', () => {
  it('takes Indonesian forms (08…, +62…, 62…, 0062…) and international ones (+…) to E.164 digits', () => {
    for (const typed of ['0812-3456-7890', '0812 3456 7890', '+62 812 3456 7890', '62812-3456-7890', '(0812) 3456.7890', '0062 812 3456 7890']) {
      expect(normalizeWhatsApp(typed), typed).toBe('6281234567890');
    }
    expect(normalizeWhatsApp('+44 20 7946 0958')).toBe('442079460958');
    expect(normalizeWhatsApp('+1 (415) 555-2671')).toBe('14155552671');
  });

  it('refuses what cannot be a number', () => {
    for (const typed of ['', '12345', '0812', '+0812345678', '81234567890', '0812-abc-7890', '+1234567890123456', '+62 0812 3456 7890', '628123']) {
      expect(normalizeWhatsApp(typed), typed).toBeNull();
    }
  });

  it('shows and links a stored number', () => {
    expect(formatWhatsApp('6281234567890')).toBe('+62 812-3456-7890');
    expect(formatWhatsApp('442079460958')).toBe('+442079460958');
    expect(whatsAppLink('6281234567890', 'Halo PKT-7K3QX9 & co')).toBe('https://wa.me/6281234567890?text=Halo%20PKT-7K3QX9%20%26%20co');
  });

  it('the booking form takes the typed number and stores the digits', () => {
    const parsed = bookingCreateInput.parse({ package_id: '3', booking_date: '2026-12-01', participants: '2', customer_name: ' Maya ', customer_phone: '0812 3456 7890', customer_email: '' });
    expect(parsed).toMatchObject({ package_id: 3, participants: 2, customer_name: 'Maya', customer_phone: '6281234567890', customer_email: null });
  });
});

describe('booking codes', () => {
  it('are read in any case, without 0/O/1/I', () => {
    expect(bookingCodeSchema.parse(' pkt-7k3qx9 ')).toBe('PKT-7K3QX9');
    for (const bad of ['PKT-7K3QX0', 'PKT-OK3QX9', 'PKT-1K3QX9', 'PKT-IK3QX9', 'PKT-7K3QX', 'XYZ-7K3QX9']) expect(bookingCodeSchema.safeParse(bad).success, bad).toBe(false);
  });
});

describe('calendar dates', () => {
  it('counts days and weekdays without any time zone, and knows today on the island', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-11-25', '2026-12-05')).toBe(10);
    expect(weekdayOf('2026-11-29')).toBe(0);
    expect(datesFrom('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    // 16:30 UTC is already the next day at UTC+8.
    expect(todayIn('Asia/Makassar', new Date('2026-11-25T16:30:00Z'))).toBe('2026-11-26');
    expect(todayIn('UTC', new Date('2026-11-25T16:30:00Z'))).toBe('2026-11-25');
    expect(formatDay('2026-11-26')).toBe('Kamis, 26 November 2026');
  });
});
