import type { FastifyPluginAsync } from 'fastify';
import type { CacheTag } from '../cache-tags.ts';
import type { PublicCache } from '../http/public-cache.ts';
import { msUntilNextMidnight } from './island-day.ts';

/**
 * The cache tag of public answers that name "today" on the island: the boat board's today and
 * tomorrow, the agenda's upcoming and past events (its list, its pages, the home's "Agenda
 * terdekat", /agenda.ics), a package's booking availability. A read that depends on the island's date
 * carries it.
 */
export const DAY_TAG = 'island-day' satisfies CacheTag;

/**
 * At each midnight on the island the kept answers of the day are dropped: their "today" has become
 * yesterday though nobody wrote anything. Every instance runs its own timer (no broadcast), which
 * stops when the app closes.
 */
export const dayTurnPlugin: FastifyPluginAsync<{ cache: PublicCache; timeZone: string; now: () => Date }> = async (app, { cache, timeZone, now }) => {
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
};

/**
 * The cache tag of public answers that name the island's time of day: the boat board says which
 * departures have left and, once the morning's boats to the island have gone, puts the return
 * trips first. Such an answer is kept a minute at most.
 */
export const MINUTE_TAG = 'island-minute' satisfies CacheTag;

/** At each minute's turn the kept answers that read the clock are dropped (each instance its own timer, stopped when the app closes). */
export const minuteTurnPlugin: FastifyPluginAsync<{ cache: PublicCache; now: () => Date }> = async (app, { cache, now }) => {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    // Just after the minute turns, so that a read made then sees the new minute.
    timer = setTimeout(() => {
      void cache.invalidate([MINUTE_TAG], { broadcast: false }).finally(arm);
    }, 60_000 - (now().getTime() % 60_000) + 250);
    timer.unref();
  };
  arm();
  app.addHook('onClose', async () => clearTimeout(timer));
};
