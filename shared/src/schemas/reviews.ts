import { z } from 'zod';
import { INT32_MAX } from './common.ts';
import { bookingAccessInput } from './bookings.ts';
import { testimonialSchema, TESTIMONIAL_TEXTS } from './testimonials.ts';
import { LIMITS } from '../limits.ts';
import { requiredText } from './fields.ts';
export { REVIEW_TEXTS, googleReviewUrl } from './review-texts.ts';

const T = TESTIMONIAL_TEXTS;

/** A review's text is shorter than a testimonial's: a few lines about one trip. */
export const REVIEW_LIMITS = { messageMax: 1000, nameMax: LIMITS.nameMax, packageReviewsMax: 50, packageReviewsDefault: 10 } as const;

/** The stars are chosen, never assumed: a review without them is refused. */
const starSchema = z.coerce.number({ error: T.starRange }).int(T.starRange).min(1, T.starRange).max(5, T.starRange);

/** What the visitor writes on their booking's page (the form checks it with this too). */
export const reviewFormInput = z.object({
  star: starSchema,
  name: requiredText({ required: T.nameRequired, max: REVIEW_LIMITS.nameMax, length: `Nama maksimal ${REVIEW_LIMITS.nameMax} karakter` }),
  message: requiredText({ required: T.messageRequired, max: REVIEW_LIMITS.messageMax, length: T.reviewMessageMax }),
});
export type ReviewFormInput = z.input<typeof reviewFormInput>;

/** POST /api/bookings/code/:code/review: the page's code and key, and the review. */
export const bookingReviewInput = bookingAccessInput.extend(reviewFormInput.shape);
export type BookingReviewInput = z.input<typeof bookingReviewInput>;

/** GET /api/testimonials/package/:packageId: its newest shown reviews, with their count and average. */
export const packageReviewsInput = z.object({
  packageId: z.coerce.number({ error: 'Paket tidak valid' }).int('Paket tidak valid').positive('Paket tidak valid').max(INT32_MAX, 'Paket tidak valid'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .catch(REVIEW_LIMITS.packageReviewsDefault)
    .transform((n) => Math.min(n, REVIEW_LIMITS.packageReviewsMax))
    .default(REVIEW_LIMITS.packageReviewsDefault),
});

export const packageReviewsOutput = z.object({
  package_id: z.number().int(),
  /** Every shown review of the package, not only those listed. */
  count: z.number().int(),
  /** One decimal; null when there is none. */
  average: z.number().nullable(),
  reviews: z.array(testimonialSchema),
});
export type PackageReviews = z.infer<typeof packageReviewsOutput>;
