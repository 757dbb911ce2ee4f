import fsp from 'node:fs/promises';
import path from 'node:path';
import { Cron } from 'croner';
import type { Kysely } from 'kysely';
import type { BackupS3Config } from '../config.ts';
import type { DB } from '../db/types.ts';
import { writeBackupFile } from './archive.ts';
import { uploadToS3 } from './s3.ts';

export interface BackupScheduleOptions {
  db: Kysely<DB>;
  dataDir: string;
  /** Cron expression (five fields, or six with seconds first). */
  schedule: string;
  keep: number;
  s3: BackupS3Config | null;
  log: (error: unknown, message: string) => void;
}

const FILE_PATTERN = /^backup-\d{8}-\d{6}\.tar\.gz$/;

export function backupsDir(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

/**
 * Writes a backup into DATA_DIR/backups on the schedule while the server keeps answering (the
 * rows are read in one short snapshot, the packing is streaming file work), copies it to S3 when
 * configured and keeps the newest `keep`. Returns a function that stops the schedule and resolves
 * once a run under way has finished, pruning included, so nothing writes after the database closes.
 */
export function startBackupSchedule(options: BackupScheduleOptions): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  // protect: a run still going when the next tick comes makes that tick skip, never overlap.
  const job = new Cron(options.schedule, { protect: true, unref: true }, () => {
    running = runScheduledBackup(options, new Date(Math.round(Date.now() / 1000) * 1000)).then(
      () => undefined,
      (error: unknown) => options.log(error, 'scheduled backup failed'),
    );
    return running;
  });
  return async () => {
    job.stop();
    await running;
  };
}

/**
 * One run. `slot` is the schedule's tick: instances sharing a PostgreSQL database all wake up for
 * it, and the first to claim its row makes the backup. Failures are written to the row, where
 * Settings shows them.
 */
export async function runScheduledBackup(options: Omit<BackupScheduleOptions, 'schedule' | 'log'>, slot: Date): Promise<number | null> {
  const { db, dataDir, keep, s3 } = options;
  const stamp = slot.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const fileName = `backup-${stamp}.tar.gz`;
  const claimed = await db
    .insertInto('backups')
    .values({ slot, file_name: fileName })
    .onConflict((oc) => oc.column('slot').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return null;
  const file = path.join(backupsDir(dataDir), fileName);
  let size: number;
  try {
    await writeBackupFile(db, dataDir, file);
    size = (await fsp.stat(file)).size;
  } catch (error) {
    await db
      .updateTable('backups')
      .set({ status: 'failed', error: messageOf(error), finished_at: new Date() })
      .where('id', '=', claimed.id)
      .execute();
    await prune(db, dataDir, keep);
    return claimed.id;
  }
  // The run stays 'running' until the copy is tried too, so its row never says done too early.
  let remote: { remote_status: 'ok' | 'failed' | null; remote_error: string | null } = { remote_status: null, remote_error: null };
  if (s3) {
    try {
      await uploadToS3(s3, file);
      remote = { remote_status: 'ok', remote_error: null };
    } catch (error) {
      remote = { remote_status: 'failed', remote_error: messageOf(error) };
    }
  }
  await db
    .updateTable('backups')
    .set({ status: 'ok', size_bytes: size, finished_at: new Date(), ...remote })
    .where('id', '=', claimed.id)
    .execute();
  await prune(db, dataDir, keep);
  return claimed.id;
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

/**
 * Keeps the newest `keep` backup files (their names sort by time) and the log rows of what is
 * kept; the rows of failed runs stay as many as `keep` too, so a run of failures stays visible.
 */
async function prune(db: Kysely<DB>, dataDir: string, keep: number): Promise<void> {
  const dir = backupsDir(dataDir);
  const names = (await fsp.readdir(dir).catch(() => [] as string[])).filter((name) => FILE_PATTERN.test(name)).sort().reverse();
  const dropped = names.slice(keep);
  for (const name of dropped) await fsp.rm(path.join(dir, name), { force: true });
  if (dropped.length > 0) await db.deleteFrom('backups').where('status', '=', 'ok').where('file_name', 'in', dropped).execute();
  const failedKept = db.selectFrom('backups').where('status', '=', 'failed').select('id').orderBy('id', 'desc').limit(keep);
  await db.deleteFrom('backups').where('status', '=', 'failed').where('id', 'not in', failedKept).execute();
}
