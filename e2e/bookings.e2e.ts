import { addDays, type BoatBoard, formatRupiah, type TourPackage } from '@island/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, signIn } from './browser.ts';
import { bookSnorkelling, callRest, signInRest } from './rest.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function firstPackage(): Promise<TourPackage> {
  const res = await fetch(`${baseUrl()}/api/packages?limit=1`);
  return ((await res.json()) as { data: { packages: TourPackage[] } }).data.packages[0]!;
}

/** Opens a package's booking form from the packages page, as a visitor does. */
async function openBookingForm(visitor: Page, pkg: TourPackage) {
  await visitor.goto('/paket-wisata');
  await visitor.getByRole('link', { name: `Pesan ${pkg.name}` }).click();
  const dialog = visitor.getByRole('dialog', { name: `Pesan ${pkg.name}` });
  await dialog.waitFor();
  return dialog;
}

/**
 * Presses the first open day of the calendar (after `skip` open days), going on month by month
 * until one is found.
 */
async function pickOpenDay(dialog: ReturnType<Page['getByRole']>, skip = 0): Promise<string> {
  let left = skip;
  for (let month = 0; month < 6; month++) {
    await dialog.locator('.month-calendar[aria-busy="false"]').waitFor();
    const open = dialog.locator('td[data-day] button.month-calendar__day--open:not([disabled])');
    const count = await open.count();
    if (count > left) {
      const day = await open.nth(left).locator('xpath=..').getAttribute('data-day');
      await open.nth(left).click();
      return day!;
    }
    left -= count;
    await dialog.getByRole('button', { name: 'Bulan berikutnya' }).click();
  }
  throw new Error('no open day in six months');
}

/** Pages in a PDF: one `/Type /Page` object each (the tree's root is `/Type /Pages`). */
function pdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}

