import { CONTACT_TEXTS, USER_TEXTS } from '@island/shared';
import { ID_PAGE_TEXTS } from '@island/shared/i18n/id-pages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, signIn } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').getByText(text, { exact: true });

describe('a visitor writes, an admin answers', () => {
  const subject = `Tanya homestay ${Date.now()}`;

  it('sends a message from the Pesan tab of /kontak, after the form has pointed at what is missing', async () => {
    const page = await openPage(browser, 'phone');
    await page.goto('/kontak');
    await page.getByRole('tab', { name: 'Pesan', selected: true }).waitFor();
    await page.getByRole('heading', { name: 'Tim Kami' }).waitFor();

    await page.getByRole('button', { name: 'Kirim Pesan' }).click();
    await expect.poll(() => page.getByText(CONTACT_TEXTS.nameRequired).isVisible()).toBe(true);
    expect(await page.getByText(CONTACT_TEXTS.subjectRequired).isVisible()).toBe(true);

    await page.getByLabel('Nama').fill('Maya Putri');
    await page.getByLabel('Email').fill('maya.e2e@contoh.test');
    await page.getByLabel('Subjek').fill(subject);
    await page.getByRole('textbox', { name: 'Pesan' }).fill('Apakah ada homestay untuk empat orang pada akhir pekan depan?');
    await page.getByRole('button', { name: 'Kirim Pesan' }).click();
    await expect.poll(() => page.getByRole('status').getByText(ID_PAGE_TEXTS.contact.message.sent).isVisible()).toBe(true);
    expect(await page.getByLabel('Subjek').inputValue()).toBe('');
    await page.context().close();
  });

  it('shows the admin the unread count; opening marks it read, a reply marks it replied', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin');
    const badge = page.getByTestId('unread-messages-badge');
    await badge.waitFor();
    const unreadBefore = Number(await badge.innerText());
    expect(unreadBefore).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Pesan Kontak' }).click();
    await page.getByRole('heading', { name: 'Pesan Kontak', level: 1 }).waitFor();
    await expect.poll(() => page.getByText(`${unreadBefore} pesan belum dibaca`).isVisible()).toBe(true);

    await page.getByRole('searchbox', { name: 'Cari pesan' }).fill(subject);
    const row = page.getByRole('row', { name: new RegExp(subject) });
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    expect(await row.getByText('Baru', { exact: true }).isVisible()).toBe(true);

    await row.getByRole('button', { name: 'View pesan dari Maya Putri' }).click();
    const details = page.getByRole('dialog', { name: 'Detail Pesan' });
    await details.waitFor();
    expect(await details.getByText('maya.e2e@contoh.test').isVisible()).toBe(true);
    expect(await details.getByText(CONTACT_TEXTS.notProvided).isVisible()).toBe(true);
    await expect.poll(() => toast(page, CONTACT_TEXTS.markedRead).isVisible()).toBe(true);
    await expect.poll(async () => ((await badge.count()) > 0 ? badge.innerText() : '0')).toBe(String(unreadBefore - 1));
    await expect.poll(() => row.getByText('Dibaca', { exact: true }).isVisible()).toBe(true);

    await details.getByRole('button', { name: 'Reply' }).click();
    const reply = page.getByRole('dialog', { name: 'Balas Pesan' });
    await reply.waitFor();
    expect(await reply.getByText('Apakah ada homestay untuk empat orang').isVisible()).toBe(true);
    await reply.getByRole('button', { name: 'Kirim Balasan' }).click();
    await expect.poll(() => reply.getByText(CONTACT_TEXTS.replyRequired).isVisible()).toBe(true);
    await reply.getByLabel('Balasan').fill('Ada, silakan hubungi kami lewat WhatsApp untuk memesan.');
    await reply.getByRole('button', { name: 'Kirim Balasan' }).click();
    // The e2e server has no mail server: the reply is stored and the toast says no e-mail went out.
    await expect.poll(() => toast(page, CONTACT_TEXTS.replyNoMail).isVisible()).toBe(true);
    await expect.poll(() => row.getByText('Dibalas', { exact: true }).isVisible()).toBe(true);

    // A second reply starts from the first one.
    await row.getByRole('button', { name: 'Reply pesan dari Maya Putri' }).click();
    await reply.waitFor();
    expect(await reply.getByLabel('Balasan').inputValue()).toBe('Ada, silakan hubungi kami lewat WhatsApp untuk memesan.');
    await reply.getByRole('button', { name: 'Batal' }).click();

    await row.getByRole('button', { name: 'Delete pesan dari Maya Putri' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Hapus Pesan' });
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    await expect.poll(() => toast(page, CONTACT_TEXTS.deleted('Maya Putri')).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(CONTACT_TEXTS.empty).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('the superadmin manages users', () => {
  it('adds a user who signs in, changes their password, deactivates and deletes them', async () => {
    const page = await openPage(browser);
    await signIn(page, 'superadmin');
    await page.goto('/admin/users');
    await page.getByRole('heading', { name: 'Manajemen Pengguna', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Tambah User' }).click();
    const add = page.getByRole('dialog', { name: 'Tambah User' });
    await add.waitFor();
    await add.getByRole('button', { name: 'Tambah' }).click();
    await expect.poll(() => add.getByText(USER_TEXTS.nameRequired).isVisible()).toBe(true);
    expect(await add.getByText(USER_TEXTS.passwordMin).isVisible()).toBe(true);

    const email = `penulis.${Date.now()}@pulau.test`;
    await add.getByLabel('Nama').fill('Penulis Baru');
    await add.getByLabel('Email').fill(email);
    await add.getByLabel('Peran').selectOption('contributor');
    await add.getByLabel('Password').fill('sandi-awal-1');
    await add.getByRole('button', { name: 'Tambah' }).click();
    await expect.poll(() => toast(page, USER_TEXTS.created).isVisible()).toBe(true);

    // The same e-mail again is refused beside its field.
    await page.getByRole('button', { name: 'Tambah User' }).click();
    await add.getByLabel('Nama').fill('Penulis Kembar');
    await add.getByLabel('Email').fill(email);
    await add.getByLabel('Peran').selectOption('contributor');
    await add.getByLabel('Password').fill('sandi-awal-1');
    await add.getByRole('button', { name: 'Tambah' }).click();
    await expect.poll(() => add.getByText(USER_TEXTS.emailTaken).isVisible()).toBe(true);
    // What was typed is not thrown away without a question.
    await add.getByRole('button', { name: 'Batal' }).click();
    await page.getByRole('alertdialog', { name: 'Buang perubahan?' }).getByRole('button', { name: 'Buang perubahan' }).click();
    await expect.poll(() => add.isVisible()).toBe(false);

    const writer = await openPage(browser);
    await writer.goto('/login');
    await writer.getByLabel('Username atau Email').fill(email);
    await writer.getByLabel('Password', { exact: true }).fill('sandi-awal-1');
    await writer.getByRole('button', { name: 'Login' }).click();
    await writer.waitForURL(/\/admin/);

    // They change their own password on their profile and stay signed in with the fresh token.
    await writer.goto('/admin/profile');
    await writer.getByLabel('Password saat ini').fill('salah-sekali');
    await writer.getByLabel('Password baru').fill('sandi-sendiri-3');
    await writer.getByRole('button', { name: 'Simpan Password' }).click();
    await expect.poll(() => writer.getByText(USER_TEXTS.currentPasswordWrong).first().isVisible()).toBe(true);
    await writer.getByLabel('Password saat ini').fill('sandi-awal-1');
    await writer.getByRole('button', { name: 'Simpan Password' }).click();
    await expect.poll(() => toast(writer, USER_TEXTS.passwordChanged).isVisible()).toBe(true);
    await writer.reload();
    await writer.getByRole('heading', { name: 'Ubah Password' }).waitFor();
    expect(writer.url()).toMatch(/\/admin\/profile$/);

    await page.getByRole('searchbox', { name: 'Cari pengguna' }).fill(email);
    const row = page.getByRole('row', { name: /Penulis Baru/ });
    await expect.poll(() => page.getByRole('row').count()).toBe(2);

    await row.getByRole('button', { name: 'Password Penulis Baru' }).click();
    const password = page.getByRole('dialog', { name: 'Ubah Password: Penulis Baru' });
    await password.getByLabel('Password baru').fill('sandi-kedua-2');
    await password.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toast(page, USER_TEXTS.passwordChanged).isVisible()).toBe(true);

    // Their open session ended: the next request sends them back to sign in.
    await writer.reload();
    await writer.waitForURL(/\/login/);

    await row.getByRole('button', { name: 'Nonaktifkan Penulis Baru' }).click();
    await expect.poll(() => toast(page, USER_TEXTS.toggled('Penulis Baru')).isVisible()).toBe(true);
    await expect.poll(() => row.getByText('Nonaktif', { exact: true }).isVisible()).toBe(true);
    await writer.getByLabel('Username atau Email').fill(email);
    await writer.getByLabel('Password', { exact: true }).fill('sandi-kedua-2');
    await writer.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => writer.getByText('Akun Anda tidak aktif', { exact: false }).first().isVisible()).toBe(true);
    await writer.context().close();

    await row.getByRole('button', { name: 'Hapus Penulis Baru' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Hapus User' });
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    await expect.poll(() => toast(page, USER_TEXTS.deleted('Penulis Baru')).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(USER_TEXTS.empty).isVisible()).toBe(true);
    await page.context().close();
  });

  it('sends an admin who opens /admin/users to /login', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin');
    await page.goto('/admin/users');
    await page.waitForURL(/\/login/);
    await page.context().close();
  });
});
