import {
  CULTURE_TEXTS,
  cultureCreateInput,
  cultureIdInput,
  cultureListInput,
  cultureListOutput,
  cultureSchema,
  cultureUpdateInput,
  deletedOutput,
} from '@island/shared';
import { notFound } from '../../errors.ts';
import { rest } from '../../rest/rest-facts.ts';
import { publicReadProcedure, router, siteRunnerProcedure } from '../../trpc/procedures.ts';
import { textFields } from '../../rest/text-ids.ts';
import { deleteCulture, findCulture, insertCulture, listCultures, toWireCulture, updateCulture } from './culture.repo.ts';
import { audited } from '../../audit/audit-facts.ts';
import { twinOf } from '../../db/english-twin.ts';
import { CULTURE_ENGLISH_TEXTS, type CultureEnglishStored } from '@island/shared';

/**
 * The REST door answers a culture item's id as text (deletes answer the id they removed), as the
 * API that existing clients of these paths were written for did; tRPC answers numbers.
 */
const REST_IDS = { asText: [textFields(cultureSchema, 'id'), textFields(deletedOutput, 'id')] };

const T = CULTURE_TEXTS;

/** The English twin as the input gave it, whole: blanks as null, and null when nothing is written. */
const englishOf = (en: Record<string, unknown> | null | undefined) => twinOf<CultureEnglishStored>(en, CULTURE_ENGLISH_TEXTS);

export const cultureRouter = router({
  /** Newest first; filtered by category and by a search over title and description. */
  list: publicReadProcedure
    .meta(rest('GET', '/api/culture', REST_IDS))
    .input(cultureListInput)
    .output(cultureListOutput)
    .query(async ({ ctx, input }) => {
      const { rows, pagination } = await listCultures(ctx.db, input, ctx.keptCounts);
      return { cultures: rows.map((row) => toWireCulture(row, ctx.baseUrl)), pagination };
    }),

  get: publicReadProcedure
    .meta(rest('GET', '/api/culture/:id', REST_IDS))
    .input(cultureIdInput)
    .output(cultureSchema)
    .query(async ({ ctx, input }) => {
      const row = await findCulture(ctx.db, input.id);
      if (!row) throw notFound(CULTURE_TEXTS.notFound);
      return toWireCulture(row, ctx.baseUrl);
    }),

  create: siteRunnerProcedure
    .meta(rest('POST', '/api/culture', { ...REST_IDS, status: 201, message: T.created }))
    .input(cultureCreateInput)
    .output(cultureSchema)
    .meta(audited('cultures'))
    .mutation(async ({ ctx, input }) => toWireCulture(await insertCulture(ctx.db, { ...input, en: englishOf(input.en) }), ctx.baseUrl)),

  /** Fields left out keep their stored values, images included. */
  update: siteRunnerProcedure
    .meta(rest('PUT', '/api/culture/:id', { ...REST_IDS, message: T.updated }))
    .input(cultureUpdateInput)
    .output(cultureSchema)
    .meta(audited('cultures'))
    .mutation(async ({ ctx, input: { id, ...values } }) => {
      const row = await updateCulture(ctx.db, id, { ...values, en: englishOf(values.en) });
      if (!row) throw notFound(CULTURE_TEXTS.notFound);
      return toWireCulture(row, ctx.baseUrl);
    }),

  delete: siteRunnerProcedure
    .meta(rest('DELETE', '/api/culture/:id', { ...REST_IDS, message: T.deleted }))
    .input(cultureIdInput)
    .output(deletedOutput)
    .meta(audited('cultures'))
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteCulture(ctx.db, input.id))) throw notFound(CULTURE_TEXTS.notFound);
      return { id: input.id };
    }),
});