describe('booking a tour package', () => {
  it('a visitor books on a phone, keeps the page offline, staff confirm from the day, the manifest prints on one page', async () => {
    const pkg = await firstPackage();
    const visitor = await openPage(browser, 'phone');
    const dialog = await openBookingForm(visitor, pkg);
    const day = await pickOpenDay(dialog);

    await dialog.getByLabel('Nama lengkap').fill('Rina Uji Pemesan');
    await dialog.getByLabel('Nomor WhatsApp').fill('0812 3456 7890');
    // The number as it will be stored, shown back while typing.
    await dialog.getByText('+62 812-3456-7890').waitFor();
    const persons = dialog.getByRole('textbox', { name: 'Jumlah peserta' });
    const count = Number(await persons.inputValue());
    await dialog.getByRole('button', { name: 'Tambah satu orang' }).click();
    await expect.poll(() => persons.inputValue()).toBe(String(count + 1));
    // The total follows the persons: price × persons, rupiah without decimals.
    const total = `Rp ${(pkg.price * (count + 1)).toLocaleString('id-ID')}`;
    await dialog.getByText(total, { exact: true }).waitFor();

    await visitor.getByRole('button', { name: 'Kirim pesanan' }).click();
    await visitor.waitForURL(/\/pesanan\/PKT-[2-9A-HJ-NP-Z]{6}\?k=/);
    const code = (await visitor.getByTestId('booking-code').textContent())!.trim();
    expect(code).toMatch(/^PKT-[2-9A-HJ-NP-Z]{6}$/);
    await expect.poll(() => visitor.getByTestId('booking-status').textContent()).toBe('Menunggu konfirmasi');
    expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await visitor.getByRole('img', { name: /QR/ }).locator('svg').waitFor();
    const pageUrl = visitor.url();

    // How to pay, as the village wrote it in Settings, and the page's ways to keep its address.
    const pay = visitor.getByRole('region', { name: 'Cara membayar' });
    await pay.getByText(`Total yang dibayar: ${total}`).waitFor();
    await pay.getByText('BUMDes Karang Bulo').waitFor();
    const keep = visitor.getByRole('region', { name: 'Simpan dan bagikan' });
    expect(await keep.getByRole('link', { name: /Kirim ke WhatsApp saya/ }).getAttribute('href')).toMatch(
      new RegExp(`^https://wa\\.me/6281234567890\\?text=.*${code}.*pesanan`),
    );
    const calendarHref = await keep.getByRole('link', { name: 'Tambahkan ke kalender' }).getAttribute('href');
    const calendarFile = await visitor.evaluate(async (href) => {
      const res = await fetch(href!);
      return { type: res.headers.get('content-type'), text: (await res.text()).replace(/\r\n[ \t]/g, '') };
    }, calendarHref);
    expect(calendarFile.type).toMatch(/^text\/calendar/);
    expect(calendarFile.text).toContain(`DTSTART;VALUE=DATE:${day.replaceAll('-', '')}`);
    expect(calendarFile.text).toContain(`(${code})`);

    // Opened again without a signal: the worker draws the kept page with the kept answer.
    await expect.poll(() => visitor.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await visitor.reload();
    await visitor.getByTestId('booking-code').waitFor();
    await expect.poll(() => visitor.evaluate(async () => (await (await caches.open('my-bookings')).keys()).length)).toBeGreaterThan(0);
    await visitor.context().setOffline(true);
    await visitor.goto(pageUrl);
    await expect.poll(() => visitor.getByTestId('booking-code').textContent()).toBe(code);
    await visitor.context().setOffline(false);

    // Staff open the day from the month calendar and confirm.
    const staff = await openPage(browser, 'phone');
    await signIn(staff, 'admin');
    await staff.goto(`/admin/bookings?view=calendar`);
    const calendar = staff.getByRole('region', { name: 'Kalender booking' });
    await calendar.locator('td[data-day]').first().waitFor();
    for (let hops = 0; hops < 6 && (await calendar.locator(`td[data-day="${day}"]`).count()) === 0; hops++) {
      await calendar.getByRole('button', { name: 'Bulan berikutnya' }).click();
      await calendar.locator('td[data-day]').first().waitFor();
    }
    await calendar.locator(`td[data-day="${day}"] button`).click();
    await staff.waitForURL(new RegExp(`/admin/bookings/hari/${day}$`));
    const row = staff.getByTestId('manifest-row').filter({ hasText: code });
    await row.getByRole('button', { name: `Kelola ${code}` }).click();
    const manage = staff.getByRole('dialog', { name: `Booking ${code}` });
    await manage.getByRole('button', { name: 'Konfirmasi' }).click();
    await staff.getByText(`Booking ${code} dikonfirmasi`).waitFor();
    // The message to the visitor is ready to send in one tap.
    expect(await manage.getByTestId('booking-whatsapp-link').getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=.*PKT-/);
    await manage.getByRole('button', { name: 'Tutup' }).first().click();

    // The visitor's page says so.
    await visitor.goto(pageUrl);
    await expect.poll(() => visitor.getByTestId('booking-status').textContent()).toBe('Dikonfirmasi');

    // The manifest: a tick for the guest on the trip's own date only (the island's today, as the
    // server says it); a day ahead offers none. The whole day on one A4 page.
    const tick = row.getByRole('checkbox', { name: 'Rina Uji Pemesan hadir' });
    const islandToday = (await callRest<{ today: { date: string } }>('GET', '/api/transportation/today')).data.today.date;
    if (day === islandToday) {
      await tick.check();
      await staff.getByText('Rina Uji Pemesan hadir', { exact: true }).waitFor();
    } else {
      expect(await tick.isDisabled()).toBe(true);
    }
    await staff.emulateMedia({ media: 'print' });
    expect(await staff.locator('.admin-sidebar').isVisible()).toBe(false);
    const pdf = await staff.pdf({ format: 'A4', printBackground: true });
    expect(pdfPages(pdf)).toBe(1);

    await visitor.context().close();
    await staff.context().close();
    // Two browsers, a service worker filling its cache and a print on a shared 2-core machine.
  }, 240_000);
  it("the booking's page takes the visitor to the boat and back, with the harbour's word, and staff move a group to a later boat", async () => {
    const board = (await callRest<BoatBoard>('GET', '/api/transportation/today')).data;
    const day = board.tomorrow.date;
    const morning = board.tomorrow.departures.find((d) => d.name === 'KM Bulo Indah' && d.direction === 'to_island' && d.time === '07:00')!;
    expect(morning).toBeDefined();
    const { code, key } = await bookSnorkelling(day, 'Tamu Kapal Pagi', '081277778888');
    // The harbour says tomorrow's morning boat leaves late.
    const { token } = await signInRest('admin');
    const delayed = await callRest('PUT', `/api/transportation/${morning.transportationId}/departures`, token, { date: day, time: '07:00', status: 'delayed', new_time: '07:45', reason: 'wind' });
    expect(delayed.status).toBe(200);

    const visitor = await openPage(browser, 'phone');
    await visitor.goto(`/pesanan/${code}?k=${key}`);
    const trip = visitor.getByRole('region', { name: 'Hari perjalanan' });
    await trip.getByText('Kumpul pukul 06.30').waitFor();
    await trip.getByText('Dermaga Kayu Bangkoa, Makassar', { exact: true }).waitFor();
    expect(await trip.getByRole('link', { name: /Buka peta/ }).getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=-5.1329,119.4079');
    const boats = trip.getByTestId('trip-boat');
    await expect.poll(() => boats.first().textContent()).toContain('Terlambat');
    expect(await boats.first().textContent()).toContain('07:00 · KM Bulo Indah');
    expect(await boats.first().textContent()).toContain('07:45');
    expect(await boats.nth(1).textContent()).toContain('16:00 · KM Bulo Indah');
    await trip.getByText('Handuk', { exact: true }).waitFor();
    // Nothing wider than the phone.
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Staff put the group on the 10:00 boat; the manifest and the visitor's page follow.
    const staff = await openPage(browser, 'phone');
    await signIn(staff, 'admin');
    await staff.goto(`/admin/bookings/hari/${day}`);
    const row = staff.getByTestId('manifest-row').filter({ hasText: code });
    expect(await row.textContent()).toContain('07:00 KM Bulo Indah');
    await row.getByRole('button', { name: `Kelola ${code}` }).click();
    const manage = staff.getByRole('dialog', { name: `Booking ${code}` });
    await manage.getByLabel('Kapal berangkat').selectOption(`${morning.transportationId}@10:00`);
    await manage.getByRole('button', { name: 'Simpan kapal' }).click();
    await staff.getByText('Kapal booking disimpan').first().waitFor();
    await manage.getByRole('button', { name: 'Tutup' }).first().click();
    await expect.poll(() => row.textContent()).toContain('10:00 KM Bulo Indah');

    await visitor.reload();
    await expect.poll(() => boats.first().textContent()).toContain('10:00 · KM Bulo Indah');
    expect(await boats.first().textContent()).toContain('Terjadwal');
    await visitor.context().close();
    await staff.context().close();
  });

  it('a visitor reads back what they wrote, cancels in time, and staff see the cancellation until they open it', async () => {
    const pkg = await firstPackage();
    const visitor = await openPage(browser, 'phone');
    const dialog = await openBookingForm(visitor, pkg);
    // The second open day: the first may start within the package's hours to cancel online.
    await pickOpenDay(dialog, 1);
    // The form says the terms made from the package's rule before anything is sent.
    await expect.poll(() => dialog.locator('.booking-form__terms').innerText()).toMatch(/dibatalkan hingga (\d+ jam sebelum trip|trip dimulai)/);
    await dialog.getByLabel('Nama lengkap').fill('Dewi Uji Batal');
    await dialog.getByLabel('Nomor WhatsApp').fill('0812 9876 5432');
    await dialog.getByLabel('Email (opsional)').fill('dewi.uji@contoh.id');
    await dialog.getByLabel('Catatan (opsional)').fill('Makan siang vegetarian untuk dua orang');
    await visitor.getByRole('button', { name: 'Kirim pesanan' }).click();
    await visitor.waitForURL(/\/pesanan\/PKT-/);

    const details = visitor.locator('.booking-details');
    await expect.poll(() => details.innerText()).toContain('Makan siang vegetarian untuk dua orang');
    expect(await details.innerText()).toContain('dewi.uji@contoh.id');
    expect(await visitor.getByText('Sebutkan kode ini saat menghubungi kami atau tiba di dermaga.').count()).toBe(1);

    const code = (await visitor.getByTestId('booking-code').textContent())!.trim();
    const { token } = await signInRest('admin');
    const unseen = async () => (await callRest<{ count: number }>('GET', '/api/bookings/unseen-cancellations', token)).data.count;
    const before = await unseen();
    expect(await visitor.getByTestId('booking-cancel').innerText()).toMatch(/Batalkan online paling lambat \w+, \d{1,2} \w+ \d{4}, \d{2}\.\d{2}\./);
    await visitor.getByRole('button', { name: 'Batalkan', exact: true }).click();
    await visitor.getByRole('alertdialog').getByRole('button', { name: 'Ya, batalkan' }).click();
    const status = visitor.getByTestId('booking-status');
    await expect.poll(() => status.textContent()).toBe('Dibatalkan');
    expect(await unseen()).toBe(before + 1);
    // Brought into view with the news; the code's hint and the crew's QR code no longer serve.
    await expect.poll(() => status.evaluate((el) => { const box = el.getBoundingClientRect(); return box.top >= 0 && box.bottom <= window.innerHeight; })).toBe(true);
    expect(await visitor.getByText('Sebutkan kode ini saat menghubungi kami atau tiba di dermaga.').count()).toBe(0);
    expect(await visitor.getByRole('img', { name: /QR/ }).count()).toBe(0);
    expect(await visitor.getByRole('button', { name: 'Batalkan', exact: true }).count()).toBe(0);
    await visitor.context().close();

    // Without a mail server the desk still hears of it: the dashboard and the sidebar count it,
    // the dashboard's line opens the list of them, and opening the booking marks it seen.
    const staff = await openPage(browser, 'phone');
    await signIn(staff, 'admin');
    await staff.goto('/admin/dashboard');
    const line = staff.locator('.stat', { has: staff.getByRole('link', { name: 'Dibatalkan pengunjung, belum dilihat' }) });
    await expect.poll(() => line.locator('dd').textContent()).toBe(String(before + 1));
    await expect.poll(() => staff.getByTestId('unseen-cancellations-badge').textContent()).toBe(String(before + 1));
    await line.getByRole('link').click();
    await staff.waitForURL('**/admin/bookings?cancellations=unseen');
    const row = staff.locator('.booking-table tbody tr', { hasText: code });
    await expect.poll(() => row.innerText()).toContain('Oleh pengunjung, baru');
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await row.click();
    const manage = staff.getByRole('dialog', { name: `Booking ${code}` });
    await expect.poll(() => manage.getByTestId('cancelled-by-visitor').innerText()).toContain('lewat halaman pesanannya');
    await expect.poll(unseen).toBe(before);
    await expect.poll(() => staff.getByTestId('unseen-cancellations-badge').count()).toBe(before === 0 ? 0 : 1);
    await manage.getByRole('button', { name: 'Tutup' }).first().click();
    await expect.poll(() => row.count()).toBe(0);
    await staff.context().close();
  });

  it('past the package’s hours to cancel, the page offers the village’s WhatsApp instead of Batalkan, in both languages', async () => {
    const { token } = await signInRest('admin');
    const found = await callRest<{ packages: { id: number; name: string }[] }>('GET', '/api/packages?search=Senja', token);
    const sunset = found.data.packages.find((p) => p.name === 'Senja dan Mancing Tradisional')!;
    const { data: rules } = await callRest<{ cancelHoursBefore: number }>('GET', `/api/bookings/rules/${sunset.id}`, token);
    // 30 days: any trip of the next days is past its window already.
    expect((await callRest('PUT', `/api/bookings/rules/${sunset.id}`, token, { cancelHoursBefore: 720 })).status).toBe(200);
    const { data: board } = await callRest<BoatBoard>('GET', '/api/transportation/today');
    const booked = await callRest<{ id: number; code: string; url: string }>('POST', '/api/bookings', null, {
      package_id: sunset.id,
      booking_date: addDays(board.today.date, 2),
      participants: 2,
      customer_name: 'Tamu Terlambat Batal',
      customer_phone: '081255556666',
    });
    expect(booked.status).toBe(201);

    const visitor = await openPage(browser, 'phone');
    await visitor.goto(booked.data.url);
    const card = visitor.getByTestId('booking-cancel');
    await expect.poll(() => card.innerText()).toContain('dibatalkan hingga 720 jam sebelum trip; uang muka dikembalikan.');
    expect(await card.innerText()).toContain('Batas pembatalan online sudah lewat');
    expect(await visitor.getByRole('button', { name: 'Batalkan', exact: true }).count()).toBe(0);
    const ask = card.getByRole('link', { name: /Hubungi desa lewat WhatsApp/ });
    expect(await ask.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/6281241903377\\?text=.*${booked.data.code}`));
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await visitor.goto(`/en${booked.data.url}`);
    await expect.poll(() => visitor.getByTestId('booking-cancel').innerText()).toContain('The time to cancel online has passed');
    expect(await visitor.getByTestId('booking-cancel').innerText()).toContain('up to 720 hours before the trip');
    await visitor.context().close();

    // The server holds the rule whatever a page offers.
    const key = new URL(booked.data.url, baseUrl()).searchParams.get('k');
    expect((await callRest('POST', `/api/bookings/code/${booked.data.code}/cancel`, null, { k: key })).status).toBe(409);
    expect((await callRest('PUT', `/api/bookings/rules/${sunset.id}`, token, { cancelHoursBefore: rules.cancelHoursBefore })).status).toBe(200);
    expect((await callRest('PUT', `/api/bookings/${booked.data.id}/status`, token, { status: 'cancelled', notify: false })).status).toBe(200);
  });

  it('staff about to close a date are told who already booked it, with the way to that day', async () => {
    // A booking of the day after tomorrow (the server's), made as a visitor makes one.
    const { data: board } = await callRest<BoatBoard>('GET', '/api/transportation/today');
    const date = addDays(board.today.date, 2);
    const booked = await bookSnorkelling(date, 'Tamu Sebelum Tutup', '081211112222');

    const staff = await openPage(browser, 'phone');
    await signIn(staff, 'admin');
    await staff.goto('/admin/bookings');
    await staff.getByRole('button', { name: 'Tutup tanggal' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Tutup tanggal untuk semua paket' });
    await dialog.getByLabel('Tanggal', { exact: true }).fill(date);
    const note = dialog.getByRole('status').filter({ hasText: 'Sudah ada' });
    await expect.poll(() => note.innerText()).toMatch(/Sudah ada \d+ booking \(\d+ orang\)/);
    await note.getByRole('link', { name: 'Buka daftar hari itu' }).click();
    await staff.waitForURL(`**/admin/bookings/hari/${date}`);
    // Nothing was closed: the day's list opens as it was.
    await expect.poll(() => staff.getByText('Tamu Sebelum Tutup').count()).toBeGreaterThan(0);
    expect((await callRest('POST', `/api/bookings/code/${booked.code}/cancel`, null, { k: booked.key })).status).toBe(200);
    await staff.context().close();
  });

  it('in English, an empty date and a group beyond the package say so in English before anything is sent', async () => {
    const pkg = await firstPackage();
    // The English page names the package in the village's English where it is written.
    const name = pkg.en?.name ?? pkg.name;
    const visitor = await openPage(browser, 'phone');
    await visitor.goto('/en/paket-wisata');
    await visitor.getByRole('link', { name: `Book ${name}` }).click();
    const dialog = visitor.getByRole('dialog', { name: `Book ${name}` });
    await dialog.waitFor();
    await visitor.getByRole('button', { name: 'Send booking' }).click();
    await dialog.getByText('Date is required').waitFor();
    // Typed beyond the package's largest group: brought back to it on leaving the field.
    const persons = dialog.getByRole('textbox', { name: 'Number of people' });
    await persons.fill('99');
    await dialog.getByLabel('Full name').click();
    await expect.poll(() => persons.inputValue()).toBe(String(pkg.maxPersons));
    await dialog.getByText(formatRupiah(pkg.price * pkg.maxPersons, 'en'), { exact: true }).waitFor();
    // The village's closed dates are listed under the month with their reasons (the sea
    // ceremony, a month or so ahead), as a closed day cannot be tapped to ask why.
    const closed = dialog.getByRole('region', { name: 'Closed this month' });
    for (let month = 0; month < 3 && (await closed.count()) === 0; month += 1) {
      await dialog.getByRole('button', { name: 'Next month' }).click();
      await dialog.locator('.month-calendar[aria-busy="false"]').waitFor();
    }
    await expect.poll(() => closed.innerText()).toMatch(/Maccera Tasi/);
    await visitor.context().close();
  });
});

/** Books the snorkelling trip on days far ahead until the staff's list holds `count` bookings. */
async function fillBookingList(count: number) {
  const { token } = await signInRest('admin');
  const { data: board } = await callRest<BoatBoard>('GET', '/api/transportation/today');
  const total = async () => (await callRest<{ pagination: { totalItems: number } }>('GET', '/api/bookings?limit=1', token)).data.pagination.totalItems;
  // Days two months on and later: clear of the other tests' days; a closed day refuses, the next is tried.
  for (let n = 0, have = await total(); have < count && n < 60; n++) {
    const made = await bookSnorkelling(addDays(board.today.date, 60 + n), `Tamu Daftar ${n + 1}`, `08125550${String(n).padStart(4, '0')}`).catch(() => null);
    if (made) have += 1;
  }
  expect(await total()).toBeGreaterThanOrEqual(count);
}

describe("the staff's bookings", () => {
  it('on a phone, twenty bookings are compact rows, the filters fold behind one button, and a row opens its booking', async () => {
    await fillBookingList(20);
    const staff = await openPage(browser, 'phone');
    await signIn(staff, 'admin');
    await staff.goto('/admin/bookings');
    const rows = staff.locator('.booking-table tbody tr');
    await expect.poll(() => rows.count()).toBe(20);
    // Two lines a booking, not a card of six labelled fields (that made 6,000 px).
    expect(await staff.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(2500);

    const fold = staff.getByRole('button', { name: /^Filter/ });
    expect(await fold.getAttribute('aria-expanded')).toBe('false');
    expect(await staff.getByLabel('Status', { exact: true }).isVisible()).toBe(false);
    await fold.click();
    expect(await fold.getAttribute('aria-expanded')).toBe('true');
    await staff.getByLabel('Status', { exact: true }).selectOption('pending');
    // The button says how many filters are set, so a folded one is not forgotten.
    await expect.poll(() => fold.textContent()).toBe('Filter1 aktif');
    await staff.getByRole('button', { name: 'Hapus filter' }).click();
    await expect.poll(() => fold.textContent()).toBe('Filter');
    await expect.poll(() => rows.count()).toBe(20);

    // A tap anywhere on the row opens the booking.
    const code = (await rows.first().locator('.booking-cell__code').textContent())!.trim();
    await rows.first().click();
    const manage = staff.getByRole('dialog', { name: `Booking ${code}` });
    await manage.waitFor();
    await manage.getByRole('button', { name: 'Tutup' }).first().click();
    await staff.context().close();
  });

  it('on a laptop, the list keeps its table and the filters show without a button', async () => {
    const staff = await openPage(browser, 'laptop');
    await signIn(staff, 'admin');
    await staff.goto('/admin/bookings');
    await staff.getByRole('columnheader', { name: 'Pembayaran' }).waitFor();
    expect(await staff.getByLabel('Status', { exact: true }).isVisible()).toBe(true);
    expect(await staff.getByRole('button', { name: /^Filter/ }).isVisible()).toBe(false);
    expect(await staff.getByRole('button', { name: /^Kelola / }).first().isVisible()).toBe(true);
    await staff.context().close();
  });

  it('the month greys the days gone by and shows figures only on days with bookings or closed', async () => {
    const staff = await openPage(browser, 'phone');
    await signIn(staff, 'admin');
    await staff.goto('/admin/bookings?view=calendar');
    const calendar = staff.getByRole('region', { name: 'Kalender booking' });
    await calendar.locator('.month-calendar[aria-busy="false"] td[data-day]').first().waitFor();
    const { data: board } = await callRest<BoatBoard>('GET', '/api/transportation/today');
    const days = () =>
      calendar.locator('td[data-day] button').evaluateAll((buttons) =>
        buttons.map((b) => ({
          day: b.parentElement!.dataset.day!,
          past: b.classList.contains('month-calendar__day--past'),
          background: getComputedStyle(b).backgroundColor,
          empty: /, 0 booking,/.test(b.getAttribute('aria-label') ?? ''),
          figures: b.querySelector('.month-calendar__content') !== null,
        })),
      );
    const month = await days();
    for (const day of month) expect(day.past, day.day).toBe(day.day < board.today.date);
    // No '0/20' on a free day.
    expect(month.filter((day) => day.empty && day.figures)).toEqual([]);
    // The month before is all gone by, and grey.
    await calendar.getByRole('button', { name: 'Bulan sebelumnya' }).click();
    await calendar.locator('.month-calendar[aria-busy="false"]').waitFor();
    await expect.poll(async () => (await days()).every((day) => day.past && day.background === 'rgb(246, 247, 247)')).toBe(true);
    await staff.context().close();
  });
});
