import {
  addDays,
  BOAT_BOARD_TEXTS,
  type BoardDay,
  type BoatBoard,
  type cancelDayInput,
  type DayCancelled,
  type Departure,
  type DepartureChange,
  departureTimesOf,
  type departureUpdateInput,
  TRANSPORTATION_TEXTS,
} from '@island/shared';
import type { z } from 'zod';
import { appendAudit } from '../../audit/audit.repo.ts';
import { diffSnapshots } from '../../audit/changes.ts';
import { islandToday } from '../../clock/island-today.ts';
import { readTogether } from '../../db/reads.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, notFound } from '../../errors.ts';
import { actorOf, originOf } from '../../trpc/audited-mutation.ts';
import type { Context } from '../../trpc/context.ts';
import type { AuthUser } from '../../security/auth.repo.ts';
import { isNewsForTravellers, mailTravellers } from './departure-mail.ts';
import { departureNotice } from './departure-notify.ts';
import { arrangeDay, clockAt, clockOnDay, departureName, departureSnapshot, isAnnounceable } from './departures-rules.ts';
import { departuresOn, findDepartureStatus, saveDepartureStatus, toWireDeparture } from './departures.repo.ts';
import { seaDaysOf } from './sea-days.ts';
import { findTransportation, lockActiveTransportations } from './transportation.repo.ts';

const T = BOAT_BOARD_TEXTS;
/** A signed-in staff member's context (the procedures' builders have checked the role). */
type StaffCtx = Context & { user: AuthUser };

/** Refuses a date staff may not announce for (400 on `date`). */
function assertAnnounceable(ctx: Context, date: string): void {
  if (!isAnnounceable(date, islandToday(ctx))) throw badRequest('date', T.dateOutOfRange);
}

/** A day's departures arranged on the island's clock now (departures-rules.ts, arrangeDay). */
function arranged(ctx: Context, date: string, departures: readonly Departure[]) {
  return arrangeDay(departures, clockOnDay(date, islandToday(ctx), clockAt(ctx.now(), ctx.config.siteTimeZone)));
}

/** The boat board: today's and tomorrow's departures of every active boat, in the island's zone. */
export async function readBoard(ctx: Context): Promise<BoatBoard> {
  const today = islandToday(ctx);
  const tomorrow = addDays(today, 1);
  const [days, [seaToday = null, seaTomorrow = null]] = await readTogether(ctx.db, [
    () => departuresOn(ctx.db, [today, tomorrow]),
    () => seaDaysOf(ctx, [today, tomorrow]),
  ]);
  return {
    timeZone: ctx.config.siteTimeZone,
    generatedAt: ctx.now().toISOString(),
    today: { date: today, ...arranged(ctx, today, days.get(today) ?? []), sea: seaToday },
    tomorrow: { date: tomorrow, ...arranged(ctx, tomorrow, days.get(tomorrow) ?? []), sea: seaTomorrow },
  };
}

/** The desk's look at one day it may announce for. */
export async function readDepartureDay(ctx: Context, date: string): Promise<BoardDay> {
  assertAnnounceable(ctx, date);
  const [days, [sea = null]] = await readTogether(ctx.db, [() => departuresOn(ctx.db, [date]), () => seaDaysOf(ctx, [date])]);
  return { date, ...arranged(ctx, date, days.get(date) ?? []), sea };
}

/** One departure's status, with its audit entry, in one transaction; news is mailed after it commits. */
export async function setDepartureStatus(ctx: StaffCtx, input: z.output<typeof departureUpdateInput>): Promise<DepartureChange> {
  assertAnnounceable(ctx, input.date);
  const boat = await findTransportation(ctx.db, input.id);
  if (!boat) throw notFound(TRANSPORTATION_TEXTS.notFound);
  if (!departureTimesOf(boat.departureTime).includes(input.time)) throw badRequest('time', T.timeNotScheduled);
  const { row, news } = await inTransaction(ctx.db, async (trx) => {
    const before = await findDepartureStatus(trx, boat.id, input.date, input.time);
    const after = await saveDepartureStatus(trx, {
      transportationId: boat.id,
      date: input.date,
      time: input.time,
      status: input.status,
      newTime: input.new_time,
      reason: input.reason,
      note: input.note,
      updatedBy: ctx.user.id,
    });
    await appendAudit(trx, {
      actor: actorOf(ctx.user),
      origin: originOf(ctx),
      action: 'departure-status',
      entity: 'departure_statuses',
      entityId: after.id,
      entityName: departureName(boat.name, input.date, input.time),
      changes: diffSnapshots(departureSnapshot(before), departureSnapshot(after)),
    });
    return { row: after, news: isNewsForTravellers(before, after) };
  });
  const [departure] = arranged(ctx, input.date, [toWireDeparture(boat, input.date, input.time, row)]).departures as [Departure];
  if (news) await mailTravellers(ctx, [departure]);
  return { departure, notify: departure.status === 'running' ? null : await departureNotice(ctx.db, departure) };
}

/** A storm: every departure of every active boat on the date is cancelled, with one reason. */
export async function cancelDepartureDay(ctx: StaffCtx, input: z.output<typeof cancelDayInput>): Promise<DayCancelled> {
  assertAnnounceable(ctx, input.date);
  const { departures, news } = await inTransaction(ctx.db, async (trx) => {
    const boats = await lockActiveTransportations(trx);
    const slots = boats.flatMap((boat) => departureTimesOf(boat.departureTime).map((time) => ({ boat, time })));
    if (slots.length === 0) throw badRequest('date', T.noDepartures);
    const saved = [];
    const news = [];
    for (const { boat, time } of slots) {
      const before = await findDepartureStatus(trx, boat.id, input.date, time);
      const after = await saveDepartureStatus(trx, {
        transportationId: boat.id,
        date: input.date,
        time,
        status: 'cancelled',
        newTime: null,
        reason: input.reason,
        note: input.note,
        updatedBy: ctx.user.id,
      });
      await appendAudit(trx, {
        actor: actorOf(ctx.user),
        origin: originOf(ctx),
        action: 'cancel-day',
        entity: 'departure_statuses',
        entityId: after.id,
        entityName: departureName(boat.name, input.date, time),
        changes: diffSnapshots(departureSnapshot(before), departureSnapshot(after)),
      });
      saved.push(toWireDeparture(boat, input.date, time, after));
      if (isNewsForTravellers(before, after)) news.push(saved.at(-1)!);
    }
    return { departures: saved, news };
  });
  // Only the departures not already cancelled: a second storm call sends nothing.
  await mailTravellers(ctx, news);
  // One after another: inside the audited write, ctx.db is one transaction's connection.
  const notices = [];
  for (const departure of departures) notices.push(await departureNotice(ctx.db, departure));
  // A storm's day concerns each traveller once, however many boats it cancels.
  const links = [...new Map(notices.flatMap((n) => n.links).map((link) => [link.phone, link])).values()];
  return { date: input.date, cancelled: departures.length, notify: { message: notices[0]?.message ?? '', links } };
}
