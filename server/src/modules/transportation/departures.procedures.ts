import {
  addDays,
  BOAT_BOARD_TEXTS,
  boardDaySchema,
  boatBoardSchema,
  cancelDayInput,
  DEPARTURE_DAYS_AHEAD,
  dayCancelledSchema,
  departureChangeSchema,
  departureDayInput,
  departureTimesOf,
  departureUpdateInput,
  TRANSPORTATION_TEXTS,
} from '@island/shared';
import { appendAudit } from '../../audit/audit.repo.ts';
import { diffSnapshots } from '../../audit/changes.ts';
import { readTogether } from '../../db/reads.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, notFound } from '../../errors.ts';
import { rest } from '../../rest/rest-facts.ts';
import { actorOf, originOf } from '../../trpc/audited-mutation.ts';
import type { Context } from '../../trpc/context.ts';
import { publicReadProcedure, siteRunnerProcedure } from '../../trpc/procedures.ts';
import { islandToday } from '../../clock/island-today.ts';
import { DAY_TAG } from '../../clock/day-turn.ts';
import { isNewsForTravellers, mailTravellers } from './departure-mail.ts';
import { departureNotice } from './departure-notify.ts';
import { departuresOn, type DepartureStatusRow, findDepartureStatus, saveDepartureStatus, toWireDeparture } from './departures.repo.ts';
import { SEA_TAG } from '../../sea/sea-forecast.ts';
import { seaDaysOf } from './sea-days.ts';
import { findTransportation, lockActiveTransportations } from './transportation.repo.ts';

const T = BOAT_BOARD_TEXTS;

/** Staff announce changes from today up to DEPARTURE_DAYS_AHEAD; the past is history. */
function assertAnnounceable(ctx: Context, date: string): void {
  const today = islandToday(ctx);
  if (date < today || date > addDays(today, DEPARTURE_DAYS_AHEAD)) throw badRequest('date', T.dateOutOfRange);
}

/** The audit trail's view of a row: what a clerk would compare (not the ids nor the clock). */
function snapshot(row: DepartureStatusRow | undefined) {
  return row ? { date: row.date, time: row.time, status: row.status, new_time: row.new_time, reason: row.reason, note: row.note } : undefined;
}

const AUDIT_OWN = {
  own: 'a departure is named by boat, date and time, not by an id the input carries: the procedure records its row before and after',
};

/** How the trail names a departure: the boat, its time and its day ("KM Bulo Indah 14:00, 2026-11-27"). */
function departureName(boat: string, date: string, time: string): string {
  return `${boat} ${time}, ${date}`;
}

export const departureProcedures = {
  /** The boat board: today's and tomorrow's departures of every active boat, in the island's zone. */
  today: publicReadProcedure
    // Its own tag besides the boats': the answer is dropped at the island's midnight too, and
    // when a new sea forecast is kept; 'settings': the island's coordinates are the forecast's place.
    .meta({ ...rest('GET', '/api/transportation/today'), tags: ['transportation', DAY_TAG, SEA_TAG, 'settings'] })
    .output(boatBoardSchema)
    .query(async ({ ctx }) => {
      const today = islandToday(ctx);
      const tomorrow = addDays(today, 1);
      const [days, [seaToday = null, seaTomorrow = null]] = await readTogether(ctx.db, [
        () => departuresOn(ctx.db, [today, tomorrow]),
        () => seaDaysOf(ctx, [today, tomorrow]),
      ]);
      return {
        timeZone: ctx.config.siteTimeZone,
        generatedAt: ctx.now().toISOString(),
        today: { date: today, departures: days.get(today) ?? [], sea: seaToday },
        tomorrow: { date: tomorrow, departures: days.get(tomorrow) ?? [], sea: seaTomorrow },
      };
    }),

  /**
   * The desk's look at any day it may announce for (today up to 60 days ahead: a holiday, a
   * storm warned of days before): the day's departures and, when the forecast reaches it, the sea.
   */
  day: siteRunnerProcedure
    .meta(rest('GET', '/api/transportation/departures'))
    .input(departureDayInput)
    .output(boardDaySchema)
    .query(async ({ ctx, input }) => {
      assertAnnounceable(ctx, input.date);
      const [days, [sea = null]] = await readTogether(ctx.db, [() => departuresOn(ctx.db, [input.date]), () => seaDaysOf(ctx, [input.date])]);
      return { date: input.date, departures: days.get(input.date) ?? [], sea };
    }),

  setDeparture: siteRunnerProcedure
    .meta(rest('PUT', '/api/transportation/:id/departures', { message: T.updated }))
    .input(departureUpdateInput)
    .output(departureChangeSchema)
    .meta({ audit: AUDIT_OWN })
    .mutation(async ({ ctx, input }) => {
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
          changes: diffSnapshots(snapshot(before), snapshot(after)),
        });
        return { row: after, news: isNewsForTravellers(before, after) };
      });
      const departure = toWireDeparture(boat, input.date, input.time, row);
      if (news) await mailTravellers(ctx, [departure]);
      return { departure, notify: departure.status === 'running' ? null : await departureNotice(ctx.db, departure) };
    }),

  /** A storm: every departure of every active boat on the date is cancelled, with one reason. */
  cancelDay: siteRunnerProcedure
    .meta(rest('POST', '/api/transportation/departures/cancel-day', { message: (d: { cancelled: number }) => T.dayCancelled(d.cancelled) }))
    .input(cancelDayInput)
    .output(dayCancelledSchema)
    .meta({ audit: AUDIT_OWN })
    .mutation(async ({ ctx, input }) => {
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
            changes: diffSnapshots(snapshot(before), snapshot(after)),
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
    }),
};
