import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRole } from './accounts.ts';
import { baseUrl, launchBrowser, signIn } from './browser.ts';
import { callRest, signInRest } from './rest.ts';

// Every screen, as the person who uses it, on a phone (390 px) and a desktop (1440 px): a
// screenshot of each for people to look at, and checks for what once looked wrong (docs/product.md, Look and feel).

/** Screenshots go outside the repository: SCREENS_DIR, or a folder under the system's temp dir. */
const SHOTS = process.env.SCREENS_DIR ?? path.join(os.tmpdir(), 'e2e-screens');
const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;
type Width = keyof typeof WIDTHS;

interface Screen {
  /** File name of the screenshot. */
  name: string;
  path: string;
  /** The page's heading once it shows. */
  heading: string | RegExp;
  /** A list whose items each show their own picture. */
  pictures?: string;
}

const ARTICLE = '/artikel/sehari-penuh-di-pulau-karang-bulo-rencana-perjalanan-untuk-keluarga';
const CARD_PICTURES = '.card-grid .catalogue-card img';

const PUBLIC: Screen[] = [
  { name: 'home', path: '/', heading: /Pulau/ },
  { name: 'destinasi', path: '/destinasi', heading: 'Destinasi Wisata', pictures: CARD_PICTURES },
  { name: 'budaya', path: '/budaya', heading: /Budaya/, pictures: CARD_PICTURES },
  { name: 'paket-wisata', path: '/paket-wisata', heading: /Paket/, pictures: CARD_PICTURES },
  { name: 'paket-wisata-detail', path: '/paket-wisata/snorkeling-sehari-di-taman-karang', heading: /^Snorkeling Sehari/ },
  { name: 'umkm', path: '/umkm', heading: 'Produk UMKM', pictures: CARD_PICTURES },
  { name: 'artikel', path: '/artikel', heading: 'Artikel', pictures: CARD_PICTURES },
  { name: 'artikel-detail', path: ARTICLE, heading: /^Sehari Penuh/ },
  { name: 'kontak', path: '/kontak', heading: 'Kontak' },
  { name: 'login', path: '/login', heading: 'Masuk ke Akun Anda' },
  { name: 'peta', path: '/peta', heading: 'Peta Pulau' },
  { name: 'en-home', path: '/en', heading: /Pulau/ },
  { name: 'en-destinasi', path: '/en/destinasi', heading: 'Destinations', pictures: CARD_PICTURES },
];

const dashboard: Screen = { name: 'dashboard', path: '/admin/dashboard', heading: /^Dashboard/ };
const CONTENT: Screen[] = [
  { name: 'destinations', path: '/admin/destinations', heading: 'Destinasi' },
  { name: 'culture', path: '/admin/culture', heading: 'Budaya & Tradisi', pictures: CARD_PICTURES },
  { name: 'packages', path: '/admin/packages', heading: 'Paket Wisata', pictures: CARD_PICTURES },
  { name: 'umkm', path: '/admin/umkm', heading: 'Mitra UMKM', pictures: CARD_PICTURES },
  { name: 'transportation', path: '/admin/transportation', heading: 'Transportasi' },
  { name: 'events', path: '/admin/events', heading: 'Agenda' },
  { name: 'articles', path: '/admin/articles', heading: 'Manajemen Artikel' },
  { name: 'contact-messages', path: '/admin/contact-messages', heading: 'Pesan Kontak' },
  { name: 'testimonials', path: '/admin/testimonials', heading: 'Manajemen Testimoni' },
  { name: 'statistik', path: '/admin/statistik', heading: 'Statistik Pengunjung' },
  { name: 'statistik-laporan', path: '/admin/statistik/laporan?tahun=2026', heading: /^Laporan Statistik/ },
  { name: 'terjemahan', path: '/admin/terjemahan', heading: 'Perlu diterjemahkan' },
  { name: 'pembayaran', path: '/admin/pembayaran', heading: 'Pembayaran' },
];

