import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REVIEW_TEXTS, TESTIMONIAL_TEXTS, todayIn } from '@island/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkJsonLd } from '../../../test/schema-org.ts';
import { bodyOf, startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox.ts';
import { createTestApp, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';

// Reviews from guests who went (docs/decisions/0034-reviews-from-completed-bookings.md): only from a completed booking, once per
// booking, through the booking page's key; approved by staff where testimonials are approved.
let t: TestApp;
let inbox: SmtpInbox;
let today: string;
let dist: string;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  // A built index.html in its essentials, for the package page's head.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'island-reviews-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="id"><head><title>Wisata Pulau</title></head><body><div id="root"></div></body></html>');
  t = await createTestApp({
    env: { CLIENT_DIST: dist, SMTP_URL: inbox.url, MAIL_FROM: 'Desa Pulau <desa@pulau.test>', PUBLIC_FORM_MAX_PER_HOUR: '1000', PUBLIC_FORM_MAX_PER_SENDER_PER_HOUR: '1000' },
  });
  today = todayIn(t.config.siteTimeZone);
});
afterAll(async () => {
  await t?.close();
  await inbox.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const admin = () => t.users.admin.token;

async function newPackage(): Promise<number> {
  const row = await t.db
    .insertInto('packages')
    .values({ name: `Paket ${Math.random().toString(36).slice(2, 8)}`, description: 'Snorkeling dan makan siang', duration: '1 hari', whatsapp_contact: '+6281111111111', facilities: [], price: 150_000, min_persons: 1, max_persons: 10 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const res = await t.request('PUT', `/api/bookings/rules/${row.id}`, { token: admin(), body: { minDaysAhead: 0 } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return row.id;
}

type Made = { id: number; code: string; key: string };

/** A booking for today (its outcome may be set today), with or without an e-mail address. */
async function book(packageId: number, email: string | null = null): Promise<Made> {
  const res = await t.request('POST', '/api/bookings', {
    body: { package_id: packageId, booking_date: today, participants: 2, customer_name: 'Dewi Lestari', customer_phone: '0812-3456-7890', customer_email: email ?? '' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Made;
}

async function setStatus(made: Made, status: string) {
  const res = await t.request('PUT', `/api/bookings/${made.id}/status`, { token: admin(), body: { status } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { delivery: string };
}

const review = (made: { code: string; key: string }, over: Record<string, unknown> = {}) =>
  t.request('POST', `/api/bookings/code/${made.code}/review`, { body: { k: made.key, star: 5, name: 'Dewi', message: 'Airnya jernih, pemandunya ramah.', ...over } });
const page = async (made: { code: string; key: string }) => (await t.request('GET', `/api/bookings/code/${made.code}?k=${made.key}`)).body.data;
const reviewRows = (bookingId: number) => t.db.selectFrom('testimonials').selectAll().where('booking_id', '=', bookingId).execute();

describe('a review from the booking page', () => {
  it('is refused before the trip is completed (409 on both doors), and asked for once it is', async () => {
    const id = await newPackage();
    const made = await book(id);
    expect(await page(made)).toMatchObject({ status: 'pending', can_review: false, review: null });
    for (const status of ['pending', 'confirmed', 'cancelled', 'no_show']) {
      if (status !== 'pending') await setStatus(made, status);
      const refused = await review(made);
      expect(refused.status, status).toBe(409);
      expect(refused.body.message, status).toBe(REVIEW_TEXTS.notCompleted);
    }
    const trpcRefused = await t.request('POST', '/trpc/bookings.review', { body: { code: made.code, k: made.key, star: 4, name: 'Dewi', message: 'Bagus' } });
    expect(trpcRefused.status).toBe(409);
    expect(await reviewRows(made.id)).toHaveLength(0);
    await setStatus(made, 'completed');
    expect(await page(made)).toMatchObject({ status: 'completed', can_review: true, review: null });
  });

  it('is accepted from a completed booking, waiting hidden for staff; a second one is 409', async () => {
    const id = await newPackage();
    const made = await book(id, 'dewi@contoh.test');
    await setStatus(made, 'completed');
    const sent = await review(made, { star: '4', name: '  Dewi L. ', message: ' Snorkeling terbaik! ' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.message).toBe(REVIEW_TEXTS.sent);
    expect(sent.body.data).toMatchObject({ name: 'Dewi L.', star: 4, message: 'Snorkeling terbaik!', published: false });
    // The page shows it as waiting and asks no more.
    expect(await page(made)).toMatchObject({ can_review: false, review: { star: 4, message: 'Snorkeling terbaik!', published: false } });
    // Stored as a testimonial of the package, verified by its booking, hidden until staff show it.
    const [row] = await reviewRows(made.id);
    expect(row).toMatchObject({ package_id: id, is_displayed: false, is_verified: true, email: 'dewi@contoh.test', star: 4 });

    const again = await review(made, { message: 'Sekali lagi' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REVIEW_TEXTS.alreadyReviewed);
    // Two at once: one is stored, the other refused (the unique column holds it).
    const other = await book(id);
    await setStatus(other, 'completed');
    const both = await Promise.all([review(other, { message: 'Satu' }), review(other, { message: 'Dua' })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await reviewRows(other.id)).toHaveLength(1);
    expect(await reviewRows(made.id)).toHaveLength(1);

    // The audit trail names the visitor's review.
    const entry = await t.db.selectFrom('audit_log').select(['action', 'entity']).where('entity', '=', 'testimonials').where('entity_id', '=', String(row!.id)).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'review', entity: 'testimonials' });
  });

  it('is refused with a wrong key or code (404, nothing stored) and for bad stars or text (400)', async () => {
    const id = await newPackage();
    const made = await book(id);
    await setStatus(made, 'completed');
    const wrongKey = await review({ code: made.code, key: 'A'.repeat(43) });
    expect(wrongKey.status).toBe(404);
    expect((await review({ code: made.code, key: '' })).status).toBe(400);
    expect((await review({ code: 'PKT-ZZZZZZ', key: made.key })).status).toBe(404);
    for (const [over, param, msg] of [
      [{ star: 0 }, 'star', TESTIMONIAL_TEXTS.starRange],
      [{ star: 6 }, 'star', TESTIMONIAL_TEXTS.starRange],
      [{ star: 2.5 }, 'star', TESTIMONIAL_TEXTS.starRange],
      [{ star: undefined }, 'star', TESTIMONIAL_TEXTS.starRange],
      [{ message: ' ' }, 'message', TESTIMONIAL_TEXTS.messageRequired],
      [{ message: 'x'.repeat(1001) }, 'message', TESTIMONIAL_TEXTS.reviewMessageMax],
      [{ name: '' }, 'name', TESTIMONIAL_TEXTS.nameRequired],
    ] as const) {
      const res = await review(made, over);
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.errors[0], JSON.stringify(over)).toMatchObject({ param, msg });
    }
    expect(await reviewRows(made.id)).toHaveLength(0);
    expect((await review(made, { message: 'x'.repeat(1000) })).status).toBe(201);
  });
});

describe("a package's reviews", () => {
  it('shows only those staff approved, with their count and average, as verified guests', async () => {
    const id = await newPackage();
    await t.db.updateTable('packages').set({ image: 'https://contoh.test/perahu.jpg' }).where('id', '=', id).execute();
    const stars = [5, 4, 4];
    const ids: number[] = [];
    const bookings: Made[] = [];
    for (const star of stars) {
      const made = await book(id);
      bookings.push(made);
      await setStatus(made, 'completed');
      const res = await review(made, { star, message: `Bintang ${star}` });
      expect(res.status).toBe(201);
      ids.push(res.body.data.id);
    }
    const empty = await t.request('GET', `/api/testimonials/package/${id}`);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ package_id: id, count: 0, average: null, reviews: [] });
    // The page's head has no rating yet.
    expect(await packageJsonLd(id)).toHaveLength(1);

    // Staff approve two where they approve testimonials (the testimonials screen's show/hide).
    for (const reviewId of ids.slice(0, 2)) {
      const shown = await t.request('PATCH', `/api/testimonials/${reviewId}/display`, { token: admin(), body: { is_displayed: true } });
      expect(shown.status).toBe(200);
      expect(shown.body.data).toMatchObject({ verified_guest: true, package_id: id, is_verified: true });
    }
    // The booking page says it is published; the one still waiting says so.
    expect(await page(bookings[0]!)).toMatchObject({ review: { published: true } });
    expect(await page(bookings[2]!)).toMatchObject({ review: { published: false } });
    const listed = await t.request('GET', `/api/testimonials/package/${id}`);
    expect(listed.body.data).toMatchObject({ package_id: id, count: 2, average: 4.5 });
    expect(listed.body.data.reviews.map((r: { id: number }) => r.id)).toEqual([ids[1], ids[0]]);
    expect(listed.body.data.reviews[0]).toMatchObject({ verified_guest: true, email: null, star: 4 });
    const viaTrpc = await t.request('GET', trpcQueryUrl('testimonials.forPackage', { packageId: id, limit: 1 }));
    expect(viaTrpc.body.result.data).toMatchObject({ count: 2, average: 4.5, reviews: [{ id: ids[1] }] });
    // Another package's page shows none of them; a testimonial of the island is no verified guest.
    const other = await newPackage();
    expect((await t.request('GET', `/api/testimonials/package/${other}`)).body.data).toMatchObject({ count: 0, average: null });
    const plain = await t.request('POST', '/api/testimonials', { body: { name: 'Budi', message: 'Pulau yang indah', star: 3 } });
    expect(plain.body.data).toMatchObject({ verified_guest: false, package_id: null });
    expect((await t.request('GET', '/api/testimonials/package/abc')).status).toBe(400);


    // The package's page carries its rating for search engines, as a Product beside the trip.
    const ld = await packageJsonLd(id);
    expect(ld).toHaveLength(2);
    expect(ld[1]).toMatchObject({ '@type': 'Product', aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5 } });
    expect(checkJsonLd(ld[1])).toEqual([]);
  });
});

describe('the request to review by e-mail', () => {
  it('is sent when the trip is completed, with a link that opens the page and takes the review', async () => {
    const id = await newPackage();
    const made = await book(id, 'sinta@contoh.test');
    await inbox.waitFor((m) => m.to.includes('sinta@contoh.test') && m.raw.includes('diterima'));
    expect((await setStatus(made, 'completed')).delivery).toBe('queued');
    const mail = await inbox.waitFor((m) => m.to.includes('sinta@contoh.test') && /How was your trip/.test(m.raw));
    const body = bodyOf(mail);
    expect(body).toContain(made.code);
    expect(body).toContain('Tamu terverifikasi');
    const link = new RegExp(`${t.baseUrl}/pesanan/${made.code}\\?k=([A-Za-z0-9_-]{43})#ulasan`).exec(body);
    expect(link, body).not.toBeNull();
    const mailedKey = link![1]!;
    expect(mailedKey).not.toBe(made.key);
    expect(body).toContain(`${t.baseUrl}/en/pesanan/${made.code}?k=${mailedKey}#ulasan`);
    // The mailed key opens the page and sends the review; the first key still opens it too.
    expect(await page({ code: made.code, key: mailedKey })).toMatchObject({ code: made.code, can_review: true });
    expect((await review({ code: made.code, key: mailedKey })).status).toBe(201);
    expect(await page(made)).toMatchObject({ can_review: false, review: { published: false } });
    // Not stored: only its hash.
    const stored = await t.db.selectFrom('bookings').select('review_key_hash').where('id', '=', made.id).executeTakeFirstOrThrow();
    expect(stored.review_key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.review_key_hash).not.toContain(mailedKey);
  });

  it('is not sent without an address, nor when staff ask not to notify; other changes send the usual e-mail', async () => {
    const id = await newPackage();
    const silent = await book(id, 'diam@contoh.test');
    const res = await t.request('PUT', `/api/bookings/${silent.id}/status`, { token: admin(), body: { status: 'completed', notify: false } });
    expect(res.body.data.delivery).toBe('not_asked');
    const stored = await t.db.selectFrom('bookings').select('review_key_hash').where('id', '=', silent.id).executeTakeFirstOrThrow();
    expect(stored.review_key_hash).toBeNull();
    const noEmail = await book(id);
    expect((await setStatus(noEmail, 'completed')).delivery).toBe('no_email');
    // Still asked on the page.
    expect(await page(noEmail)).toMatchObject({ can_review: true });
    const confirmed = await book(id, 'konfirmasi@contoh.test');
    await setStatus(confirmed, 'confirmed');
    const changed = await inbox.waitFor((m) => m.to.includes('konfirmasi@contoh.test') && /Dikonfirmasi|Confirmed/.test(m.raw));
    expect(changed.raw).not.toMatch(/How was your trip/);
  });
});

/** The JSON-LD blocks of a package's page, as its head carries them. */
async function packageJsonLd(id: number): Promise<Record<string, unknown>[]> {
  const { slug } = await t.db.selectFrom('packages').select('slug').where('id', '=', id).executeTakeFirstOrThrow();
  const res = await fetch(`${t.baseUrl}/paket-wisata/${slug}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}
