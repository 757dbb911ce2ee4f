import { addDays, type Availability, type BoatBoard, daysBetween, formatDayMonth, formatRupiah, formatShortDay } from '@island/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';
import { callRest, signInRest } from './rest.ts';

let browser: Browser;
/** The packages made here, removed at the end: other files read the package list. */
const made: number[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  const { token } = await signInRest('admin');
  for (const id of made) expect((await callRest('DELETE', `/api/packages/${id}`, token)).status).toBe(200);
});

const PRICE = 120_000;
const SEATS = 6;

/**
 * A package of its own whose first bookable day is the 7th of next month (the server's): this
 * month has none. Made through the REST door, as staff make one, so no other test's bookings
 * or the seed's day bear on it.
 */
async function packageOpeningNextMonth(name: string): Promise<{ id: number; firstOpen: string }> {
  const { token } = await signInRest('admin');
  const created = await callRest<{ id: number }>('POST', '/api/packages', token, {
    name,
    description: 'Paket uji formulir pemesanan.',
    duration: '3 jam',
    minPersons: 1,
    maxPersons: 10,
    price: PRICE,
    whatsappContact: '6281234567890',
  });
  expect(created.status).toBe(201);
  made.push(created.data.id);
  const { data: board } = await callRest<BoatBoard>('GET', '/api/transportation/today');
  const today = board.today.date;
  const nextMonthFirst = `${addDays(`${today.slice(0, 7)}-28`, 7).slice(0, 7)}-01`;
  const seventh = addDays(nextMonthFirst, 6);
  const rules = await callRest('PUT', `/api/bookings/rules/${created.data.id}`, token, {
    bookable: true,
    capacityPerDate: SEATS,
    minPersons: 1,
    maxPersons: 10,
    minDaysAhead: daysBetween(today, seventh),
    maxDaysAhead: daysBetween(today, seventh) + 60,
    weekdays: [0, 1, 2, 3, 4, 5, 6],
  });
  expect(rules.status).toBe(200);
  const { data: availability } = await callRest<Availability>('GET', `/api/bookings/availability?package_id=${created.data.id}`);
  expect(availability.first_open).toBe(seventh);
  return { id: created.data.id, firstOpen: seventh };
}

/** Takes seats of a date through the REST door, as another visitor's booking does. */
async function takeSeats(packageId: number, date: string, persons: number, phone: string) {
  const res = await callRest('POST', '/api/bookings', null, { package_id: packageId, booking_date: date, participants: persons, customer_name: 'Tamu Lain', customer_phone: phone });
  expect(res.status).toBe(201);
}

async function openForm(visitor: Page, id: number, name: string) {
  await visitor.goto(`/paket-wisata?pesan=${id}`);
  const dialog = visitor.getByRole('dialog', { name: `Pesan ${name}` });
  await dialog.waitFor();
  await dialog.locator('.month-calendar[aria-busy="false"]').waitFor();
  return dialog;
}

