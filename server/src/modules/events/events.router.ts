import { deletedOutput, EVENT_TEXTS, eventCreateInput, eventIdInput, eventListInput, eventListOutput, eventSchema, eventSlugInput, eventUpdateInput } from '@island/shared';
import { audited } from '../../audit/audit-facts.ts';
import { DAY_TAG } from '../../clock/day-turn.ts';
import { rest } from '../../rest/rest-facts.ts';
import { contentProcedure, publicReadProcedure, router } from '../../trpc/procedures.ts';
import { createEvent, editEvent, listVisible, readEvent, removeEvent } from './events.service.ts';
import type { CacheTag } from '../../cache-tags.ts';

const T = EVENT_TEXTS;
/**
 * Reads show the linked destination's name and place, so a destination's write drops them too;
 * and which events are upcoming or past turns at the island's midnight (DAY_TAG).
 */
const READ_TAGS: CacheTag[] = ['events', 'destinations', DAY_TAG];

export const eventsRouter = router({
  /** Published events that have not ended for visitors; more for site runners and authors (events.service.ts). */
  list: publicReadProcedure
    .meta({ ...rest('GET', '/api/events'), tags: READ_TAGS })
    .input(eventListInput)
    .output(eventListOutput)
    .query(({ ctx, input }) => listVisible(ctx, input)),

  byId: publicReadProcedure
    .meta({ ...rest('GET', '/api/events/:id'), tags: READ_TAGS })
    .input(eventIdInput)
    .output(eventSchema)
    .query(({ ctx, input }) => readEvent(ctx, { id: input.id })),

  /** The event page's read, by the readable part of its address. */
  bySlug: publicReadProcedure
    .meta({ ...rest('GET', '/api/events/slug/:slug'), tags: READ_TAGS })
    .input(eventSlugInput)
    .output(eventSchema)
    .query(({ ctx, input }) => readEvent(ctx, { slug: input.slug })),

  create: contentProcedure
    .meta(rest('POST', '/api/events', { status: 201, message: T.created }))
    .input(eventCreateInput)
    .output(eventSchema)
    .meta(audited('events'))
    .mutation(({ ctx, input }) => createEvent(ctx, input)),

  update: contentProcedure
    .meta(rest('PUT', '/api/events/:id', { message: T.updated }))
    .input(eventUpdateInput)
    .output(eventSchema)
    .meta(audited('events'))
    .mutation(({ ctx, input }) => editEvent(ctx, input)),

  delete: contentProcedure
    .meta(rest('DELETE', '/api/events/:id', { message: T.deleted }))
    .input(eventIdInput)
    .output(deletedOutput)
    .meta(audited('events'))
    .mutation(({ ctx, input }) => removeEvent(ctx, input.id)),
});
