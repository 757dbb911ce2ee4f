import {
  BOOKING_TEXTS,
  type BookingChange,
  type BookingCreated,
  type BookingDelivery,
  bookingPagePath,
  type bookingStatusInput,
  type CancellationTerms,
  checkInRefusal,
  DEFAULT_BOOKING_RULES,
  type ClosedDay,
  type ClosedDate,
  closedDatesInput,
  type VisitorBooking,
  visitorBookingSchema,
  SEAT_TAKING_STATUSES,
  normalizeWhatsApp,
  statusAllowedOn,
  whatsAppLink,
  type bookingCreateInput,
  type bookingRescheduleInput,
  type bookingCheckInInput,
  type closedDateSchema,
  type Booking,
  type bookingBoatsInput,
  type bookingReviewInput,
  REVIEW_TEXTS,
  type VisitorReview,
  PAYMENT_TEXTS,
} from '@island/shared';
import { sql } from 'kysely';
import type { z } from 'zod';
import { sendLater } from '../../mail/send-later.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { imageUrl } from '../../files/image-urls.ts';
import { type Context, whenCommitted } from '../../trpc/context.ts';
import { islandClock, islandToday } from '../../clock/island-today.ts';
import { cancelWindow, checkRequest, checkSeats, checkVisitorCancel } from './booking-checks.ts';
import { legIdOf, legRefusal, legTimeOf } from '../transportation/trip-legs.repo.ts';
import { hashBookingKey, keyMatches, newBookingKey } from './booking-codes.ts';
import { type BookablePackage, loadBookablePackage, lockBookablePackage } from './booking-rules.repo.ts';
import {
  type BookingChanges,
  type BookingRow,
  deleteBooking,
  findBooking,
  findBookingByCode,
  dateStateOf,
  markCancellationSeen,
  insertBooking,
  insertedBookingRow,
  setCheckedIn,
  toWireBooking,
  updateBooking,
} from './bookings.repo.ts';
import { bookingChangedMail, bookingCreatedMail, newBookingNotice, reviewRequestMail, whatsAppMessage } from './bookings.mail.ts';
import { type BookingReviewRow, findBookingReview, insertBookingReview, toVisitorReview } from '../testimonials/testimonials.repo.ts';
import { readTogether } from '../../db/reads.ts';

const T = BOOKING_TEXTS;
type Ctx = Context;

/** The staff's day page of a booking, for the notice. */
function adminDayUrl(ctx: Ctx, date: string): string {
  return `${ctx.baseUrl}/admin/bookings/hari/${date}`;
}

/** A package's cancellation terms; a booking whose package is gone keeps the defaults. */
function termsOf(found: BookablePackage | undefined): CancellationTerms {
  return found?.cancellation ?? { cancelHoursBefore: DEFAULT_BOOKING_RULES.cancelHoursBefore, refundDeposit: DEFAULT_BOOKING_RULES.refundDeposit };
}

/** The booking against its package's cancellation window, at the island's clock now. */
function windowOf(ctx: Ctx, row: BookingRow, found: BookablePackage | undefined) {
  return cancelWindow(row.status, row.booking_date, found?.firstTime ?? null, termsOf(found), islandClock(ctx));
}

function toVisitorBooking(ctx: Ctx, row: BookingRow, found: BookablePackage | undefined, review: BookingReviewRow | null = null): VisitorBooking {
  const terms = termsOf(found);
  const window = windowOf(ctx, row, found);
  // The booking's own fields as staff see them, narrowed by the visitor's schema (no id, notes, check-in).
  return visitorBookingSchema.parse({
    ...toWireBooking(row),
    package_image: found ? imageUrl(ctx.baseUrl, found.image) : null,
    package_duration: found?.duration ?? null,
    cancellation_note: found?.cancellationNote ?? null,
    cancel_hours_before: terms.cancelHoursBefore,
    refund_deposit: terms.refundDeposit,
    cancel_until: window.until,
    can_cancel: window.open,
    cancel_too_late: window.tooLate,
    // As a wa.me link takes it: a package's number stored in the local form (`0812…`) too.
    contact_whatsapp: found ? normalizeWhatsApp(found.whatsappContact) : null,
    trip: found?.trip ?? { meeting_time: null, meeting_point: null, bring: [] },
    can_review: row.status === 'completed' && review === null,
    review: review ? toVisitorReview(review) : null,
  });
}

