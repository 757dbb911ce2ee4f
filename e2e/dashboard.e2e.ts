import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRole } from './accounts.ts';
import { launchBrowser, openPage, signIn } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A REST answer's data, asked with the signed-in page's own token. */
async function apiData<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const res = await fetch(url, { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
    return ((await res.json()) as { data: unknown }).data;
  }, path) as Promise<T>;
}

async function openDashboard(role: AccountRole, size: 'phone' | 'laptop' = 'laptop'): Promise<Page> {
  const page = await openPage(browser, size);
  await signIn(page, role);
  await page.goto('/admin/dashboard');
  await page.getByRole('heading', { level: 1, name: /^Dashboard/ }).waitFor();
  return page;
}

/** The drawn charts: each an svg with at least one bar per point. */
async function expectCharts(page: Page, count: number) {
  await expect.poll(() => page.locator('[data-testid="dashboard-chart"] svg.recharts-surface').count(), { timeout: 15_000 }).toBe(count);
}

/** The figure shown beside a label, as the page prints it (id-ID). */
function figure(page: Page, label: string) {
  return page.locator('.stat', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
}

interface StaffData {
  accounts: { total: number } | null;
  content: { publishedArticles: number };
  waiting: { pendingArticles: number; unreadMessages: number };
}

describe('the staff dashboards', () => {
  it('shows the superadmin live figures, the accounts and four weekly charts (articles, messages, bookings, persons booked); the pending link opens the filtered articles', async () => {
    const page = await openDashboard('superadmin');
    const data = await apiData<StaffData>(page, '/api/dashboard');
    await expectCharts(page, 4);
    await expect.poll(() => figure(page, 'Artikel menunggu tinjauan').innerText()).toBe(data.waiting.pendingArticles.toLocaleString('id-ID'));
    expect(await figure(page, 'Artikel terbit').innerText()).toBe(data.content.publishedArticles.toLocaleString('id-ID'));
    expect(await figure(page, 'Total akun').innerText()).toBe(data.accounts!.total.toLocaleString('id-ID'));
    expect(await page.getByText(/Artikel terbit per minggu/).first().isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Artikel menunggu tinjauan' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/articles' && url.searchParams.get('status') === 'pending');
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('pending');
    const pending = await apiData<{ articles: unknown[] }>(page, '/api/articles?status=pending&limit=10');
    expect(pending.articles.length).toBeGreaterThan(0);
    {
      await expect.poll(() => page.locator('tbody tr').count(), { timeout: 10_000 }).toBe(pending.articles.length);
      const statuses = await page.locator('tbody tr .badge').allInnerTexts();
      expect(statuses).toHaveLength(pending.articles.length);
      expect(new Set(statuses.map((s) => s.trim()))).toEqual(new Set(['Menunggu tinjauan']));
    }
    await page.context().close();
  });

  it('shows the admin no accounts; the unread link opens the unread messages', async () => {
    const page = await openDashboard('admin', 'phone');
    const data = await apiData<StaffData>(page, '/api/dashboard');
    expect(data.accounts).toBeNull();
    await expectCharts(page, 4);
    expect(await page.getByRole('heading', { name: 'Pengguna' }).count()).toBe(0);
    expect(await figure(page, 'Pesan belum dibaca').innerText()).toBe(data.waiting.unreadMessages.toLocaleString('id-ID'));

    await page.getByRole('link', { name: 'Pesan belum dibaca' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/contact-messages' && url.searchParams.get('status') === 'unread');
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('unread');
    const unread = await apiData<{ pagination: { totalItems: number } }>(page, '/api/contact?status=unread&limit=10');
    expect(unread.pagination.totalItems).toBe(data.waiting.unreadMessages);
    if (unread.pagination.totalItems > 0) {
      await expect.poll(() => page.locator('tbody tr').count(), { timeout: 10_000 }).toBe(Math.min(unread.pagination.totalItems, 10));
    }
    await page.context().close();
  });
});

describe('the testimonials waiting for staff', () => {
  it('opens the unverified testimonials from the dashboard, and shows all again when asked', async () => {
    const page = await openDashboard('admin');
    const data = await apiData<{ waiting: { unverifiedTestimonials: number } }>(page, '/api/dashboard');
    expect(data.waiting.unverifiedTestimonials).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Testimoni belum diverifikasi' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/testimonials' && url.searchParams.get('waiting') === 'unverified');
    await page.getByText('Hanya testimoni yang belum diverifikasi').waitFor();
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 10_000 }).toBe(Math.min(data.waiting.unverifiedTestimonials, 10));
    const all = await apiData<{ pagination: { totalItems: number } }>(page, '/api/testimonials?limit=10');
    await page.getByRole('button', { name: 'Tampilkan semua' }).click();
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 10_000 }).toBe(Math.min(all.pagination.totalItems, 10));
    await page.context().close();
  });
});

