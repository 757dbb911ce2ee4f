import {
  deletedOutput,
  PACKAGE_TEXTS,
  packageCreateInput,
  packageIdInput,
  packageListInput,
  packageListOutput,
  packageSchema,
  packageUpdateInput,
  personsInRange,
} from '@island/shared';
import { badRequest, notFound } from '../../errors.ts';
import { rest } from '../../rest/rest-facts.ts';
import { publicReadProcedure, router, siteRunnerProcedure } from '../../trpc/procedures.ts';
import { textFields } from '../../rest/text-ids.ts';
import { deletePackage, findPackage, insertPackage, listPackages, toWirePackage, updatePackage } from './packages.repo.ts';
import { audited } from '../../audit/audit-facts.ts';

/**
 * The REST door answers a package's id as text (deletes answer the id they removed), as the API
 * that existing clients of these paths were written for did; tRPC answers numbers.
 */
const REST_IDS = { asText: [textFields(packageSchema, 'id'), textFields(deletedOutput, 'id')] };

const T = PACKAGE_TEXTS;

export const packagesRouter = router({
  /** Popular packages first, then the newest; filtered by a search over name and description. */
  list: publicReadProcedure
    .meta(rest('GET', '/api/packages', REST_IDS))
    .input(packageListInput)
    .output(packageListOutput)
    .query(async ({ ctx, input }) => {
      const { rows, pagination } = await listPackages(ctx.db, input, ctx.keptCounts);
      return { packages: rows.map((row) => toWirePackage(row, ctx.baseUrl)), pagination };
    }),

  get: publicReadProcedure
    .meta(rest('GET', '/api/packages/:id', REST_IDS))
    .input(packageIdInput)
    .output(packageSchema)
    .query(async ({ ctx, input }) => {
      const row = await findPackage(ctx.db, input.id);
      if (!row) throw notFound(PACKAGE_TEXTS.notFound);
      return toWirePackage(row, ctx.baseUrl);
    }),

  create: siteRunnerProcedure
    .meta(rest('POST', '/api/packages', { ...REST_IDS, status: 201, message: T.created }))
    .input(packageCreateInput)
    .output(packageSchema)
    .meta(audited('packages'))
    .mutation(async ({ ctx, input }) => toWirePackage(await insertPackage(ctx.db, input), ctx.baseUrl)),

  /**
   * Fields left out keep their stored values, image included. A group size given on one side
   * only is checked against the stored other side.
   */
  update: siteRunnerProcedure
    .meta(rest('PUT', '/api/packages/:id', { ...REST_IDS, message: T.updated }))
    .input(packageUpdateInput)
    .output(packageSchema)
    .meta(audited('packages'))
    .mutation(async ({ ctx, input: { id, ...values } }) => {
      const stored = await findPackage(ctx.db, id);
      if (!stored) throw notFound(PACKAGE_TEXTS.notFound);
      const persons = {
        minPersons: values.minPersons ?? stored.min_persons,
        maxPersons: values.maxPersons ?? stored.max_persons,
      };
      if (!personsInRange(persons)) throw badRequest('maxPersons', PACKAGE_TEXTS.personsRange);
      const row = await updatePackage(ctx.db, id, values);
      if (!row) throw notFound(PACKAGE_TEXTS.notFound);
      return toWirePackage(row, ctx.baseUrl);
    }),

  delete: siteRunnerProcedure
    .meta(rest('DELETE', '/api/packages/:id', { ...REST_IDS, message: T.deleted }))
    .input(packageIdInput)
    .output(deletedOutput)
    .meta(audited('packages'))
    .mutation(async ({ ctx, input }) => {
      if (!(await deletePackage(ctx.db, input.id))) throw notFound(PACKAGE_TEXTS.notFound);
      return { id: input.id };
    }),
});
