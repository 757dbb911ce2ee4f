import { CALENDAR_SECRET, HOMESTAY_TEXTS, INT32_MAX, SITE_NAME_FALLBACK } from '@island/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { islandToday } from '../../clock/island-today.ts';
import { notFound } from '../../errors.ts';
import { toFailure } from '../../rest/envelope.ts';
import type { Context } from '../../trpc/context.ts';
import { readSettingsCategory } from '../settings/settings.repo.ts';
import { busyNightsOf, roomBySecret } from './calendar.service.ts';
import { roomCalendarOf } from './room-calendar.ts';

interface RoomCalendarRoutesOptions {
  createContext: (req: FastifyRequest) => Context;
}

/**
 * `GET /api/homestay-rooms/:id/calendar.ics?k=<secret>`: a room's iCalendar export, the address
 * a host pastes into Airbnb or Booking.com (decision 0041). A file rather than JSON, so a route
 * of its own. An unknown room and a wrong secret are the same 404; the answer is never kept by a
 * shared cache (a renewed secret must stop answering at once) and names no guest.
 */
export async function roomCalendarRoutes(app: FastifyInstance, { createContext }: RoomCalendarRoutesOptions) {
  app.get<{ Params: { id: string }; Querystring: { k?: string } }>('/api/homestay-rooms/:id/calendar.ics', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const id = /^\d{1,10}$/.test(req.params.id) ? Number(req.params.id) : 0;
      const secret = typeof req.query.k === 'string' ? req.query.k : '';
      if (id < 1 || id > INT32_MAX || !CALENDAR_SECRET.test(secret)) throw notFound(HOMESTAY_TEXTS.calendarNotFound);
      const ctx = createContext(req);
      const room = await roomBySecret(ctx.db, id, secret);
      if (!room) throw notFound(HOMESTAY_TEXTS.calendarNotFound);
      const general = await readSettingsCategory(ctx.db, ctx.baseUrl, 'general');
      const busy = await busyNightsOf(ctx.db, room, islandToday(ctx));
      const file = roomCalendarOf(busy, {
        roomId: room.id,
        roomName: room.name,
        homestayName: room.homestay_name,
        origin: ctx.baseUrl,
        siteName: general.island_name || SITE_NAME_FALLBACK,
        now: ctx.now(),
      });
      return reply.header('content-type', 'text/calendar; charset=utf-8').header('content-disposition', `inline; filename="room-${room.id}.ics"`).send(file);
    } catch (error) {
      const { status, body } = toFailure(error, req.log);
      return reply.status(status).send(body);
    }
  });
}
