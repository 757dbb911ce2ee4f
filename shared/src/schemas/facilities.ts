import { booleanInput, englishAnswer, optionalText } from './fields.ts';
import { z } from 'zod';
import { idSchema } from './common.ts';
import { FACILITY_TEXTS } from './facility-texts.ts';
import { isPlainText, UNSAFE_TEXT_MESSAGE } from './plain-text.ts';

// Texts and icons live in a module without zod: the home page shows them, the schemas are for forms.
export { FACILITY_ICONS, FACILITY_TEXTS } from './facility-texts.ts';

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/**
 * Characters as a person counts them. '🏝️' is one icon but two code points and three UTF-16
 * units, so `.length` would refuse a single emoji; grapheme clusters count it as one.
 * Without Intl.Segmenter, code points are the closest count.
 */
export function countGraphemes(value: string): number {
  if (segmenter) {
    let n = 0;
    for (const _ of segmenter.segment(value)) n++;
    return n;
  }
  return Array.from(value).length;
}

/**
 * Up to 4 visible characters. The column holds 16 code points, which 4 ordinary emojis never
 * exceed; a string of long ZWJ sequences that would is refused with the same text.
 */
const iconSchema = z
  .string({ error: FACILITY_TEXTS.iconRequired })
  .trim()
  .min(1, FACILITY_TEXTS.iconRequired)
  // Bounded before the grapheme count, whose cost grows with the square of the length.
  .max(64, { error: FACILITY_TEXTS.iconMax, abort: true })
  .refine((v) => countGraphemes(v) <= 4 && Array.from(v).length <= 16, FACILITY_TEXTS.iconMax);

const labelSchema = z
  .string({ error: FACILITY_TEXTS.labelRequired })
  .trim()
  .min(1, FACILITY_TEXTS.labelRequired)
  .max(100, FACILITY_TEXTS.labelMax)
  .refine(isPlainText, UNSAFE_TEXT_MESSAGE);

const descriptionSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string().trim().max(500, 'Deskripsi maksimal 500 karakter').nullable(),
);

/**
 * A facility's English twin as staff write it beside the Indonesian (decision 0035): each text may
 * be left out (the English home page then shows the Indonesian, marked as such).
 */
export const facilityEnglishInput = z.object({
  label: optionalText({ max: 100, length: FACILITY_TEXTS.labelMax }),
  description: optionalText({ max: 500, length: 'Deskripsi maksimal 500 karakter' }),
});
export type FacilityEnglishInput = z.input<typeof facilityEnglishInput>;

/** The English twin as it is answered. */
export const facilityEnglishSchema = englishAnswer({
  label: z.string().nullable(),
  description: z.string().nullable(),
});
export type FacilityEnglish = z.infer<typeof facilityEnglishSchema>;
/** What the `en` column holds: the answer's texts, without `outdated` (worked out from the dates). */
export type FacilityEnglishStored = Omit<FacilityEnglish, 'outdated'>;
/** The texts a facility's English twin holds (the translator's list and the form read them). */
export const FACILITY_ENGLISH_TEXTS = ['label', 'description'] as const;

export const facilitySchema = z.object({
  id: z.number().int(),
  icon: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  available: z.boolean(),
  /** The English twin of the texts above (REST and tRPC alike); null when none is written. */
  en: facilityEnglishSchema.nullable(),
});
export type Facility = z.infer<typeof facilitySchema>;

export const facilityInput = z.object({
  icon: iconSchema,
  label: labelSchema,
  description: descriptionSchema.optional().default(null),
  available: booleanInput(z.boolean()).default(true),
  /** The English twin; null removes it, left out keeps it. */
  en: facilityEnglishInput.nullable().optional(),
});
export type FacilityInput = z.input<typeof facilityInput>;

/** PUT: the availability checkbox sends only `available`; an edit may send any field. */
export const facilityUpdateInput = z.object({
  id: idSchema,
  icon: iconSchema.optional(),
  label: labelSchema.optional(),
  description: descriptionSchema.optional(),
  available: booleanInput(z.boolean()).optional(),
  en: facilityEnglishInput.nullable().optional(),
});
export type FacilityUpdateInput = z.input<typeof facilityUpdateInput>;
