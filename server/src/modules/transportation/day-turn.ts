import type { FastifyInstance } from 'fastify';
import type { PublicCache } from '../../http/public-cache.ts';
import { msUntilNextMidnight } from './island-day.ts';

/** The cache tag of answers that name "today": the boat board. */
export const DAY_TAG = 'boat-board';

/**
 * At each midnight on the island the kept board answers are dropped: their "today" has become
 * yesterday though nobody wrote anything. Every instance runs its own timer (no broadcast).
 */
export function dropBoardAtMidnight(app: FastifyInstance, cache: PublicCache, timeZone: string, now: () => Date): void {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    // A second late, so that the clock has surely passed midnight when the next read asks.
    timer = setTimeout(() => {
      void cache.invalidate([DAY_TAG], { broadcast: false }).finally(arm);
    }, msUntilNextMidnight(now(), timeZone) + 1000);
    timer.unref();
  };
  arm();
  app.addHook('onClose', async () => clearTimeout(timer));
}
