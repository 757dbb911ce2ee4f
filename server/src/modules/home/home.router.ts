import { HOME_TESTIMONIALS_MAX, homeSchema, transportationSchema } from '@island/shared';
import { z } from 'zod';
import { rest } from '../../rest/rest-facts.ts';
import { publicReadProcedure, router } from '../../trpc/procedures.ts';
import { listActiveTransportations } from '../transportation/transportation.repo.ts';
import { readHome } from './home.repo.ts';

/**
 * What visitors see whoever asks: staff get the same answer, so a cached copy is never wrong
 * for anyone.
 */
export const homeRouter = router({
  get: publicReadProcedure
    .meta({ ...rest('GET', '/api/home'), tags: ['settings', 'facilities', 'transportation', 'testimonials'] })
    .output(homeSchema)
    .query(({ ctx }) => readHome(ctx.db, ctx.baseUrl, HOME_TESTIMONIALS_MAX)),

  /** The boat schedule table alone: every active boat. */
  transportation: publicReadProcedure
    .meta({ ...rest('GET', '/api/home/transportation'), tags: ['transportation'] })
    .output(z.array(transportationSchema))
    .query(({ ctx }) => listActiveTransportations(ctx.db)),
});
