import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';
import { callRest, signInRest } from './rest.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PLACE_ID = 'ChIJe2eReviewsPlace_Id-1';

/** The page is no wider than the phone's screen. */
async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.scroll, `${page.url()}: ${widths.scroll}px wide in a ${widths.viewport}px window`).toBeLessThanOrEqual(widths.viewport);
}

describe("reviews from guests who went, on a phone (390 px)", () => {
  it('a completed trip asks for a review; staff approve it; the package page shows it with its average', async () => {
    const { token } = await signInRest('admin');
    const superadmin = (await signInRest('superadmin')).token;
    // The stage: a package of its own, bookable today, booked and completed (the outcome is set on the day).
    const created = await callRest<{ id: string; slug: string }>('POST', '/api/packages', token, {
      name: 'Ulasan Uji Perahu Sore',
      description: 'Berlayar sore mengelilingi pulau.',
      duration: '3 jam',
      whatsappContact: '6281234567890',
      price: 90000,
    });
    expect(created.status).toBe(201);
    const packageId = Number(created.data.id);
    const rules = await callRest('PUT', `/api/bookings/rules/${packageId}`, token, { minDaysAhead: 0 });
    expect(rules.status).toBe(200);
    const { data: availability } = await callRest<{ today: string }>('GET', `/api/bookings/availability?package_id=${packageId}`);
    const booked = await callRest<{ id: number; code: string; key: string; url: string }>('POST', '/api/bookings', null, {
      package_id: packageId,
      booking_date: availability.today,
      participants: 2,
      customer_name: 'Laras Ulasan',
      customer_phone: '0812 7000 1234',
    });
    expect(booked.status).toBe(201);
    expect((await callRest('PUT', `/api/bookings/${booked.data.id}/status`, token, { status: 'completed' })).status).toBe(200);
    const settings = await callRest('PUT', '/api/settings/category/contact', token, { google_place_id: PLACE_ID });
    expect(settings.status).toBe(200);
    let reviewId: number | undefined;

    const visitor = await openPage(browser, 'phone');
    try {
      await visitor.goto(`${booked.data.url}#ulasan`);
      const card = visitor.getByTestId('booking-review');
      await card.getByRole('heading', { name: 'Bagaimana perjalanan Anda?' }).waitFor();
      // Google's own page for the village's place, opened in a new tab; nothing of Google's is loaded here.
      const google = card.getByRole('link', { name: /Tulis ulasan di Google/ });
      expect(await google.getAttribute('href')).toBe(`https://search.google.com/local/writereview?placeid=${PLACE_ID}`);
      expect(await google.getAttribute('target')).toBe('_blank');
      // The name comes prefilled; stars are radios, none chosen until the guest chooses.
      const name = card.getByLabel('Nama yang ditampilkan');
      expect(await name.inputValue()).toBe('Laras Ulasan');
      const stars = card.getByRole('radiogroup', { name: 'Penilaian Anda' }).or(card.getByRole('group', { name: 'Penilaian Anda' }));
      await stars.waitFor();
      expect(await card.getByRole('radio', { checked: true }).count()).toBe(0);
      await noSidewaysScroll(visitor);

      // Sent without stars: the form says so beside them, nothing is sent.
      await card.getByLabel('Ulasan Anda').fill('Matahari terbenamnya luar biasa, awak perahunya sigap.');
      await card.getByRole('button', { name: 'Kirim ulasan' }).click();
      await card.getByText('Rating harus antara 1 dan 5').waitFor();

      await card.locator('label', { hasText: '4 bintang' }).click();
      expect(await card.getByRole('radio', { name: '4 bintang' }).isChecked()).toBe(true);
      await card.getByRole('button', { name: 'Kirim ulasan' }).click();
      await card.getByText('Terima kasih — ulasan Anda menunggu persetujuan').waitFor();
      await expect.poll(() => visitor.getByTestId('review-state').textContent()).toBe('Menunggu persetujuan pengelola desa');
      await expect.poll(() => card.getByRole('button', { name: 'Kirim ulasan' }).count()).toBe(0);
      await noSidewaysScroll(visitor);

      // On the server: one review, hidden until staff show it; a second is refused.
      const again = await callRest('POST', `/api/bookings/code/${booked.data.code}/review`, null, { k: booked.data.key, star: 5, name: 'Laras', message: 'Lagi' });
      expect(again.status).toBe(409);
      const list = await callRest<{ testimonials: { id: number; name: string; is_displayed: boolean; verified_guest: boolean }[] }>('GET', '/api/testimonials?search=Matahari', token);
      const stored = list.data.testimonials.find((t) => t.name === 'Laras Ulasan');
      expect(stored).toMatchObject({ is_displayed: false, verified_guest: true });
      reviewId = stored!.id;

      // Not on the package page yet.
      await visitor.goto(`/paket-wisata/${created.data.slug}`);
      const reviews = visitor.getByTestId('package-reviews');
      await reviews.getByText('Belum ada ulasan', { exact: false }).waitFor();

      // Staff approve it where they approve testimonials.
      expect((await callRest('PATCH', `/api/testimonials/${reviewId}/display`, token, { is_displayed: true })).status).toBe(200);

      await visitor.reload();
      await reviews.getByText('Matahari terbenamnya luar biasa, awak perahunya sigap.').waitFor();
      await reviews.getByText('Tamu terverifikasi').waitFor();
      await reviews.getByText('1 ulasan').waitFor();
      await reviews.getByRole('img', { name: 'Rating 4 dari 5' }).first().waitFor();
      expect(await reviews.locator('.package-reviews__average').textContent()).toBe('4,0');
      await noSidewaysScroll(visitor);

      // The booking page now says it is published.
      await visitor.goto(booked.data.url);
      await expect.poll(() => visitor.getByTestId('review-state').textContent()).toBe('Sudah tampil di halaman paket');
    } finally {
      await visitor.context().close();
      // Leave the shared server as the seed left it.
      if (reviewId !== undefined) await callRest('DELETE', `/api/testimonials/${reviewId}`, token);
      await callRest('DELETE', `/api/bookings/${booked.data.id}`, superadmin);
      await callRest('DELETE', `/api/packages/${packageId}`, token);
      await callRest('PUT', '/api/settings/category/contact', token, { google_place_id: '' });
    }
  });
});
