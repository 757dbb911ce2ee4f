import type { FastifyInstance } from 'fastify';
import type { PublicCache } from '../http/public-cache.ts';
import { msUntilNextMidnight } from './island-day.ts';

/**
 * The cache tag of public answers that name "today" on the island: the boat board's today and
 * tomorrow, the agenda's upcoming and past events (its list, its pages, the home's "Agenda
 * terdekat", /agenda.ics), a package's booking availability. A read that depends on the island's date
 * carries it.
 */
export const DAY_TAG = 'island-day';

/**
 * At each midnight on the island the kept answers of the day are dropped: their "today" has become
 * yesterday though nobody wrote anything. Every instance runs its own timer (no broadcast).
 */
export function dropDayAnswersAtMidnight(app: FastifyInstance, cache: PublicCache, timeZone: string, now: () => Date): void {
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

/**
 * The cache tag of public answers that name the island's time of day: the boat board says which
 * departures have left and, once the morning's boats to the island have gone, puts the return
 * trips first. Such an answer is kept a minute at most.
 */
export const MINUTE_TAG = 'island-minute';

/** At each minute's turn the kept answers that read the clock are dropped (each instance its own timer). */
export function dropMinuteAnswers(app: FastifyInstance, cache: PublicCache, now: () => Date): void {
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
}
