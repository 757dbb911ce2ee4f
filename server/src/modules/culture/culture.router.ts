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
import { publicReadProcedure, router } from '../../trpc/init.ts';
import { staffProcedure } from '../../trpc/staff.ts';
import { deleteCulture, findCulture, insertCulture, listCultures, toWireCulture, updateCulture } from './culture.repo.ts';

export const cultureRouter = router({
  /** Newest first; filtered by category and by a search over title and description. */
  list: publicReadProcedure
    .input(cultureListInput)
    .output(cultureListOutput)
    .query(async ({ ctx, input }) => {
      const { rows, pagination } = await listCultures(ctx.db, input);
      return { cultures: rows.map((row) => toWireCulture(row, ctx.baseUrl)), pagination };
    }),

  get: publicReadProcedure
    .input(cultureIdInput)
    .output(cultureSchema)
    .query(async ({ ctx, input }) => {
      const row = await findCulture(ctx.db, input.id);
      if (!row) throw notFound(CULTURE_TEXTS.notFound);
      return toWireCulture(row, ctx.baseUrl);
    }),

  create: staffProcedure
    .input(cultureCreateInput)
    .output(cultureSchema)
    .mutation(async ({ ctx, input }) => toWireCulture(await insertCulture(ctx.db, input), ctx.baseUrl)),

  /** Fields left out keep their stored values, images included. */
  update: staffProcedure
    .input(cultureUpdateInput)
    .output(cultureSchema)
    .mutation(async ({ ctx, input: { id, ...values } }) => {
      const row = await updateCulture(ctx.db, id, values);
      if (!row) throw notFound(CULTURE_TEXTS.notFound);
      return toWireCulture(row, ctx.baseUrl);
    }),

  delete: staffProcedure
    .input(cultureIdInput)
    .output(deletedOutput)
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteCulture(ctx.db, input.id))) throw notFound(CULTURE_TEXTS.notFound);
      return { id: input.id };
    }),
});