// ---------------------------------------------------------------------------------------------
// Visitors

/**
 * Checks the request against the package's rules and the seats left, and inserts, all while the
 * package's row is locked (see lockBookablePackage): of thirty requests for the last five seats,
 * five are booked and the others told how many seats are left.
 */
export async function createBooking(ctx: Ctx, input: z.output<typeof bookingCreateInput>): Promise<BookingCreated> {
  const today = islandToday(ctx);
  const key = newBookingKey();
  const { row, found } = await inTransaction(ctx.db, async (trx) => {
    // Every round trip made under the package's lock is one every other booking of it waits for:
    // the booking's code is drawn in the insert, and the insert's row is the answer and the audit's.
    const found = await lockBookablePackage(trx, input.package_id);
    if (!found) throw notFound(T.packageUnavailable);
    const day = await dateStateOf(trx, found.id, input.booking_date);
    checkRequest(found.rules, input.booking_date, today, input.participants, day, 'visitor');
    const inserted = await insertBooking(trx, {
      key_hash: hashBookingKey(key),
      package_id: found.id,
      package_name: found.name,
      booking_date: input.booking_date,
      participants: input.participants,
      customer_name: input.customer_name,
      customer_phone: input.customer_phone,
      customer_email: input.customer_email ?? null,
      special_requests: input.special_requests ?? null,
      boat_out_id: found.boats.out?.transportationId ?? null,
      boat_out_time: found.boats.out?.time ?? null,
      boat_back_id: found.boats.back?.transportationId ?? null,
      boat_back_time: found.boats.back?.time ?? null,
      // Always the package's own price: a total sent by the client is never read.
      price_per_person: found.price,
      total_price: found.price * input.participants,
    });
    ctx.recordWritten?.(inserted);
    return { row: insertedBookingRow(inserted, input.booking_date, found), found };
  });
  const url = bookingPagePath(row.code, key);
  const booking = toWireBooking(row);
  const visitor = toVisitorBooking(ctx, row, found);
  if (row.customer_email) {
    const extras = { contactWhatsapp: visitor.contact_whatsapp, cancellation: termsOf(found), cancellationNote: visitor.cancellation_note };
    sendLater(ctx, bookingCreatedMail(row.customer_email, booking, `${ctx.baseUrl}${url}`, extras), { bookingCode: row.code });
  }
  if (ctx.config.notifyEmail) sendLater(ctx, newBookingNotice(ctx.config.notifyEmail, booking, adminDayUrl(ctx, row.booking_date)), { bookingCode: row.code });
  return { ...visitor, id: row.id, key, url };
}

/**
 * The booking of a code whose key matches: the key made at booking, or the second one e-mailed
 * with the request to review. A wrong key is as unknown as a wrong code.
 */
async function bookingWithKey(ctx: Ctx, access: { code: string; k: string }): Promise<BookingRow> {
  const row = await findBookingByCode(ctx.db, access.code);
  const opens = row && (keyMatches(access.k, row.key_hash) || (row.review_key_hash !== null && keyMatches(access.k, row.review_key_hash)));
  if (!row || !opens) throw notFound(T.notFound);
  return row;
}

export async function readVisitorBooking(ctx: Ctx, access: { code: string; k: string }): Promise<VisitorBooking> {
  const row = await bookingWithKey(ctx, access);
  const packageId = row.package_id;
  const [found, review] = await readTogether(ctx.db, [
    () => (packageId === null ? Promise.resolve(undefined) : loadBookablePackage(ctx.db, packageId)),
    () => findBookingReview(ctx.db, row.id),
  ]);
  return toVisitorBooking(ctx, row, found, review);
}

