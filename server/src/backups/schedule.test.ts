import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploadImages } from '../../test/upload-images.ts';
import type { BackupS3Config } from '../config.ts';
import { backupsDir, runScheduledBackup, startBackupSchedule } from './schedule.ts';

// A real S3-compatible server in this process (it knows the access key S3RVER).
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'island-s3-'));
const s3server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: 'cadangan', configs: [] }] });
let s3: BackupS3Config;
let t: TestApp;

beforeAll(async () => {
  const { port } = await s3server.run();
  s3 = { endpoint: `http://127.0.0.1:${port}`, bucket: 'cadangan', accessKey: 'S3RVER', secretKey: 'S3RVER', region: 'us-east-1' };
  t = await createTestApp();
  await uploadImages(t, 2);
});

afterAll(async () => {
  await t?.close();
  await s3server.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

const sha = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');

describe('scheduled backups', () => {
  it('writes backups on the schedule while requests are served, copies them to S3 and keeps the newest two', async () => {
    const stop = startBackupSchedule({ db: t.db, dataDir: t.config.dataDir, schedule: '* * * * * *', keep: 2, s3, log: () => {} });
    const statuses: number[] = [];
    try {
      await vi.waitFor(
        async () => {
          // The site keeps answering while backups are written.
          const [list, health] = await Promise.all([t.request('GET', '/api/destinations'), t.request('GET', '/api/health')]);
          statuses.push(list.status, health.status);
          const done = await t.db.selectFrom('backups').where('status', '!=', 'running').select('id').orderBy('id', 'desc').execute();
          expect(done[0]?.id ?? 0).toBeGreaterThanOrEqual(4);
        },
        { timeout: 90_000, interval: 200 },
      );
    } finally {
      // A run that was under way when the schedule stopped finishes, pruning included.
      await stop();
    }
    expect(await t.db.selectFrom('backups').where('status', '=', 'running').select('id').execute()).toEqual([]);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    const rows = await t.db.selectFrom('backups').selectAll().orderBy('id', 'desc').execute();
    expect(rows.map((row) => [row.status, row.error, row.remote_status, row.remote_error])).toEqual(rows.map(() => ['ok', null, 'ok', null]));
    // Older runs pruned: two files left, the two newest, and only their rows.
    const files = fs.readdirSync(backupsDir(t.config.dataDir)).sort();
    expect(files).toEqual(rows.slice(0, 2).map((row) => row.file_name).sort());
    expect(rows).toHaveLength(2);
    expect(rows[0]!.id).toBeGreaterThanOrEqual(4);

    // The S3 copy is the same file, byte for byte.
    const client = new AwsClient({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1', service: 's3' });
    const newest = rows[0]!.file_name;
    const res = await client.fetch(`${s3.endpoint}/cadangan/${newest}`);
    expect(res.status).toBe(200);
    const local = fs.readFileSync(path.join(backupsDir(t.config.dataDir), newest));
    expect(sha(new Uint8Array(await res.arrayBuffer()))).toBe(sha(local));
    expect(Number(rows[0]!.size_bytes)).toBe(local.length);
  }, 150_000);

  it('makes one backup per tick when instances share the database', async () => {
    const slot = new Date('2030-01-01T02:00:00Z');
    const options = { db: t.db, dataDir: t.config.dataDir, keep: 5, s3: null };
    const [first, second] = await Promise.all([runScheduledBackup(options, slot), runScheduledBackup(options, slot)]);
    expect([first, second].filter((id) => id !== null)).toHaveLength(1);
  });

  it('records why a copy to S3 failed, keeping the local backup', async () => {
    // s3rver checks the access key, not the v4 signature: an unknown key is the refusal it makes.
    const wrong = { ...s3, accessKey: 'KUNCI-SALAH' };
    const id = await runScheduledBackup({ db: t.db, dataDir: t.config.dataDir, keep: 5, s3: wrong }, new Date('2030-01-02T02:00:00Z'));
    const row = await t.db.selectFrom('backups').selectAll().where('id', '=', id!).executeTakeFirstOrThrow();
    expect(row.status).toBe('ok');
    expect(row.remote_status).toBe('failed');
    expect(row.remote_error).toMatch(/403/);
    expect(fs.existsSync(path.join(backupsDir(t.config.dataDir), row.file_name))).toBe(true);
  });

  it('records why a backup failed', async () => {
    // A file where the backups folder should be: the archive cannot be written.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'island-nobackup-'));
    fs.writeFileSync(path.join(dataDir, 'backups'), 'not a folder');
    try {
      const id = await runScheduledBackup({ db: t.db, dataDir, keep: 5, s3: null }, new Date('2030-01-03T02:00:00Z'));
      const row = await t.db.selectFrom('backups').selectAll().where('id', '=', id!).executeTakeFirstOrThrow();
      expect(row.status).toBe('failed');
      expect(row.error).toMatch(/EEXIST|ENOTDIR/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
