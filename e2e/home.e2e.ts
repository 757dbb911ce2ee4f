import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, signIn } from './browser.ts';

interface HomeAnswer {
  settings: { general: { island_name: string } };
  facilities: { label: string }[];
  transportation: { name: string }[];
  testimonials: { name: string }[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** What the server's home answer holds right now (the REST door of the same procedure). */
async function homeAnswer(): Promise<HomeAnswer> {
  const res = await fetch(`${baseUrl()}/api/home`, { headers: { 'cache-control': 'no-cache' } });
  const body = (await res.json()) as { data: HomeAnswer };
  return body.data;
}

/** A visitor with a fresh browser: nothing cached from an earlier visit. */
async function freshVisitor(size: 'phone' | 'laptop' = 'laptop'): Promise<Page> {
  const page = await openPage(browser, size);
  page.setDefaultTimeout(15_000);
  return page;
}

async function staff(role: 'superadmin' | 'admin'): Promise<Page> {
  const page = await freshVisitor();
  await signIn(page, role);
  return page;
}

const carousel = (page: Page) => page.getByRole('region', { name: 'Testimoni pengunjung' });
const slide = (page: Page) => carousel(page).getByRole('group');
const scheduleTable = (page: Page) => page.getByRole('table', { name: 'Jadwal transportasi ke pulau' });

/** Every name the carousel shows, walking it once round with the next button. */
async function carouselNames(page: Page): Promise<string[]> {
  await slide(page).waitFor();
  const label = (await slide(page).getAttribute('aria-label')) ?? '';
  const count = Number(/dari (\d+)/.exec(label)?.[1] ?? '1');
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    names.push((await slide(page).locator('.carousel__name').textContent()) ?? '');
    if (count > 1) await carousel(page).getByRole('button', { name: 'Testimoni berikutnya' }).click();
  }
  return names;
}

/** The procedures one tRPC request carries ('/trpc/a,b?batch=1' carries a and b). */
function proceduresOf(url: string): string[] {
  const { pathname } = new URL(url);
  return pathname.startsWith('/trpc/') ? decodeURIComponent(pathname.slice('/trpc/'.length)).split(',') : [pathname];
}

async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

describe('the home page', () => {
  it('paints settings, facilities, boats and testimonials from the data its page carries, with no request', async () => {
    const expected = await homeAnswer();
    const page = await freshVisitor('phone');
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      // The visitor-count beacon goes out once the page is idle; it sends, it asks for nothing.
      if (pathname === '/api/stats/beacon') return;
      if (pathname.startsWith('/trpc/') || pathname.startsWith('/api/')) dataRequests.push(request.url());
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __violations: string[] };
      w.__violations = [];
      document.addEventListener('securitypolicyviolation', (event) => w.__violations.push(`${event.violatedDirective} ${event.blockedURI}`));
    });

    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: expected.settings.general.island_name }).waitFor();
    await page.getByRole('banner').getByText(expected.settings.general.island_name).waitFor();
    await page.getByRole('heading', { level: 3, name: expected.facilities[0]!.label }).waitFor();
    await scheduleTable(page).getByRole('rowheader', { name: expected.transportation[0]!.name }).first().waitFor();
    await slide(page).getByText(expected.testimonials[0]!.name).waitFor();
    await page.waitForLoadState('networkidle');
    // The header, footer and every section rendered from the page's own data block, which the
    // app removed once read; the content security policy had nothing to refuse.
    expect(dataRequests).toEqual([]);
    expect(await page.locator('#initial-data').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    await page.context().close();
  });

  it('asks for its data as before when the page comes without a usable data block', async () => {
    const expected = await homeAnswer();
    const block = /<script type="application\/json" id="initial-data">[\s\S]*?<\/script>/;
    for (const [damage, replacement] of [
      ['missing', ''],
      ['cut short', '<script type="application/json" id="initial-data">{"home.get":{"settings":</script>'],
    ] as const) {
      const page = await freshVisitor('phone');
      await page.route(`${baseUrl()}/`, async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        expect(body, damage).toMatch(block);
        const headers = response.headers();
        delete headers['content-encoding'];
        delete headers['content-length'];
        await route.fulfill({ response, headers, body: body.replace(block, replacement) });
      });
      const dataRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/trpc/')) dataRequests.push(request.url());
      });
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: expected.settings.general.island_name }).waitFor();
      await scheduleTable(page).getByRole('rowheader', { name: expected.transportation[0]!.name }).first().waitFor();
      expect(dataRequests.map(proceduresOf), damage).toEqual([['home.get']]);
      await page.context().close();
    }
  });

  it('wraps the testimonial carousel around at both ends', async () => {
    const { testimonials } = await homeAnswer();
    const count = testimonials.length;
    expect(count).toBeGreaterThan(1);
    const page = await freshVisitor();
    await page.goto('/');
    const previous = carousel(page).getByRole('button', { name: 'Testimoni sebelumnya' });
    const next = carousel(page).getByRole('button', { name: 'Testimoni berikutnya' });

    await expect.poll(() => slide(page).getAttribute('aria-label')).toBe(`1 dari ${count}`);
    await previous.click();
    await expect.poll(() => slide(page).getAttribute('aria-label')).toBe(`${count} dari ${count}`);
    await slide(page).getByText(testimonials[count - 1]!.name).waitFor();

    await next.click();
    await expect.poll(() => slide(page).getAttribute('aria-label')).toBe(`1 dari ${count}`);
    await slide(page).getByText(testimonials[0]!.name).waitFor();

    // The keyboard moves it too.
    await next.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => slide(page).getAttribute('aria-label')).toBe(`2 dari ${count}`);
    await page.context().close();
  });
});