/**
 * The visitor reviews their trip from its page (the same key as the page): only once the booking
 * is completed (409 before), and once per booking (409 again; the database's unique column holds
 * it under two sends at once). Saved hidden, as a testimonial, until staff show it.
 */
export async function reviewByVisitor(ctx: Ctx, input: z.output<typeof bookingReviewInput>): Promise<VisitorReview> {
  const booking = await bookingWithKey(ctx, input);
  if (booking.status !== 'completed') throw conflict('status', REVIEW_TEXTS.notCompleted);
  const row = await insertBookingReview(ctx.db, {
    booking_id: booking.id,
    package_id: booking.package_id,
    name: input.name,
    email: booking.customer_email,
    star: input.star,
    message: input.message,
  });
  if (!row) throw conflict('booking', REVIEW_TEXTS.alreadyReviewed);
  ctx.recordWritten?.(row);
  return toVisitorReview(row);
}

/**
 * The visitor cancels a pending or confirmed booking within its package's window (409 after it:
 * only the village can cancel then). The cancellation is recorded as the visitor's and not yet
 * seen, so the staff's count shows it without any e-mail; the visitor gets a receipt.
 */
export async function cancelByVisitor(ctx: Ctx, access: { code: string; k: string }): Promise<VisitorBooking> {
  const before = await bookingWithKey(ctx, access);
  const found = before.package_id === null ? undefined : await loadBookablePackage(ctx.db, before.package_id);
  checkVisitorCancel(windowOf(ctx, before, found), termsOf(found));
  await updateBooking(ctx.db, before.id, { status: 'cancelled', cancelled_by_visitor_at: ctx.now(), cancellation_seen_at: null });
  whenCommitted(ctx, (after) => after.bookingStatusChanged?.(after, before.id));
  const row = (await findBooking(ctx.db, before.id))!;
  const booking = toWireBooking(row);
  if (row.customer_email) sendLater(ctx, bookingChangedMail(row.customer_email, booking), { bookingCode: row.code });
  if (ctx.config.notifyEmail) {
    const notice = newBookingNotice(ctx.config.notifyEmail, booking, adminDayUrl(ctx, row.booking_date));
    sendLater(ctx, { ...notice, subject: `Booking ${row.code} dibatalkan oleh pengunjung` }, { bookingCode: row.code });
  }
  return toVisitorBooking(ctx, row, found);
}

// ---------------------------------------------------------------------------------------------
// Staff

/**
 * A change's answer: the booking, the e-mail's fate, and the WhatsApp message ready to send. A
 * trip just completed is told with the request to review, which carries the page's second key.
 */
function tellVisitor(ctx: Ctx, booking: Booking, visible: boolean, notify: boolean | undefined, reviewKey?: string): BookingChange {
  let delivery: BookingDelivery;
  if (!visible || notify === false) delivery = 'not_asked';
  else if (!booking.customer_email) delivery = 'no_email';
  else if (!ctx.mailer.configured) delivery = 'not_configured';
  else {
    const mail = reviewKey
      ? reviewRequestMail(booking.customer_email, booking, `${ctx.baseUrl}${bookingPagePath(booking.code, reviewKey)}`)
      : bookingChangedMail(booking.customer_email, booking);
    sendLater(ctx, mail, { bookingCode: booking.code });
    delivery = 'queued';
  }
  const whatsappText = whatsAppMessage(booking);
  return { booking, delivery, whatsappText, whatsappUrl: whatsAppLink(booking.customer_phone, whatsappText) };
}

/**
 * Status, payment, notes, the reason the visitor reads. A booking that comes back from cancelled
 * or no-show takes seats again, so the capacity is checked first (under the package's lock).
 */
