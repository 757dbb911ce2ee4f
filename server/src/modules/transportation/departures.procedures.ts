import {
  BOAT_BOARD_TEXTS,
  boardDaySchema,
  boatBoardSchema,
  cancelDayInput,
  dayCancelledSchema,
  departureChangeSchema,
  departureDayInput,
  departureUpdateInput,
} from '@island/shared';
import { rest } from '../../rest/rest-facts.ts';
import { publicReadProcedure, siteRunnerProcedure } from '../../trpc/procedures.ts';
import { DAY_TAG, MINUTE_TAG } from '../../clock/day-turn.ts';
import { SEA_TAG } from '../../sea/sea-forecast.ts';
import { cancelDepartureDay, readBoard, readDepartureDay, setDepartureStatus } from './departures.service.ts';

const T = BOAT_BOARD_TEXTS;

const AUDIT_OWN = {
  own: 'a departure is named by boat, date and time, not by an id the input carries: the procedure records its row before and after',
};

export const departureProcedures = {
  /** The boat board: today's and tomorrow's departures of every active boat, in the island's zone. */
  today: publicReadProcedure
    // Its own tag besides the boats': the answer is dropped at the island's midnight too, and
    // when a new sea forecast is kept, and each minute (which departures have left, which group
    // comes first); 'settings': the island's coordinates are the forecast's place.
    .meta({ ...rest('GET', '/api/transportation/today'), tags: ['transportation', DAY_TAG, MINUTE_TAG, SEA_TAG, 'settings'] })
    .output(boatBoardSchema)
    .query(({ ctx }) => readBoard(ctx)),

  /**
   * The desk's look at any day it may announce for (today up to 60 days ahead: a holiday, a
   * storm warned of days before): the day's departures and, when the forecast reaches it, the sea.
   */
  day: siteRunnerProcedure
    .meta(rest('GET', '/api/transportation/departures'))
    .input(departureDayInput)
    .output(boardDaySchema)
    .query(({ ctx, input }) => readDepartureDay(ctx, input.date)),

  setDeparture: siteRunnerProcedure
    .meta(rest('PUT', '/api/transportation/:id/departures', { message: T.updated }))
    .input(departureUpdateInput)
    .output(departureChangeSchema)
    .meta({ audit: AUDIT_OWN })
    .mutation(({ ctx, input }) => setDepartureStatus(ctx, input)),

  /** A storm: every departure of every active boat on the date is cancelled, with one reason. */
  cancelDay: siteRunnerProcedure
    .meta(rest('POST', '/api/transportation/departures/cancel-day', { message: (d: { cancelled: number }) => T.dayCancelled(d.cancelled) }))
    .input(cancelDayInput)
    .output(dayCancelledSchema)
    .meta({ audit: AUDIT_OWN })
    .mutation(({ ctx, input }) => cancelDepartureDay(ctx, input)),
};