describe('the contact page', () => {
  it('opens the Artikel tab from #contribute and moves between tabs with the arrow keys', async () => {
    const page = await freshVisitor('phone');
    await page.goto('/kontak#contribute');
    const tab = (name: string) => page.getByRole('tab', { name });
    await expect.poll(() => tab('Artikel').getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel', { name: 'Artikel' }).getByRole('heading', { name: 'Kirim Artikel' }).waitFor();

    await tab('Artikel').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tab('Testimoni').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tab('Pesan').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('tabpanel', { name: 'Testimoni' }).getByRole('button', { name: 'Kirim Testimoni' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Testimoni');
    await page.context().close();
  });
});

describe('staff changes reach the home page', () => {
  it('a visitor testimonial stays hidden until an admin displays it', async () => {
    const name = `Tamu Uji ${Date.now()}`;
    const visitor = await freshVisitor('phone');
    const creates: string[] = [];
    visitor.on('request', (request) => {
      if (request.url().includes('testimonials.create')) creates.push(request.url());
    });
    await visitor.goto('/kontak');
    await visitor.getByRole('tab', { name: 'Testimoni' }).click();
    await visitor.getByRole('button', { name: 'Kirim Testimoni' }).click();
    await visitor.getByText('Nama wajib diisi').waitFor();
    await visitor.getByText('Pesan wajib diisi').waitFor();
    expect(creates).toHaveLength(0);

    await visitor.getByLabel('Nama').fill(name);
    await visitor.getByLabel('Asal (opsional)').fill('Palopo');
    await visitor.locator('label', { hasText: '4 bintang' }).click();
    expect(await visitor.getByRole('radio', { name: '4 bintang' }).isChecked()).toBe(true);
    await visitor.getByLabel('Pesan').fill('Lautnya jernih dan warganya ramah sekali.');
    await visitor.getByRole('button', { name: 'Kirim Testimoni' }).click();
    await toast(visitor, 'Testimoni berhasil dikirim. Terima kasih!');
    expect(creates).toHaveLength(1);
    await visitor.context().close();

    const before = await freshVisitor();
    await before.goto('/');
    expect(await carouselNames(before)).not.toContain(name);
    await before.context().close();

    const admin = await staff('admin');
    await admin.goto('/admin/testimonials');
    await admin.getByLabel('Cari testimoni').fill(name);
    const row = admin.getByRole('row', { name: new RegExp(name) });
    await row.getByText('Disembunyikan').waitFor();
    await row.getByText('Belum diverifikasi').waitFor();
    await row.getByRole('button', { name: `Tampilkan testimoni ${name}` }).click();
    await toast(admin, 'Testimoni ditampilkan di beranda');
    await row.getByText('Ditampilkan').waitFor();
    await admin.context().close();

    const after = await freshVisitor();
    await after.goto('/');
    expect(await carouselNames(after)).toContain(name);
    await after.context().close();
  });

  it('an admin renames the island in Settings and the public header follows', async () => {
    const original = (await homeAnswer()).settings.general.island_name;
    const renamed = `Pulau Uji ${Date.now()}`;
    const page = await staff('superadmin');
    await page.goto('/admin/settings');
    const islandName = page.getByLabel('Island Name');
    await expect.poll(() => islandName.inputValue()).toBe(original);

    // Reset brings back what is stored.
    await islandName.fill('Belum disimpan');
    await page.getByRole('button', { name: 'Reset' }).click();
    await toast(page, 'Pengaturan direset ke nilai default');
    await expect.poll(() => islandName.inputValue()).toBe(original);

    await islandName.fill(renamed);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Pengaturan berhasil disimpan');

    const visitor = await freshVisitor();
    await visitor.goto('/');
    await visitor.getByRole('banner').getByText(renamed, { exact: true }).waitFor();
    await visitor.getByRole('heading', { level: 1, name: renamed }).waitFor();
    await visitor.context().close();

    // Put the name back for the other browser tests (the first toast may still be showing).
    await islandName.fill(original);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(async () => (await homeAnswer()).settings.general.island_name).toBe(original);
    await page.context().close();
  });

  it('a boat an admin adds shows in the schedule while active and leaves it when deactivated', async () => {
    const boat = `KM Uji ${Date.now()}`;
    const admin = await staff('admin');
    await admin.goto('/admin/transportation');
    await admin.getByRole('button', { name: 'Tambah Transportasi' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Tambah Transportasi Baru' });
    await dialog.getByRole('button', { name: 'Tambah Transportasi' }).click();
    await dialog.getByText('Nama transportasi wajib diisi').waitFor();
    await dialog.getByText('Jadwal keberangkatan wajib diisi').waitFor();

    await dialog.getByLabel('Nama').fill(boat);
    await dialog.getByLabel('Telepon').fill('0812-5555-0101');
    await dialog.getByLabel('Jam Berangkat').fill('06:00,12:30');
    await dialog.getByLabel('Lokasi Dermaga').fill('Dermaga Uji, Makassar');
    await dialog.getByLabel('Kapasitas (orang)').fill('0');
    await dialog.getByLabel('Lama perjalanan (menit)').fill('45');
    await dialog.getByText('Tampil: ±45 menit · English: about 45 minutes').waitFor();
    await dialog.getByRole('button', { name: 'Tambah Transportasi' }).click();
    await dialog.getByText('Kapasitas minimal 1').waitFor();
    await dialog.getByLabel('Kapasitas (orang)').fill('20');
    await dialog.getByLabel('Harga per Orang (Rp)').fill('40000');
    await dialog.getByRole('button', { name: 'Tambah Transportasi' }).click();
    await toast(admin, 'Transportasi berhasil dibuat');
    await admin.getByRole('heading', { name: boat }).waitFor();

    const whileActive = await freshVisitor('phone');
    await whileActive.goto('/');
    const row = scheduleTable(whileActive).getByRole('row', { name: new RegExp(boat) });
    await row.waitFor();
    await row.getByText('06:00').waitFor();
    await row.getByText('12:30').waitFor();
    await whileActive.context().close();

    await admin.getByRole('button', { name: `Deactivate ${boat}` }).click();
    await toast(admin, `Status transportasi ${boat} berhasil diubah menjadi inactive`);
    await admin.getByRole('button', { name: `Activate ${boat}` }).waitFor();

    const afterwards = await freshVisitor();
    await afterwards.goto('/');
    await scheduleTable(afterwards).waitFor();
    await scheduleTable(afterwards).getByRole('row').nth(1).waitFor();
    expect(await scheduleTable(afterwards).getByRole('row', { name: new RegExp(boat) }).count()).toBe(0);
    await afterwards.context().close();

    await admin.getByRole('button', { name: `Delete ${boat}` }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Hapus Transportasi' });
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    await toast(admin, `Transportasi ${boat} berhasil dihapus`);
    expect((await homeAnswer()).transportation.map((t) => t.name)).not.toContain(boat);
    await admin.context().close();
  });
});