export async function changeStatus(ctx: Ctx, input: z.output<typeof bookingStatusInput>): Promise<BookingChange> {
  const changes: BookingChanges = {};
  if (input.status !== undefined) changes.status = input.status;
  if (input.payment_status !== undefined) changes.payment_status = input.payment_status;
  if (input.notes !== undefined) changes.notes = input.notes;
  if (input.status_reason !== undefined) changes.status_reason = input.status_reason;
  if (Object.keys(changes).length === 0) throw badRequest('status', T.nothingToChange);
  const today = islandToday(ctx);
  const row = await inTransaction(ctx.db, async (trx) => {
    const before = await findBooking(trx, input.id);
    if (!before) throw notFound(T.notFound);
    const { status } = changes;
    // With a payment provider the booking's payment follows the money it received: never a clerk's mark.
    if (changes.payment_status !== undefined && changes.payment_status !== before.payment_status && ctx.config.payments.provider !== 'none') {
      throw conflict('payment_status', PAYMENT_TEXTS.manualPaymentRefused);
    }
    if (status !== undefined && status !== before.status && !statusAllowedOn(status, before.booking_date, today)) throw conflict('status', T.outcomeTooEarly);
    const retaking = changes.status !== undefined && SEAT_TAKING_STATUSES.includes(changes.status) && !SEAT_TAKING_STATUSES.includes(before.status);
    const found = retaking && before.package_id !== null ? await lockBookablePackage(trx, before.package_id) : undefined;
    if (found) checkSeats(found.rules, (await dateStateOf(trx, found.id, before.booking_date, before.id)).taken, before.participants);
    // A trip just completed, whose guest will be e-mailed: a second key to the page, for the
    // request to review (only its hash is kept; a later completion replaces it).
    const completing = status === 'completed' && before.status !== 'completed';
    const willMail = before.customer_email !== null && ctx.mailer.configured && input.notify !== false;
    const reviewKey = completing && willMail && !(await findBookingReview(trx, before.id)) ? newBookingKey() : undefined;
    await updateBooking(trx, before.id, reviewKey ? { ...changes, review_key_hash: hashBookingKey(reviewKey) } : changes);
    return { before, after: (await findBooking(trx, before.id))!, reviewKey };
  });
  if (row.after.status !== row.before.status) whenCommitted(ctx, (after) => after.bookingStatusChanged?.(after, row.after.id));
  const visible =
    row.after.status !== row.before.status ||
    row.after.payment_status !== row.before.payment_status ||
    row.after.status_reason !== row.before.status_reason;
  return tellVisitor(ctx, toWireBooking(row.after), visible, input.notify, row.reviewKey);
}

/** A new date and/or group size; the rules that bind staff and the capacity are checked again. */
export async function reschedule(ctx: Ctx, input: z.output<typeof bookingRescheduleInput>): Promise<BookingChange> {
  if (input.booking_date === undefined && input.participants === undefined) throw badRequest('booking_date', T.nothingToChange);
  const today = islandToday(ctx);
  const row = await inTransaction(ctx.db, async (trx) => {
    const before = await findBooking(trx, input.id);
    if (!before) throw notFound(T.notFound);
    if (!SEAT_TAKING_STATUSES.includes(before.status) || before.status === 'completed') throw conflict('status', T.rescheduleClosed);
    const found = before.package_id === null ? undefined : await lockBookablePackage(trx, before.package_id);
    if (!found) throw conflict('package_id', T.packageNotFound);
    const date = input.booking_date ?? before.booking_date;
    const persons = input.participants ?? before.participants;
    checkRequest(found.rules, date, today, persons, await dateStateOf(trx, found.id, date, before.id), 'staff');
    await updateBooking(trx, before.id, { booking_date: date, participants: persons, total_price: before.price_per_person * persons });
    return { before, after: (await findBooking(trx, before.id))! };
  });
  const visible = row.after.booking_date !== row.before.booking_date || row.after.participants !== row.before.participants;
  return tellVisitor(ctx, toWireBooking(row.after), visible, input.notify);
}

/**
 * The manifest's tick, set or cleared: only on the trip's own date (the island's) and only for a
 * booking that holds seats (checkInRefusal); 409 with the reason otherwise. The write itself
 * repeats both conditions, so a cancellation at the same moment is not ticked over.
 */
