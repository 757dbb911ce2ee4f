import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKUP_BUSY, BACKUP_BUSY_RETRY_SECONDS } from '@island/shared';
import { createTestApp, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';
import { uploadImages } from '../../../test/upload-images.ts';
import { openDatabase } from '../../db/database.ts';
import { restoreBackup } from '../../backups/restore.ts';
import { saveAuthPolicy } from '../auth/two-factor.repo.ts';

let t: TestApp;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'island-download-'));
beforeAll(async () => {
  t = await createTestApp();
  await uploadImages(t, 2);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('GET /api/backups/download', () => {
  it('answers 401 without a token and 403 to everyone but the superadmin', async () => {
    expect((await t.request('GET', '/api/backups/download')).status).toBe(401);
    for (const role of ['admin', 'msme', 'contributor'] as const) {
      const res = await t.request('GET', '/api/backups/download', { token: t.users[role].token });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
  });

  it('answers 403 TWO_FACTOR_SETUP_REQUIRED to a superadmin the staff policy holds back, as every procedure does', async () => {
    const download = () => fetch(`${t.baseUrl}/api/backups/download`, { headers: { authorization: `Bearer ${t.users.superadmin.token}` } });
    // The test superadmin has no two-step sign-in: with the policy on, it must set it up first.
    await saveAuthPolicy(t.db, { requireTwoFactorForStaff: true });
    try {
      const refused = await download();
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ success: false, code: 'TWO_FACTOR_SETUP_REQUIRED' });
    } finally {
      await saveAuthPolicy(t.db, { requireTwoFactorForStaff: false });
    }
    const allowed = await download();
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('content-type')).toBe('application/gzip');
    const bytes = new Uint8Array(await allowed.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
  }, 60_000);

  it('streams the superadmin a valid archive of the site, which restores', async () => {
    const res = await fetch(`${t.baseUrl}/api/backups/download`, { headers: { authorization: `Bearer ${t.users.superadmin.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="cadangan-\d{8}-\d{6}\.tar\.gz"$/);
    // Sent as it is packed: no length known in advance.
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('transfer-encoding')).toBe('chunked');

    const dataDir = fs.mkdtempSync(path.join(work, 'restored-'));
    const db = openDatabase({ kind: 'pglite', dir: undefined });
    try {
      const summary = await restoreBackup({ db, dataDir, input: Readable.fromWeb(res.body as never) });
      expect(summary.tables.find((table) => table.name === 'users')!.rows).toBe(4);
      const emails = await db.selectFrom('users').select('email').orderBy('id').execute();
      expect(emails.map((row) => row.email)).toEqual(Object.values(t.users).map((user) => user.email));
      // The two uploads and their image variants.
      const uploads = fs.readdirSync(path.join(t.config.dataDir, 'uploads')).sort();
      expect(uploads.length).toBeGreaterThan(2);
      expect(fs.readdirSync(path.join(dataDir, 'uploads')).sort()).toEqual(uploads);
    } finally {
      await db.destroy();
    }
  }, 60_000);

  it('stops packing and cleans up when the browser goes away mid-download', async () => {
    // 16 MB that do not compress: far more than the connection holds in its buffers.
    const big = path.join(t.config.dataDir, 'uploads', `${'b'.repeat(32)}.jpg`);
    fs.writeFileSync(big, crypto.randomBytes(16 * 1024 * 1024));
    try {
      const abort = new AbortController();
      const res = await fetch(`${t.baseUrl}/api/backups/download`, {
        headers: { authorization: `Bearer ${t.users.superadmin.token}` },
        signal: abort.signal,
      });
      const reader = res.body!.getReader();
      const first = await reader.read();
      expect(first.value!.length).toBeGreaterThan(0);
      abort.abort();
      // The work folder of that download is removed once the packing notices.
      await vi.waitFor(() => expect(fs.readdirSync(path.join(t.config.dataDir, 'tmp'))).toEqual([]), { timeout: 20_000 });
      // And the next download still works.
      const again = await t.request('GET', '/api/backups/download', { token: t.users.admin.token });
      expect(again.status).toBe(403);
    } finally {
      fs.rmSync(big, { force: true });
    }
  }, 60_000);

  it('makes one archive at a time: a download asked meanwhile answers 429 with Retry-After', async () => {
    const big = path.join(t.config.dataDir, 'uploads', `${'c'.repeat(32)}.jpg`);
    fs.writeFileSync(big, crypto.randomBytes(16 * 1024 * 1024));
    const download = () => fetch(`${t.baseUrl}/api/backups/download`, { headers: { authorization: `Bearer ${t.users.superadmin.token}` } });
    try {
      // The first download is held still (never read), so its packing waits on a full connection.
      const first = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const req = http.request(`${t.baseUrl}/api/backups/download`, { headers: { authorization: `Bearer ${t.users.superadmin.token}` } }, resolve);
        req.on('error', reject);
        req.end();
      });
      first.pause();
      expect(first.statusCode).toBe(200);
      const second = await download();
      expect(second.status).toBe(429);
      expect(second.headers.get('retry-after')).toBe(String(BACKUP_BUSY_RETRY_SECONDS));
      expect(await second.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', message: BACKUP_BUSY });
      // Roles are still checked first: an admin is told 403, not to wait.
      expect((await t.request('GET', '/api/backups/download', { token: t.users.admin.token })).status).toBe(403);
      first.resume();
      await new Promise((resolve) => first.on('end', resolve));
      // Once it has been sent whole, the next one is made (the flag drops as the answer closes).
      fs.rmSync(big, { force: true });
      let third = await download();
      for (let i = 0; third.status === 429 && i < 50; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        third = await download();
      }
      expect(third.status).toBe(200);
      await third.arrayBuffer();
    } finally {
      fs.rmSync(big, { force: true });
    }
  }, 60_000);
});

describe('the backups list and the dashboard warning', () => {
  it('lists the scheduled backups to the superadmin only, on both doors', async () => {
    await t.db
      .insertInto('backups')
      .values([
        { slot: '2026-01-01T02:00:00Z', file_name: 'backup-20260101-020000.tar.gz', status: 'ok', size_bytes: 12345, finished_at: '2026-01-01T02:00:05Z', remote_status: 'ok' },
        { slot: '2026-01-02T02:00:00Z', file_name: 'backup-20260102-020000.tar.gz', status: 'failed', error: 'ENOSPC: no space left on device', finished_at: '2026-01-02T02:00:01Z' },
      ])
      .execute();
    const res = await t.request('GET', '/api/backups', { token: t.users.superadmin.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ schedule: '0 2 * * *', keep: 14, remoteConfigured: false });
    expect(res.body.data.backups).toEqual([
      expect.objectContaining({ fileName: 'backup-20260102-020000.tar.gz', status: 'failed', error: 'ENOSPC: no space left on device', remote: null }),
      expect.objectContaining({ fileName: 'backup-20260101-020000.tar.gz', status: 'ok', sizeBytes: 12345, remote: { ok: true, error: null } }),
    ]);
    expect((await t.request('GET', '/api/backups', { token: t.users.admin.token })).status).toBe(403);
    expect((await t.request('GET', '/api/backups')).status).toBe(401);
    const trpc = await t.request('GET', trpcQueryUrl('backups.list'), { token: t.users.superadmin.token });
    expect(trpc.body.result.data.backups).toHaveLength(2);
  });

  it('warns the superadmin when the newest good backup is older than two days, and only the superadmin', async () => {
    const dashboard = async (role: 'superadmin' | 'admin') => (await t.request('GET', '/api/dashboard', { token: t.users[role].token })).body.data;
    expect((await dashboard('superadmin')).backup).toEqual({ lastGoodAt: '2026-01-01T02:00:05.000Z', stale: true });
    expect((await dashboard('admin')).backup).toBeNull();

    const yesterday = new Date(Date.now() - 24 * 3600_000);
    await t.db.insertInto('backups').values({ slot: yesterday, file_name: 'backup-x.tar.gz', status: 'ok', finished_at: yesterday }).execute();
    expect((await dashboard('superadmin')).backup).toEqual({ lastGoodAt: yesterday.toISOString(), stale: false });
  });
});
