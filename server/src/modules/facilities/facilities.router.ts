import {
  type Facility,
  FACILITY_TEXTS,
  facilityInput,
  facilitySchema,
  facilityUpdateInput,
  idInput,
} from '@island/shared';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import { rest } from '../../rest/rest-facts.ts';
import { publicReadProcedure, router, siteRunnerProcedure } from '../../trpc/procedures.ts';
import { deleteFacility, insertFacility, listFacilities, updateFacility } from './facilities.repo.ts';
import { audited } from '../../audit/audit-facts.ts';

const NOT_FOUND = 'Fasilitas tidak ditemukan';

export const facilitiesRouter = router({
  /**
   * All facilities, unavailable ones too: the settings screen manages them all, and the home
   * page filters to available ones (its own answer, home.get, carries only those).
   */
  list: publicReadProcedure
    .meta(rest('GET', '/api/settings/facilities'))
    .output(z.array(facilitySchema)).query(({ ctx }) => listFacilities(ctx.db)),

  create: siteRunnerProcedure
    .meta(rest('POST', '/api/settings/facilities', { status: 201, message: (f: Facility) => FACILITY_TEXTS.created(f.label) }))
    .input(facilityInput)
    .output(facilitySchema)
    .meta(audited('facilities'))
    .mutation(({ ctx, input }) => insertFacility(ctx.db, input)),

  /** Any subset of the fields; the availability checkbox sends `available` alone. */
  update: siteRunnerProcedure
    .meta(rest('PUT', '/api/settings/facilities/:id', { message: (f: Facility) => FACILITY_TEXTS.updated(f.label) }))
    .input(facilityUpdateInput)
    .output(facilitySchema)
    .meta(audited('facilities'))
    .mutation(async ({ ctx, input: { id, ...changes } }) => {
      const row = await updateFacility(ctx.db, id, changes);
      if (!row) throw notFound(NOT_FOUND);
      return row;
    }),

  remove: siteRunnerProcedure
    .meta(rest('DELETE', '/api/settings/facilities/:id', { message: (f: Facility) => FACILITY_TEXTS.deleted(f.label) }))
    .input(idInput)
    .output(facilitySchema)
    .meta(audited('facilities'))
    .mutation(async ({ ctx, input }) => {
      const row = await deleteFacility(ctx.db, input.id);
      if (!row) throw notFound(NOT_FOUND);
      return row;
    }),
});
