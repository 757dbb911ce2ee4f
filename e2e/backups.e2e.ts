import fs from 'node:fs';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, signIn } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The archive's manifest and the names of its entries. */
async function readArchive(file: string): Promise<{ manifest: { tables: { name: string; rows: number }[]; uploads: { files: number } }; names: string[] }> {
  const extract = tar.extract();
  fs.createReadStream(file).pipe(zlib.createGunzip()).pipe(extract);
  const names: string[] = [];
  let manifest: unknown;
  for await (const entry of extract) {
    names.push(entry.header.name);
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    if (entry.header.name === 'manifest.json') manifest = JSON.parse(Buffer.concat(chunks).toString());
  }
  return { manifest: manifest as never, names };
}

describe('backups', () => {
  it('warns the superadmin on the dashboard, and Settings downloads a whole backup', async () => {
    const page = await openPage(browser, 'laptop');
    await signIn(page, 'superadmin');
    await page.goto('/admin/dashboard');
    // A fresh site has made no scheduled backup yet: the suite's server backs up daily at an hour
    // twelve hours from the suite's start (global-setup.ts), so no run crosses it.
    const warning = page.getByRole('alert').filter({ hasText: 'Belum ada cadangan yang berhasil.' });
    await warning.waitFor();
    await warning.getByRole('link', { name: 'Periksa cadangan di Pengaturan' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/settings');
    await page.getByRole('heading', { name: 'Cadangan' }).waitFor();
    await page.getByText('Belum ada cadangan terjadwal.').waitFor();
    const hour = String(inject('backupHour')).padStart(2, '0');
    expect(await page.getByText(`setiap hari pukul ${hour}.00`).isVisible()).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Unduh cadangan' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^cadangan-\d{8}-\d{6}\.tar\.gz$/);
    const { manifest, names } = await readArchive(await download.path());
    expect(names[0]).toBe('manifest.json');
    // The demo site: accounts, destinations and their pictures.
    expect(manifest.tables.find((table) => table.name === 'users')!.rows).toBeGreaterThan(1);
    expect(manifest.tables.find((table) => table.name === 'destinations')!.rows).toBeGreaterThan(1);
    expect(manifest.uploads.files).toBeGreaterThan(0);
    expect(names.filter((name) => name.startsWith('uploads/'))).toHaveLength(manifest.uploads.files);
    await page.context().close();
  }, 60_000);

  it('shows an admin no backups and no warning', async () => {
    const page = await openPage(browser, 'phone');
    await signIn(page, 'admin');
    await page.goto('/admin/settings');
    await page.getByRole('heading', { name: 'Tim Kami' }).waitFor();
    expect(await page.getByRole('button', { name: 'Unduh cadangan' }).count()).toBe(0);
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: 'Menunggu tindakan' }).waitFor();
    expect(await page.getByText('Belum ada cadangan yang berhasil.').count()).toBe(0);
    await page.context().close();
  });
});
