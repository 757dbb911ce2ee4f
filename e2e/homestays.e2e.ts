import { addDays, type Homestay, type HomestayAvailability } from '@island/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, signIn } from './browser.ts';
import { callRest } from './rest.ts';

/**
 * Homestays on a phone (390 px), against the demo's households: a visitor books two nights and
 * lands on the stay's page with its code; the demo owner (the first household's msme account)
 * closes a night on the rooms-by-nights grid and the public calendar shows it closed; the owner
 * finds a room's export address for Airbnb and Booking.com, which answers an iCalendar file.
 */
const SLUG = 'homestay-daeng-rahma';
let browser: Browser;
let today: string;
beforeAll(async () => {
  browser = await launchBrowser();
  today = (await callRest<{ today: { date: string } }>('GET', '/api/transportation/today')).data.today.date;
});
afterAll(async () => {
  await browser.close();
});

describe('homestays at 390 px', () => {
  it('a visitor books two nights and gets the code and the stay’s page', async () => {
    const page = await openPage(browser, 'phone');
    const from = addDays(today, 20);
    await page.goto(`/homestay?from=${from}&to=${addDays(from, 2)}&guests=2`);
    await page.getByRole('link', { name: 'Homestay Daeng Rahma' }).click();
    await page.waitForURL(new RegExp(`/homestay/${SLUG}`));
    const form = page.locator('.homestay__book');
    await expect.poll(() => form.locator('input[name="check_in"]').inputValue()).toBe(from);
    expect(await form.locator('input[name="check_out"]').inputValue()).toBe(addDays(from, 2));
    await form.getByLabel('Nama').fill('Sari Tamu Uji');
    await form.getByLabel('WhatsApp').fill('0812 3456 7001');
    await form.getByRole('button', { name: 'Kirim pesanan' }).click();
    await page.waitForURL(/\/menginap\/INP-[2-9A-HJ-NP-Z]{6}\?k=/);
    const code = await page.getByTestId('stay-code').textContent();
    expect(code).toMatch(/^INP-[2-9A-HJ-NP-Z]{6}$/);
    expect(page.url()).toContain(`/menginap/${code}`);
    expect(await page.getByTestId('stay-status').textContent()).toBe('Menunggu konfirmasi');
    expect(await page.getByText('2 malam').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('the owner closes a night on the grid and the public calendar shows it closed', async () => {
    const night = addDays(today, 5);
    const calendar = async () =>
      (await callRest<HomestayAvailability>('GET', `/api/homestays/${SLUG}/availability?from=${addDays(today, 1)}&to=${addDays(today, 29)}`)).data.nights.find((n) => n.date === night)?.state;
    expect(await calendar()).not.toBe('closed');
    const page = await openPage(browser, 'phone');
    await signIn(page, 'msme');
    await page.goto('/admin/homestay');
    const cells = page.locator(`.tape-chart button[data-night="${night}"]`);
    await expect.poll(() => cells.count()).toBe(2);
    // Both rooms of the house: the night is closed for the house as a whole.
    for (let i = 0; i < 2; i++) {
      await cells.nth(i).click();
      await expect.poll(() => cells.nth(i).textContent()).toBe('×');
    }
    const visitor = await openPage(browser, 'phone');
    await visitor.goto(`/homestay/${SLUG}`);
    const shown = visitor.locator(`.nights-calendar__night[data-date="${night}"]`);
    await expect.poll(() => shown.getAttribute('data-state')).toBe('closed');
    expect(await calendar()).toBe('closed');
    await visitor.context().close();
    await page.context().close();
  });

  it('the owner writes the house’s English and a room’s weekend price in the forms, and the English page shows it', async () => {
    const page = await openPage(browser, 'phone');
    await signIn(page, 'msme');
    await page.goto('/admin/homestay');
    await page.getByRole('tab', { name: 'Rumah & kamar' }).click();
    const card = page.locator('.houses-admin__item', { hasText: 'Homestay Daeng Rahma' });
    await card.getByRole('button', { name: 'Edit homestay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Homestay' });
    await dialog.getByRole('tab', { name: /English/ }).click();
    const english = 'A stilt house of a fishing family, two minutes on foot from the jetty; breakfast of grilled fish.';
    await dialog.getByLabel('Description (English)').fill(english);
    await dialog.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    await card.getByRole('button', { name: 'Edit kamar Kamar Teras' }).click();
    const roomDialog = page.getByRole('dialog', { name: 'Edit Kamar' });
    await roomDialog.getByLabel('Harga malam akhir pekan (Rp)').fill('260.000');
    await roomDialog.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect.poll(() => roomDialog.isVisible()).toBe(false);

    const house = (await callRest<Homestay>('GET', `/api/homestays/${SLUG}`)).data;
    expect(house.en?.description).toBe(english);
    expect(house.rooms.find((room) => room.name === 'Kamar Teras')?.weekend_price).toBe(260_000);
    const visitor = await openPage(browser, 'phone');
    await visitor.goto(`/en/homestay/${SLUG}`);
    await expect.poll(() => visitor.getByText(english).count()).toBe(1);
    await visitor.context().close();
    await page.context().close();
  });

  it('the owner copies a room’s calendar address for Airbnb and Booking.com, and it answers an iCalendar file', async () => {
    const page = await openPage(browser, 'phone');
    await signIn(page, 'msme');
    await page.goto('/admin/homestay');
    await page.getByRole('tab', { name: 'Rumah & kamar' }).click();
    const panel = page.locator('details.room-calendar').first();
    await panel.locator('summary').click();
    const exported = panel.getByLabel('Alamat ekspor (tempel di Airbnb atau Booking.com)');
    await expect.poll(() => exported.inputValue()).toMatch(/\/api\/homestay-rooms\/\d+\/calendar\.ics\?k=[0-9a-f]{64}$/);
    const file = await fetch(await exported.inputValue());
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(await file.text()).toContain('BEGIN:VCALENDAR');
    // The whole panel fits the phone's width: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.context().close();
  });
});
