import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { imageOrUrlSchema } from './images.ts';

/** The six groups of site settings, each saved from its own tab (docs/product.md, Settings). */
export const SETTINGS_CATEGORIES = ['general', 'media', 'contact', 'island_profile', 'social', 'payment', 'homestay'] as const;
export type SettingsCategory = (typeof SETTINGS_CATEGORIES)[number];

export const SETTINGS_TEXTS = {
  saved: 'Pengaturan berhasil disimpan',
  saveFailed: 'Gagal menyimpan pengaturan',
  reset: 'Pengaturan direset ke nilai default',
  loadFailed: 'Failed to fetch settings',
  unknownCategory: 'Kategori pengaturan tidak dikenal',
  unknownKeys: 'Pengaturan tidak dikenal',
  invalidUrl: 'URL tidak valid (harus diawali http:// atau https://)',
  invalidEmail: 'Email tidak valid',
  latitudeRange: 'Latitude harus antara -90 dan 90',
  longitudeRange: 'Longitude harus antara -180 dan 180',
  galleryMax: 'Galeri maksimal 12 gambar',
  islandNameRequired: 'Nama pulau wajib diisi',
  accountNumber: 'Nomor rekening hanya angka, spasi atau tanda hubung',
  villageNameRequired: 'Nama desa wajib diisi',
  googlePlaceId: 'Google Place ID hanya huruf, angka, _ dan - (mis. ChIJN1t_tDeuEmsRUsoyG83frY4)',
} as const;

export const settingsCategorySchema = z.enum(SETTINGS_CATEGORIES, { error: SETTINGS_TEXTS.unknownCategory });
export const settingsCategoryInput = z.object({ category: settingsCategorySchema });

const text = (max: number) => z.string().trim().max(max, `Maksimal ${max} karakter`);

const httpUrl = z.url({ protocol: /^https?$/ });
const email = z.email();

/** An http(s) address, or an empty string that clears the field. */
const urlOrEmpty = z
  .string()
  .trim()
  .max(1000)
  .refine((v) => v === '' || httpUrl.safeParse(v).success, SETTINGS_TEXTS.invalidUrl);

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Forms hold numbers as text; an empty field clears the coordinate. */
function coordinate(limit: number, message: string) {
  return z.preprocess(
    (value) => {
      const v = blankToNull(value);
      return typeof v === 'string' ? Number(v.trim()) : v;
    },
    z.number({ error: message }).min(-limit, message).max(limit, message).nullable(),
  );
}

const optionalImage = z.preprocess(blankToNull, imageOrUrlSchema.nullable());

/**
 * What a save may carry, per category. Every key is optional (an omitted key keeps its value);
 * a key the category does not have is refused, so a typo never silently loses a value.
 */
function categoryInput<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `${SETTINGS_TEXTS.unknownKeys}: ${issue.keys.join(', ')}` : undefined,
  });
}

export const generalSettingsInput = categoryInput({
  // The site's name in the header, the hero and every page title: a save may leave it out, never empty it.
  island_name: z.string({ error: SETTINGS_TEXTS.islandNameRequired }).trim().max(LIMITS.nameMax, `Maksimal ${LIMITS.nameMax} karakter`).min(1, SETTINGS_TEXTS.islandNameRequired).optional(),
  village_name: z.string({ error: SETTINGS_TEXTS.villageNameRequired }).trim().max(LIMITS.nameMax, `Maksimal ${LIMITS.nameMax} karakter`).min(1, SETTINGS_TEXTS.villageNameRequired).optional(),
  description: text(2000).optional(),
  welcome_message: text(1000).optional(),
});

export const mediaSettingsInput = categoryInput({
  hero_video_url: urlOrEmpty.optional(),
  main_logo: optionalImage.optional(),
  hero_background: optionalImage.optional(),
  gallery: z.array(imageOrUrlSchema).max(12, SETTINGS_TEXTS.galleryMax).optional(),
});

/**
 * The village's place on Google (its Place ID, `ChIJ…`): the booking page links to Google's own
 * "write a review" page for it. Letters, digits, `_` and `-` only; empty clears it.
 */
const googlePlaceId = z
  .string()
  .trim()
  .max(200, 'Maksimal 200 karakter')
  .regex(/^[A-Za-z0-9_-]*$/, SETTINGS_TEXTS.googlePlaceId);

export const contactSettingsInput = categoryInput({
  address: text(300).optional(),
  phone: text(30).optional(),
  whatsapp: text(30).optional(),
  email: z
    .string()
    .trim()
    .max(LIMITS.emailMax)
    .refine((v) => v === '' || email.safeParse(v).success, SETTINGS_TEXTS.invalidEmail)
    .optional(),
  maps_embed_url: urlOrEmpty.optional(),
  latitude: coordinate(90, SETTINGS_TEXTS.latitudeRange).optional(),
  longitude: coordinate(180, SETTINGS_TEXTS.longitudeRange).optional(),
  google_place_id: googlePlaceId.optional(),
});

export const islandProfileSettingsInput = categoryInput({
  community_values: text(5000).optional(),
  history_description: text(5000).optional(),
  location: text(300).optional(),
  population: text(100).optional(),
  best_time: text(300).optional(),
});

export const socialSettingsInput = categoryInput({
  tiktok: urlOrEmpty.optional(),
  instagram: urlOrEmpty.optional(),
  youtube: urlOrEmpty.optional(),
  twitter: urlOrEmpty.optional(),
});

