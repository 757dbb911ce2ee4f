import {
  deletedOutput,
  DESTINATION_ENGLISH_TEXTS,
  DESTINATION_TEXTS,
  destinationCreateInput,
  destinationIdInput,
  destinationListInput,
  destinationListOutput,
  destinationSchema,
  destinationUpdateInput,
} from '@island/shared';
import { notFound } from '../../errors.ts';
import { rest } from '../../rest/rest-facts.ts';
import { publicReadProcedure, router, siteRunnerProcedure } from '../../trpc/procedures.ts';
import { textFields } from '../../rest/text-ids.ts';
import {
  deleteDestination,
  findDestination,
  insertDestination,
  listDestinations,
  toWireDestination,
  updateDestination,
} from './destinations.repo.ts';
import { audited } from '../../audit/audit-facts.ts';
import { twinOf } from '../../db/english-twin.ts';
import type { DestinationEnglishStored } from '@island/shared';

/**
 * The REST door answers a destination's id as text (deletes answer the id they removed), as the API
 * that existing clients of these paths were written for did; tRPC answers numbers.
 */
const REST_IDS = { asText: [textFields(destinationSchema, 'id'), textFields(deletedOutput, 'id')] };

const T = DESTINATION_TEXTS;

/** The English twin as the input gave it, whole: blanks as null, and null when nothing is written. */
const englishOf = (en: Record<string, unknown> | null | undefined) => twinOf<DestinationEnglishStored>(en, DESTINATION_ENGLISH_TEXTS);

export const destinationsRouter = router({
  /** Newest first; filtered by category and by a search over title and descriptions. */
  list: publicReadProcedure
    .meta(rest('GET', '/api/destinations', REST_IDS))
    .input(destinationListInput)
    .output(destinationListOutput)
    .query(async ({ ctx, input }) => {
      const { rows, pagination } = await listDestinations(ctx.db, input, ctx.keptCounts);
      return { destinations: rows.map((row) => toWireDestination(row, ctx.baseUrl)), pagination };
    }),

  get: publicReadProcedure
    .meta(rest('GET', '/api/destinations/:id', REST_IDS))
    .input(destinationIdInput)
    .output(destinationSchema)
    .query(async ({ ctx, input }) => {
      const row = await findDestination(ctx.db, input.id);
      if (!row) throw notFound(DESTINATION_TEXTS.notFound);
      return toWireDestination(row, ctx.baseUrl);
    }),

  create: siteRunnerProcedure
    .meta(rest('POST', '/api/destinations', { ...REST_IDS, status: 201, message: T.created }))
    .input(destinationCreateInput)
    .output(destinationSchema)
    .meta(audited('destinations'))
    .mutation(async ({ ctx, input }) => toWireDestination(await insertDestination(ctx.db, { ...input, en: englishOf(input.en) }), ctx.baseUrl)),

  /** Fields left out keep their stored values, images included. */
  update: siteRunnerProcedure
    .meta(rest('PUT', '/api/destinations/:id', { ...REST_IDS, message: T.updated }))
    .input(destinationUpdateInput)
    .output(destinationSchema)
    .meta(audited('destinations'))
    .mutation(async ({ ctx, input: { id, ...values } }) => {
      const row = await updateDestination(ctx.db, id, { ...values, en: englishOf(values.en) });
      if (!row) throw notFound(DESTINATION_TEXTS.notFound);
      return toWireDestination(row, ctx.baseUrl);
    }),

  delete: siteRunnerProcedure
    .meta(rest('DELETE', '/api/destinations/:id', { ...REST_IDS, message: T.deleted }))
    .input(destinationIdInput)
    .output(deletedOutput)
    .meta(audited('destinations'))
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteDestination(ctx.db, input.id))) throw notFound(DESTINATION_TEXTS.notFound);
      return { id: input.id };
    }),
});