/** Each role sees the screens its sidebar offers. */
const ADMIN: Record<AccountRole, Screen[]> = {
  superadmin: [
    dashboard,
    { name: 'users', path: '/admin/users', heading: 'Manajemen Pengguna' },
    { name: 'settings', path: '/admin/settings', heading: 'Pengaturan Situs' },
    { name: 'products', path: '/admin/products', heading: 'Produk', pictures: CARD_PICTURES },
    { name: 'audit', path: '/admin/audit', heading: 'Jejak Audit' },
    { name: 'profile', path: '/admin/profile', heading: /Profil|Profile/ },
  ],
  admin: [dashboard, ...CONTENT],
  msme: [dashboard, { name: 'products', path: '/admin/products', heading: 'Produk', pictures: CARD_PICTURES }, { name: 'profile-umkm', path: '/admin/profile-umkm', heading: 'Profil UMKM' }],
  contributor: [dashboard, { name: 'events', path: '/admin/events', heading: 'Usulan Acara Saya' }, { name: 'articles', path: '/admin/articles', heading: /Artikel|Articles/ }, { name: 'profile', path: '/admin/profile', heading: 'Profil Kontributor' }],
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  console.log(`screenshots: ${SHOTS}`);
});
afterAll(() => browser.close());

/** Requests to other hosts (map and video embeds) fail at once: this machine has no network. */
async function openContext(width: Width): Promise<BrowserContext> {
  const origin = new URL(baseUrl()).origin;
  const context = await browser.newContext({ viewport: WIDTHS[width], baseURL: baseUrl(), locale: 'id-ID', bypassCSP: true });
  await context.route((url) => url.origin !== origin, (route) => route.abort('internetdisconnected'));
  return context;
}

