import {
  type BookingCalendar,
  type BookingCalendarInput,
  bookingCalendarInput,
  type BookingDay,
  type BookingStatus,
  datesFrom,
  monthRange,
  SEAT_TAKING_STATUSES,
} from '@island/shared';
import { sql } from 'kysely';
import { readTogether } from '../../db/reads.ts';
import type { Context } from '../../trpc/context.ts';
import { dayStatus } from './booking-checks.ts';
import { closedNotes, closedNotesByPackage, loadBookablePackages } from './booking-rules.repo.ts';
import { islandToday } from '../../clock/island-today.ts';
import { boatLegColumn } from '../transportation/trip-legs.repo.ts';

type Ctx = Pick<Context, 'db' | 'config' | 'now'>;

/** Live bookings and persons per package and date of a range (cancelled and no-shows left out). */
async function tallies(ctx: Ctx, from: string, to: string, packageId?: number) {
  let query = ctx.db
    .selectFrom('bookings')
    .select([
      'package_id',
      sql<string>`booking_date::text`.as('date'),
      sql<number>`count(*)::int`.as('bookings'),
      sql<number>`count(*) filter (where status = 'pending')::int`.as('pending'),
      sql<number>`sum(participants)::int`.as('persons'),
    ])
    .where('booking_date', '>=', from)
    .where('booking_date', '<=', to)
    .where('status', 'in', SEAT_TAKING_STATUSES)
    .groupBy(['package_id', 'booking_date']);
  if (packageId !== undefined) query = query.where('package_id', '=', packageId);
  return query.execute();
}

/**
 * A month for the staff calendar: per day the live bookings and persons, against the capacity of
 * the packages that run that day (null when one of them has no limit), and the closed days.
 */
