import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRole } from './accounts.ts';
import { baseUrl, launchBrowser, openPage, signIn } from './browser.ts';
import { signInRest } from './rest.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A visitor's browser: headless Chromium names itself in its user agent, and bots are not counted. */
const VISITOR_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const token = async (role: AccountRole) => (await signInRest(role)).token;

async function api<T>(path: string, bearer?: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: bearer ? { Authorization: `Bearer ${bearer}` } : {} });
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

interface Summary {
  totals: { pageViews: { value: number } };
  items: { product: { id: number; views: number; clicks: { whatsapp: number } }[] };
}
interface OwnerFigures {
  to: string;
  totals: { views: number; clicks: { whatsapp: number } };
  products: { id: number; views: number; clicks: { whatsapp: number } }[];
}
interface ListedProduct {
  id: number | string;
  name: string;
  sellerInfo: { brand: string; whatsapp: string | null };
}

/**
 * Resolves with the next beacon the page sends that `matches`, once the server has answered it
 * (closing the page while a beacon travels could cancel it).
 */
async function nextBeacon(page: Page, matches: (body: { path: string; click?: { channel: string } }) => boolean): Promise<Request> {
  const request = await page.waitForRequest(
    (req) => req.url().endsWith('/api/stats/beacon') && req.method() === 'POST' && matches(JSON.parse(req.postData() ?? '{}')),
    { timeout: 15_000 },
  );
  expect((await request.response())?.status()).toBe(204);
  return request;
}

/** The figure shown beside a label, as the page prints it (id-ID). */
function figure(page: Page, label: string, within: Pick<Page, 'locator'> = page) {
  return within.locator('.stat', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
}

describe('visitor statistics', () => {
  it('counts three pages and a WhatsApp press on a product: the staff screen shows the views, the owner’s dashboard the click', async () => {
    const [admin, owner] = [await token('admin'), await token('msme')];
    const ownerDashboard = await api<{ msmes: { id: number; brand: string }[] }>('/api/dashboard', owner);
    const msme = ownerDashboard.msmes[0]!;
    const listed = await api<{ products: ListedProduct[] }>('/api/products?limit=100');
    const product = listed.products.find((p) => p.sellerInfo.brand === msme.brand && p.sellerInfo.whatsapp);
    expect(product, `a product of ${msme.brand} with WhatsApp`).toBeDefined();
    // The REST door sends some ids as text; the app and the beacon use numbers.
    const productId = Number(product!.id);
    const before = await api<Summary>('/api/stats/summary', admin);
    const ownerBefore = await api<OwnerFigures>(`/api/stats/msme/${msme.id}`, owner);

    // A visitor on a phone: the home page, the destinations, the products, one product opened.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl(), locale: 'id-ID', userAgent: VISITOR_AGENT });
    const page = await context.newPage();
    const home = nextBeacon(page, (b) => b.path === '/');
    await page.goto('/');
    const homeBeacon = JSON.parse((await home).postData()!) as Record<string, unknown>;
    expect(homeBeacon).toEqual({ path: '/', referrer: null, screen: 'phone', lang: 'id' });

    // A page reached inside the app is a page shown too.
    const products = nextBeacon(page, (b) => b.path === '/umkm');
    await page.getByRole('link', { name: /Produk UMKM/ }).click();
    await products;
    const destinations = nextBeacon(page, (b) => b.path === '/destinasi');
    await page.goto('/destinasi');
    await destinations;
    const opened = nextBeacon(page, (b) => b.path === `/umkm?lihat=${productId}` && !b.click);
    await page.goto(`/umkm?lihat=${productId}`);
    await opened;

    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));
    const dialog = page.getByRole('dialog', { name: product!.name });
    const click = nextBeacon(page, (b) => b.click?.channel === 'whatsapp');
    const [chat] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('link', { name: /^WhatsApp/ }).click()]);
    expect(JSON.parse((await click).postData()!)).toMatchObject({ click: { channel: 'whatsapp', item: { type: 'product', id: productId } } });
    await chat.close();
    await context.close();

    // The server writes its batch each second; the summary reads today from what was written.
    const clicksOf = (summary: Summary) => summary.items.product.find((p) => Number(p.id) === productId)?.clicks.whatsapp ?? 0;
    await expect.poll(async () => clicksOf(await api<Summary>('/api/stats/summary', admin)), { timeout: 15_000 }).toBe(clicksOf(before) + 1);
    const after = await api<Summary>('/api/stats/summary', admin);
    expect(after.totals.pageViews.value).toBeGreaterThanOrEqual(before.totals.pageViews.value + 4);
    const row = after.items.product.find((p) => Number(p.id) === productId)!;

    // The staff screen shows the same figures.
    const staff = await openPage(browser, 'laptop');
    await signIn(staff, 'admin');
    await staff.getByRole('link', { name: 'Statistik' }).click();
    await staff.waitForURL(/\/admin\/statistik$/);
    await expect.poll(() => figure(staff, 'Tampilan halaman').locator('.stats-total__value').innerText()).toBe(after.totals.pageViews.value.toLocaleString('id-ID'));
    const products$ = staff.getByRole('region', { name: 'Produk' });
    const productRow = products$.getByRole('row', { name: new RegExp(product!.name) });
    await productRow.waitFor();
    expect(await productRow.getByRole('cell').first().innerText()).toBe(row.views.toLocaleString('id-ID'));
    // The top pages are named as staff read them, never by a raw address.
    const topPages = staff.getByRole('list', { name: 'Halaman paling banyak dilihat' });
    await topPages.getByRole('link', { name: /^Beranda/ }).waitFor();
    expect(await topPages.innerText()).not.toMatch(/\?lihat=|^\//m);
    const productPage = topPages.locator(`a[href="/umkm?lihat=${productId}"]`);
    if ((await productPage.count()) > 0) expect((await productPage.innerText()).startsWith(product!.name)).toBe(true);
    // Visitors and page views, each a series of bars (a day is counted whole: no curve between days).
    await expect.poll(() => staff.locator('[data-testid="stats-chart"] .recharts-bar').count(), { timeout: 15_000 }).toBe(2);
    expect(await staff.locator('[data-testid="stats-chart"] .recharts-area, [data-testid="stats-chart"] .recharts-line').count()).toBe(0);
    await staff.context().close();

    // The owner's dashboard shows the press on WhatsApp for the month.
    const recent = await api<OwnerFigures>(`/api/stats/msme/${msme.id}`, owner);
    expect(recent.totals.clicks.whatsapp).toBe(ownerBefore.totals.clicks.whatsapp + 1);
    // The card shows the month so far, as the owner's figures for the month are.
    const ownerFigures = await api<OwnerFigures>(`/api/stats/msme/${msme.id}?from=${recent.to.slice(0, 8)}01`, owner);
    const shop = await openPage(browser, 'phone');
    await signIn(shop, 'msme');
    await shop.goto('/admin/dashboard');
    const card = shop.getByRole('region', { name: new RegExp(`^Statistik .*: ${msme.brand}$`) });
    await card.waitFor();
    await expect.poll(() => figure(shop, 'Klik WhatsApp', card).innerText()).toBe(ownerFigures.totals.clicks.whatsapp.toLocaleString('id-ID'));
    expect(await card.getByRole('row', { name: new RegExp(product!.name) }).isVisible()).toBe(true);
    await shop.context().close();
  });
});
