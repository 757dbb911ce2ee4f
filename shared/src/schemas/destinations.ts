import { z } from 'zod';
import { paginationSchema } from './common.ts';
import {
  categoryFilter,
  categorySchema,
  coordinate,
  englishAnswer,
  imageList,
  listFields,
  optionalText,
  recordIdInput,
  REQUIRED_FIELDS,
  requiredText,
} from './fields.ts';
import { imageRefSchema } from './images.ts';

export const DESTINATION_CATEGORIES = ['beaches', 'culture', 'nature', 'adventure'] as const;
export type DestinationCategory = (typeof DESTINATION_CATEGORIES)[number];

/** The main image and at most four more (docs/product.md, Validation). */
export const DESTINATION_GALLERY_MAX = 4;
export const DESTINATION_PAGE_SIZE = 10;

export const DESTINATION_TEXTS = {
  title: 'Judul harus 3-255 karakter',
  shortDescription: 'Deskripsi singkat harus 10-500 karakter',
  description: 'Deskripsi harus minimal 50 karakter',
  descriptionTooLong: 'Deskripsi maksimal 20000 karakter',
  latitude: 'Latitude harus antara -90 dan 90',
  longitude: 'Longitude harus antara -180 dan 180',
  imageRequired: 'Pilih minimal 1 gambar untuk destinasi baru.',
  tooManyImages: 'Maksimal 5 gambar diperbolehkan',
  invalidId: 'ID destinasi tidak valid',
  notFound: 'Destinasi tidak ditemukan',
  created: 'Destinasi berhasil dibuat',
  updated: 'Destinasi berhasil diperbarui',
  deleted: 'Destinasi berhasil dihapus',
} as const;

const T = DESTINATION_TEXTS;

export const destinationListInput = z
  .object({ ...listFields(DESTINATION_PAGE_SIZE), category: categoryFilter(DESTINATION_CATEGORIES) })
  .prefault({});
export type DestinationListInput = z.input<typeof destinationListInput>;

export const destinationIdInput = recordIdInput(T.invalidId);

const locationSchema = z.object(
  { lat: coordinate(90, T.latitude), lng: coordinate(180, T.longitude) },
  { error: REQUIRED_FIELDS },
);

/**
 * A destination's English twin as staff write it beside the Indonesian: every text may be left
 * out (the English page then shows the Indonesian, marked as such).
 */
export const destinationEnglishInput = z.object({
  title: optionalText({ max: 255, length: T.title }),
  shortDescription: optionalText({ max: 500, length: T.shortDescription }),
  description: optionalText({ max: 20_000, length: T.descriptionTooLong }),
});
export type DestinationEnglishInput = z.input<typeof destinationEnglishInput>;

/** The English twin as it is answered. */
export const destinationEnglishSchema = englishAnswer({
  title: z.string().nullable(),
  shortDescription: z.string().nullable(),
  description: z.string().nullable(),
});
export type DestinationEnglish = z.infer<typeof destinationEnglishSchema>;
/** What the `en` column holds: the answer's texts, without `outdated` (worked out from the dates). */
export type DestinationEnglishStored = Omit<DestinationEnglish, 'outdated'>;
/** The texts a destination's English twin holds (the search and the translator's list read them). */
export const DESTINATION_ENGLISH_TEXTS = ['title', 'shortDescription', 'description'] as const;

const fields = {
  title: requiredText({ required: REQUIRED_FIELDS, min: 3, max: 255, length: T.title }),
  shortDescription: requiredText({ required: REQUIRED_FIELDS, min: 10, max: 500, length: T.shortDescription }),
  /** Optional; given, it must say enough to be worth a detail page. Blank means not given. */
  description: optionalText({ min: 50, max: 20_000, length: T.description, tooLong: T.descriptionTooLong }),
  location: locationSchema,
  gallery: imageList(DESTINATION_GALLERY_MAX, T.tooManyImages),
  /** The English twin; null removes it, left out keeps it. */
  en: destinationEnglishInput.nullable().optional(),
};

function blankToUndefined<T extends string>(value: T | null | undefined): T | undefined {
  return value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
}

/** POST: every required field, and the main image. Category defaults to nature. */
export const destinationCreateInput = z.object({
  ...fields,
  category: z.preprocess(
    blankToUndefined<DestinationCategory | ''>,
    categorySchema(DESTINATION_CATEGORIES, REQUIRED_FIELDS).default('nature'),
  ),
  image: z.preprocess(blankToUndefined<string>, z.string({ error: T.imageRequired }).pipe(imageRefSchema)),
  gallery: fields.gallery.default([]),
});
export type DestinationCreateInput = z.input<typeof destinationCreateInput>;

/**
 * PUT: the same fields, each optional; a field left out keeps what is stored. The main image
 * cannot be removed, only replaced, so a blank `image` also keeps it.
 */
export const destinationUpdateInput = z.object({
  id: destinationIdInput.shape.id,
  title: fields.title.optional(),
  shortDescription: fields.shortDescription.optional(),
  description: fields.description,
  category: categorySchema(DESTINATION_CATEGORIES, REQUIRED_FIELDS).optional(),
  location: fields.location.optional(),
  image: z.preprocess(blankToUndefined<string>, imageRefSchema.optional()),
  gallery: fields.gallery.optional(),
  en: fields.en,
});
export type DestinationUpdateInput = z.input<typeof destinationUpdateInput>;

export const destinationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.enum(DESTINATION_CATEGORIES),
  shortDescription: z.string(),
  description: z.string().nullable(),
  /** Absolute URL. */
  image: z.string(),
  /** Absolute URLs of the pictures after the main one. */
  gallery: z.array(z.string()),
  location: z.object({ lat: z.number(), lng: z.number() }),
  /** The English twin of the texts above (REST and tRPC alike); null when none is written. */
  en: destinationEnglishSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Destination = z.infer<typeof destinationSchema>;

export const destinationListOutput = z.object({
  destinations: z.array(destinationSchema),
  pagination: paginationSchema,
});
export type DestinationList = z.infer<typeof destinationListOutput>;
