import { addDays, type BookingStatus, type PaymentStatus, todayIn } from '@island/shared';
import type { DemoSeed } from '../../db/demo-seed.ts';
import { SEA_CEREMONY_IN_DAYS } from '../events/events.seed.ts';
import { hashBookingKey, newBookingKey } from './booking-codes.ts';
import { insertBooking } from './bookings.repo.ts';

/**
 * Demo rules; `cancelHours` and `refund` are the cancellation terms visitors read in words, `note`
 * what the village adds below them.
 */
const RULES: Record<string, { capacity: number; minDaysAhead: number; weekdays?: number[]; cancelHours: number; refund: boolean; note: string | null }> = {
  'Snorkeling Sehari di Taman Karang': { capacity: 20, minDaysAhead: 1, cancelHours: 24, refund: true, note: 'Bila ombak tinggi, jadwal dipindah tanpa biaya.' },
  'Menginap di Rumah Warga 2H1M': { capacity: 10, minDaysAhead: 2, cancelHours: 72, refund: true, note: 'Setelah batas itu, hubungi desa: uang muka tidak kembali.' },
  'Senja dan Mancing Tradisional': { capacity: 8, minDaysAhead: 0, cancelHours: 4, refund: true, note: null },
  'Menyelam di Dinding Karang (2 Penyelaman)': { capacity: 6, minDaysAhead: 2, weekdays: [1, 2, 3, 4, 5, 6], cancelHours: 48, refund: false, note: null },
  // School groups come on school days.
  'Wisata Edukasi Budaya dan Mangrove (Rombongan Sekolah)': { capacity: 60, minDaysAhead: 7, weekdays: [1, 2, 3, 4, 5], cancelHours: 72, refund: true, note: 'Perubahan jumlah peserta paling lambat H-3.' },
};

interface DemoBooking {
  packageName: string;
  day: number;
  persons: number;
  name: string;
  phone: string;
  email: string | null;
  notes: string | null;
  status: BookingStatus;
  payment: PaymentStatus;
  /** Days before today it was made. */
  madeDaysAgo: number;
}

const BOOKINGS: DemoBooking[] = [
  { packageName: 'Snorkeling Sehari di Taman Karang', day: -3, persons: 4, name: 'Rizky Pratama', phone: '6281355501122', email: 'rizky.p@contoh.id', notes: null, status: 'completed', payment: 'paid', madeDaysAgo: 12 },
  { packageName: 'Senja dan Mancing Tradisional', day: -1, persons: 2, name: 'Anna Schmidt', phone: '4915112345678', email: 'anna.schmidt@contoh.id', notes: 'Vegetarian', status: 'no_show', payment: 'unpaid', madeDaysAgo: 5 },
  { packageName: 'Snorkeling Sehari di Taman Karang', day: 0, persons: 6, name: 'Keluarga Hasan', phone: '6281244433221', email: null, notes: 'Dua anak usia 7 dan 9 tahun', status: 'confirmed', payment: 'deposit', madeDaysAgo: 6 },
  { packageName: 'Senja dan Mancing Tradisional', day: 0, persons: 3, name: 'Dewi Lestari', phone: '6285299988877', email: 'dewi.l@contoh.id', notes: null, status: 'confirmed', payment: 'paid', madeDaysAgo: 3 },
  { packageName: 'Snorkeling Sehari di Taman Karang', day: 1, persons: 8, name: 'Komunitas Selam Makassar', phone: '6281122334455', email: 'info@selam-mks.contoh.id', notes: 'Minta perahu berangkat jam 07.00', status: 'confirmed', payment: 'deposit', madeDaysAgo: 9 },
  { packageName: 'Menginap di Rumah Warga 2H1M', day: 2, persons: 2, name: 'Tom Wilson', phone: '447700900123', email: 'tom.wilson@contoh.id', notes: 'Tiba dengan kapal sore', status: 'pending', payment: 'unpaid', madeDaysAgo: 0 },
  { packageName: 'Snorkeling Sehari di Taman Karang', day: 3, persons: 12, name: 'PT Laut Biru (outing kantor)', phone: '6281299900011', email: 'hrd@lautbiru.contoh.id', notes: 'Butuh nota untuk kantor', status: 'confirmed', payment: 'deposit', madeDaysAgo: 14 },
  { packageName: 'Snorkeling Sehari di Taman Karang', day: 3, persons: 5, name: 'Nur Aisyah', phone: '6285712345678', email: null, notes: null, status: 'pending', payment: 'unpaid', madeDaysAgo: 1 },
  { packageName: 'Menyelam di Dinding Karang (2 Penyelaman)', day: 4, persons: 2, name: 'Kenji Sato', phone: '819012345678', email: 'kenji.sato@contoh.id', notes: 'Open Water, 30 log', status: 'pending', payment: 'unpaid', madeDaysAgo: 0 },
  { packageName: 'Senja dan Mancing Tradisional', day: 5, persons: 8, name: 'Arisan Ibu-ibu Rappocini', phone: '6281377766655', email: null, notes: null, status: 'confirmed', payment: 'paid', madeDaysAgo: 8 },
  { packageName: 'Wisata Edukasi Budaya dan Mangrove (Rombongan Sekolah)', day: 10, persons: 35, name: 'SMP Negeri 6 Makassar', phone: '6281144455566', email: 'smpn6.mks@contoh.id', notes: 'Termasuk 4 guru pendamping', status: 'pending', payment: 'unpaid', madeDaysAgo: 2 },
  { packageName: 'Menginap di Rumah Warga 2H1M', day: 6, persons: 3, name: 'Bagus Wicaksono', phone: '6281812341234', email: 'bagus.w@contoh.id', notes: null, status: 'cancelled', payment: 'refunded', madeDaysAgo: 10 },
];

