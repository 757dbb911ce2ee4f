import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, signIn } from './browser.ts';

// Accessible by construction (WCAG 2.1 A and AA) and mobile first from 360 px.

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const VIEWPORTS = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 900 }, narrow: { width: 360, height: 740 } };

/**
 * A fresh context like browser.ts openPage. The server's Content-Security-Policy (script-src 'self')
 * would refuse the inline <script> that brings axe in; bypassCSP lets the test inject it. Requests
 * to other hosts (the Google Maps and YouTube embeds) fail at once rather than wait on a network
 * this machine does not have, so "network idle" comes when the page's own requests are done.
 */
async function openPage(size: keyof typeof VIEWPORTS): Promise<Page> {
  const origin = new URL(baseUrl()).origin;
  const context = await browser.newContext({ viewport: VIEWPORTS[size], baseURL: baseUrl(), locale: 'id-ID', bypassCSP: true });
  await context.route((url) => url.origin !== origin, (route) => route.abort('internetdisconnected'));
  return context.newPage();
}

/** Lets transitions and one-off animations end, so colours are measured as they come to rest. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter((animation) => {
      const { iterations } = animation.effect?.getComputedTiming() ?? {};
      return iterations !== Infinity;
    });
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** One line per violation: what it is, how bad, and where (the first few elements), with axe's own reason. */
function describeViolations(violations: Result[]): string[] {
  return violations.map((violation) => {
    const targets = violation.nodes.slice(0, 4).map((node) => node.target.join(' >>> '));
    const more = violation.nodes.length > targets.length ? ` (+${violation.nodes.length - targets.length} more)` : '';
    const why = violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim() ?? '';
    return `${violation.id} [${violation.impact ?? 'n/a'}] ${violation.help} — ${targets.join(', ')}${more} — ${why}`;
  });
}

/** Runs axe-core over the whole document and expects no WCAG 2.1 A/AA violation. */
async function expectAccessible(page: Page, what: string) {
  await settle(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        // The Google Maps and YouTube embeds cannot load on this machine, and their insides are
        // not ours to fix: axe checks the <iframe> elements themselves (a title each) but does not
        // go into them.
        iframes: false,
      }),
    WCAG_TAGS,
  );
  expect(describeViolations(results.violations), `axe on ${what} (${page.url()})`).toEqual([]);
}

interface PublicPage {
  name: string;
  path: string;
  /** Waits until the page shows its content. */
  ready: (page: Page) => Promise<void>;
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).first().waitFor();

const PUBLIC_PAGES: PublicPage[] = [
  { name: 'home', path: '/', ready: (page) => page.locator('h1').first().waitFor() },
  {
    name: 'destinations',
    path: '/destinasi',
    ready: async (page) => {
      await heading(page, 'Destinasi Wisata');
      await page.locator('.card-grid .catalogue-card').first().waitFor();
    },
  },
  {
    name: 'culture',
    path: '/budaya',
    ready: async (page) => {
      await page.locator('h1').first().waitFor();
      await page.locator('.card-grid .catalogue-card').first().waitFor();
    },
  },
  {
    name: 'packages',
    path: '/paket-wisata',
    ready: async (page) => {
      await page.locator('h1').first().waitFor();
      await page.locator('.card-grid .catalogue-card').first().waitFor();
    },
  },
  {
    name: 'products',
    path: '/umkm',
    ready: async (page) => {
      await heading(page, 'Produk UMKM');
      await page.locator('.card-grid .catalogue-card').first().waitFor();
    },
  },
  {
    name: 'contact, testimonial tab',
    path: '/kontak#testimoni',
    ready: async (page) => {
      await heading(page, 'Kontak');
      await page.getByRole('tab', { name: 'Testimoni', selected: true }).waitFor();
      await page.getByRole('tabpanel').waitFor();
    },
  },
  {
    name: 'articles',
    path: '/artikel',
    ready: async (page) => {
      await heading(page, 'Artikel');
      await page.locator('.card-grid .catalogue-card').first().waitFor();
    },
  },
  {
    name: 'an article',
    path: '/artikel/sehari-penuh-di-pulau-karang-bulo-rencana-perjalanan-untuk-keluarga',
    ready: async (page) => {
      await heading(page, /^Sehari Penuh/);
      await page.locator('.article-content h2').first().waitFor();
    },
  },
  {
    name: 'contact, contribute tab',
    path: '/kontak#contribute',
    ready: async (page) => {
      await page.getByRole('tab', { name: 'Artikel', selected: true }).waitFor();
      await page.getByText('Anda harus login untuk mengirim artikel').waitFor();
    },
  },
  {
    name: 'contact, message tab and team',
    path: '/kontak',
    ready: async (page) => {
      await heading(page, 'Kontak');
      await page.getByRole('tab', { name: 'Pesan', selected: true }).waitFor();
      await page.getByRole('heading', { name: 'Tim Kami' }).waitFor();
    },
  },
  { name: 'login', path: '/login', ready: (page) => heading(page, 'Masuk ke Akun Anda') },
  {
    // Other hosts are unreachable here, so the tiles fail and the places are listed instead.
    name: 'island map',
    path: '/peta',
    ready: async (page) => {
      await heading(page, 'Peta Pulau');
      await page.getByRole('list', { name: 'Daftar tempat' }).getByRole('listitem').first().waitFor();
    },
  },
];

