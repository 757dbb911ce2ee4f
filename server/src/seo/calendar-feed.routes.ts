import { type IslandEvent, type Language, LANGUAGES, SITE_NAME_FALLBACK } from '@island/shared';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicReadTags } from '../app-router.ts';
import { sendKeptFile } from '../http/kept-file.ts';
import type { PublicCache } from '../http/public-cache.ts';
import { siteNameOf } from './json-ld.ts';
import type { VisitorRead } from './page-data.ts';
import { calendarOf } from '../modules/events/event-calendar.ts';

/** The feed holds at most this many upcoming events (pages of the public list, read in turn). */
const FEED_PAGES = 10;
const PAGE_SIZE = 100;

/** What the files show: the events (and their destinations) and the site's name. */
const CALENDAR_TAGS = publicReadTags(['events.list', 'settings.all']) ?? ['*'];

/**
 * `/agenda.ics`, the iCalendar feed of upcoming published events that phones and Google Calendar
 * subscribe to, and `/agenda/<slug>.ics`, one event's "add to calendar" file; under `/en` the same
 * files in English words, linking to the English pages. Both are read through the public
 * procedures as a visitor (so they show what the public list shows) and kept in the public cache
 * until a write of events or settings.
 */
export interface EventCalendarRoutesOptions {
  visitorOf: VisitorRead;
  cache: PublicCache;
  originOf: (req: FastifyRequest) => string;
  timeZone: string;
}

export async function eventCalendarRoutes(app: FastifyInstance, { visitorOf, cache, originOf, timeZone }: EventCalendarRoutesOptions) {
  for (const language of LANGUAGES) calendarRoutesIn(app, language, { visitorOf, cache, originOf, timeZone });
}

function calendarRoutesIn(app: FastifyInstance, language: Language, { visitorOf, cache, originOf, timeZone }: EventCalendarRoutesOptions) {
  const prefix = language === 'id' ? '' : `/${language}`;
  const send = (req: FastifyRequest, reply: FastifyReply, key: string, filename: string, read: () => Promise<IslandEvent[] | null>) => {
    const origin = originOf(req);
    const file = {
      key: `calendar ${language} ${origin} ${key}`,
      tags: CALENDAR_TAGS,
      headers: { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': `${key === 'feed' ? 'inline' : 'attachment'}; filename="${filename}"` },
    };
    return sendKeptFile(req, reply, cache, file, async () => {
      const events = await read();
      if (events === null) return null;
      const settings = await visitorOf(req).caller.settings.all();
      const siteName = siteNameOf(settings, SITE_NAME_FALLBACK);
      return calendarOf(events, { origin, siteName, timeZone, language, pageOf: (event) => `${origin}${prefix}/agenda/${event.slug}` });
    });
  };

  app.get(`${prefix}/agenda.ics`, (req, reply) =>
    send(req, reply, 'feed', 'agenda.ics', async () => {
      const { caller } = visitorOf(req);
      const events: IslandEvent[] = [];
      for (let page = 1; page <= FEED_PAGES; page += 1) {
        const answer = await caller.events.list({ page, limit: PAGE_SIZE });
        events.push(...answer.events);
        if (page >= answer.pagination.totalPages) break;
      }
      return events;
    }),
  );

  app.get<{ Params: { slug: string } }>(`${prefix}/agenda/:slug(^[a-z0-9-]{1,160}).ics`, (req, reply) =>
    send(req, reply, `event ${req.params.slug}`, `${req.params.slug}.ics`, async () => {
      try {
        return [await visitorOf(req).caller.events.bySlug({ slug: req.params.slug })];
      } catch (error) {
        if (error instanceof TRPCError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST')) return null;
        throw error;
      }
    }),
  );
}
