import {
  type Availability,
  type AvailabilityInput,
  availabilityInput,
  BOOKING_LIMITS,
  BOOKING_TEXTS,
  addDays,
  datesFrom,
  daysBetween,
} from '@island/shared';
import { readTogether } from '../../db/reads.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { Context } from '../../trpc/context.ts';
import { dayStatus } from './booking-checks.ts';
import { closedNotes, loadBookablePackage } from './booking-rules.repo.ts';
import { seatsTakenByDate } from './bookings.repo.ts';
import { islandToday } from '../../clock/island-today.ts';

const T = BOOKING_TEXTS;
const DAYS = BOOKING_LIMITS.availabilityDays;

/** `from` (today when left out) to `to` (the longest range when left out), checked. */
function resolveRange(input: { from?: string | undefined; to?: string | undefined }, today: string): { from: string; to: string } {
  const from = input.from ?? today;
  const to = input.to ?? addDays(from, DAYS - 1);
  if (to < from) throw badRequest('to', T.rangeOrder);
  if (daysBetween(from, to) >= DAYS) throw badRequest('to', T.rangeTooLong(DAYS));
  return { from, to };
}

/**
 * One package's days, open / few / full / closed, with the form's bounds and price, and the
 * first day from today on that a visitor can book (the form opens on its month). The seats and
 * closed dates are read once for the asked days and the whole bookable stretch together.
 */
export async function readAvailability(ctx: Pick<Context, 'db' | 'config' | 'now'>, raw: AvailabilityInput): Promise<Availability> {
  const input = availabilityInput.parse(raw);
  const today = islandToday(ctx);
  const { from, to } = resolveRange(input, today);
  const found = await loadBookablePackage(ctx.db, input.package_id);
  if (!found) throw notFound(T.packageNotFound);
  const last = addDays(today, found.rules.maxDaysAhead);
  const scanFrom = from < today ? from : today;
  const scanTo = to > last ? to : last;
  const [taken, closed] = await readTogether(ctx.db, [
    () => seatsTakenByDate(ctx.db, found.id, scanFrom, scanTo),
    () => closedNotes(ctx.db, found.id, scanFrom, scanTo),
  ]);
  const statusOf = (date: string) => dayStatus(found.rules, date, today, { taken: taken.get(date) ?? 0, closedNote: closed.get(date) ?? null });
  return {
    package_id: found.id,
    today,
    from,
    to,
    rules: { ...found.rules, weekdays: [...found.rules.weekdays], cancellationNote: found.cancellationNote, ...found.cancellation, price: found.price },
    days: datesFrom(from, to).map((date) => ({ date, ...statusOf(date) })),
    first_open: found.rules.bookable ? (datesFrom(today, last).find((date) => ['open', 'few'].includes(statusOf(date).state)) ?? null) : null,
  };
}