/** Waits for the heading, the data and the pictures, with animations over. */
async function showScreen(page: Page, screen: Screen) {
  await page.goto(screen.path);
  await page.getByRole('heading', { level: 1, name: screen.heading }).first().waitFor();
  // A quiet network is a hint, not a condition: the offline worker may still be filling its
  // precache on a busy machine. What the screenshot needs is checked below (no spinner, every
  // picture loaded and decoded).
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('.spinner:not(.spinner--sm)'), undefined, { timeout: 15_000 });
  if (screen.pictures) await page.locator(screen.pictures).first().waitFor();
  // Lazy pictures load now, so the full-page screenshot shows them.
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => ((img as HTMLImageElement).loading = 'eager')));
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(Array.from(document.images).filter((img) => !img.complete).map((img) => new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          })));
    // Decoded, so a full-page screenshot paints every picture rather than its empty box.
    await Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => undefined)));
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/** What is wrong with the screen as shown: sideways scrolling, repeated or broken pictures, serious axe findings. */
async function problemsOf(page: Page, screen: Screen, width: Width): Promise<string[]> {
  const where = `${screen.path} (${width})`;
  const problems: string[] = [];
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  if (widths.scroll > widths.viewport) problems.push(`${where}: page is ${widths.scroll}px wide in a ${widths.viewport}px window`);

  const broken = await page.evaluate(() => Array.from(document.images).filter((img) => img.complete && img.naturalWidth === 0 && img.src && !img.closest('[hidden]')).map((img) => img.src));
  if (broken.length > 0) problems.push(`${where}: broken pictures ${broken.join(', ')}`);

  if (screen.pictures) {
    const sources = await page.locator(screen.pictures).evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src));
    const repeated = sources.filter((src, i) => sources.indexOf(src) !== i);
    if (sources.length < 2) problems.push(`${where}: expected a list of pictures, found ${sources.length}`);
    if (repeated.length > 0) problems.push(`${where}: the same picture on several items: ${[...new Set(repeated)].join(', ')}`);
  }

  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(
    () =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        iframes: false,
      }),
  );
  for (const v of results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
    problems.push(`${where}: axe ${v.id} [${v.impact}] ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  }
  return problems;
}

async function shoot(page: Page, file: string) {
  await page.screenshot({ path: path.join(SHOTS, `${file}.png`), fullPage: true });
}

for (const width of Object.keys(WIDTHS) as Width[]) {
  describe(`every screen at ${WIDTHS[width].width} px`, () => {
    it('as a visitor', async () => {
      const context = await openContext(width);
      const page = await context.newPage();
      const problems: string[] = [];
      try {
        for (const screen of PUBLIC) {
          await showScreen(page, screen);
          await shoot(page, `${width}-public-${screen.name}`);
          problems.push(...(await problemsOf(page, screen, width)));
        }
        // An opened destination: its gallery and map (the map falls back to a link offline).
        await page.goto('/destinasi');
        await page.getByRole('button', { name: /^Lihat Detail / }).first().click();
        await page.getByRole('dialog').locator('.gallery__main img').waitFor();
        await page.waitForLoadState('networkidle');
        await shoot(page, `${width}-public-destinasi-detail`);
      } finally {
        await context.close();
      }
      expect(problems).toEqual([]);
    }, 240_000);

    for (const role of Object.keys(ADMIN) as AccountRole[]) {
      it(`as ${role}`, async () => {
        const context = await openContext(width);
        const page = await context.newPage();
        const problems: string[] = [];
        try {
          await signIn(page, role);
          for (const screen of ADMIN[role]) {
            await showScreen(page, screen);
            await shoot(page, `${width}-${role}-${screen.name}`);
            problems.push(...(await problemsOf(page, screen, width)));
          }
        } finally {
          await context.close();
        }
        expect(problems).toEqual([]);
      }, 240_000);
    }
  });
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A notice lies over none of a dialog's close button, Simpan and Batal, once it has slid in. */
async function expectToastClearOfDialog(toast: Locator, dialog: Locator) {
  const buttons = [dialog.getByRole('button', { name: /Tutup/ }).first(), dialog.getByRole('button', { name: 'Simpan', exact: true }), dialog.getByRole('button', { name: 'Batal', exact: true })];
  await expect
    .poll(async () => {
      const toastBox = (await toast.boundingBox())!;
      const covered = await Promise.all(buttons.map(async (button) => overlap(toastBox, (await button.boundingBox())!)));
      return covered;
    })
    .toEqual([false, false, false]);
}

/** A new destination sent with a latitude beyond 90: the form stays open under the refusal's notice. */
async function refusedDestination(page: Page) {
  await page.goto('/admin/destinations');
  await page.getByRole('button', { name: 'Tambah Destinasi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Destinasi Baru' });
  await dialog.getByLabel('Latitude').fill('95');
  await dialog.getByRole('button', { name: 'Simpan', exact: true }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Validasi gagal' }).first();
  await toast.waitFor();
  return { dialog, toast };
}

describe('a notice over a form on a desktop', () => {
  it("stands clear of the form's close button and its Simpan and Batal", async () => {
    const context = await openContext('desktop');
    const page = await context.newPage();
    await signIn(page, 'admin');
    const { dialog, toast } = await refusedDestination(page);
    // The form is wide and tall: at the top right the notice lay over its close button.
    await expectToastClearOfDialog(toast, dialog);
    await shoot(page, 'desktop-admin-destinations-validation');
    await context.close();
  });
});

describe('what once looked wrong', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await openContext('phone');
    page = await context.newPage();
    await signIn(page, 'admin');
  });
  afterAll(() => context.close());

  it('sends an admin who opens /admin/users to the sign-in page', async () => {
    await page.goto('/admin/users');
    await page.waitForURL(/\/login$/);
    await page.getByRole('heading', { level: 1, name: 'Masuk ke Akun Anda' }).waitFor();
    await page.getByText('khusus Superadmin').waitFor();
    await shoot(page, 'phone-admin-users-redirect');
  });

  it('names fields by their labels in validation messages, and shows each error beside its field', async () => {
    const { dialog, toast } = await refusedDestination(page);
    // On a phone the notice stands at the bottom, clear of the dialog's close button and its footer.
    await expectToastClearOfDialog(toast, dialog);
    const text = await toast.innerText();
    expect(text).toContain('Judul:');
    expect(text).toContain('Latitude:');
    expect(text).not.toMatch(/\btitle:|location\.lat:|shortDescription:/);
    // The error stands under its own field, and the field says so to assistive technology.
    const title = dialog.getByLabel('Judul');
    await expect.poll(() => title.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await title.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy.split(' ').pop()}"]`).innerText()).not.toBe('');
    await shoot(page, 'phone-admin-destinations-validation');
    await page.keyboard.press('Escape');
  });

  it('shows departure times as HH:MM, however they were typed', async () => {
    const { token } = await signInRest('admin');
    const created = await callRest<{ id: number; departureTime: string }>('POST', '/api/transportation', token, {
      name: 'Perahu Uji Jam',
      type: 'boat',
      status: 'active',
      phone: '081200000000',
      departureTime: '7:05, 9.30',
      dockLocation: 'Dermaga Uji',
      duration: '±30 menit',
    });
    expect(created.data.departureTime).toBe('07:05, 09:30');
    try {
      await page.goto('/admin/transportation');
      const card = page.locator('.card-grid > *').filter({ hasText: 'Perahu Uji Jam' });
      await expect.poll(() => card.innerText()).toContain('07:05, 09:30');
      await page.goto('/');
      const schedule = page.locator('.schedule-table tr').filter({ hasText: 'Perahu Uji Jam' });
      await expect.poll(() => schedule.innerText()).toContain('07:05');
      expect(await schedule.innerText()).toContain('09:30');
    } finally {
      await callRest('DELETE', `/api/transportation/${created.data.id}`, token);
    }
  });
});
