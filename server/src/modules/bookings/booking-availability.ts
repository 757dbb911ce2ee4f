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

/** One package's days, open / few / full / closed, with the form's bounds and price. */
export async function readAvailability(ctx: Pick<Context, 'db' | 'config' | 'now'>, raw: AvailabilityInput): Promise<Availability> {
  const input = availabilityInput.parse(raw);
  const today = islandToday(ctx);
  const { from, to } = resolveRange(input, today);
  const found = await loadBookablePackage(ctx.db, input.package_id);
  if (!found) throw notFound(T.packageNotFound);
  const [taken, closed] = await readTogether(ctx.db, [
    () => seatsTakenByDate(ctx.db, found.id, from, to),
    () => closedNotes(ctx.db, found.id, from, to),
  ]);
  return {
    package_id: found.id,
    today,
    from,
    to,
    rules: { ...found.rules, weekdays: [...found.rules.weekdays], cancellationNote: found.cancellationNote, price: found.price },
    days: datesFrom(from, to).map((date) => ({
      date,
      ...dayStatus(found.rules, date, today, { taken: taken.get(date) ?? 0, closedNote: closed.get(date) ?? null }),
    })),
  };
}
