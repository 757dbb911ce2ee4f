import { BACKUP_STALE_AFTER_MS, type BackupEntry, type BackupHealth } from '@island/shared';
import type { Db } from '../../db/database.ts';

/** How many runs Settings lists, newest first (the folder keeps BACKUP_KEEP of them). */
const LISTED = 50;

export async function listBackups(db: Db): Promise<BackupEntry[]> {
  const rows = await db
    .selectFrom('backups')
    .select(['id', 'file_name', 'started_at', 'finished_at', 'status', 'size_bytes', 'error', 'remote_status', 'remote_error'])
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LISTED)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    fileName: row.file_name,
    startedAt: new Date(row.started_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
    status: row.status,
    sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
    error: row.error,
    remote: row.remote_status === null ? null : { ok: row.remote_status === 'ok', error: row.remote_error },
  }));
}

/** The newest good backup's time, and whether it is too old (none at all counts as too old). */
export async function backupHealth(db: Db, now: Date): Promise<BackupHealth> {
  const row = await db
    .selectFrom('backups')
    .where('status', '=', 'ok')
    .select('finished_at')
    .orderBy('finished_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const lastGood = row?.finished_at ? new Date(row.finished_at) : null;
  return {
    lastGoodAt: lastGood?.toISOString() ?? null,
    stale: lastGood === null || now.getTime() - lastGood.getTime() > BACKUP_STALE_AFTER_MS,
  };
}