/**
 * Demo rules for the demo packages (found by name; a package renamed or deleted is left alone)
 * and a few bookings around today, so the calendar, the manifest, the badge and the dashboard
 * show what they do on a first start. Dates are the island's (the site's zone), from today.
 */
export const bookingsDemoSeed: DemoSeed = {
  name: 'bookings',
  async run({ db, siteTimeZone }) {
    const today = todayIn(siteTimeZone);
    const packages = await db
      .selectFrom('packages')
      .select(['id', 'name', 'price', 'boat_out_id', 'boat_out_time', 'boat_back_id', 'boat_back_time'])
      .where('name', 'in', Object.keys(RULES)).execute();
    const byName = new Map(packages.map((p) => [p.name, p]));
    for (const row of packages) {
      const rule = RULES[row.name]!;
      await db
        .insertInto('package_booking_rules')
        .values({
          package_id: row.id,
          bookable: true,
          capacity_per_date: rule.capacity,
          min_days_ahead: rule.minDaysAhead,
          max_days_ahead: 180,
          weekdays: rule.weekdays ?? [0, 1, 2, 3, 4, 5, 6],
          cancellation_note: rule.note,
          cancel_hours_before: rule.cancelHours,
          refund_deposit: rule.refund,
        })
        .onConflict((oc) => oc.column('package_id').doNothing())
        .execute();
    }
    // The sea ceremony (on the events calendar) closes every package on its first day; high
    // season closes the dives once.
    await db.insertInto('booking_closed_dates').values({ package_id: null, date: addDays(today, SEA_CEREMONY_IN_DAYS), reason: "Upacara adat Maccera Tasi' (syukuran laut)" }).execute();
    const dives = byName.get('Menyelam di Dinding Karang (2 Penyelaman)');
    if (dives) await db.insertInto('booking_closed_dates').values({ package_id: dives.id, date: addDays(today, 7), reason: 'Perawatan kompresor' }).execute();

    for (const b of BOOKINGS) {
      const found = byName.get(b.packageName);
      if (!found) continue;
      await insertBooking(db, {
        // Nobody holds the key of a demo booking: its page stays closed.
        key_hash: hashBookingKey(newBookingKey()),
        package_id: found.id,
        package_name: found.name,
        booking_date: addDays(today, b.day),
        participants: b.persons,
        customer_name: b.name,
        customer_phone: b.phone,
        customer_email: b.email,
        special_requests: b.notes,
        price_per_person: found.price,
        total_price: found.price * b.persons,
        // The package's boats, as a booking made on the site takes them.
        boat_out_id: found.boat_out_id,
        boat_out_time: found.boat_out_time,
        boat_back_id: found.boat_back_id,
        boat_back_time: found.boat_back_time,
        status: b.status,
        payment_status: b.payment,
        // Guests of a finished trip were ticked at the jetty that morning (08.00 on the island).
        checked_in_at: b.status === 'completed' ? new Date(`${addDays(today, b.day)}T08:00:00+08:00`) : null,
        created_at: new Date(Date.now() - b.madeDaysAgo * 86_400_000 - 2 * 3_600_000),
      });
    }
  },
};
