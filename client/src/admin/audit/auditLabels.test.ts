import { formatDate, formatDateTime, formatRupiah } from '@island/shared';
import { describe, expect, it } from 'vitest';
import { actionLabel, entityLabel, fieldLabel, formatFieldValue, recordTitle, textOfHtml } from './auditLabels.ts';

describe('a value in the audit trail', () => {
  it('names a stored code in the words of the screen of its kind of record', () => {
    expect(formatFieldValue('status', 'pending', 'articles')).toBe('Menunggu tinjauan');
    expect(formatFieldValue('status', 'pending', 'bookings')).toBe('Menunggu konfirmasi');
    expect(formatFieldValue('status', 'pending', 'events')).toBe('Menunggu tinjauan');
    expect(formatFieldValue('status', 'delayed', 'departure_statuses')).toBe('Terlambat');
    expect(formatFieldValue('reason', 'high_waves', 'departure_statuses')).not.toBe('high_waves');
    expect(formatFieldValue('payment_status', 'paid', 'bookings')).toBe('Lunas');
    expect(formatFieldValue('role', 'msme_owner', 'users')).not.toBe('msme_owner');
    // A code nobody labelled stays as stored, rather than guessed.
    expect(formatFieldValue('status', 'pending', 'testimonials')).toBe('pending');
  });

  it('shows money in rupiah, days and instants as dates', () => {
    expect(formatFieldValue('total_price', 1_250_000, 'bookings')).toBe(formatRupiah(1_250_000));
    expect(formatFieldValue('participants', 3, 'bookings')).toBe('3');
    expect(formatFieldValue('booking_date', '2026-12-05', 'bookings')).toBe(formatDate('2026-12-05T00:00:00'));
    expect(formatFieldValue('booking_date', '2026-12-05', 'bookings')).toMatch(/Desember 2026/);
    const instant = '2026-11-26T10:05:00.000Z';
    expect(formatFieldValue('checked_in_at', instant, 'bookings')).toBe(formatDateTime(instant));
    expect(formatFieldValue('checked_in_at', instant, 'bookings')).not.toContain('T10');
  });

  it('shows an editor’s text as its words, cut short, and a long plain text cut short too', () => {
    const html = `<h2>Kapan berangkat</h2><p>Gosong &amp; pasir<br>muncul <strong>dua jam</strong> sebelum surut.</p>`;
    expect(formatFieldValue('content', html, 'articles')).toBe('Kapan berangkat Gosong & pasir muncul dua jam sebelum surut.');
    const long = `<p>${'ombak '.repeat(60)}</p>`;
    const shown = formatFieldValue('content', long, 'articles');
    expect(shown.length).toBe(160);
    expect(shown.endsWith('…')).toBe(true);
    expect(formatFieldValue('message', 'x'.repeat(300), 'contact_messages')).toHaveLength(160);
    // Angle brackets a visitor typed in a plain field are their words, not tags.
    expect(formatFieldValue('message', 'harga <5 juta?', 'contact_messages')).toBe('harga <5 juta?');
    expect(textOfHtml('<p>a</p><p>b</p>')).toBe('a b');
    // The trail keeps a window of a long text: tags cut in two at either end are dropped.
    expect(formatFieldValue('content', '…uploads/a.webp" alt="">Senja di dermaga.</p><p>Perahu <img src="/uploads/bc5b', 'articles')).toBe('…Senja di dermaga. Perahu');
  });

  it('names a departure’s change as the boat board does', () => {
    expect(actionLabel('departure-status')).toBe('Status keberangkatan');
    expect(fieldLabel('date')).toBe('Tanggal');
    expect(fieldLabel('time')).toBe('Jam');
    expect(formatFieldValue('reason', 'wind', 'departure_statuses')).toMatch(/^[A-Z]/);
  });

  it('names a visitor’s cancellation seen, and the cancellation rule, as the back-office does', () => {
    expect(actionLabel('cancellation-seen')).toBe('Pembatalan dilihat');
    expect(actionLabel('boats')).toBe('Kapal booking');
    expect(fieldLabel('cancellation_seen_at')).toBe('Pembatalan dilihat');
    expect(fieldLabel('cancel_hours_before')).toBe('Batal online paling lambat (jam sebelum trip)');
    const instant = '2026-03-09T01:15:00.000Z';
    expect(formatFieldValue('cancelled_by_visitor_at', instant, 'bookings')).toBe(formatDateTime(instant));
  });

  it('keeps booleans, lists and nothing readable', () => {
    expect(formatFieldValue('is_active', true, 'users')).toBe('ya');
    expect(formatFieldValue('gallery', ['a.webp', 'b.webp'], 'destinations')).toBe('a.webp, b.webp');
    expect(formatFieldValue('note', null, 'departure_statuses')).toBe('—');
    expect(formatFieldValue('note', '', 'departure_statuses')).toBe('—');
  });
});

describe('the record an entry names', () => {
  it('by its kind and its name then, its days as dates; without a name, by its number', () => {
    expect(recordTitle({ entity: 'bookings', entityId: '9', entityName: 'PKT-4KQ7ZD' })).toBe('Booking PKT-4KQ7ZD');
    expect(recordTitle({ entity: 'departure_statuses', entityId: '2', entityName: 'KM Bulo Indah 10:00, 2026-11-27' })).toBe(
      `Status keberangkatan KM Bulo Indah 10:00, ${formatDate('2026-11-27T00:00:00')}`,
    );
    expect(recordTitle({ entity: 'destinations', entityId: '4', entityName: null })).toBe('Destinasi #4');
    expect(recordTitle({ entity: 'audit_log', entityId: null, entityName: null })).toBe(entityLabel('audit_log'));
  });
});