export async function readCalendar(ctx: Ctx, raw: BookingCalendarInput): Promise<BookingCalendar> {
  const input = bookingCalendarInput.parse(raw);
  const today = islandToday(ctx);
  const { from, to } = monthRange(input.month);
  const [all, rows, closedAll, closedOwn] = await readTogether(ctx.db, [
    () => loadBookablePackages(ctx.db),
    () => tallies(ctx, from, to, input.package_id),
    () => closedNotes(ctx.db, null, from, to),
    () => closedNotesByPackage(ctx.db, from, to),
  ]);
  const packages = input.package_id === undefined ? all : all.filter((p) => p.id === input.package_id);
  const byKey = new Map(rows.map((row) => [`${row.package_id}/${row.date}`, row]));
  return {
    month: input.month,
    today,
    days: datesFrom(from, to).map((date) => {
      const allNote = closedAll.get(date) ?? null;
      const perPackage = packages.map((found) => {
        const tally = byKey.get(`${found.id}/${date}`);
        const note = allNote ?? closedOwn.get(found.id)?.get(date) ?? null;
        // Staff see what the date holds, not what a visitor could still book today: lead time
        // does not close a day on the calendar, a past day is still shown with its bookings.
        const status = dayStatus({ ...found.rules, minDaysAhead: 0, maxDaysAhead: Number.MAX_SAFE_INTEGER }, date, date, {
          taken: tally?.persons ?? 0,
          closedNote: note,
        });
        return {
          package_id: found.id,
          package_name: found.name,
          bookings: tally?.bookings ?? 0,
          persons: tally?.persons ?? 0,
          pending: tally?.pending ?? 0,
          capacity: found.rules.capacityPerDate,
          state: status.state,
          reason: status.reason,
          note: status.note,
          runs: status.reason === null,
        };
      });
      const running = perPackage.filter((p) => p.runs);
      const shown = perPackage.filter((p) => p.runs || p.bookings > 0);
      const note = allNote ?? closedByDates(perPackage);
      return {
        date,
        bookings: sum(perPackage.map((p) => p.bookings)),
        pending: sum(perPackage.map((p) => p.pending)),
        persons: sum(perPackage.map((p) => p.persons)),
        capacity: running.length > 0 && running.every((p) => p.capacity !== null) ? sum(running.map((p) => p.capacity ?? 0)) : running.length === 0 ? 0 : null,
        closed: note !== null,
        note,
        packages: shown.map(({ pending: _pending, runs: _runs, ...rest }) => rest),
      };
    }),
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * A day every package shown has closed by a date of its own (one package picked, or a desk with
 * a single package) is a closed day on the calendar too, with the staff's reasons; null otherwise.
 */
function closedByDates(packages: readonly { reason: string | null; note: string | null }[]): string | null {
  if (packages.length === 0 || !packages.every((p) => p.reason === 'closed_date')) return null;
  return [...new Set(packages.map((p) => p.note ?? ''))].filter(Boolean).join(' · ');
}

/** Live bookings first (pending and confirmed before the settled ones), cancelled ones last. */
const STATUS_ORDER: Record<BookingStatus, number> = { confirmed: 0, pending: 1, completed: 2, no_show: 3, cancelled: 4 };

/** The day's manifest: every package that runs or has bookings that day, with who comes. */
export async function readDay(ctx: Ctx, date: string): Promise<BookingDay> {
  const [all, rows, closedAll, closedOwn] = await readTogether(ctx.db, [
    () => loadBookablePackages(ctx.db),
    () => ctx.db
      .selectFrom('bookings as b')
      .leftJoin('packages as p', 'p.id', 'b.package_id')
      .select([
        'b.id',
        'b.code',
        'b.package_id',
        sql<string>`coalesce(p.name, b.package_name)`.as('package_name'),
        'b.customer_name',
        'b.customer_phone',
        'b.customer_email',
        'b.participants',
        'b.special_requests',
        'b.notes',
        'b.status',
        'b.payment_status',
        'b.total_price',
        'b.checked_in_at',
        boatLegColumn('b', 'out').as('boat_out'),
        boatLegColumn('b', 'back').as('boat_back'),
        'b.created_at',
      ])
      .where('b.booking_date', '=', date)
      .orderBy('b.created_at')
      .execute(),
    () => closedNotes(ctx.db, null, date, date),
    () => closedNotesByPackage(ctx.db, date, date),
  ]);
  const allNote = closedAll.get(date) ?? null;
  const groups = new Map<string, BookingDay['packages'][number]>();
  for (const found of all) {
    const note = allNote ?? closedOwn.get(found.id)?.get(date) ?? null;
    const status = dayStatus({ ...found.rules, minDaysAhead: 0, maxDaysAhead: Number.MAX_SAFE_INTEGER }, date, date, { taken: 0, closedNote: note });
    groups.set(String(found.id), {
      package_id: found.id,
      package_name: found.name,
      capacity: found.rules.capacityPerDate,
      persons: 0,
      checkedIn: 0,
      reason: status.reason,
      note: status.note,
      bookings: [],
    });
  }
  for (const row of rows) {
    const key = row.package_id === null ? `gone/${row.package_name}` : String(row.package_id);
    let group = groups.get(key);
    if (!group) {
      group = { package_id: row.package_id, package_name: row.package_name, capacity: null, persons: 0, checkedIn: 0, reason: null, note: null, bookings: [] };
      groups.set(key, group);
    }
    if (SEAT_TAKING_STATUSES.includes(row.status)) group.persons += row.participants;
    if (row.checked_in_at) group.checkedIn += row.participants;
    group.bookings.push({
      id: row.id,
      code: row.code,
      customer_name: row.customer_name,
      customer_phone: row.customer_phone,
      customer_email: row.customer_email,
      participants: row.participants,
      special_requests: row.special_requests,
      notes: row.notes,
      status: row.status,
      payment_status: row.payment_status,
      total_price: Number(row.total_price),
      checked_in_at: row.checked_in_at?.toISOString() ?? null,
      boat_out: row.boat_out,
      boat_back: row.boat_back,
    });
  }
  for (const group of groups.values()) group.bookings.sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
  return {
    date,
    today: islandToday(ctx),
    closedNote: allNote,
    // Packages that run that day or have bookings on it; a closed package without bookings is left out.
    packages: [...groups.values()].filter((group) => group.bookings.length > 0 || group.reason === null),
  };
}
