import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, signIn } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const TITLE = 'Menyusuri Gosong Pasir Saat Air Surut';
const REASON = 'Tambahkan waktu air surut yang aman dan sumbernya.';

async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** Published titles the public REST door answers for a search. */
async function publicTitles(search: string): Promise<string[]> {
  const res = await fetch(`${baseUrl()}/api/articles?search=${encodeURIComponent(search)}`);
  const body = (await res.json()) as { data: { articles: { title: string }[] } };
  return body.data.articles.map((a) => a.title);
}

/** The row of the article in the admin list, found by searching for it. */
async function findRow(page: Page, title: string) {
  await page.getByRole('searchbox', { name: 'Cari artikel' }).fill(title);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
  return row;
}

describe('the editorial workflow', () => {
  it('contributor writes with a picture and submits; admin rejects with a reason; contributor fixes and resubmits; admin approves; visitors read it', async () => {
    // The contributor writes the article in the editor: a heading, text and an uploaded picture.
    const contributor = await openPage(browser, 'laptop');
    await signIn(contributor, 'contributor');
    await contributor.goto('/admin/articles');
    await contributor.getByRole('heading', { level: 1, name: 'Artikel Saya' }).waitFor();
    await contributor.getByRole('button', { name: 'Tambah Artikel' }).click();
    const dialog = contributor.getByRole('dialog', { name: 'Tambah Artikel' });
    await dialog.getByRole('textbox', { name: /^Judul/ }).fill(TITLE);
    await dialog.getByLabel('Kategori').selectOption('tourism');
    const editor = dialog.getByRole('textbox', { name: 'Konten' });
    await editor.click();
    await dialog.getByRole('button', { name: 'Judul bagian' }).click();
    await contributor.keyboard.type('Kapan berangkat');
    await contributor.keyboard.press('Enter');
    await contributor.keyboard.type('Gosong pasir muncul dua jam sebelum dan sesudah air surut terendah.');
    const picture = await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 240, g: 220, b: 170 } } }).jpeg().toBuffer();
    // The Indonesian editor's: the English tab has an editor of its own (decision 0035).
    await dialog.getByRole('tabpanel', { name: /^Bahasa Indonesia/ }).getByTestId('rte-image-input').setInputFiles({ name: 'gosong.jpg', mimeType: 'image/jpeg', buffer: picture });
    await editor.locator('img[src*="/uploads/"]').waitFor();
    await dialog.getByRole('button', { name: 'Submit for Review' }).click();
    await toast(contributor, 'Thank you for your contribution! We will review your article and get back to you.');
    const ownRow = await findRow(contributor, TITLE);
    await expect.poll(() => ownRow.getByText('Menunggu tinjauan').count()).toBe(1);

    // Not public while it waits.
    expect(await publicTitles(TITLE)).toEqual([]);
    const visitor = await openPage(browser, 'phone');
    await visitor.goto(`/artikel?q=${encodeURIComponent(TITLE)}`);
    await visitor.getByText('Belum ada artikel untuk pilihan ini.').waitFor();

    // The admin rejects it with a reason.
    const admin = await openPage(browser, 'laptop');
    await signIn(admin, 'admin');
    await admin.goto('/admin/articles');
    await admin.getByRole('heading', { level: 1, name: 'Manajemen Artikel' }).waitFor();
    const pendingRow = await findRow(admin, TITLE);
    await pendingRow.getByRole('button', { name: `Reject ${TITLE}` }).click();
    const rejectDialog = admin.getByRole('dialog', { name: 'Tolak Artikel' });
    await rejectDialog.getByRole('button', { name: 'Tolak' }).click();
    await rejectDialog.getByText('Alasan penolakan wajib diisi').waitFor();
    await rejectDialog.getByLabel('Alasan penolakan').fill(REASON);
    await rejectDialog.getByRole('button', { name: 'Tolak' }).click();
    await toast(admin, `Artikel ${TITLE} ditolak`);

    // The contributor sees why, edits and submits again.
    await contributor.reload();
    const rejectedRow = await findRow(contributor, TITLE);
    await rejectedRow.getByText(`Alasan penolakan: ${REASON}`).waitFor();
    await rejectedRow.getByRole('button', { name: `Edit ${TITLE}` }).click();
    const editDialog = contributor.getByRole('dialog', { name: 'Edit Artikel' });
    await editDialog.getByText(REASON).waitFor();
    const editEditor = editDialog.getByRole('textbox', { name: 'Konten' });
    await editEditor.locator('img').waitFor({ state: 'attached' });
    await editEditor.locator('p').last().click();
    await contributor.keyboard.press('End');
    await contributor.keyboard.press('Enter');
    await contributor.keyboard.type('Air surut paling aman pukul 10.00 sampai 12.00 menurut tabel pasang surut BMKG.');
    await editDialog.getByRole('button', { name: 'Submit for Review' }).click();
    await toast(contributor, 'Thank you for your contribution! We will review your article and get back to you.');
    await expect.poll(() => rejectedRow.getByText('Menunggu tinjauan').count(), { timeout: 10_000 }).toBe(1);

    // The admin approves it.
    await admin.reload();
    const resubmitted = await findRow(admin, TITLE);
    await resubmitted.getByRole('button', { name: `Approve ${TITLE}` }).click();
    await toast(admin, `Artikel ${TITLE} berhasil disetujui`);

    // Visitors find it on /artikel and read it with its heading and picture.
    expect(await publicTitles(TITLE)).toEqual([TITLE]);
    await visitor.goto('/artikel');
    await visitor.getByRole('searchbox', { name: 'Cari artikel' }).fill('gosong pasir');
    const card = visitor.getByRole('link', { name: TITLE });
    await card.waitFor({ timeout: 10_000 });
    await card.click();
    await visitor.waitForURL(/\/artikel\/menyusuri-gosong-pasir-saat-air-surut$/);
    await visitor.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const content = visitor.locator('.article-content');
    await content.getByRole('heading', { level: 2, name: 'Kapan berangkat' }).waitFor();
    await content.getByText('menurut tabel pasang surut BMKG').waitFor();
    const image = content.locator('img');
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBe(640);
    await visitor.getByRole('link', { name: 'Kirim Artikel' }).waitFor();

    for (const page of [contributor, visitor, admin]) await page.context().close();
    // Three people and a dozen screens: 35 s on a quiet machine, more on a shared one.
  }, 120_000);
});

