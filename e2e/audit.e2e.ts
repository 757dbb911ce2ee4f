import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, signIn } from './browser.ts';
import { signInRest } from './rest.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the superadmin', () => {
  it('edits a destination, sees who changed it last, and reads the change in the audit trail', async () => {
    const me = await signInRest('superadmin');
    const list = await fetch(`${baseUrl()}/api/destinations?limit=1`);
    const [destination] = ((await list.json()) as { data: { destinations: { id: number; title: string }[] } }).data.destinations;
    expect(destination).toBeDefined();
    const { id, title } = destination!;

    const page = await openPage(browser);
    await signIn(page, 'superadmin');
    await page.goto('/admin/destinations');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Destinasi' });
    await edit.waitFor();
    const changed = `Diubah untuk jejak audit ${Date.now()}.`;
    await edit.getByLabel('Deskripsi singkat').fill(changed);
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect.poll(() => page.getByText('Destinasi berhasil diperbarui').isVisible()).toBe(true);
    await expect.poll(() => edit.isVisible()).toBe(false);

    // The edit dialog now says who changed it last.
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await edit.waitFor();
    await expect.poll(() => edit.getByTestId('last-change').innerText()).toContain(`Terakhir diubah oleh ${me.name}, `);
    await edit.getByRole('button', { name: 'Batal' }).click();

    // The sidebar leads to the trail; the change is there with its before and after.
    await page.getByRole('link', { name: 'Audit' }).click();
    await page.getByRole('heading', { name: 'Jejak Audit' }).waitFor();
    await page.getByLabel('Data', { exact: true }).selectOption('destinations');
    await page.getByLabel('ID data').fill(String(id));
    const row = page.getByRole('row').filter({ hasText: changed });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByText('Diubah', { exact: true }).isVisible()).toBe(true);
    expect(await row.getByText(me.name, { exact: false }).first().isVisible()).toBe(true);
    expect(await row.locator('del').first().innerText()).not.toBe(changed);
    expect(await row.locator('ins').first().innerText()).toBe(changed);
    // The field is named as the form names it, the column kept for the curious.
    const field = row.locator('dt', { hasText: 'Deskripsi singkat' });
    expect(await field.getAttribute('title')).toBe('short_description');
    await page.screenshot({ path: '/tmp/audit-trail-laptop.png', fullPage: false });

    // The record is named as it was then, and its link opens its admin screen.
    await row.getByRole('link', { name: `Destinasi ${title}` }).click();
    await page.waitForURL(/\/admin\/destinations$/);

    // The same entry on the REST door, for the superadmin only.
    const api = await fetch(`${baseUrl()}/api/audit?entity=destinations&entity_id=${id}&action=update`, {
      headers: { authorization: `Bearer ${me.token}` },
    });
    const entries = ((await api.json()) as { data: { entries: { entityName: string | null; changes: Record<string, { to?: unknown }> }[] } }).data.entries;
    expect(entries[0]?.changes.short_description?.to).toBe(changed);
    expect(entries[0]?.entityName).toBe(title);
    await page.context().close();
  });

  it('reads the trail on a phone', async () => {
    const page = await openPage(browser, 'phone');
    await signIn(page, 'superadmin');
    await page.goto('/admin/audit');
    await page.getByRole('heading', { name: 'Jejak Audit' }).waitFor();
    await expect.poll(() => page.locator('.audit-table .badge', { hasText: 'Masuk' }).count()).toBeGreaterThan(0);
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/audit-trail-phone.png', fullPage: true });
    await page.context().close();
  });

  it('an admin is not let in', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin');
    expect(await page.getByRole('link', { name: 'Audit' }).count()).toBe(0);
    await page.goto('/admin/audit');
    await expect.poll(() => page.url()).not.toMatch(/\/admin\/audit$/);
    await page.context().close();
  });
});