for (const size of ['phone', 'laptop'] as const) {
  describe(`a visitor on a ${size}`, () => {
    for (const { name, path, ready } of PUBLIC_PAGES) {
      it(`finds no WCAG A/AA violation on ${name}`, async () => {
        const page = await openPage(size);
        try {
          await page.goto(path);
          await ready(page);
          await expectAccessible(page, `${name} (${size})`);
        } finally {
          await page.context().close();
        }
      });
    }

    it('finds none in an opened destination', async () => {
      const page = await openPage(size);
      try {
        await page.goto('/destinasi');
        await page.getByRole('button', { name: /^Lihat Detail / }).first().click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await dialog.locator('.gallery__main img').waitFor();
        await expectAccessible(page, `destination detail (${size})`);
      } finally {
        await page.context().close();
      }
    });

    it('finds none in an opened product', async () => {
      const page = await openPage(size);
      try {
        await page.goto('/umkm');
        await page.getByRole('button', { name: /^Lihat Detail / }).first().click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await dialog.getByRole('heading', { name: 'Produk Terkait' }).waitFor();
        await expectAccessible(page, `product detail (${size})`);
      } finally {
        await page.context().close();
      }
    });

    it('finds none on the login form showing its errors', async () => {
      const page = await openPage(size);
      try {
        await page.goto('/login');
        await page.getByRole('button', { name: 'Login' }).click();
        await page.locator('[aria-invalid="true"]').first().waitFor();
        await page.locator('.field__error').first().waitFor();
        await expectAccessible(page, `login with errors (${size})`);
      } finally {
        await page.context().close();
      }
    });
  });
}

describe('a visitor on a 360 px phone', () => {
  for (const { name, path, ready } of PUBLIC_PAGES) {
    it(`does not scroll ${name} sideways`, async () => {
      const page = await openPage('narrow');
      try {
        await page.goto(path);
        await ready(page);
        await settle(page);
        const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
        expect(widths.scroll, `${name}: page ${widths.scroll}px wide in a ${widths.viewport}px window`).toBeLessThanOrEqual(widths.viewport);
      } finally {
        await page.context().close();
      }
    });
  }
});

describe('the superadmin on a laptop', () => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage('laptop');
    await signIn(page, 'superadmin');
  });
  afterAll(() => page.context().close());

  const SCREENS: { path: string; heading: string | RegExp; ready?: (page: Page) => Promise<void> }[] = [
    { path: '/admin/dashboard', heading: /^Dashboard/, ready: (page) => page.locator('[data-testid="dashboard-chart"] svg').nth(1).waitFor() },
    { path: '/admin/destinations', heading: 'Destinasi', ready: (page) => page.getByRole('button', { name: /^Lihat detail / }).first().waitFor() },
    { path: '/admin/culture', heading: 'Budaya & Tradisi', ready: (page) => page.getByRole('button', { name: /^Lihat / }).first().waitFor() },
    { path: '/admin/packages', heading: 'Paket Wisata', ready: (page) => page.locator('.card-grid .catalogue-card').first().waitFor() },
    { path: '/admin/testimonials', heading: 'Manajemen Testimoni', ready: (page) => page.getByRole('row').nth(1).waitFor() },
    { path: '/admin/transportation', heading: 'Transportasi', ready: (page) => page.locator('.card-grid > *').first().waitFor() },
    { path: '/admin/settings', heading: 'Pengaturan Situs', ready: (page) => page.getByRole('tabpanel').first().waitFor() },
    { path: '/admin/articles', heading: 'Manajemen Artikel', ready: (page) => page.getByRole('row').nth(1).waitFor() },
    { path: '/admin/profile', heading: 'Profil Kontributor', ready: (page) => page.getByRole('button', { name: 'Simpan Profil' }).waitFor() },
    { path: '/admin/umkm', heading: 'Mitra UMKM', ready: (page) => page.locator('.card-grid .catalogue-card').first().waitFor() },
    { path: '/admin/products', heading: 'Produk', ready: (page) => page.locator('.card-grid .catalogue-card').first().waitFor() },
    { path: '/admin/profile-umkm', heading: 'Profil UMKM', ready: (page) => page.getByLabel('Pilih UMKM').waitFor() },
    { path: '/admin/contact-messages', heading: 'Pesan Kontak', ready: (page) => page.getByRole('row').nth(1).waitFor() },
    { path: '/admin/users', heading: 'Manajemen Pengguna', ready: (page) => page.getByRole('row').nth(1).waitFor() },
    { path: '/admin/statistik', heading: 'Statistik Pengunjung', ready: (page) => page.locator('[data-testid="stats-chart"] svg.recharts-surface').first().waitFor() },
    { path: '/admin/statistik/laporan?tahun=2026', heading: /^Laporan Statistik/, ready: (page) => page.getByRole('heading', { name: 'Kunjungan situs' }).waitFor() },
  ];

  for (const screen of SCREENS) {
    it(`finds no WCAG A/AA violation on ${screen.path}`, async () => {
      await page.goto(screen.path);
      await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor();
      await screen.ready?.(page);
      await expectAccessible(page, screen.path);
    });
  }

  for (const [path, button, title] of [
    ['/admin/destinations', 'Tambah Destinasi', 'Tambah Destinasi Baru'],
    ['/admin/transportation', 'Tambah Transportasi', 'Tambah Transportasi Baru'],
    ['/admin/articles', 'Tambah Artikel', 'Tambah Artikel'],
    ['/admin/umkm', 'Tambah UMKM', 'Tambah UMKM'],
    ['/admin/products', 'Tambah Produk', 'Tambah Produk'],
    ['/admin/users', 'Tambah User', 'Tambah User'],
  ] as const) {
    it(`finds none in the add dialog of ${path}`, async () => {
      await page.goto(path);
      await page.getByRole('button', { name: button }).click();
      await page.getByRole('dialog', { name: title }).waitFor();
      await expectAccessible(page, `${path}, ${title}`);
      await page.keyboard.press('Escape');
    });
  }
});
