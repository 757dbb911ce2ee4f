import { badRequest } from '../../errors.ts';
import { HOMESTAY_TEXTS, roomCalendarImportInput, roomCalendarSchema, roomIdInput } from '@island/shared';
import { audited } from '../../audit/audit-facts.ts';
import { islandToday } from '../../clock/island-today.ts';
import { rest } from '../../rest/rest-facts.ts';
import { actorOf, originOf } from '../../trpc/audited-mutation.ts';
import { shopProcedure } from '../../trpc/procedures.ts';
import { readRoomCalendar, renewCalendarSecret, setImportUrl, syncRoomCalendarOnce } from './calendar.service.ts';
import { managedRoom } from './homestays.service.ts';

const T = HOMESTAY_TEXTS;

/**
 * A room's calendars in step with Airbnb and Booking.com (decision 0041), spread into the
 * homestays router: its owner's and staff's, never another household's (managedRoom first).
 */
export const calendarProcedures = {
  /** The export address to paste into Airbnb or Booking.com, and the import's last run and conflicts. */
  roomCalendar: shopProcedure
    .meta(rest('GET', '/api/homestay-rooms/:id/calendar'))
    .input(roomIdInput)
    .output(roomCalendarSchema)
    .query(async ({ ctx, input }) => {
      await managedRoom(ctx.db, ctx.user, input.id);
      return readRoomCalendar(ctx.db, ctx.baseUrl, input.id, islandToday(ctx));
    }),

  /** A new export secret: the address pasted before stops answering (leaked, or a platform left). */
  renewRoomCalendar: shopProcedure
    .meta(rest('POST', '/api/homestay-rooms/:id/calendar/secret', { message: T.calendarRenewed }))
    .input(roomIdInput)
    .output(roomCalendarSchema)
    .meta(audited('homestay_rooms', { action: 'renew-calendar' }))
    .mutation(async ({ ctx, input }) => {
      await managedRoom(ctx.db, ctx.user, input.id);
      await renewCalendarSecret(ctx.db, input.id);
      return readRoomCalendar(ctx.db, ctx.baseUrl, input.id, islandToday(ctx));
    }),

  /** The outside calendar the room imports (null: none, and the nights it blocked are freed). */
  setRoomCalendarImport: shopProcedure
    .meta(rest('PUT', '/api/homestay-rooms/:id/calendar/import', { message: T.calendarImportSaved }))
    .input(roomCalendarImportInput)
    .output(roomCalendarSchema)
    .meta(audited('homestay_rooms', { action: 'calendar-import' }))
    .mutation(async ({ ctx, input }) => {
      await managedRoom(ctx.db, ctx.user, input.id);
      await setImportUrl(ctx.db, input.id, input.import_url);
      return readRoomCalendar(ctx.db, ctx.baseUrl, input.id, islandToday(ctx));
    }),

  /**
   * "Selaraskan sekarang": fetches the outside calendar at once (bounded by
   * HOMESTAY_CALENDAR_TIMEOUT_MS) and answers the room's calendars as they now are; a failed
   * fetch is no error of the request but the `import_error` shown.
   */
  syncRoomCalendar: shopProcedure
    .meta(rest('POST', '/api/homestay-rooms/:id/calendar/sync', { message: T.calendarSynced }))
    .input(roomIdInput)
    .output(roomCalendarSchema)
    .meta({ audit: { own: 'the fetch runs outside any transaction; the nights it replaces and its entry commit together under the room’s lock' } })
    .mutation(async ({ ctx, input }) => {
      const room = await managedRoom(ctx.db, ctx.user, input.id);
      if (!room.import_url) throw badRequest('import_url', T.noImportUrl);
      await syncRoomCalendarOnce(
        { db: ctx.db, calendars: ctx.config.homestayCalendars, timeZone: ctx.config.siteTimeZone, now: ctx.now },
        input.id,
        { actor: actorOf(ctx.user), origin: originOf(ctx) },
      );
      return readRoomCalendar(ctx.db, ctx.baseUrl, input.id, islandToday(ctx));
    }),
};