/**
 * How a visitor pays what a booking owes, until payment is online: a bank transfer, the village's
 * own QRIS (its merchant's printed code, as an image), or at the jetty on the day. Shown on the
 * booking's page; an empty field is left out there.
 */
export const paymentSettingsInput = categoryInput({
  bank_name: text(60).optional(),
  bank_account_number: z
    .string()
    .trim()
    .max(40, 'Maksimal 40 karakter')
    .regex(/^[0-9 -]*$/, SETTINGS_TEXTS.accountNumber)
    .optional(),
  bank_account_holder: text(100).optional(),
  qris_image: optionalImage.optional(),
  pay_at_jetty: z.boolean().optional(),
  payment_note: text(500).optional(),
});

/**
 * The period over which "Pilihkan homestay" shares guests among the households: a calendar month,
 * or a season of three (January–March, April–June, July–September, October–December). The
 * household with the fewest guest-nights in the current period is next.
 */
export const ROTATION_PERIODS = ['month', 'quarter'] as const;
export type RotationPeriod = (typeof ROTATION_PERIODS)[number];

export const homestaySettingsInput = categoryInput({
  rotation_period: z.enum(ROTATION_PERIODS, { error: 'Periode giliran tidak valid' }).optional(),
});

/** Each category's input schema, for forms that pick by tab. */
export const settingsCategoryInputs = {
  general: generalSettingsInput,
  media: mediaSettingsInput,
  contact: contactSettingsInput,
  island_profile: islandProfileSettingsInput,
  social: socialSettingsInput,
  payment: paymentSettingsInput,
  homestay: homestaySettingsInput,
} as const;

/** PUT /settings/category/{category}: the category and that category's keys, side by side. */
export const settingsUpdateInput = z.discriminatedUnion(
  'category',
  [
    generalSettingsInput.extend({ category: z.literal('general') }),
    mediaSettingsInput.extend({ category: z.literal('media') }),
    contactSettingsInput.extend({ category: z.literal('contact') }),
    islandProfileSettingsInput.extend({ category: z.literal('island_profile') }),
    socialSettingsInput.extend({ category: z.literal('social') }),
    paymentSettingsInput.extend({ category: z.literal('payment') }),
    homestaySettingsInput.extend({ category: z.literal('homestay') }),
  ],
  { error: SETTINGS_TEXTS.unknownCategory },
);
export type SettingsUpdateInput = z.input<typeof settingsUpdateInput>;

// Answers: every key is present; unset text is '', unset images and coordinates are null.
export const generalSettingsSchema = z.object({
  island_name: z.string(),
  village_name: z.string(),
  description: z.string(),
  welcome_message: z.string(),
});

/** Images are absolute URLs that work as an `<img src>` as they are. */
export const mediaSettingsSchema = z.object({
  hero_video_url: z.string(),
  main_logo: z.string().nullable(),
  hero_background: z.string().nullable(),
  gallery: z.array(z.string()),
});

export const contactSettingsSchema = z.object({
  address: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  email: z.string(),
  maps_embed_url: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** '' until the village sets it; then the booking page offers a Google review. */
  google_place_id: z.string(),
});

export const islandProfileSettingsSchema = z.object({
  community_values: z.string(),
  history_description: z.string(),
  location: z.string(),
  population: z.string(),
  best_time: z.string(),
});

export const socialSettingsSchema = z.object({
  tiktok: z.string(),
  instagram: z.string(),
  youtube: z.string(),
  twitter: z.string(),
});

/** The QRIS image is an absolute URL like the media's; `pay_at_jetty` is false until staff allow it. */
export const paymentSettingsSchema = z.object({
  bank_name: z.string(),
  bank_account_number: z.string(),
  bank_account_holder: z.string(),
  qris_image: z.string().nullable(),
  pay_at_jetty: z.boolean(),
  payment_note: z.string(),
});

/** 'month' until staff choose. */
export const homestaySettingsSchema = z.object({ rotation_period: z.enum(ROTATION_PERIODS) });

export const siteSettingsSchema = z.object({
  general: generalSettingsSchema,
  media: mediaSettingsSchema,
  contact: contactSettingsSchema,
  island_profile: islandProfileSettingsSchema,
  social: socialSettingsSchema,
  payment: paymentSettingsSchema,
  homestay: homestaySettingsSchema,
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type GeneralSettings = SiteSettings['general'];
export type MediaSettings = SiteSettings['media'];
export type ContactSettings = SiteSettings['contact'];
export type IslandProfileSettings = SiteSettings['island_profile'];
export type SocialSettings = SiteSettings['social'];
export type PaymentSettings = SiteSettings['payment'];
export type HomestaySettings = SiteSettings['homestay'];

/** One category's answer. The key sets do not overlap, so the union picks the right member. */
export const settingsCategorySettingsSchema = z.union([
  generalSettingsSchema,
  mediaSettingsSchema,
  contactSettingsSchema,
  islandProfileSettingsSchema,
  socialSettingsSchema,
  paymentSettingsSchema,
  homestaySettingsSchema,
]);

/** The keys of each category, in the order the tabs show them. */
export const SETTINGS_KEYS = {
  general: Object.keys(generalSettingsSchema.shape),
  media: Object.keys(mediaSettingsSchema.shape),
  contact: Object.keys(contactSettingsSchema.shape),
  island_profile: Object.keys(islandProfileSettingsSchema.shape),
  social: Object.keys(socialSettingsSchema.shape),
  payment: Object.keys(paymentSettingsSchema.shape),
  homestay: Object.keys(homestaySettingsSchema.shape),
} as { [C in SettingsCategory]: (keyof SiteSettings[C] & string)[] };
