import {
  idInput,
  TRANSPORTATION_TEXTS,
  transportationDeletedSchema,
  transportationInput,
  transportationListInput,
  transportationListOutput,
  transportationSchema,
  transportationStatusInput,
  transportationUpdateInput,
} from '@island/shared';
import { notFound } from '../../errors.ts';
import { publicReadProcedure, router } from '../../trpc/init.ts';
import { staffProcedure, viewerIsStaff } from '../../trpc/staff.ts';
import {
  deleteTransportation,
  findTransportation,
  insertTransportation,
  listTransportations,
  setTransportationStatus,
  updateTransportation,
} from './transportation.repo.ts';

const missing = () => notFound(TRANSPORTATION_TEXTS.notFound);

export const transportationRouter = router({
  /** Visitors and non-staff see active boats only; superadmin and admin see every row. */
  list: publicReadProcedure
    .input(transportationListInput)
    .output(transportationListOutput)
    .query(async ({ ctx, input }) =>
      listTransportations(ctx.db, { ...input, activeOnly: !(await viewerIsStaff(ctx)) }),
    ),

  byId: publicReadProcedure
    .input(idInput)
    .output(transportationSchema)
    .query(async ({ ctx, input }) => {
      const row = await findTransportation(ctx.db, input.id);
      if (!row || (row.status !== 'active' && !(await viewerIsStaff(ctx)))) throw missing();
      return row;
    }),

  create: staffProcedure
    .input(transportationInput)
    .output(transportationSchema)
    .mutation(({ ctx, input }) => insertTransportation(ctx.db, input)),

  update: staffProcedure
    .input(transportationUpdateInput)
    .output(transportationSchema)
    .mutation(async ({ ctx, input: { id, ...values } }) => {
      const row = await updateTransportation(ctx.db, id, values);
      if (!row) throw missing();
      return row;
    }),

  setStatus: staffProcedure
    .input(transportationStatusInput)
    .output(transportationSchema)
    .mutation(async ({ ctx, input }) => {
      const row = await setTransportationStatus(ctx.db, input.id, input.status);
      if (!row) throw missing();
      return row;
    }),

  remove: staffProcedure
    .input(idInput)
    .output(transportationDeletedSchema)
    .mutation(async ({ ctx, input }) => {
      const row = await deleteTransportation(ctx.db, input.id);
      if (!row) throw missing();
      return row;
    }),
});
