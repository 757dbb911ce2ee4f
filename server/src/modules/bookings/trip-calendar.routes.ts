import { BOOKING_TEXTS, bookingAccessInput, type Language, LANGUAGES, SITE_NAME_FALLBACK } from '@island/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../errors.ts';
import { toFailure } from '../../rest/envelope.ts';
import type { Context } from '../../trpc/context.ts';
import { readSettingsCategory } from '../settings/settings.repo.ts';
import { readVisitorBooking } from './bookings.service.ts';
import { tripCalendarOf } from './trip-calendar.ts';

interface TripCalendarRoutesOptions {
  createContext: (req: FastifyRequest) => Context;
}

/**
 * `GET /api/bookings/code/:code/calendar.ics?k=<key>[&lang=en]`: the booking's "add to calendar"
 * file, a file rather than JSON, so a route of its own. The code and the key are checked as the
 * booking's page checks them (404 for either wrong), and like that page the answer is one
 * person's: never kept by a browser or a shared cache.
 */
export async function tripCalendarRoutes(app: FastifyInstance, { createContext }: TripCalendarRoutesOptions) {
  app.get<{ Params: { code: string }; Querystring: { k?: string; lang?: string } }>('/api/bookings/code/:code/calendar.ics', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const access = bookingAccessInput.safeParse({ code: req.params.code, k: req.query.k });
      if (!access.success) throw notFound(BOOKING_TEXTS.notFound);
      const ctx = createContext(req);
      const booking = await readVisitorBooking(ctx, access.data);
      const general = await readSettingsCategory(ctx.db, ctx.baseUrl, 'general');
      const language = LANGUAGES.find((known) => known === req.query.lang) ?? ('id' satisfies Language);
      const prefix = language === 'id' ? '' : `/${language}`;
      const pageUrl = `${ctx.baseUrl}${prefix}/pesanan/${booking.code}?k=${encodeURIComponent(access.data.k)}`;
      const file = tripCalendarOf(booking, { pageUrl, siteName: general.island_name || SITE_NAME_FALLBACK, language, now: ctx.now() });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${booking.code}.ics"`)
        .send(file);
    } catch (error) {
      const { status, body } = toFailure(error, req.log);
      return reply.status(status).send(body);
    }
  });
}
