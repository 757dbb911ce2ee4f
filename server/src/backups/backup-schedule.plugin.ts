import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { startBackupSchedule } from './schedule.ts';

/** Scheduled backups while the app runs (BACKUP_SCHEDULE; none when it is empty); a run under way finishes before the app closes. */
export const backupSchedulePlugin: FastifyPluginAsync<{ db: Database; config: Config }> = async (app, { db, config }) => {
  if (!config.backupSchedule) return;
  const stop = startBackupSchedule({
    db,
    dataDir: config.dataDir,
    schedule: config.backupSchedule,
    keep: config.backupKeep,
    s3: config.backupS3,
    log: (error, message) => app.log.error({ err: error }, message),
  });
  app.addHook('onClose', async () => stop());
};
