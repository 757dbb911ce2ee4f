import {
  type Facility,
  FACILITY_ENGLISH_TEXTS,
  FACILITY_TEXTS,
  type FacilityEnglishStored,
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
import { twinOf } from '../../db/english-twin.ts';

/** The English twin as the input gave it, whole: blanks as null, and null when nothing is written. */
const englishOf = (en: Record<string, unknown> | null | undefined) => twinOf<FacilityEnglishStored>(en, FACILITY_ENGLISH_TEXTS);

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
    .mutation(({ ctx, input }) => insertFacility(ctx.db, { ...input, en: englishOf(input.en) })),

  /** Any subset of the fields; the availability checkbox sends `available` alone (and leaves the twin's dates as they are). */
  update: siteRunnerProcedure
    .meta(rest('PUT', '/api/settings/facilities/:id', { message: (f: Facility) => FACILITY_TEXTS.updated(f.label) }))
    .input(facilityUpdateInput)
    .output(facilitySchema)
    .meta(audited('facilities'))
    .mutation(async ({ ctx, input: { id, en, ...changes } }) => {
      const row = await updateFacility(ctx.db, id, { ...changes, en: englishOf(en) });
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
