import { sql } from 'kysely';
import { z } from 'zod';
import { rest } from '../../rest/rest-facts.ts';
import { publicProcedure, router } from '../../trpc/init.ts';

export const healthRouter = router({
  /** Answers only when the database answers; a load balancer can route on it. */
  check: publicProcedure
    .meta(rest('GET', '/api/health'))
    .output(z.object({ status: z.literal('ok'), database: z.literal('ok'), uptime: z.number() }))
    .query(async ({ ctx }) => {
      await sql`select 1`.execute(ctx.db);
      return { status: 'ok' as const, database: 'ok' as const, uptime: Math.round(process.uptime()) };
    }),
});
