import { z } from 'zod';
import { youtubeVideoId } from '../format.ts';
import { paginationSchema } from './common.ts';
import {
  categoryFilter,
  categorySchema,
  englishAnswer,
  imageList,
  listFields,
  optionalImageSchema,
  optionalText,
  optionalUrl,
  recordIdInput,
  requiredText,
} from './fields.ts';

export const CULTURE_CATEGORIES = ['dance', 'culinary', 'customs', 'wisdom'] as const;
export type CultureCategory = (typeof CULTURE_CATEGORIES)[number];

export const CULTURE_GALLERY_MAX = 10;
export const CULTURE_VIDEOS_MAX = 10;
export const CULTURE_PAGE_SIZE = 12;

export const CULTURE_TEXTS = {
  titleRequired: 'Judul wajib diisi',
  titleTooLong: 'Judul maksimal 255 karakter',
  categoryRequired: 'Kategori wajib diisi',
  descriptionRequired: 'Deskripsi wajib diisi',
  descriptionTooLong: 'Deskripsi maksimal 20000 karakter',
  tooManyImages: `Maksimal ${CULTURE_GALLERY_MAX} gambar galeri`,
  video: `Video harus berupa tautan atau ID YouTube yang valid (maksimal ${CULTURE_VIDEOS_MAX})`,
  videoUrl: 'URL video tidak valid',
  invalidId: 'ID budaya tidak valid',
  notFound: 'Budaya tidak ditemukan',
  created: 'Budaya berhasil dibuat',
  updated: 'Budaya berhasil diperbarui',
  deleted: 'Budaya berhasil dihapus',
} as const;

const T = CULTURE_TEXTS;

export const cultureListInput = z
  .object({ ...listFields(CULTURE_PAGE_SIZE), category: categoryFilter(CULTURE_CATEGORIES) })
  .prefault({});
export type CultureListInput = z.input<typeof cultureListInput>;

export const cultureIdInput = recordIdInput(T.invalidId);

/** A video is a YouTube id or link, or any other https link; blank lines are dropped. */
const videoSchema = z
  .string({ error: T.video })
  .trim()
  .max(500, T.video)
  .refine((value) => value === '' || youtubeVideoId(value) !== null || /^https:\/\/\S+$/i.test(value), T.video);

const videosSchema = z
  .array(videoSchema, { error: T.video })
  .transform((items) => items.filter((item) => item.length > 0))
  .pipe(z.array(z.string()).max(CULTURE_VIDEOS_MAX, T.video));

/**
 * A culture item's English twin as staff write it beside the Indonesian: every text may be left
 * out (the English page then shows the Indonesian, marked as such).
 */
export const cultureEnglishInput = z.object({
  title: optionalText({ max: 255, length: T.titleTooLong }),
  description: optionalText({ max: 20_000, length: T.descriptionTooLong }),
});
export type CultureEnglishInput = z.input<typeof cultureEnglishInput>;

/** The English twin as it is answered. */
export const cultureEnglishSchema = englishAnswer({
  title: z.string().nullable(),
  description: z.string().nullable(),
});
export type CultureEnglish = z.infer<typeof cultureEnglishSchema>;
/** What the `en` column holds: the answer's texts, without `outdated` (worked out from the dates). */
export type CultureEnglishStored = Omit<CultureEnglish, 'outdated'>;
/** The texts a culture item's English twin holds (the search and the translator's list read them). */
export const CULTURE_ENGLISH_TEXTS = ['title', 'description'] as const;

const fields = {
  title: requiredText({ required: T.titleRequired, max: 255, length: T.titleTooLong }),
  category: categorySchema(CULTURE_CATEGORIES, T.categoryRequired),
  description: requiredText({ required: T.descriptionRequired, max: 20_000, length: T.descriptionTooLong }),
  gallery: imageList(CULTURE_GALLERY_MAX, T.tooManyImages),
  /** The English twin; null removes it, left out keeps it. */
  en: cultureEnglishInput.nullable().optional(),
};

export const cultureCreateInput = z.object({
  ...fields,
  image: optionalImageSchema,
  gallery: fields.gallery.default([]),
  videos: videosSchema.default([]),
  videoUrl: optionalUrl(T.videoUrl),
});
export type CultureCreateInput = z.input<typeof cultureCreateInput>;

/** PUT: the same fields, each optional; a field left out keeps what is stored. */
export const cultureUpdateInput = z.object({
  id: cultureIdInput.shape.id,
  title: fields.title.optional(),
  category: fields.category.optional(),
  description: fields.description.optional(),
  image: optionalImageSchema,
  gallery: fields.gallery.optional(),
  videos: videosSchema.optional(),
  videoUrl: optionalUrl(T.videoUrl),
  en: fields.en,
});
export type CultureUpdateInput = z.input<typeof cultureUpdateInput>;

export const cultureSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.enum(CULTURE_CATEGORIES),
  description: z.string(),
  /** Absolute URL, or null when the item has no picture. */
  image: z.string().nullable(),
  gallery: z.array(z.string()),
  videos: z.array(z.string()),
  videoUrl: z.string().nullable(),
  /** The English twin of the texts above (REST and tRPC alike); null when none is written. */
  en: cultureEnglishSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Culture = z.infer<typeof cultureSchema>;

export const cultureListOutput = z.object({
  cultures: z.array(cultureSchema),
  pagination: paginationSchema,
});
export type CultureList = z.infer<typeof cultureListOutput>;
