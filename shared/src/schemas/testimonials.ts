import { z } from 'zod';
import { TESTIMONIAL_TEXTS } from './testimonial-texts.ts';
export { TESTIMONIAL_TEXTS } from './testimonial-texts.ts';
import { LIMITS } from '../limits.ts';
import { idSchema, optionalFilter, paginationSchema } from './common.ts';
import { listFields, booleanInput } from './fields.ts';

export const TESTIMONIAL_SOURCES = ['website', 'google'] as const;
export type TestimonialSource = (typeof TESTIMONIAL_SOURCES)[number];

const T = TESTIMONIAL_TEXTS;

/** Featured testimonials: 5 by default (docs/product.md, Texts and formats), never more than 20. */
export const FEATURED_TESTIMONIALS = { default: 5, max: 20 } as const;

const starSchema = z.coerce.number({ error: T.starRange }).int(T.starRange).min(1, T.starRange).max(5, T.starRange);

const nameSchema = z.string({ error: T.nameRequired }).trim().min(1, T.nameRequired).max(LIMITS.nameMax, `Nama maksimal ${LIMITS.nameMax} karakter`);
const messageSchema = z.string({ error: T.messageRequired }).trim().min(1, T.messageRequired).max(2000, T.messageMax);

const blankToNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);
const originSchema = z.preprocess(blankToNull, z.string().trim().max(120, 'Asal maksimal 120 karakter').nullable());
const emailSchema = z.preprocess(blankToNull, z.string().trim().max(LIMITS.emailMax).pipe(z.email(T.invalidEmail)).nullable());

/** The public form: name and message required, star 1-5 (default 5), origin optional. */
export const testimonialInput = z.object({
  name: nameSchema,
  email: emailSchema.optional().default(null),
  star: starSchema.default(5),
  origin: originSchema.optional().default(null),
  message: messageSchema,
});
export type TestimonialInput = z.input<typeof testimonialInput>;

/** Staff edit: the four fields the screen sends. */
export const testimonialUpdateInput = z.object({
  id: idSchema,
  name: nameSchema,
  star: starSchema.default(5),
  origin: originSchema.optional().default(null),
  message: messageSchema,
});
export type TestimonialUpdateInput = z.input<typeof testimonialUpdateInput>;

/** The testimonials waiting for staff: not yet shown on the home page, or not yet verified. */
export const TESTIMONIAL_WAITING = ['hidden', 'unverified'] as const;
export type TestimonialWaiting = (typeof TESTIMONIAL_WAITING)[number];

export const testimonialListInput = z.object({
  ...listFields(10),
  /** Only this many stars; filtered on the server, across all pages. */
  rating: optionalFilter(starSchema),
  /** Staff only (the dashboard's links): the ones still hidden, or still unverified. */
  waiting: optionalFilter(z.enum(TESTIMONIAL_WAITING)),
});
export type TestimonialListInput = z.input<typeof testimonialListInput>;

export const featuredTestimonialsInput = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .catch(FEATURED_TESTIMONIALS.default)
    .transform((n) => Math.min(n, FEATURED_TESTIMONIALS.max))
    .default(FEATURED_TESTIMONIALS.default),
});

export const testimonialDisplayInput = z.object({ id: idSchema, is_displayed: booleanInput(z.boolean({ error: 'is_displayed harus true atau false' })) });
export const testimonialVerifyInput = z.object({ id: idSchema, is_verified: booleanInput(z.boolean({ error: 'is_verified harus true atau false' })) });

/** `star` and `rating` carry the same value: the form sends star, the carousel reads rating. */
export const testimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Shown to staff only; public answers carry null. */
  email: z.string().nullable(),
  star: z.number().int(),
  rating: z.number().int(),
  origin: z.string().nullable(),
  message: z.string(),
  is_displayed: z.boolean(),
  is_verified: z.boolean(),
  source: z.enum(TESTIMONIAL_SOURCES),
  /** A guest's review of this package; null for a testimonial of the island. */
  package_id: z.number().int().nullable(),
  /** Written from a completed booking's page: shown as "Tamu terverifikasi" / "Verified guest". */
  verified_guest: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonialListOutput = z.object({
  testimonials: z.array(testimonialSchema),
  pagination: paginationSchema,
});
export type TestimonialList = z.infer<typeof testimonialListOutput>;

/** The statistics panel, over every testimonial (not one page). */
export const testimonialStatsSchema = z.object({
  total: z.number().int(),
  displayed: z.number().int(),
  verified: z.number().int(),
  pendingVerification: z.number().int(),
  fiveStar: z.number().int(),
  /** One decimal; 0 when there are none. */
  average: z.number(),
});
export type TestimonialStats = z.infer<typeof testimonialStatsSchema>;

export const testimonialDeletedSchema = z.object({ id: z.number().int(), name: z.string() });
