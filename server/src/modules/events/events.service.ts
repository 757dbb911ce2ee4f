/**
 * The agenda's steps that are more than parse, call and map: who sees which events, the island's
 * today that decides upcoming and past, the description cleaned, the span checked against what is
 * stored. The router wires these to its procedures.
 */

import { EVENT_ENGLISH_TEXTS, EVENT_TEXTS, type EventEnglishStored, type eventCreateInput, type EventList, type eventListInput, type eventUpdateInput, type IslandEvent, isSiteRunner } from '@island/shared';
import type { z } from 'zod';
import { islandToday } from '../../clock/island-today.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { AuthUser } from '../../security/auth.repo.ts';
import type { Context } from '../../trpc/context.ts';
import { viewerOf } from '../../trpc/viewer.ts';
import { sanitizeArticleHtml, textOf } from '../articles/article-html.ts';
import { assertMayChange, assertMayRead, PUBLIC_EVENT_STATUS, statusOnCreate } from './event-rules.ts';
import { twinOf } from '../../db/english-twin.ts';
import { deleteEvent, destinationExists, type EventRow, findEvent, findEventBySlug, insertEvent, listEvents, toWireEvent, updateEvent } from './events.repo.ts';

type Ctx = Context;
type Writer = Ctx & { user: AuthUser };

const T = EVENT_TEXTS;
const missing = () => notFound(T.notFound);

/** The description through the articles' allow-list, with enough text left to say something. */
function cleanDescription(html: string): string {
  const clean = sanitizeArticleHtml(html);
  if (textOf(clean).length < 10) throw badRequest('description', T.descriptionRequired);
  return clean;
}

/**
 * The English twin as the input gave it, whole: its description through the same allow-list (an
 * editor left empty is nothing), blanks as null, and null when nothing is written.
 */
function englishOf(en: z.output<typeof eventCreateInput>['en']): EventEnglishStored | null | undefined {
  if (!en) return en;
  const description = en.description ? sanitizeArticleHtml(en.description) : null;
  return twinOf<EventEnglishStored>({ ...en, description: description && textOf(description).trim() !== '' ? description : null }, EVENT_ENGLISH_TEXTS);
}

async function checkDestination(ctx: Ctx, id: number | null | undefined): Promise<void> {
  if (id != null && !(await destinationExists(ctx.db, id))) throw badRequest('destinationId', T.destinationMissing);
}

/**
 * Visitors see published events that have not ended, the soonest first. Site runners may ask
 * for any `status` and for `past` events; `mine` lists the caller's own events at any status.
 */
export async function listVisible(ctx: Ctx, input: z.output<typeof eventListInput>): Promise<EventList> {
  const viewer = await viewerOf(ctx);
  const runsSite = viewer !== null && isSiteRunner(viewer.role);
  const own = viewer !== null && input.mine === true;
  const today = islandToday(ctx);
  const { rows, pagination } = await listEvents(
    ctx.db,
    {
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
    },
    ctx.keptCounts,
  );
  return { events: rows.map((row) => toWireEvent(row, ctx.baseUrl, today)), pagination };
}

/** One event, by id or by the readable part of its address; a past one is still answered (its page says it is past). Proposals: their author and site runners only. */
export async function readEvent(ctx: Ctx, key: { id: number } | { slug: string }): Promise<IslandEvent> {
  const today = islandToday(ctx);
  const row = 'id' in key ? await findEvent(ctx.db, key.id, today) : await findEventBySlug(ctx.db, key.slug, today);
  if (!row) throw missing();
  assertMayRead(await viewerOf(ctx), row);
  return toWireEvent(row, ctx.baseUrl, today);
}

export async function createEvent(ctx: Writer, input: z.output<typeof eventCreateInput>): Promise<IslandEvent> {
  const status = statusOnCreate(ctx.user, input.status);
  await checkDestination(ctx, input.destinationId);
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
      en: englishOf(input.en),
    },
    today,
  );
  return toWireEvent(row, ctx.baseUrl, today);
}

/** The last day a change leaves: one left out follows a start moved past it; one cleared is the start. */
function endsOnAfter(stored: EventRow, values: { startsOn?: string; endsOn?: string | null }, startsOn: string): string {
  if (values.endsOn === undefined) return values.startsOn && stored.ends_on < values.startsOn ? values.startsOn : stored.ends_on;
  return values.endsOn ?? startsOn;
}

/** Fields left out keep their stored values; the span is checked again against what is stored. */
export async function editEvent(ctx: Writer, { id, description, en, ...values }: z.output<typeof eventUpdateInput>): Promise<IslandEvent> {
  const today = islandToday(ctx);
  const stored = await findEvent(ctx.db, id, today);
  if (!stored) throw missing();
  assertMayChange(ctx.user, stored, values.status);
  await checkDestination(ctx, values.destinationId);
  const startsOn = values.startsOn ?? stored.starts_on;
  const endsOn = endsOnAfter(stored, values, startsOn);
  if (endsOn < startsOn) throw badRequest('endsOn', T.endBeforeStart);
  const row = await updateEvent(
    ctx.db,
    id,
    { ...values, startsOn, endsOn, en: englishOf(en), ...(description === undefined ? {} : { description: cleanDescription(description) }) },
    today,
    { retitle: values.title !== undefined && values.title !== stored.title && stored.status !== 'published' },
  );
  if (!row) throw missing();
  return toWireEvent(row, ctx.baseUrl, today);
}

export async function removeEvent(ctx: Writer, id: number): Promise<{ id: number }> {
  const stored = await findEvent(ctx.db, id, islandToday(ctx));
  if (!stored) throw missing();
  assertMayChange(ctx.user, stored);
  if (!(await deleteEvent(ctx.db, id))) throw missing();
  return { id };
}