describe('the booking form on a phone', () => {
  it('opens on the month of the first bookable day and names it when this month has none', async () => {
    const name = 'Uji Bulan Pertama';
    const { id, firstOpen } = await packageOpeningNextMonth(name);
    const visitor = await openPage(browser, 'phone');
    const dialog = await openForm(visitor, id, name);
    await dialog.getByText(`Tanggal terdekat: ${formatShortDay(firstOpen)}`).waitFor();
    // The month shown holds the first open day, bookable.
    const first = dialog.locator(`td[data-day="${firstOpen}"] button`);
    await expect.poll(() => first.isEnabled()).toBe(true);
    expect(await dialog.locator('td[data-day] button.month-calendar__day--open:not([disabled])').count()).toBeGreaterThan(0);

    // The same in English.
    await visitor.goto(`/en/paket-wisata?pesan=${id}`);
    const english = visitor.getByRole('dialog', { name: `Book ${name}` });
    await english.getByText(`Nearest date: ${formatShortDay(firstOpen, 'en')}`).waitFor();
    await visitor.context().close();
  });

  it('seats taken while the visitor fills in: persons come down, then the date is given up, each said beside its field', async () => {
    const name = 'Uji Kursi Habis';
    const { id, firstOpen } = await packageOpeningNextMonth(name);
    const visitor = await openPage(browser, 'phone');
    const dialog = await openForm(visitor, id, name);
    await dialog.locator(`td[data-day="${firstOpen}"] button`).click();
    const persons = dialog.getByRole('textbox', { name: 'Jumlah peserta' });
    await persons.fill('5');
    await dialog.getByLabel('Nama lengkap').fill('Rani Uji Bentrok');
    await dialog.getByLabel('Nomor WhatsApp').fill('0812 7000 1111');
    await dialog.getByText(formatRupiah(PRICE * 5), { exact: true }).waitFor();

    // Another visitor takes three of the six seats meanwhile: five no longer fit.
    await takeSeats(id, firstOpen, 3, '081270002222');
    await visitor.getByRole('button', { name: 'Kirim pesanan' }).click();
    const personsField = dialog.locator('.field').filter({ has: visitor.getByRole('textbox', { name: 'Jumlah peserta' }) });
    const why = `Sisa 3 kursi pada ${formatDayMonth(firstOpen)}`;
    await personsField.locator('.field__error', { hasText: why }).waitFor();
    await expect.poll(() => persons.inputValue()).toBe('3');
    // The date stays chosen, the total follows the persons, and nothing was said over the button.
    expect(await dialog.locator(`td[data-day="${firstOpen}"] button`).getAttribute('aria-pressed')).toBe('true');
    await dialog.getByText(formatRupiah(PRICE * 3), { exact: true }).waitFor();
    expect(await visitor.locator('.booking-total__error').count()).toBe(0);
    expect(await visitor.locator('[data-sonner-toast]').count()).toBe(0);
    const inView = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    };
    await expect.poll(() => personsField.locator('.field__error').evaluate(inView)).toBe(true);
    // Typed beyond the seats left: brought back, and the field says why.
    await persons.fill('9');
    await dialog.getByLabel('Nama lengkap').click();
    await expect.poll(() => persons.inputValue()).toBe('3');
    await personsField.locator('.booking-form__why', { hasText: why }).waitFor();
    await expect.poll(() => personsField.locator('.booking-form__why').evaluate(inView)).toBe(true);

    // The last three go too: the date is full, given up, and the calendar says so.
    await takeSeats(id, firstOpen, 3, '081270003333');
    await visitor.getByRole('button', { name: 'Kirim pesanan' }).click();
    const dates = dialog.locator('fieldset.booking-form__dates');
    await dates.locator('.field__error', { hasText: `Kursi pada ${formatDayMonth(firstOpen)} baru saja habis. Pilih tanggal lain.` }).waitFor();
    const fullDay = dialog.locator(`td[data-day="${firstOpen}"] button`);
    await expect.poll(() => fullDay.isDisabled()).toBe(true);
    expect(await fullDay.getAttribute('class')).toContain('month-calendar__day--full');
    expect(await fullDay.getAttribute('aria-pressed')).toBe('false');
    expect(await dialog.locator('.booking-form__chosen').innerText()).toBe('Pilih tanggal');
    expect(await visitor.locator('[data-sonner-toast]').count()).toBe(0);

    // The next day, sent: the booking's page, and no notice left over from the refusals.
    const next = addDays(firstOpen, 1);
    await dialog.locator(`td[data-day="${next}"] button`).click();
    await visitor.getByRole('button', { name: 'Kirim pesanan' }).click();
    await visitor.waitForURL(/\/pesanan\/PKT-/);
    await visitor.getByTestId('booking-code').waitFor();
    expect(await visitor.locator('[data-sonner-toast]').count()).toBe(0);
    const { data: availability } = await callRest<Availability>('GET', `/api/bookings/availability?package_id=${id}&from=${next}&to=${next}`);
    expect(availability.days[0]).toMatchObject({ seats_left: SEATS - 3 });
    await visitor.context().close();
  });
});
