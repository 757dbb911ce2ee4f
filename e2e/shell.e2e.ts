import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from './accounts.ts';
import { launchBrowser, openPage, signIn } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The sidebar by role (docs/product.md, The sidebar by role), and the superadmin's audit trail (docs/operating.md, Audit trail). */
const SIDEBAR: Record<'superadmin' | 'admin' | 'msme' | 'contributor', string[]> = {
  superadmin: [
    '/admin/dashboard',
    '/admin/users',
    '/admin/destinations',
    '/admin/culture',
    '/admin/packages',
    '/admin/bookings',
    '/admin/pembayaran',
    '/admin/umkm',
    '/admin/homestay',
    '/admin/transportation',
    '/admin/events',
    '/admin/articles',
    '/admin/contact-messages',
    '/admin/testimonials',
    '/admin/statistik',
    '/admin/terjemahan',
    '/admin/settings',
    '/admin/audit',
  ],
  admin: [
    '/admin/dashboard',
    '/admin/destinations',
    '/admin/culture',
    '/admin/packages',
    '/admin/bookings',
    '/admin/pembayaran',
    '/admin/umkm',
    '/admin/homestay',
    '/admin/transportation',
    '/admin/events',
    '/admin/articles',
    '/admin/contact-messages',
    '/admin/testimonials',
    '/admin/statistik',
    '/admin/terjemahan',
  ],
  msme: ['/admin/dashboard', '/admin/homestay', '/admin/products', '/admin/profile-umkm'],
  contributor: ['/admin/dashboard', '/admin/events', '/admin/articles', '/admin/profile'],
};

describe('a visitor', () => {
  it('opens the home page and moves through the public menu', async () => {
    const page = await openPage(browser);
    await page.goto('/');
    await expect.poll(() => page.title()).not.toBe('');
    const nav = page.getByRole('banner').getByRole('navigation').first();
    for (const [label, path] of [
      ['Destinasi', '/destinasi'],
      ['Paket Wisata', '/paket-wisata'],
      ['Budaya', '/budaya'],
      ['Kontak', '/kontak'],
      ['Beranda', '/'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
    }
    await expect.poll(() => page.getByRole('link', { name: 'Login' }).first().isVisible()).toBe(true);
    await page.context().close();
  });

  it('uses the mobile menu on a phone', async () => {
    const page = await openPage(browser, 'phone');
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Budaya', exact: true }).last().click();
    await page.waitForURL((url) => url.pathname === '/budaya');
    await page.context().close();
  });

  it('opens a page typed in the same tab at its top, and a reload where it was', async () => {
    const page = await openPage(browser, 'phone');
    await page.goto('/umkm');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // To the bottom, again as the cards arrive and the page grows.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(500);
    // A new page opened afresh, as from the address bar or a bookmark.
    await page.goto('/paket-wisata');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await page.context().close();
  });

  it('lands on / from an unknown path', async () => {
    const page = await openPage(browser);
    await page.goto('/tidak-ada/halaman');
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });

  it('is sent to /login from the admin area and comes back after signing in', async () => {
    const page = await openPage(browser);
    await page.goto('/admin/testimonials');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Username atau Email').fill('admin.desa@pulau.local');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByText('Username atau password salah').first().isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('staff', () => {
  for (const role of ['superadmin', 'admin', 'msme', 'contributor'] as const) {
    it(`${role} signs in and sees exactly its sidebar`, async () => {
      const page = await openPage(browser);
      await signIn(page, role);
      const sidebar = page.getByRole('navigation', { name: 'Admin' });
      await sidebar.waitFor();
      const hrefs = await sidebar.locator('a').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(hrefs).toEqual(SIDEBAR[role]);
      await page.context().close();
    });
  }

  it('a contributor typing /admin/users reaches /unauthorized and goes back', async () => {
    const page = await openPage(browser);
    await signIn(page, 'contributor');
    await page.goto('/admin/users');
    await page.waitForURL((url) => url.pathname === '/unauthorized');
    await expect.poll(() => page.getByRole('heading', { name: 'Akses Ditolak' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Kembali' }).click();
    await page.waitForURL((url) => url.pathname !== '/unauthorized');
    await page.context().close();
  });

  it('logout returns to /login and the admin area stays closed', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/admin/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.context().close();
  });
});

describe('a session that ends on the server', () => {
  it('sends the user to /login when a request is refused with 401, keeping the page to return to', async () => {
    const page = await openPage(browser);
    await signIn(page, 'superadmin');
    // The admin area's first requests (the dashboard's figures, the sidebar's counts…) go out with
    // the valid token: the dashboard drawn first (its code arrives before its requests leave, and a
    // busy machine can sit longer than the idle wait between the two), then the network quiet.
    await page.getByRole('heading', { name: 'Menunggu tindakan' }).waitFor();
    await page.waitForLoadState('networkidle');
    // The stored token stops being valid (as when it expires or the account is deactivated).
    await page.evaluate(() => localStorage.setItem('token', 'expired.token.value'));
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /testimoni/i }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByLabel('Username atau Email').fill('superadmin');
    await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.superadmin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/testimonials');
    await page.context().close();
  });
});
