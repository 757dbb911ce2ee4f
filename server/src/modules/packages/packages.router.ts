import {
  type BoatLegInput,
  deletedOutput,
  PACKAGE_TEXTS,
  packageCreateInput,
  packageIdInput,
  packageListInput,
  packageListOutput,
  packageSchema,
  packageSlugInput,
  packageUpdateInput,
  personsInRange,
} from '@island/shared';
import { badRequest, notFound } from '../../errors.ts';
import { rest } from '../../rest/rest-facts.ts';
import { publicReadProcedure, router, siteRunnerProcedure } from '../../trpc/procedures.ts';
import { textFields } from '../../rest/text-ids.ts';
import { viewerRunsSite } from '../../trpc/viewer.ts';
import { deletePackage, englishOf, findPackage, findPackageBySlug, insertPackage, listPackages, toWirePackage, updatePackage } from './packages.repo.ts';
import { audited } from '../../audit/audit-facts.ts';
import { legRefusal } from '../transportation/trip-legs.repo.ts';
import type { Db } from '../../db/database.ts';

/**
 * The REST door answers a package's id as text (deletes answer the id they removed), as the API
 * that existing clients of these paths were written for did; tRPC answers numbers.
 */
const REST_IDS = { asText: [textFields(packageSchema, 'id'), textFields(deletedOutput, 'id')] };

const T = PACKAGE_TEXTS;

/** The usual boats must go the leg's way, at a time of their timetable (400 on the field otherwise). */
async function assertBoats(db: Db, values: { boatOut?: BoatLegInput; boatBack?: BoatLegInput }): Promise<void> {
  const refused = await legRefusal(db, { out: values.boatOut, back: values.boatBack });
  if (refused) throw badRequest(refused.leg === 'out' ? 'boatOut' : 'boatBack', refused.message);
}

export const packagesRouter = router({
  /**
   * Popular packages first, then the newest; filtered by a search over name and description.
   * Visitors see active packages; site runners every one.
   */
  list: publicReadProcedure
    .meta(rest('GET', '/api/packages', REST_IDS))
    .input(packageListInput)
    .output(packageListOutput)
    .query(async ({ ctx, input }) => {
      const activeOnly = !(await viewerRunsSite(ctx));
      const { rows, pagination } = await listPackages(ctx.db, { ...input, activeOnly }, ctx.keptCounts);
      return { packages: rows.map((row) => toWirePackage(row, ctx.baseUrl)), pagination };
    }),

  /** One package; an inactive one is missing to everyone but site runners. */
  get: publicReadProcedure
    .meta(rest('GET', '/api/packages/:id', REST_IDS))
    .input(packageIdInput)
    .output(packageSchema)
    .query(async ({ ctx, input }) => {
      const row = await findPackage(ctx.db, input.id);
      if (!row || (!row.active && !(await viewerRunsSite(ctx)))) throw notFound(PACKAGE_TEXTS.notFound);
      return toWirePackage(row, ctx.baseUrl);
    }),

  /** The package page's read, by the readable part of its address; an inactive package is missing as in `get`. */
  bySlug: publicReadProcedure
    .meta(rest('GET', '/api/packages/slug/:slug', REST_IDS))
    .input(packageSlugInput)
    .output(packageSchema)
    .query(async ({ ctx, input }) => {
      const row = await findPackageBySlug(ctx.db, input.slug);
      if (!row || (!row.active && !(await viewerRunsSite(ctx)))) throw notFound(PACKAGE_TEXTS.notFound);
      return toWirePackage(row, ctx.baseUrl);
    }),

  create: siteRunnerProcedure
    .meta(rest('POST', '/api/packages', { ...REST_IDS, status: 201, message: T.created }))
    .input(packageCreateInput)
    .output(packageSchema)
    .meta(audited('packages'))
    .mutation(async ({ ctx, input }) => {
      await assertBoats(ctx.db, input);
      return toWirePackage(await insertPackage(ctx.db, { ...input, en: englishOf(input.en) }), ctx.baseUrl);
    }),

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
      await assertBoats(ctx.db, values);
      const row = await updatePackage(ctx.db, id, { ...values, en: englishOf(values.en) });
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