export async function setCheckIn(ctx: Ctx, input: z.output<typeof bookingCheckInInput>): Promise<Booking> {
  const today = islandToday(ctx);
  const before = await findBooking(ctx.db, input.id);
  if (!before) throw notFound(T.notFound);
  const refused = () => {
    const refusal = checkInRefusal(before.status, before.booking_date, today) ?? 'no_seats';
    return conflict('checked_in', refusal === 'other_day' ? T.checkInOtherDay : T.checkInNoSeats);
  };
  if (checkInRefusal(before.status, before.booking_date, today)) throw refused();
  if (!(await setCheckedIn(ctx.db, before.id, today, input.checked_in ? ctx.now() : null))) throw refused();
  return toWireBooking((await findBooking(ctx.db, input.id))!);
}

/**
 * Puts a booking on other boats out and back (or none): each must go its leg's way at a time of
 * its timetable. A delay or cancellation of a boat then concerns its passengers only.
 */
export async function setBoats(ctx: Ctx, input: z.output<typeof bookingBoatsInput>): Promise<Booking> {
  const before = await findBooking(ctx.db, input.id);
  if (!before) throw notFound(T.notFound);
  const refused = await legRefusal(ctx.db, { out: input.boat_out, back: input.boat_back });
  if (refused) throw badRequest(refused.leg === 'out' ? 'boat_out' : 'boat_back', refused.message);
  await updateBooking(ctx.db, before.id, {
    boat_out_id: legIdOf(input.boat_out),
    boat_out_time: legTimeOf(input.boat_out),
    boat_back_id: legIdOf(input.boat_back),
    boat_back_time: legTimeOf(input.boat_back),
  });
  return toWireBooking((await findBooking(ctx.db, input.id))!);
}

/** A clerk has seen a visitor's cancellation (opened the booking): it leaves the count. Idempotent. */
export async function seeCancellation(ctx: Ctx, id: number): Promise<Booking> {
  const before = await findBooking(ctx.db, id);
  if (!before) throw notFound(T.notFound);
  await markCancellationSeen(ctx.db, id, ctx.now());
  return toWireBooking((await findBooking(ctx.db, id))!);
}

export async function removeBooking(ctx: Ctx, id: number): Promise<{ id: number; code: string }> {
  const deleted = await deleteBooking(ctx.db, id);
  if (!deleted) throw notFound(T.notFound);
  return deleted;
}

// ---------------------------------------------------------------------------------------------
// Dates closed for every package

export async function listClosedDays(ctx: Ctx, raw: z.input<typeof closedDatesInput>): Promise<{ dates: ClosedDate[] }> {
  const input = closedDatesInput.parse(raw);
  let query = ctx.db
    .selectFrom('booking_closed_dates')
    .select([sql<string>`date::text`.as('date'), 'reason'])
    .where('package_id', 'is', null)
    .where('date', '>=', input.from ?? islandToday(ctx));
  if (input.to) query = query.where('date', '<=', input.to);
  return { dates: await query.orderBy('date').limit(1000).execute() };
}

/** Closes a date for every package; closing it again replaces the reason. Existing bookings stay. */
export async function closeDateForAll(ctx: Ctx, input: z.output<typeof closedDateSchema>): Promise<ClosedDay> {
  return ctx.db
    .insertInto('booking_closed_dates')
    .values({ package_id: null, date: input.date, reason: input.reason })
    .onConflict((oc) => oc.column('date').where('package_id', 'is', null).doUpdateSet({ reason: input.reason }))
    .returning(['id', sql<string>`date::text`.as('date'), 'reason'])
    .executeTakeFirstOrThrow();
}

export async function reopenDateForAll(ctx: Ctx, date: string): Promise<ClosedDay> {
  const row = await ctx.db
    .deleteFrom('booking_closed_dates')
    .where('package_id', 'is', null)
    .where('date', '=', date)
    .returning(['id', sql<string>`date::text`.as('date'), 'reason'])
    .executeTakeFirst();
  if (!row) throw notFound(T.closedDateNotFound);
  return row;
}
