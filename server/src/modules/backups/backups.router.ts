import { backupListSchema } from '@island/shared';
import { rest } from '../../rest/rest-facts.ts';
import { router, superadminProcedure } from '../../trpc/procedures.ts';
import { listBackups } from './backups.repo.ts';

/**
 * The scheduled backups' log for Settings (superadmin only). The archive itself is downloaded
 * from GET /api/backups/download (download.routes.ts): a stream, which the JSON procedures do
 * not carry.
 */
export const backupsRouter = router({
  list: superadminProcedure
    .meta(rest('GET', '/api/backups'))
    .output(backupListSchema)
    .query(async ({ ctx }) => ({
      backups: await listBackups(ctx.db),
      schedule: ctx.config.backupSchedule,
      keep: ctx.config.backupKeep,
      remoteConfigured: ctx.config.backupS3 !== null,
    })),
});
