import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type BoatBoard } from '@island/shared';
import { launchBrowser, openPage, signIn } from './browser.ts';
import { bookSnorkelling, callRest, signInRest } from './rest.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SHOTS = process.env.BOARD_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/**
 * The board as the server reads it now. The stage of each test is set on the server's today and
 * tomorrow, not on the seed's: a run that crosses the island's midnight would otherwise look for
 * yesterday's change.
 */
async function boardNow(): Promise<BoatBoard> {
  const { status, data } = await callRest<BoatBoard>('GET', '/api/transportation/today');
  expect(status).toBe(200);
  return data;
}

/** Today's 14:00 departure of the seeded afternoon boat, on the public board. */
const publicAfternoon = (page: Page) =>
  page.getByRole('region', { name: /^Hari ini/ }).getByTestId('departure').filter({ hasText: 'KM Bulo Indah' }).filter({ hasText: '14:00' });

describe('the boat board', () => {
  it('shows today’s change on /jadwal-kapal and on the home page', async () => {
    // The seed delays the afternoon boat on the day it ran; the same change, made on today's date.
    const board = await boardNow();
    const afternoon = board.today.departures.find((d) => d.name === 'KM Bulo Indah' && d.time === '14:00');
    expect(afternoon).toBeDefined();
    const { token } = await signInRest('admin');
    const set = await callRest('PUT', `/api/transportation/${afternoon!.transportationId}/departures`, token, {
      date: board.today.date,
      time: '14:00',
      status: 'delayed',
      new_time: '15:30',
      reason: 'wind',
      note: 'Menunggu angin reda.',
    });
    expect(set.status).toBe(200);
    const page = await openPage(browser, 'phone');
    await page.goto('/jadwal-kapal');
    await page.getByRole('heading', { level: 1, name: 'Jadwal Kapal Hari Ini' }).waitFor();
    await expect.poll(() => publicAfternoon(page).innerText()).toMatch(/Terlambat/);
    expect(await publicAfternoon(page).innerText()).toContain('Angin kencang');
    // The browser tests' server has the sea forecast off: the board says nothing about the sea.
    expect(await page.getByTestId('sea').count()).toBe(0);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Transportasi ke Pulau' }).scrollIntoViewIfNeeded();
    await page.getByTestId('boat-board').waitFor();
    await page.context().close();
  });

  it('staff cancel the afternoon boat from a phone in two taps, and the public board says so at once', async () => {
    const visitor = await openPage(browser, 'phone');
    await visitor.goto('/jadwal-kapal');
    await publicAfternoon(visitor).waitFor();

    const clerk = await openPage(browser, 'phone');
    await signIn(clerk, 'admin');
    await clerk.goto('/admin/transportation');
    await clerk.getByRole('tab', { name: 'Hari ini' }).click();
    const card = clerk
      .getByRole('region', { name: /^Hari ini/ })
      .getByTestId('departure-control')
      .filter({ hasText: 'KM Bulo Indah' })
      .filter({ hasText: '14:00' });
    await card.getByRole('button', { name: 'Batal' }).click();
    await card.getByLabel('Catatan (opsional)').fill('Kapal pengganti besok pagi.');
    // The note typed and not saved is asked about before the other tab drops it.
    await clerk.getByRole('tab', { name: 'Armada' }).click();
    await clerk.getByRole('alertdialog', { name: 'Buang perubahan?' }).getByRole('button', { name: 'Lanjut mengisi' }).click();
    expect(await card.getByLabel('Catatan (opsional)').inputValue()).toBe('Kapal pengganti besok pagi.');
    await card.getByRole('button', { name: 'Ombak tinggi' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Batal' }).getAttribute('aria-pressed')).toBe('true');
    // The card says what passengers read, note included.
    await expect.poll(() => card.innerText()).toContain('Catatan: Kapal pengganti besok pagi.');
    await shot(clerk, 'admin-390');

    // A fresh read, as a visitor who opens the page now (the server's kept answer was dropped).
    await visitor.reload();
    await expect.poll(() => publicAfternoon(visitor).innerText()).toMatch(/Batal/);
    const text = await publicAfternoon(visitor).innerText();
    expect(text).toContain('Ombak tinggi');
    expect(text).toContain('Kapal pengganti besok pagi.');
    expect(text).toMatch(/diperbarui pukul \d{2}:\d{2}/);
    await shot(visitor, 'public-390');

    // Back to running for the next run of the suite: one tap.
    await card.getByRole('button', { name: 'Berangkat' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Berangkat' }).getAttribute('aria-pressed')).toBe('true');
    await visitor.context().close();
    await clerk.context().close();
  });

  it('staff cancel all of tomorrow for a storm in one confirmation, and the passengers to tell fit a phone', async () => {
    // A group with a long name books tomorrow's snorkelling, as a visitor does on the site.
    const booked = await bookSnorkelling((await boardNow()).tomorrow.date, 'Komunitas Selam Makassar Rombongan Kedua', '081299887766');
    const clerk = await openPage(browser, 'phone');
    await signIn(clerk, 'admin');
    await clerk.goto('/admin/transportation#hari-ini');
    const tomorrow = clerk.getByRole('region', { name: /^Besok/ });
    const cards = tomorrow.getByTestId('departure-control');
    await cards.first().waitFor();
    const count = await cards.count();
    await tomorrow.getByRole('button', { name: 'Batalkan semua besok' }).click();
    const dialog = clerk.getByRole('alertdialog', { name: 'Batalkan semua keberangkatan besok?' });
    await dialog.getByLabel('Alasan').selectOption('wind');
    await dialog.getByRole('button', { name: 'Ya, batalkan semua' }).click();
    await expect.poll(() => tomorrow.getByRole('button', { name: 'Batal', exact: true, pressed: true }).count()).toBe(count);
    // The group travels tomorrow: one chat with the message written, in words.
    const notify = clerk.getByRole('region', { name: 'Kabari penumpang' });
    await notify.getByRole('link', { name: /Komunitas Selam Makassar Rombongan Kedua/ }).waitFor();
    expect(await notify.innerText()).toMatch(/dibatalkan karena angin kencang/);
    expect(await notify.innerText()).toMatch(/(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{1,2} \w+ \d{4} pukul/);
    // Nothing wider than the phone: the group's long name wraps inside the panel.
    expect(await clerk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(clerk, 'admin-storm-390');

    // Back to running for the rest of the suite, one tap each.
    await notify.getByRole('button', { name: 'Selesai' }).click();
    for (let i = 0; i < count; i += 1) {
      const card = cards.nth(i);
      await card.getByRole('button', { name: 'Berangkat' }).click();
      await expect.poll(() => card.getByRole('button', { name: 'Berangkat' }).getAttribute('aria-pressed')).toBe('true');
    }
    // The group's seats go back, for the booking tests that count tomorrow's.
    expect((await callRest('POST', `/api/bookings/code/${booked.code}/cancel`, null, { k: booked.key })).status).toBe(200);
    await clerk.context().close();
  });

  it('staff open a day weeks ahead and mark a holiday on it', async () => {
    const holiday = addDays((await boardNow()).today.date, 20);
    const clerk = await openPage(browser, 'laptop');
    await signIn(clerk, 'admin');
    await clerk.goto('/admin/transportation#hari-ini');
    await clerk.getByLabel(/^Tanggal \(sampai 60 hari ke depan\)/).fill(holiday);
    const day = clerk.getByRole('region', { name: /^(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), / });
    const card = day.getByTestId('departure-control').first();
    await card.waitFor();
    await card.getByRole('button', { name: 'Batal', exact: true }).click();
    await card.getByRole('button', { name: 'Hari libur' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Batal', exact: true }).getAttribute('aria-pressed')).toBe('true');
    // As the server now answers for that day (the card is drawn from the day read again).
    await expect.poll(() => card.innerText()).toContain('Hari libur');
    await card.getByRole('button', { name: 'Berangkat' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Berangkat' }).getAttribute('aria-pressed')).toBe('true');
    await clerk.context().close();
  });

  it('reads in English at /en/jadwal-kapal', async () => {
    const page = await openPage(browser, 'laptop');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/en/jadwal-kapal');
    await page.getByRole('heading', { level: 1, name: 'Boats Today' }).waitFor();
    await page.getByRole('region', { name: /^Today/ }).getByTestId('departure').first().waitFor();
    await shot(page, 'public-en-1440');
    await page.goto('/jadwal-kapal');
    await page.getByRole('region', { name: /^Hari ini/ }).getByTestId('departure').first().waitFor();
    await shot(page, 'public-1440');
    await signIn(page, 'admin');
    await page.goto('/admin/transportation#hari-ini');
    await page.getByTestId('departure-control').first().waitFor();
    await shot(page, 'admin-1440');
    await page.context().close();
  });
});