describe('a half-written article', () => {
  it('is not thrown away by Batal, × or Escape without a question; going on keeps every word, and an unchanged dialog closes at once', async () => {
    const writer = await openPage(browser, 'phone');
    await signIn(writer, 'contributor');
    await writer.goto('/admin/articles');
    await writer.getByRole('heading', { level: 1, name: 'Artikel Saya' }).waitFor();
    const dialog = writer.getByRole('dialog', { name: 'Tambah Artikel' });
    const question = writer.getByRole('alertdialog', { name: 'Buang perubahan?' });

    // Opened and closed untouched: no question.
    await writer.getByRole('button', { name: 'Tambah Artikel' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await question.isVisible()).toBe(false);

    await writer.getByRole('button', { name: 'Tambah Artikel' }).click();
    const title = dialog.getByRole('textbox', { name: /^Judul/ });
    await title.fill('Catatan perjalanan yang belum selesai');
    const editor = dialog.getByRole('textbox', { name: 'Konten' });
    await editor.click();
    await writer.keyboard.type('Pagi di dermaga, perahu pertama berangkat pukul tujuh.');

    // Escape (from a field: inside the editor it stays with the editor) asks; the harmless answer has the focus, and going on keeps every word.
    await title.focus();
    await writer.keyboard.press('Escape');
    await question.waitFor();
    await expect.poll(() => question.getByRole('button', { name: 'Lanjut mengisi' }).evaluate((b) => b === document.activeElement)).toBe(true);
    await question.getByRole('button', { name: 'Lanjut mengisi' }).click();
    await expect.poll(() => question.isVisible()).toBe(false);
    expect(await dialog.isVisible()).toBe(true);
    // Escape again and again (the browser would force a dialog shut on a second one) never loses the form.
    for (let press = 0; press < 4; press += 1) {
      // Once the question has really gone (the page behind it is inert until then), back in the title.
      await expect.poll(async () => {
        await title.focus();
        return title.evaluate((field) => field === document.activeElement);
      }).toBe(true);
      await writer.keyboard.press('Escape');
      await question.waitFor();
      await writer.keyboard.press('Escape');
      await expect.poll(() => question.isVisible()).toBe(false);
      expect(await dialog.isVisible()).toBe(true);
    }
    expect(await title.inputValue()).toBe('Catatan perjalanan yang belum selesai');
    expect(await editor.innerText()).toContain('perahu pertama berangkat pukul tujuh');

    // The × asks too; Batal then 'Buang perubahan' closes it, and the next one starts empty.
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await question.waitFor();
    await question.getByRole('button', { name: 'Lanjut mengisi' }).click();
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await question.getByRole('button', { name: 'Buang perubahan' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await writer.getByRole('button', { name: 'Tambah Artikel' }).click();
    await dialog.waitFor();
    expect(await title.inputValue()).toBe('');
    await writer.context().close();
  });
});

describe('the contribute tab on /kontak', () => {
  it('asks visitors to sign in and brings them back; a signed-in user submits for review', async () => {
    const page = await openPage(browser, 'phone');
    await page.goto('/kontak#contribute');
    await page.getByRole('tab', { name: 'Artikel', selected: true }).waitFor();
    await page.getByText('Anda harus login untuk mengirim artikel').waitFor();
    await page.getByRole('tabpanel').getByRole('link', { name: 'Login' }).click();
    await page.getByLabel('Username atau Email').fill('kontributor@pulau.local');
    const { ACCOUNTS } = await import('./accounts.ts');
    await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.contributor.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/kontak#contribute$/);

    const title = 'Cerita Kontribusi dari Halaman Kontak';
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('button', { name: 'Kirim Artikel' }).click();
    await panel.getByText('Judul harus minimal 5 karakter').waitFor();
    await panel.getByRole('textbox', { name: /^Judul/ }).fill(title);
    await panel.getByLabel('Kategori').selectOption('tourism');
    await panel.getByRole('textbox', { name: 'Konten' }).click();
    await page.keyboard.type('Pengalaman pertama saya menyeberang dengan perahu nelayan.');
    await panel.getByRole('button', { name: 'Kirim Artikel' }).click();
    await toast(page, 'Terima kasih atas kontribusi Anda! Kami akan meninjau artikel Anda dan segera mengabari.');

    const res = await fetch(`${baseUrl()}/api/articles?search=${encodeURIComponent(title)}`);
    expect(((await res.json()) as { data: { articles: unknown[] } }).data.articles).toEqual([]);
    await page.context().close();
  });
});