describe('the other dashboards', () => {
  it('shows an msme owner their products by category as a chart, the completeness, the channels unused as a quiet hint and the monthly e-mail as unavailable', async () => {
    const page = await openDashboard('msme');
    const data = await apiData<{ kind: string; msmes: { brand: string; completeness: number; links: Record<string, string | null> }[]; products: { total: number } }>(page, '/api/dashboard');
    expect(data.kind).toBe('msme');
    await expectCharts(page, 1);
    expect(await figure(page, 'Produk').innerText()).toBe(data.products.total.toLocaleString('id-ID'));
    for (const msme of data.msmes) {
      expect(await page.getByRole('heading', { name: new RegExp(`^${msme.brand}`) }).isVisible()).toBe(true);
    }
    expect(await page.getByText(`Kelengkapan profil: ${data.msmes[0]!.completeness}%`).isVisible()).toBe(true);
    expect(await page.getByText('Menunggu tindakan').count()).toBe(0);

    // A channel the business does not use is no fault: no warning, one quiet line naming them.
    expect(await page.locator('[role="alert"], [role="note"]').count()).toBe(0);
    expect(await page.getByText('⚠').count()).toBe(0);
    const unused = Object.entries(data.msmes[0]!.links).filter(([, url]) => url === null);
    if (unused.length > 0) {
      const hint = page.locator('.dashboard__hint').first();
      expect(await hint.innerText()).toMatch(/^Belum ditautkan: /);
      expect(await hint.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    }

    // The browser tests' server has no mail server: the monthly e-mail is off, closed, and says why.
    const monthly = page.getByRole('checkbox', { name: /Kirim angka ini ke e-mail saya/ }).first();
    await monthly.waitFor();
    expect(await monthly.isDisabled()).toBe(true);
    expect(await monthly.isChecked()).toBe(false);
    const reasonId = await monthly.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${reasonId}"]`).innerText()).toMatch(/belum memiliki server e-mail/);
    await page.context().close();
  });

  it('keeps the contributor’s own dashboard and shows no staff figures', async () => {
    const page = await openDashboard('contributor');
    await page.getByRole('heading', { name: 'Statistik Anda' }).waitFor();
    expect(await page.getByText('Menunggu tindakan').count()).toBe(0);
    expect(await page.locator('[data-testid="dashboard-chart"]').count()).toBe(0);
    expect(await apiData(page, '/api/dashboard')).toEqual({ kind: 'other' });
    // Labels said once, in the screen's language.
    expect(await figure(page, 'Artikel terbit').isVisible()).toBe(true);
    expect(await page.getByText('(Articles published)').count()).toBe(0);
    expect(await page.getByText(/\((engaging|good images|personal experience)/).count()).toBe(0);
    await page.context().close();
  });

  it('shows the contributor why an article was rejected, and opens it in its editor from its title', async () => {
    const page = await openDashboard('contributor', 'phone');
    const own = await apiData<{ articles: { id: number; title: string; status: string; rejectionReason: string | null }[] }>(page, '/api/profile/dashboard');
    const rejected = own.articles.find((article) => article.status === 'rejected' && article.rejectionReason);
    expect(rejected, 'the demo contributor has a rejected article with its reason').toBeDefined();
    const articles = page.getByRole('region', { name: 'Artikel terbaru Anda' });
    const row = articles.getByRole('row', { name: new RegExp(rejected!.title) });
    await row.waitFor();
    expect(await row.getByText(`Alasan penolakan: ${rejected!.rejectionReason}`).isVisible()).toBe(true);

    await row.getByRole('link', { name: rejected!.title }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Artikel' });
    await editor.waitFor();
    expect(await editor.getByRole('textbox', { name: /^Judul/ }).inputValue()).toBe(rejected!.title);
    // The address forgets the article, so a reload does not open it again.
    await page.waitForURL((url) => url.pathname === '/admin/articles' && !url.searchParams.has('buka'));
    await page.context().close();
  });
});
