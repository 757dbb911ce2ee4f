import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { ACCOUNTS, type AccountRole } from './accounts.ts';

export const baseUrl = () => inject('baseUrl');

/** Debian's Chromium, headless; the flags keep it off a network this machine does not have. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A fresh context (no stored token) on a phone-sized or laptop-sized screen. */
export async function openPage(browser: Browser, size: 'phone' | 'laptop' = 'laptop'): Promise<Page> {
  const viewport = size === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 900 };
  const context = await browser.newContext({ viewport, baseURL: baseUrl(), locale: 'id-ID' });
  return context.newPage();
}

export async function signIn(page: Page, role: AccountRole) {
  const account = ACCOUNTS[role];
  await page.goto('/login');
  await page.getByLabel('Username atau Email').fill(account.login);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin/);
}

/**
 * The page paints its frames a quarter of a second apart, as a busy phone does: whatever waits
 * for the next frame (a passive effect under Preact) comes that much later, and a test acting at
 * once finds out whether the screen was ready for a person as quick.
 */
export async function slowFrames(page: Page) {
  const slow = () => {
    window.requestAnimationFrame = (callback) => window.setTimeout(() => callback(performance.now()), 250);
  };
  // From now on in this document (a test slows the screen it is about, once it is open), and in
  // every document the page opens after.
  await page.evaluate(slow);
  await page.addInitScript(slow);
}
