import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { idSchema, optionalFilter, paginationSchema, recordId } from './common.ts';
import {
  categorySchema,
  deletedOutput,
  englishAnswer,
  imageList,
  listFields,
  optionalImageSchema,
  optionalText,
  optionalUrl,
  recordIdInput,
  requiredText,
} from './fields.ts';

/** The UMKM profile's business categories (docs/product.md, UMKM profile). */
export const MSME_CATEGORIES = ['handicrafts', 'food', 'textiles', 'souvenirs', 'homestay', 'other'] as const;
export type MsmeCategory = (typeof MSME_CATEGORIES)[number];

export const MSME_PAGE_SIZE = 12;
/** The profile's product gallery has four slots. */
export const MSME_GALLERY_MAX = 4;
/** The product form's MSME choice lists at most this many (docs/product.md, Products). */
export const MSME_CHOICE_LIMIT = 100;

export const MSME_TEXTS = {
  brandRequired: 'Nama brand wajib diisi',
  brandTooLong: 'Nama brand maksimal 255 karakter',
  businessName: 'Nama usaha maksimal 255 karakter',
  ownerName: 'Nama pemilik maksimal 120 karakter',
  ownerNameRequired: 'Nama pemilik wajib diisi',
  ownerEmailRequired: 'Email pemilik wajib diisi',
  ownerEmail: 'Email pemilik tidak valid',
  password: `Password minimal ${LIMITS.passwordMin} karakter`,
  passwordTooLong: `Password maksimal ${LIMITS.passwordMax} karakter`,
  descriptionRequired: 'Deskripsi wajib diisi',
  descriptionTooLong: 'Deskripsi maksimal 20000 karakter',
  category: 'Kategori usaha tidak valid',
  address: 'Alamat maksimal 500 karakter',
  phoneRequired: 'Nomor telepon wajib diisi',
  phone: 'Nomor telepon hanya boleh berisi angka (boleh diawali +), 6-15 digit',
  whatsapp: 'Nomor WhatsApp hanya boleh berisi angka (boleh diawali +), 6-15 digit',
  email: 'Email tidak valid',
  social: 'Tautan atau nama akun maksimal 500 karakter',
  website: 'Alamat website tidak valid',
  galleryTooMany: `Maksimal ${MSME_GALLERY_MAX} gambar galeri produk`,
  invalidId: 'ID UMKM tidak valid',
  invalidUser: 'ID pemilik tidak valid',
  ownerNotFound: 'Pemilik harus akun dengan role msme yang terdaftar',
  emailTaken: 'Email sudah terdaftar',
  notFound: 'UMKM tidak ditemukan',
  notYours: 'UMKM ini bukan milik Anda',
  created: 'UMKM berhasil dibuat',
  updated: 'Profil UMKM berhasil diperbarui',
  deleted: 'UMKM berhasil dihapus',
  // Client-side fallbacks (docs/product.md, Texts and formats).
  createUserFailed: 'Gagal membuat user UMKM',
  loadFailed: 'Gagal mengambil data UMKM',
  updateFailed: 'Gagal update profil UMKM',
} as const;

const T = MSME_TEXTS;

/** Digits, optionally after a +; spaces, dots, dashes and brackets typed with the number are dropped. */
function phoneNumber(message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(30, message)
    .overwrite((value) => value.replace(/[\s().-]/g, ''))
    .regex(/^\+?\d{6,15}$/, message);
}

/** A number that may be left out: blank is stored as null. */
function optionalPhone(message: string) {
  return z.preprocess(
    (value: string | null | undefined) => (typeof value === 'string' && value.trim() === '' ? null : value),
    phoneNumber(message).nullable().optional(),
  );
}

const optionalEmail = z.preprocess(
  (value: string | null | undefined) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value),
  z.email({ error: T.email }).max(LIMITS.emailMax, T.email).nullable().optional(),
);

/** A shop or social profile as the owner knows it: a username, `@name` or a full URL. */
const socialLink = optionalText({ max: 500, length: T.social });

/**
 * An UMKM profile's English twin as its owner or staff write it beside the Indonesian (decision
 * 0035): the description, the one text of the profile that is not a name or an address; it may be
 * left out (the English pages then show the Indonesian, marked as such).
 */
export const msmeEnglishInput = z.object({
  description: optionalText({ max: 20_000, length: T.descriptionTooLong }),
});
export type MsmeEnglishInput = z.input<typeof msmeEnglishInput>;

/** The English twin as it is answered. */
export const msmeEnglishSchema = englishAnswer({
  description: z.string().nullable(),
});
export type MsmeEnglish = z.infer<typeof msmeEnglishSchema>;
/** What the `en` column holds: the answer's texts, without `outdated` (worked out from the dates). */
export type MsmeEnglishStored = Omit<MsmeEnglish, 'outdated'>;
/** The texts an UMKM profile's English twin holds (the translator's list and the forms read them). */
export const MSME_ENGLISH_TEXTS = ['description'] as const;

