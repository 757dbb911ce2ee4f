import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type BoatBoard, type Transportation } from '@island/shared';
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

/** Today's 14:00 departure of the seeded afternoon boat back from the island, on the public board. */
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

    // Confirmed on time for the next run of the suite: one tap, and the public board says so.
    await card.getByRole('button', { name: 'Berangkat sesuai jadwal' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Berangkat sesuai jadwal' }).getAttribute('aria-pressed')).toBe('true');
    await visitor.reload();
    await expect.poll(() => publicAfternoon(visitor).innerText()).toMatch(/Berangkat sesuai jadwal|Sudah berangkat/);
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

    // Confirmed on time for the rest of the suite, one tap each.
    await notify.getByRole('button', { name: 'Selesai' }).click();
    // The groups may swap as the first boats to the island come back: the next button is found afresh.
    const unconfirmed = tomorrow.getByRole('button', { name: 'Berangkat sesuai jadwal', pressed: false });
    for (let left = count; left > 0; left -= 1) {
      await unconfirmed.first().click();
      await expect.poll(() => unconfirmed.count()).toBe(left - 1);
    }
    expect(await tomorrow.getByRole('button', { name: 'Berangkat sesuai jadwal', pressed: true }).count()).toBe(count);
    // The group's seats go back, for the booking tests that count tomorrow's: the desk cancels it
    // (tomorrow's 07.00 trip is inside the visitor's 24 hours), so no visitor cancellation is left unseen.
    const { token } = await signInRest('admin');
    expect((await callRest('PUT', `/api/bookings/${booked.id}/status`, token, { status: 'cancelled', notify: false })).status).toBe(200);
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
    await card.getByRole('button', { name: 'Berangkat sesuai jadwal' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Berangkat sesuai jadwal' }).getAttribute('aria-pressed')).toBe('true');
    await clerk.context().close();
  });

  it('lists both directions, the boats to the island first until the morning’s have left, then the return trips, at 390 px', async () => {
    const { token } = await signInRest('admin');
    // The island's clock as the server reads it; a stage needs a minute before and after it, so
    // the first and last minute of the day are waited out.
    const clockNow = async () => {
      const board = await boardNow();
      return new Intl.DateTimeFormat('en-GB', { timeZone: board.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(board.generatedAt));
    };
    await expect.poll(clockNow, { timeout: 150_000, interval: 5_000 }).not.toMatch(/^(23:59|00:00)$/);

    // The stage: the seeded boats rest a moment; three of this test's own, at the day's ends.
    const listed = await callRest<{ transportations: Transportation[] }>('GET', '/api/transportation?limit=100', token);
    const seeded = listed.data.transportations.filter((boat) => boat.status === 'active');
    const boat = (name: string, departureTime: string, direction: 'to_island' | 'from_island') => ({
      name,
      departureTime,
      direction,
      phone: '0812-4190-3377',
      dockLocation: 'Dermaga Paotere, Makassar',
      duration: '±60 menit',
    });
    const made: number[] = [];
    try {
      for (const one of seeded) expect((await callRest('PATCH', `/api/transportation/${one.id}/status`, token, { status: 'inactive' })).status).toBe(200);
      for (const one of [boat('KM Subuh', '00:00', 'to_island'), boat('KM Larut', '23:59', 'to_island'), boat('KM Pulang Malam', '23:59', 'from_island')]) {
        const created = await callRest<Transportation>('POST', '/api/transportation', token, one);
        expect(created.status).toBe(201);
        made.push(created.data.id);
      }

      // Before: one boat to the island is still to leave, so its group comes first; the one
      // that left is last in it.
      const page = await openPage(browser, 'phone');
      await page.goto('/jadwal-kapal');
      const today = page.getByRole('region', { name: /^Hari ini/ });
      const groups = () => today.getByRole('heading', { level: 3 }).allTextContents();
      await expect.poll(groups).toEqual(['Ke pulau', 'Dari pulau']);
      const toIsland = today.getByRole('region', { name: 'Ke pulau' }).getByTestId('departure');
      await expect.poll(() => toIsland.allInnerTexts()).toEqual([expect.stringMatching(/23:59[\s\S]*KM Larut[\s\S]*Terjadwal/), expect.stringMatching(/00:00[\s\S]*KM Subuh[\s\S]*Sudah berangkat/)]);
      expect(await today.getByRole('region', { name: 'Dari pulau' }).innerText()).toContain('Dermaga Pulau → Dermaga Paotere, Makassar');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shot(page, 'directions-before-390');

      // After: the late boat to the island is taken off the timetable; every morning boat has
      // left, and the way back comes first.
      expect((await callRest('PATCH', `/api/transportation/${made[1]}/status`, token, { status: 'inactive' })).status).toBe(200);
      await page.reload();
      await expect.poll(groups).toEqual(['Dari pulau', 'Ke pulau']);
      expect(await today.getByTestId('departure').first().innerText()).toMatch(/KM Pulang Malam[\s\S]*Terjadwal/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shot(page, 'directions-after-390');
      await page.context().close();
    } finally {
      for (const id of made) await callRest('DELETE', `/api/transportation/${id}`, token);
      for (const one of seeded) await callRest('PATCH', `/api/transportation/${one.id}/status`, token, { status: 'active' });
    }
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
