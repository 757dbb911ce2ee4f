import {
  deletedOutput,
  EVENT_TEXTS,
  eventCreateInput,
  eventIdInput,
  eventListInput,
  eventListOutput,
  eventSchema,
  eventSlugInput,
  eventUpdateInput,
  isSiteRunner,
} from '@island/shared';
import { audited } from '../../audit/audit-facts.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, notFound } from '../../errors.ts';
import { rest } from '../../rest/rest-facts.ts';
import { eventWriterProcedure, publicReadProcedure, router } from '../../trpc/procedures.ts';
import { viewerOf } from '../../trpc/viewer.ts';
import { sanitizeArticleHtml, textOf } from '../articles/article-html.ts';
import { DAY_TAG } from '../../clock/day-turn.ts';
import { islandToday } from '../../clock/island-today.ts';
import { assertMayChange, assertMayRead, PUBLIC_EVENT_STATUS, statusOnCreate } from './event-rules.ts';
import { deleteEvent, destinationExists, findEvent, findEventBySlug, insertEvent, listEvents, toWireEvent, updateEvent } from './events.repo.ts';

const T = EVENT_TEXTS;
const missing = () => notFound(T.notFound);
/**
 * Reads show the linked destination's name and place, so a destination's write drops them too;
 * and which events are upcoming or past turns at the island's midnight (DAY_TAG).
 */
const READ_TAGS = ['events', 'destinations', DAY_TAG];

/** The description through the articles' allow-list, with enough text left to say something. */
function cleanDescription(html: string): string {
  const clean = sanitizeArticleHtml(html);
  if (textOf(clean).length < 10) throw badRequest('description', T.descriptionRequired);
  return clean;
}

async function checkDestination(db: Db, id: number | null | undefined): Promise<void> {
  if (id != null && !(await destinationExists(db, id))) throw badRequest('destinationId', T.destinationMissing);
}

export const eventsRouter = router({
  /**
   * Visitors see published events that have not ended, the soonest first. Site runners may ask
   * for any `status` and for `past` events; `mine` lists the caller's own events at any status.
   */
  list: publicReadProcedure
    .meta({ ...rest('GET', '/api/events'), tags: READ_TAGS })
    .input(eventListInput)
    .output(eventListOutput)
    .query(async ({ ctx, input }) => {
      const viewer = await viewerOf(ctx);
      const runsSite = viewer !== null && isSiteRunner(viewer.role);
      const own = viewer !== null && input.mine === true;
      const today = islandToday(ctx);
      const { rows, pagination } = await listEvents(ctx.db, {
        page: input.page,
        limit: input.limit,
        today,
        search: input.search,
        category: input.category,
        from: input.from,
        to: input.to,
        status: runsSite || own ? input.status : PUBLIC_EVENT_STATUS,
        past: runsSite || own ? input.past : false,
        createdBy: own ? viewer.id : undefined,
      }, ctx.keptCounts);
      return { events: rows.map((row) => toWireEvent(row, ctx.baseUrl, today)), pagination };
    }),

  /** One event; a past one is still answered (its page says it is past). Proposals: their author and site runners only. */
  byId: publicReadProcedure
    .meta({ ...rest('GET', '/api/events/:id'), tags: READ_TAGS })
    .input(eventIdInput)
    .output(eventSchema)
    .query(async ({ ctx, input }) => {
      const today = islandToday(ctx);
      const row = await findEvent(ctx.db, input.id, today);
      if (!row) throw missing();
      assertMayRead(await viewerOf(ctx), row);
      return toWireEvent(row, ctx.baseUrl, today);
    }),

  /** The event page's read, by the readable part of its address. */
  bySlug: publicReadProcedure
    .meta({ ...rest('GET', '/api/events/slug/:slug'), tags: READ_TAGS })
    .input(eventSlugInput)
    .output(eventSchema)
    .query(async ({ ctx, input }) => {
      const today = islandToday(ctx);
      const row = await findEventBySlug(ctx.db, input.slug, today);
      if (!row) throw missing();
      assertMayRead(await viewerOf(ctx), row);
      return toWireEvent(row, ctx.baseUrl, today);
    }),

  create: eventWriterProcedure
    .meta(rest('POST', '/api/events', { status: 201, message: T.created }))
    .input(eventCreateInput)
    .output(eventSchema)
    .meta(audited('events'))
    .mutation(async ({ ctx, input }) => {
      const status = statusOnCreate(ctx.user, input.status);
      await checkDestination(ctx.db, input.destinationId);
      const today = islandToday(ctx);
      const row = await insertEvent(
        ctx.db,
        {
          title: input.title,
          category: input.category,
          startsOn: input.startsOn,
          endsOn: input.endsOn ?? input.startsOn,
          startTime: input.startTime ?? null,
          endTime: input.endTime ?? null,
          place: input.place,
          destinationId: input.destinationId ?? null,
          description: cleanDescription(input.description),
          image: input.image ?? null,
          price: input.price ?? null,
          contact: input.contact ?? null,
          yearly: input.yearly,
          status,
          createdBy: ctx.user.id,
        },
        today,
      );
      return toWireEvent(row, ctx.baseUrl, today);
    }),

  /** Fields left out keep their stored values; the span is checked again against what is stored. */
  update: eventWriterProcedure
    .meta(rest('PUT', '/api/events/:id', { message: T.updated }))
    .input(eventUpdateInput)
    .output(eventSchema)
    .meta(audited('events'))
    .mutation(async ({ ctx, input: { id, description, ...values } }) => {
      const today = islandToday(ctx);
      const stored = await findEvent(ctx.db, id, today);
      if (!stored) throw missing();
      assertMayChange(ctx.user, stored, values.status);
      await checkDestination(ctx.db, values.destinationId);
      const startsOn = values.startsOn ?? stored.starts_on;
      const endsOn = values.endsOn === undefined ? (values.startsOn && stored.ends_on < values.startsOn ? values.startsOn : stored.ends_on) : (values.endsOn ?? startsOn);
      if (endsOn < startsOn) throw badRequest('endsOn', T.endBeforeStart);
      const row = await updateEvent(
        ctx.db,
        id,
        { ...values, startsOn, endsOn, ...(description === undefined ? {} : { description: cleanDescription(description) }) },
        today,
        { retitle: values.title !== undefined && values.title !== stored.title && stored.status !== 'published' },
      );
      if (!row) throw missing();
      return toWireEvent(row, ctx.baseUrl, today);
    }),

  delete: eventWriterProcedure
    .meta(rest('DELETE', '/api/events/:id', { message: T.deleted }))
    .input(eventIdInput)
    .output(deletedOutput)
    .meta(audited('events'))
    .mutation(async ({ ctx, input }) => {
      const stored = await findEvent(ctx.db, input.id, islandToday(ctx));
      if (!stored) throw missing();
      assertMayChange(ctx.user, stored);
      if (!(await deleteEvent(ctx.db, input.id))) throw missing();
      return { id: input.id };
    }),
});
