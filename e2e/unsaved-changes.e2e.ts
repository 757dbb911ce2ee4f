import { addDays, type BoatBoard } from '@island/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, signIn, slowFrames } from './browser.ts';
import { bookSnorkelling, callRest } from './rest.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const question = (page: Page) => page.getByRole('alertdialog', { name: 'Buang perubahan?' });

describe('typed work in the staff area is never dropped by leaving the page without a question', () => {
  it('a sidebar link, Back, signing out and a reload each ask; keeping the work keeps every word', async () => {
    const staff = await openPage(browser, 'laptop');
    await signIn(staff, 'superadmin');
    await staff.goto('/admin/settings');
    const island = staff.getByLabel('Island Name');
    await island.waitFor();
    const stored = await island.inputValue();
    await island.fill(`${stored} (belum disimpan)`);

    // A sidebar link: asked, and "Lanjut mengisi" stays with the words as typed.
    const sidebar = staff.getByRole('navigation', { name: 'Admin' });
    await sidebar.getByRole('link', { name: 'Destinasi' }).click();
    await question(staff).getByRole('button', { name: 'Lanjut mengisi' }).click();
    expect(new URL(staff.url()).pathname).toBe('/admin/settings');
    expect(await island.inputValue()).toBe(`${stored} (belum disimpan)`);

    // Signing out: asked too, and still signed in after keeping the work.
    await staff.getByRole('button', { name: 'Logout' }).click();
    await question(staff).getByRole('button', { name: 'Lanjut mengisi' }).click();
    expect(new URL(staff.url()).pathname).toBe('/admin/settings');
    expect(await island.inputValue()).toBe(`${stored} (belum disimpan)`);

    // A reload: the browser's own question (it shows no page text).
    const asked = new Promise<string>((resolve) => staff.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))));
    await staff.evaluate(() => location.reload());
    expect(await asked).toBe('beforeunload');
    expect(await island.inputValue()).toBe(`${stored} (belum disimpan)`);

    // Throwing the work away goes where the link led, and nothing was saved.
    await sidebar.getByRole('link', { name: 'Destinasi' }).click();
    await question(staff).getByRole('button', { name: 'Buang perubahan' }).click();
    await staff.waitForURL('**/admin/destinations');
    const settings = await callRest<{ general: { island_name: string } }>('GET', '/api/settings');
    expect(settings.data.general.island_name).toBe(stored);

    // Back from a changed profile asks; a form as stored leaves without a word.
    await sidebar.getByRole('link', { name: 'Pengaturan' }).click();
    await staff.waitForURL('**/admin/settings');
    await island.fill('Pulau Lain');
    await staff.goBack();
    await question(staff).getByRole('button', { name: 'Lanjut mengisi' }).click();
    expect(new URL(staff.url()).pathname).toBe('/admin/settings');
    await staff.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => island.inputValue()).toBe(stored);
    await sidebar.getByRole('link', { name: 'Paket Wisata' }).click();
    await staff.waitForURL('**/admin/packages');
    expect(await question(staff).count()).toBe(0);
    await staff.context().close();
  });

  it("a booking's unsaved staff notes and a changed date or group size ask before the dialog closes", async () => {
    const { data: board } = await callRest<BoatBoard>('GET', '/api/transportation/today');
    const day = addDays(board.today.date, 4);
    const { code } = await bookSnorkelling(day, 'Tamu Catatan', '081233334444');

    const staff = await openPage(browser, 'phone');
    await signIn(staff, 'admin');
    await staff.goto(`/admin/bookings/hari/${day}`);
    await staff.getByTestId('manifest-row').filter({ hasText: code }).getByRole('button', { name: `Kelola ${code}` }).click();
    // On a busy phone, from the booking's dialog on: a question answered must be gone before the
    // next keystroke lands. (Signing in and opening the day are not what this test is about.)
    await slowFrames(staff);
    const manage = staff.getByRole('dialog', { name: `Booking ${code}` });
    const notes = manage.getByLabel('Catatan staf');
    await notes.fill('Minta dijemput di dermaga timur');
    await staff.keyboard.press('Escape');
    await question(staff).getByRole('button', { name: 'Lanjut mengisi' }).click();
    expect(await notes.inputValue()).toBe('Minta dijemput di dermaga timur');

    // Saved, the notes hold nothing back: Escape closes at once.
    const saveNotes = manage.getByRole('button', { name: 'Simpan catatan' });
    await saveNotes.click();
    await expect.poll(() => staff.getByText('Catatan disimpan').count()).toBeGreaterThan(0);
    await expect.poll(() => saveNotes.isDisabled()).toBe(true);
    await staff.keyboard.press('Escape');
    await expect.poll(() => manage.count()).toBe(0);
    expect(await question(staff).count()).toBe(0);

    // The date and group size: a changed size asks on Batal; the size as stored closes at once.
    await staff.getByTestId('manifest-row').filter({ hasText: code }).getByRole('button', { name: `Kelola ${code}` }).click();
    await manage.getByRole('button', { name: 'Ubah tanggal/peserta' }).click();
    const change = staff.getByRole('dialog', { name: `Ubah ${code}` });
    const persons = change.getByLabel('Jumlah peserta');
    await persons.fill('4');
    await change.getByRole('button', { name: 'Batal' }).click();
    await question(staff).getByRole('button', { name: 'Lanjut mengisi' }).click();
    expect(await persons.inputValue()).toBe('4');
    await persons.fill('3');
    await change.getByRole('button', { name: 'Batal' }).click();
    await expect.poll(() => change.count()).toBe(0);
    expect(await question(staff).count()).toBe(0);
    await staff.context().close();
  });
});
