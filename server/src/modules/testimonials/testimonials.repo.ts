import type { PackageReviews, Pagination, Testimonial, TestimonialSource, TestimonialStats, TestimonialWaiting, VisitorReview } from '@island/shared';
import { type Selectable, sql } from 'kysely';
import { fetchPage } from '../../db/pagination.ts';
import { containsAny } from '../../db/search.ts';
import type { TestimonialsTable } from '../../db/types.ts';
import type { Db } from '../../db/database.ts';

const COLUMNS = [
  'id',
  'name',
  'email',
  'star',
  'origin',
  'message',
  'is_displayed',
  'is_verified',
  'source',
  'booking_id',
  'package_id',
  'created_at',
  'updated_at',
] as const;

type Row = Pick<Selectable<TestimonialsTable>, (typeof COLUMNS)[number]>;

/** Whom an answer is for: a submitter's e-mail address is for staff eyes only. */
export interface Audience {
  staff: boolean;
}

export function toWireTestimonial(row: Row, { staff }: Audience): Testimonial {
  return {
    id: row.id,
    name: row.name,
    email: staff ? row.email : null,
    star: row.star,
    rating: row.star,
    origin: row.origin,
    message: row.message,
    is_displayed: row.is_displayed,
    is_verified: row.is_verified,
    source: row.source,
    package_id: row.package_id,
    verified_guest: row.booking_id !== null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export interface TestimonialFilter {
  page: number;
  limit: number;
  search?: string | undefined;
  rating?: number | undefined;
  waiting?: TestimonialWaiting | undefined;
}

/** Staff see every testimonial; everyone else only displayed ones. Newest first. */
export async function listTestimonials(
  db: Db,
  filter: TestimonialFilter,
  audience: Audience,
): Promise<{ testimonials: Testimonial[]; pagination: Pagination }> {
  let query = db.selectFrom('testimonials').select(COLUMNS);
  if (!audience.staff) query = query.where('is_displayed', '=', true);
  if (filter.rating) query = query.where('star', '=', filter.rating);
  if (audience.staff && filter.waiting === 'hidden') query = query.where('is_displayed', '=', false);
  if (audience.staff && filter.waiting === 'unverified') query = query.where('is_verified', '=', false);
  if (filter.search) {
    const term = filter.search;
    query = query.where((eb) => containsAny(eb, ['name', 'message', 'origin'], term));
  }
  query = query.orderBy('created_at', 'desc').orderBy('id', 'desc');
  const { rows, pagination } = await fetchPage(db, query, filter.page, filter.limit);
  return { testimonials: rows.map((row) => toWireTestimonial(row, audience)), pagination };
}

/** The newest displayed testimonials, for the home carousel and the featured list. */
export async function listDisplayedTestimonials(db: Db, limit: number): Promise<Testimonial[]> {
  const rows = await displayedTestimonialsQuery(db, limit).execute();
  return rows.map((row) => toWireTestimonial(row, { staff: false }));
}

/** The query of `listDisplayedTestimonials`, for a read that runs it inside a larger one. */
export function displayedTestimonialsQuery(db: Db, limit: number) {
  return db
    .selectFrom('testimonials')
    .select(COLUMNS)
    .where('is_displayed', '=', true)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
}

export async function findTestimonial(db: Db, id: number): Promise<Row | null> {
  return (await db.selectFrom('testimonials').select(COLUMNS).where('id', '=', id).executeTakeFirst()) ?? null;
}

export interface NewTestimonial {
  name: string;
  email: string | null;
  star: number;
  origin: string | null;
  message: string;
  source?: TestimonialSource;
  is_displayed?: boolean;
  is_verified?: boolean;
  /** Imported reviews keep the date they were written. */
  created_at?: Date;
}

/**
 * A website submission waits hidden and unverified until staff display it (docs/product.md,
 * Testimonials). Every column comes back: the audit takes the row as the record's after-state.
 */
export async function insertTestimonial(db: Db, values: NewTestimonial): Promise<Selectable<TestimonialsTable>> {
  return db
    .insertInto('testimonials')
    .values({ source: 'website', is_displayed: false, is_verified: false, ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type TestimonialChanges = Partial<
  Pick<Selectable<TestimonialsTable>, 'name' | 'star' | 'origin' | 'message' | 'is_displayed' | 'is_verified'>
>;

export async function updateTestimonial(db: Db, id: number, changes: TestimonialChanges): Promise<Row | null> {
  const row = await db
    .updateTable('testimonials')
    .set({ ...changes, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ?? null;
}

export async function deleteTestimonial(db: Db, id: number): Promise<{ id: number; name: string } | null> {
  return (await db.deleteFrom('testimonials').where('id', '=', id).returning(['id', 'name']).executeTakeFirst()) ?? null;
}

/** The statistics panel's figures over every row, in one query. */
export async function testimonialStats(db: Db): Promise<TestimonialStats> {
  const row = await db
    .selectFrom('testimonials')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where is_displayed))::int`.as('displayed'),
      sql<number>`(count(*) filter (where is_verified))::int`.as('verified'),
      sql<number>`(count(*) filter (where star = 5))::int`.as('fiveStar'),
      sql<number>`coalesce(round(avg(star), 1), 0)::float8`.as('average'),
    ])
    .executeTakeFirstOrThrow();
  return { ...row, pendingVerification: row.total - row.verified };
}

// ---------------------------------------------------------------------------------------------
// Guests' reviews: testimonials tied to a completed booking and its package

/** The columns the visitor's booking page shows of their review. */
const REVIEW_COLUMNS = ['id', 'name', 'star', 'message', 'is_displayed', 'created_at'] as const;
export type BookingReviewRow = Pick<Selectable<TestimonialsTable>, (typeof REVIEW_COLUMNS)[number]>;

export function toVisitorReview(row: BookingReviewRow): VisitorReview {
  return { id: row.id, name: row.name, star: row.star, message: row.message, published: row.is_displayed, created_at: row.created_at.toISOString() };
}

/** The review written from a booking's page, if there is one (at most one: a unique column). */
export async function findBookingReview(db: Db, bookingId: number): Promise<BookingReviewRow | null> {
  return (await db.selectFrom('testimonials').select(REVIEW_COLUMNS).where('booking_id', '=', bookingId).executeTakeFirst()) ?? null;
}

/**
 * A guest's review, hidden until staff show it, and verified by its booking (the server checked
 * the trip was completed). A second review of the same booking inserts nothing: null, and the
 * caller answers 409. Every column comes back: the audit takes the row as the record's after-state.
 */
export async function insertBookingReview(
  db: Db,
  values: { booking_id: number; package_id: number | null; name: string; email: string | null; star: number; message: string },
): Promise<Selectable<TestimonialsTable> | null> {
  const row = await db
    .insertInto('testimonials')
    .values({ ...values, origin: null, source: 'website', is_displayed: false, is_verified: true })
    .onConflict((oc) => oc.column('booking_id').doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/**
 * A package's shown reviews, newest first, with the count and the average (one decimal) of all
 * of them, in one statement (the window runs before the limit; the partial index of migration 0025).
 */
export async function packageReviews(db: Db, packageId: number, limit: number): Promise<PackageReviews> {
  const rows = await db
    .selectFrom('testimonials')
    .select(COLUMNS)
    .select([sql<number>`(count(*) over ())::int`.as('total'), sql<number>`round(avg(star) over (), 1)::float8`.as('average')])
    .where('package_id', '=', packageId)
    .where('is_displayed', '=', true)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const first = rows[0];
  return {
    package_id: packageId,
    count: first?.total ?? 0,
    average: first ? first.average : null,
    reviews: rows.map((row) => toWireTestimonial(row, { staff: false })),
  };
}
