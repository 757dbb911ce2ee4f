import { addDays, type StatsReport } from '@island/shared';
import { sql } from 'kysely';
import { readTogether } from '../../db/reads.ts';
import type { Db } from '../../db/database.ts';
import type { Context } from '../../trpc/context.ts';
import { freshToday } from './stats-summary.ts';
import { islandToday } from '../../clock/island-today.ts';

/** The first and last day of a year, or of one of its months. */
function reportPeriod(year: number, month?: number): { from: string; to: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  if (month === undefined) return { from: `${year}-01-01`, to: `${year}-12-31` };
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
  return { from: `${year}-${pad(month)}-01`, to: addDays(next, -1) };
}

/** A timestamp column's day on the island, for comparing with the period's days. */
const islandDay = (column: string, timeZone: string) => sql<string>`(${sql.ref(column)} at time zone ${timeZone})::date`;

/** Bookings that bring visitors: not cancelled, not a no-show; counted on the day of the trip. */
const VISITING = ['pending', 'confirmed', 'completed'] as const;

async function monthlyVisits(db: Db, from: string, to: string) {
  return db
    .selectFrom('stats_daily')
    .select([sql<number>`extract(month from day)::int`.as('month'), sql<number>`sum(visitors)::int`.as('visitors'), sql<number>`sum(page_views)::int`.as('pageViews')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(sql`extract(month from day)`)
    .execute();
}

async function monthlyBookings(db: Db, from: string, to: string) {
  return db
    .selectFrom('bookings')
    .select([sql<number>`extract(month from booking_date::date)::int`.as('month'), sql<number>`count(*)::int`.as('bookings'), sql<number>`coalesce(sum(participants), 0)::int`.as('persons')])
    .where('booking_date', '>=', from)
    .where('booking_date', '<=', to)
    .where('status', 'in', VISITING)
    .groupBy(sql`extract(month from booking_date::date)`)
    .execute();
}

/** Stays by the month of their first night: how many, their nights and guest-nights (guests × nights). */
async function monthlyStays(db: Db, from: string, to: string) {
  return db
    .selectFrom('stays')
    .select([
      sql<number>`extract(month from check_in::date)::int`.as('month'),
      sql<number>`count(*)::int`.as('stays'),
      sql<number>`coalesce(sum(nights), 0)::int`.as('nights'),
      sql<number>`coalesce(sum(guests * nights), 0)::int`.as('guestNights'),
    ])
    .where('check_in', '>=', from)
    .where('check_in', '<=', to)
    .where('status', 'in', VISITING)
    .groupBy(sql`extract(month from check_in::date)`)
    .execute();
}

/** Records listed on the site at the period's end. */
async function listed(db: Db, to: string, timeZone: string) {
  const count = (table: 'destinations' | 'packages' | 'msmes' | 'products') =>
    db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).where(islandDay(`${table}.created_at`, timeZone), '<=', to).executeTakeFirstOrThrow();
  const [destinations, packages, msmes, products] = await readTogether(db, [() => count('destinations'), () => count('packages'), () => count('msmes'), () => count('products')]);
  return { destinations: destinations.n, packages: packages.n, msmes: msmes.n, products: products.n };
}

/**
 * Events held, articles published and messages answered in the period. An event counts as held
 * once it has begun: in the current period only those begun by `today`, never one still ahead.
 */
async function activity(db: Db, period: { from: string; to: string; year: number; today: string }, timeZone: string) {
  const { from, to, year, today } = period;
  const heldBy = to < today ? to : today;
  // A yearly feast's day in the report's year (the 29th of February falls on the 28th).
  const dayThisYear = sql<string>`to_char(starts_on + make_interval(years => ${year} - extract(year from starts_on)::int), 'YYYY-MM-DD')`;
  const events = await db
    .selectFrom('events')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('status', '=', 'published')
    .where((eb) =>
      eb.or([
        eb.and([eb('starts_on', '<=', heldBy), eb('ends_on', '>=', from)]),
        // A yearly feast is held again every year after its first, on its day: held in the
        // period when that day of the report's year falls in it and has come.
        eb.and([eb('yearly', '=', true), eb('starts_on', '<=', heldBy), eb(dayThisYear, '>=', from), eb(dayThisYear, '<=', heldBy)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  const articles = await db
    .selectFrom('articles')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('status', '=', 'published')
    .where(islandDay('articles.published_at', timeZone), '>=', from)
    .where(islandDay('articles.published_at', timeZone), '<=', to)
    .executeTakeFirstOrThrow();
  const messages = await db
    .selectFrom('contact_messages')
    .select([
      sql<number>`count(*)::int`.as('received'),
      sql<number>`(count(*) filter (where replied_at is not null))::int`.as('answered'),
      sql<number | null>`percentile_cont(0.5) within group (order by extract(epoch from (replied_at - created_at)) / 3600) filter (where replied_at is not null)`.as('medianHours'),
    ])
    .where(islandDay('contact_messages.created_at', timeZone), '>=', from)
    .where(islandDay('contact_messages.created_at', timeZone), '<=', to)
    .executeTakeFirstOrThrow();
  const median = messages.medianHours === null ? null : Math.round(Number(messages.medianHours) * 10) / 10;
  return { eventsHeld: events.n, articlesPublished: articles.n, messagesReceived: messages.received, messagesAnswered: messages.answered, medianHoursToAnswer: median };
}

export async function statsReport(ctx: Context, input: { year: number; month?: number | undefined }): Promise<StatsReport> {
  const { from, to } = reportPeriod(input.year, input.month);
  const today = islandToday(ctx);
  await freshToday(ctx, { from, to, today });
  const timeZone = ctx.config.siteTimeZone;
  const [visits, bookings, stays, listedAtEnd, done] = await readTogether(ctx.db, [
    () => monthlyVisits(ctx.db, from, to),
    () => monthlyBookings(ctx.db, from, to),
    () => monthlyStays(ctx.db, from, to),
    () => listed(ctx.db, to, timeZone),
    () => activity(ctx.db, { from, to, year: input.year, today }, timeZone),
  ]);
  const monthNumbers = input.month === undefined ? Array.from({ length: 12 }, (_, i) => i + 1) : [input.month];
  const months = monthNumbers.map((month) => {
    const v = visits.find((row) => row.month === month);
    const b = bookings.find((row) => row.month === month);
    const st = stays.find((row) => row.month === month);
    return { month, visitors: v?.visitors ?? 0, pageViews: v?.pageViews ?? 0, bookings: b?.bookings ?? 0, persons: b?.persons ?? 0, stays: st?.stays ?? 0, guestNights: st?.guestNights ?? 0 };
  });
  const sum = (key: 'visitors' | 'pageViews' | 'bookings' | 'persons' | 'stays' | 'guestNights') => months.reduce((total, m) => total + m[key], 0);
  return {
    year: input.year,
    month: input.month ?? null,
    from,
    to,
    months,
    visits: { visitors: sum('visitors'), pageViews: sum('pageViews') },
    bookings: { bookings: sum('bookings'), persons: sum('persons') },
    stays: { stays: sum('stays'), guestNights: sum('guestNights'), nights: monthNumbers.reduce((total, month) => total + (stays.find((row) => row.month === month)?.nights ?? 0), 0) },
    listed: listedAtEnd,
    activity: done,
  };
}

const MONTHS_ID = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

/**
 * The report as CSV for a spreadsheet: one section per block (what it counts, then its rows),
 * Indonesian labels as the office files them; numbers plain, without thousands separators.
 */
export function reportCsv(report: StatsReport): string {
  const lines: (string | number | null)[][] = [
    ['Laporan statistik', report.month ? `${MONTHS_ID[report.month - 1]} ${report.year}` : String(report.year)],
    ['Periode', `${report.from} s/d ${report.to}`],
    [],
    ['Bulan', 'Pengunjung', 'Tampilan halaman', 'Pemesanan', 'Orang', 'Menginap', 'Malam-tamu'],
    ...report.months.map((m) => [MONTHS_ID[m.month - 1]!, m.visitors, m.pageViews, m.bookings, m.persons, m.stays, m.guestNights]),
    ['Jumlah', report.visits.visitors, report.visits.pageViews, report.bookings.bookings, report.bookings.persons, report.stays.stays, report.stays.guestNights],
    [],
    ['Terdaftar di situs', 'Jumlah'],
    ['Destinasi', report.listed.destinations],
    ['Paket wisata', report.listed.packages],
    ['UMKM', report.listed.msmes],
    ['Produk UMKM', report.listed.products],
    [],
    ['Kegiatan', 'Jumlah'],
    ['Acara diselenggarakan', report.activity.eventsHeld],
    ['Artikel terbit', report.activity.articlesPublished],
    ['Pesan masuk', report.activity.messagesReceived],
    ['Pesan dijawab', report.activity.messagesAnswered],
    ['Median waktu menjawab (jam)', report.activity.medianHoursToAnswer],
  ];
  const cell = (value: string | number | null) => {
    const text = value === null ? '' : String(value);
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}
