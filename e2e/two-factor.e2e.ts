import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from './accounts.ts';
import { launchBrowser, openPage } from './browser.ts';
import { callRest, signInRest } from './rest.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A staff account of this test's own, so other browser tests keep signing in with a password alone. */
async function newStaffAccount(): Promise<{ email: string; password: string }> {
  const superadmin = await signInRest('superadmin');
  const email = `dua-langkah-${crypto.randomBytes(3).toString('hex')}@pulau.local`;
  const password = 'dua-langkah-e2e';
  const created = await callRest('POST', '/api/users', superadmin.token, { name: 'Staf Dua Langkah', email, role: 'admin', password });
  expect(created.status).toBe(201);
  return { email, password };
}

/** What an authenticator app shows for the secret, `steps` 30-second steps from now. */
const codeFor = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

async function fillCredentials(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Username atau Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('two-step sign-in', () => {
  it('a staff member turns it on in the profile, signs out, and signs back in with a code', async () => {
    const account = await newStaffAccount();
    const page = await openPage(browser, 'phone');
    await fillCredentials(page, account);
    await page.waitForURL(/\/admin/);
    await page.goto('/admin/profile');

    await page.getByRole('button', { name: 'Aktifkan verifikasi dua langkah' }).click();
    const secretBox = page.getByTestId('two-factor-secret');
    await secretBox.waitFor();
    const secret = (await secretBox.getAttribute('data-secret'))!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // The key is shown as text, grouped for reading, and as a QR code.
    expect((await secretBox.innerText()).replace(/\s+/g, '')).toBe(secret);
    await expect.poll(() => page.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' }).getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    await page.getByLabel('Kode verifikasi').fill(codeFor(secret));
    await page.getByRole('button', { name: 'Aktifkan', exact: true }).click();
    const codes = page.getByRole('list', { name: 'Kode pemulihan' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    await page.getByRole('button', { name: 'Saya sudah menyimpannya' }).click();
    await page.getByText('Aktif · 10 kode pemulihan tersisa').waitFor();

    // This device is listed among the sessions.
    await page.getByText('Perangkat ini').waitFor();
    const oldToken = await page.evaluate(() => localStorage.getItem('token'));

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login/);
    // The session ended on the server, not only in this tab.
    await expect.poll(async () => (await callRest('GET', '/api/auth/profile', oldToken!)).status).toBe(401);

    await fillCredentials(page, account);
    await page.getByRole('heading', { name: 'Verifikasi Dua Langkah' }).waitFor();
    // A wrong code keeps the person on the second step with the reason.
    await page.getByLabel('Kode verifikasi').fill(codeFor(secret, 40));
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    await page.getByRole('alert').filter({ hasText: 'Kode verifikasi salah atau sudah dipakai' }).waitFor();
    // The code the enabling used is spent; the next step's (one step of drift allowed) signs in.
    await page.getByLabel('Kode verifikasi').fill(codeFor(secret, 1));
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    await page.waitForURL(/\/admin/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const status = await callRest<{ enabled: boolean }>('GET', '/api/auth/2fa', token!);
    expect(status.data.enabled).toBe(true);
    await page.context().close();

    // The superadmin reads it in the audit trail: the account turned two-step sign-in on.
    const admin = await openPage(browser, 'laptop');
    await fillCredentials(admin, { email: ACCOUNTS.superadmin.login, password: ACCOUNTS.superadmin.password });
    await admin.waitForURL(/\/admin/);
    await admin.goto('/admin/audit');
    await admin.getByLabel('Aksi').selectOption({ label: 'Dua langkah aktif' });
    const row = admin.getByRole('row').filter({ hasText: 'Staf Dua Langkah' }).filter({ hasText: 'Dua langkah aktif' });
    await row.first().waitFor();
    await admin.context().close();
  });
});
