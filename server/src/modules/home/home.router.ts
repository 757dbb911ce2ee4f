import { HOME_TESTIMONIALS_MAX, homeSchema, transportationSchema } from '@island/shared';
import { z } from 'zod';
import { rest } from '../../rest/rest-facts.ts';
import { publicReadProcedure, router } from '../../trpc/procedures.ts';
import { listFacilities } from '../facilities/facilities.repo.ts';
import { readSiteSettings } from '../settings/settings.repo.ts';
import { listDisplayedTestimonials } from '../testimonials/testimonials.repo.ts';
import { listActiveTransportations } from '../transportation/transportation.repo.ts';
import { readTogether } from '../../db/reads.ts';

/**
 * What visitors see whoever asks: staff get the same answer, so a cached copy is never wrong
 * for anyone.
 */
export const homeRouter = router({
  get: publicReadProcedure
    .meta({ ...rest('GET', '/api/home'), tags: ['settings', 'facilities', 'transportation', 'testimonials'] })
    .output(homeSchema)
    .query(async ({ ctx }) => {
      const [settings, facilities, transportation, testimonials] = await readTogether(ctx.db, [
        () => readSiteSettings(ctx.db, ctx.baseUrl),
        () => listFacilities(ctx.db, { availableOnly: true }),
        () => listActiveTransportations(ctx.db),
        () => listDisplayedTestimonials(ctx.db, HOME_TESTIMONIALS_MAX),
      ]);
      return { settings, facilities, transportation, testimonials };
    }),

  /** The boat schedule table alone: every active boat. */
  transportation: publicReadProcedure
    .meta({ ...rest('GET', '/api/home/transportation'), tags: ['transportation'] })
    .output(z.array(transportationSchema))
    .query(({ ctx }) => listActiveTransportations(ctx.db)),
});
