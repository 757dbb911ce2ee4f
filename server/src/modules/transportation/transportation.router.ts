import {
  defaultEnds,
  idInput,
  type Transportation,
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
import { rest } from '../../rest/rest-facts.ts';
import { publicReadProcedure, router, siteRunnerProcedure } from '../../trpc/procedures.ts';
import { viewerRunsSite } from '../../trpc/viewer.ts';
import {
  deleteTransportation,
  findTransportation,
  insertTransportation,
  listTransportations,
  setTransportationStatus,
  updateTransportation,
} from './transportation.repo.ts';
import { audited } from '../../audit/audit-facts.ts';
import { departureProcedures } from './departures.procedures.ts';

const T = TRANSPORTATION_TEXTS;

const missing = () => notFound(TRANSPORTATION_TEXTS.notFound);

export const transportationRouter = router({
  ...departureProcedures,

  /** Visitors and accounts that do not run the site see active boats only; superadmin and admin see every row. */
  list: publicReadProcedure
    .meta(rest('GET', '/api/transportation'))
    .input(transportationListInput)
    .output(transportationListOutput)
    .query(async ({ ctx, input }) =>
      listTransportations(ctx.db, { ...input, activeOnly: !(await viewerRunsSite(ctx)) }),
    ),

  byId: publicReadProcedure
    .meta(rest('GET', '/api/transportation/:id'))
    .input(idInput)
    .output(transportationSchema)
    .query(async ({ ctx, input }) => {
      const row = await findTransportation(ctx.db, input.id);
      if (!row || (row.status !== 'active' && !(await viewerRunsSite(ctx)))) throw missing();
      return row;
    }),

  create: siteRunnerProcedure
    .meta(rest('POST', '/api/transportation', { status: 201, message: T.created }))
    .input(transportationInput)
    .output(transportationSchema)
    .meta(audited('transportations'))
    .mutation(({ ctx, input }) => {
      const ends = defaultEnds(input.direction, input.dockLocation);
      return insertTransportation(ctx.db, { ...input, fromPlace: input.fromPlace ?? ends.fromPlace, toPlace: input.toPlace ?? ends.toPlace });
    }),

  update: siteRunnerProcedure
    .meta(rest('PUT', '/api/transportation/:id', { message: T.updated }))
    .input(transportationUpdateInput)
    .output(transportationSchema)
    .meta(audited('transportations'))
    .mutation(async ({ ctx, input: { id, ...values } }) => {
      const row = await updateTransportation(ctx.db, id, values);
      if (!row) throw missing();
      return row;
    }),

  setStatus: siteRunnerProcedure
    .meta(rest('PATCH', '/api/transportation/:id/status', { message: (t: Transportation) => T.statusChanged(t.name, t.status) }))
    .input(transportationStatusInput)
    .output(transportationSchema)
    .meta(audited('transportations'))
    .mutation(async ({ ctx, input }) => {
      const row = await setTransportationStatus(ctx.db, input.id, input.status);
      if (!row) throw missing();
      return row;
    }),

  remove: siteRunnerProcedure
    .meta(rest('DELETE', '/api/transportation/:id', { message: (t: { name: string }) => T.deleted(t.name) }))
    .input(idInput)
    .output(transportationDeletedSchema)
    .meta(audited('transportations'))
    .mutation(async ({ ctx, input }) => {
      const row = await deleteTransportation(ctx.db, input.id);
      if (!row) throw missing();
      return row;
    }),
});
