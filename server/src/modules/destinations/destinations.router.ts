import {
  DESTINATION_TEXTS,
  deletedOutput,
  destinationCreateInput,
  destinationIdInput,
  destinationListInput,
  destinationListOutput,
  destinationSchema,
  destinationUpdateInput,
} from '@island/shared';
import { notFound } from '../../errors.ts';
import { publicReadProcedure, router } from '../../trpc/init.ts';
import { staffProcedure } from '../../trpc/staff.ts';
import {
  deleteDestination,
  findDestination,
  insertDestination,
  listDestinations,
  toWireDestination,
  updateDestination,
} from './destinations.repo.ts';

export const destinationsRouter = router({
  /** Newest first; filtered by category and by a search over title and descriptions. */
  list: publicReadProcedure
    .input(destinationListInput)
    .output(destinationListOutput)
    .query(async ({ ctx, input }) => {
      const { rows, pagination } = await listDestinations(ctx.db, input);
      return { destinations: rows.map((row) => toWireDestination(row, ctx.baseUrl)), pagination };
    }),

  get: publicReadProcedure
    .input(destinationIdInput)
    .output(destinationSchema)
    .query(async ({ ctx, input }) => {
      const row = await findDestination(ctx.db, input.id);
      if (!row) throw notFound(DESTINATION_TEXTS.notFound);
      return toWireDestination(row, ctx.baseUrl);
    }),

  create: staffProcedure
    .input(destinationCreateInput)
    .output(destinationSchema)
    .mutation(async ({ ctx, input }) => toWireDestination(await insertDestination(ctx.db, input), ctx.baseUrl)),

  /** Fields left out keep their stored values, images included. */
  update: staffProcedure
    .input(destinationUpdateInput)
    .output(destinationSchema)
    .mutation(async ({ ctx, input: { id, ...values } }) => {
      const row = await updateDestination(ctx.db, id, values);
      if (!row) throw notFound(DESTINATION_TEXTS.notFound);
      return toWireDestination(row, ctx.baseUrl);
    }),

  delete: staffProcedure
    .input(destinationIdInput)
    .output(deletedOutput)
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteDestination(ctx.db, input.id))) throw notFound(DESTINATION_TEXTS.notFound);
      return { id: input.id };
    }),
});