const fields = {
  brand: requiredText({ required: T.brandRequired, max: 255, length: T.brandTooLong }),
  businessName: optionalText({ max: 255, length: T.businessName }),
  ownerName: optionalText({ max: LIMITS.nameMax, length: T.ownerName }),
  description: requiredText({ required: T.descriptionRequired, max: 20_000, length: T.descriptionTooLong }),
  category: categorySchema(MSME_CATEGORIES, T.category),
  address: optionalText({ max: 500, length: T.address }),
  phone: requiredText({ required: T.phoneRequired, max: 30, length: T.phone }).pipe(phoneNumber(T.phone)),
  whatsapp: optionalPhone(T.whatsapp),
  email: optionalEmail,
  instagram: socialLink,
  shopee: socialLink,
  facebook: socialLink,
  tiktok: socialLink,
  website: optionalUrl(T.website),
  logo: optionalImageSchema,
  banner: optionalImageSchema,
  gallery: imageList(MSME_GALLERY_MAX, T.galleryTooMany),
  user_id: recordId(T.invalidUser),
  /** The English twin; null removes it, left out keeps it. */
  en: msmeEnglishInput.nullable().optional(),
};

export const msmeListInput = z
  .object({ ...listFields(MSME_PAGE_SIZE), user_id: optionalFilter(idSchema) })
  .prefault({});
export type MsmeListInput = z.input<typeof msmeListInput>;

export const msmeIdInput = recordIdInput(T.invalidId);

/** The owner account a new MSME may bring along (created in the same transaction). */
const newOwner = {
  ownerEmail: z.preprocess(
    (value: string | null | undefined) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.email({ error: T.ownerEmail }).trim().max(LIMITS.emailMax, T.ownerEmail).optional(),
  ),
  password: z
    .string({ error: T.password })
    .min(LIMITS.passwordMin, T.password)
    .max(LIMITS.passwordMax, T.passwordTooLong)
    .optional()
    .or(z.literal('').transform(() => undefined)),
};

/**
 * A new MSME: for an existing msme account (`user_id`), or with its owner's name, e-mail and
 * password, from which its msme account is made.
 */
export const msmeCreateInput = z
  .object({
    ...fields,
    category: fields.category.default('other'),
    gallery: fields.gallery.default([]),
    user_id: fields.user_id.optional(),
    ...newOwner,
  })
  .superRefine((value, ctx) => {
    if (value.user_id !== undefined) return;
    if (!value.ownerName) ctx.addIssue({ code: 'custom', path: ['ownerName'], message: T.ownerNameRequired });
    if (!value.ownerEmail) ctx.addIssue({ code: 'custom', path: ['ownerEmail'], message: T.ownerEmailRequired });
    if (!value.password) ctx.addIssue({ code: 'custom', path: ['password'], message: T.password });
  });
export type MsmeCreateInput = z.input<typeof msmeCreateInput>;

/** PUT: every field optional; a field left out keeps what is stored (images included). */
export const msmeUpdateInput = z.object({
  id: msmeIdInput.shape.id,
  brand: fields.brand.optional(),
  businessName: fields.businessName,
  ownerName: fields.ownerName,
  description: fields.description.optional(),
  category: fields.category.optional(),
  address: fields.address,
  phone: fields.phone.optional(),
  whatsapp: fields.whatsapp,
  email: fields.email,
  instagram: fields.instagram,
  shopee: fields.shopee,
  facebook: fields.facebook,
  tiktok: fields.tiktok,
  website: fields.website,
  logo: fields.logo,
  banner: fields.banner,
  gallery: fields.gallery.optional(),
  user_id: fields.user_id.optional(),
  en: fields.en,
});
export type MsmeUpdateInput = z.input<typeof msmeUpdateInput>;

export const msmeSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  businessName: z.string().nullable(),
  ownerName: z.string().nullable(),
  description: z.string(),
  category: z.enum(MSME_CATEGORIES),
  address: z.string().nullable(),
  phone: z.string(),
  whatsapp: z.string().nullable(),
  email: z.string().nullable(),
  instagram: z.string().nullable(),
  shopee: z.string().nullable(),
  facebook: z.string().nullable(),
  tiktok: z.string().nullable(),
  website: z.string().nullable(),
  /** Absolute URLs. */
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  gallery: z.array(z.string()),
  /** The owner's msme account; null once that account is removed. */
  user_id: z.number().int().nullable(),
  /** Whether the owner's account exists and is active (the card's status badge). */
  is_active: z.boolean(),
  productCount: z.number().int(),
  /** The English twin of the description (REST and tRPC alike); null when none is written. */
  en: msmeEnglishSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Msme = z.infer<typeof msmeSchema>;

export const msmeListOutput = z.object({ msmes: z.array(msmeSchema), pagination: paginationSchema });
export type MsmeList = z.infer<typeof msmeListOutput>;

/** A deleted MSME and how many of its products went with it. */
export const msmeDeletedOutput = deletedOutput.extend({ productsDeleted: z.number().int() });
