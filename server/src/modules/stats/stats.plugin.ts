import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { startMonthlyEmails } from './stats-mail.ts';
import { flushStatsEvents } from './stats-queue.ts';
import { startStatsSchedule } from './stats-rollup.ts';

export interface StatsPluginOptions {
  db: Database;
  timeZone: string;
  /** The app's clock, as every request's ctx.now(). */
  now: () => Date;
  /** The daily rollups and the owners' monthly e-mail run only where the real server asks for them. */
  schedules: { mailer: Mailer; publicUrl: string | undefined } | null;
}

/**
 * Visitor statistics' background work: the queued visits are written when the app closes, and in
 * the real server the rollups (every ten minutes) and the monthly e-mail (08.00 island time) run
 * until it closes.
 */
export const statsPlugin: FastifyPluginAsync<StatsPluginOptions> = async (app, { db, timeZone, now, schedules }) => {
  const logError = (message: string) => (error: unknown) => app.log.error({ err: error }, message);
  const stops: (() => void)[] = [];
  if (schedules) {
    stops.push(startStatsSchedule(db, timeZone, now, logError('visitor statistics rollup failed')));
    stops.push(startMonthlyEmails({ db, mailer: schedules.mailer, timeZone, publicUrl: schedules.publicUrl }, now, logError('monthly statistics e-mail failed')));
  }
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
    await flushStatsEvents(db).catch(logError('visitor statistics not written'));
  });
};
