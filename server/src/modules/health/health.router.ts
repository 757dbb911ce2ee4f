import { TEXTS } from '@island/shared';
import { sql } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { rest } from '../../rest/rest-facts.ts';
import { publicProcedure, router } from '../../trpc/procedures.ts';

/** How long the database may take to answer `select 1` before health calls it down. */
const DATABASE_CHECK_MS = 2000;

const DATABASE_DOWN = 'Database tidak dapat dihubungi';

async function databaseAnswers(check: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS);
  });
  try {
    return await Promise.race([check.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const healthRouter = router({
  /**
   * 200 when every part answers; a load balancer can route on it. 503 with Retry-After when one
   * does not, naming it in `errors[]` (`{ param: 'database', msg }`).
   */
  check: publicProcedure
    .meta(rest('GET', '/api/health'))
    .output(z.object({ status: z.literal('ok'), database: z.literal('ok'), uptime: z.number() }))
    .query(async ({ ctx }) => {
      if (!(await databaseAnswers(sql`select 1`.execute(ctx.db)))) {
        throw new AppError('UNAVAILABLE', `${TEXTS.unavailable} (${DATABASE_DOWN})`, [{ param: 'database', msg: DATABASE_DOWN }]);
      }
      return { status: 'ok' as const, database: 'ok' as const, uptime: Math.round(process.uptime()) };
    }),
});
