import { z } from 'zod';
import { boatLegInput, boatLegSchema } from './trip-boats.ts';
import { paginationSchema } from './common.ts';
import { tripLengthInput, tripLengthSchema } from './trip-length.ts';
import {
  coordinate,
  imageList,
  listFields,
  optionalText,
  numberInput,
  optionalImageSchema,
  optionalUrl,
  recordIdInput,
  requiredText,
  rupiahInput,
  textList,
  twinList,
  wholeNumber,
  booleanInput,
} from './fields.ts';

export const PACKAGE_PAGE_SIZE = 12;
/** Defaults when the form leaves a number out (docs/product.md, Validation). */
export const PACKAGE_DEFAULTS = { price: 0, minPersons: 1, maxPersons: 10 } as const;
export const PACKAGE_PERSONS_MAX = 1000;
/** Integer rupiah; the column is a 32-bit integer. */
export const PACKAGE_PRICE_MAX = 2_000_000_000;

/** Bounds of a package page's fields (docs/product.md, Validation). */
export const PACKAGE_PAGE_LIMITS = {
  /** Pictures after the card's one. */
  galleryMax: 8,
  itineraryMax: 30,
  itineraryTimeMax: 20,
  itineraryTextMax: 300,
  /** Each of the lists: included (facilities), not included, what to bring. */
  listMax: 30,
  listItemMax: 200,
  meetingPointNameMax: 200,
  meetingPointDirectionsMax: 1000,
  boatMax: 200,
  slugMax: 160,
} as const;
const L = PACKAGE_PAGE_LIMITS;

export const PACKAGE_TEXTS = {
  nameRequired: 'Nama paket wajib diisi',
  nameTooLong: 'Nama paket maksimal 255 karakter',
  descriptionRequired: 'Deskripsi wajib diisi',
  descriptionTooLong: 'Deskripsi maksimal 20000 karakter',
  durationRequired: 'Durasi wajib diisi',
  durationTooLong: 'Durasi maksimal 100 karakter',
  price: 'Harga harus berupa bilangan bulat minimal 0',
  minPersons: `Minimal peserta harus bilangan bulat 1-${PACKAGE_PERSONS_MAX}`,
  maxPersons: `Maksimal peserta harus bilangan bulat 1-${PACKAGE_PERSONS_MAX}`,
  personsRange: 'Maksimal peserta tidak boleh kurang dari minimal peserta',
  facility: 'Setiap fasilitas maksimal 200 karakter',
  tooManyFacilities: 'Maksimal 30 fasilitas',
  popular: 'Nilai popular harus true atau false',
  whatsappRequired: 'Nomor WhatsApp wajib diisi',
  whatsapp: 'Nomor WhatsApp hanya boleh berisi angka (boleh diawali +), 6-15 digit',
  whatsappBookingUrl: 'URL booking WhatsApp tidak valid',
  invalidId: 'ID paket wisata tidak valid',
  invalidSlug: 'Alamat paket wisata tidak valid',
  active: 'Nilai aktif harus true atau false',
  tooManyImages: `Maksimal ${L.galleryMax} foto tambahan`,
  itineraryTime: `Jam pada jadwal wajib diisi, maksimal ${L.itineraryTimeMax} karakter`,
  itineraryText: `Kegiatan pada jadwal wajib diisi, maksimal ${L.itineraryTextMax} karakter`,
  itineraryRow: 'Baris jadwal tidak valid',
  tooManyItineraryRows: `Maksimal ${L.itineraryMax} baris jadwal`,
  excluded: `Setiap hal yang tidak termasuk maksimal ${L.listItemMax} karakter`,
  tooManyExcluded: `Maksimal ${L.listMax} hal yang tidak termasuk`,
  bring: `Setiap barang bawaan maksimal ${L.listItemMax} karakter`,
  tooManyBring: `Maksimal ${L.listMax} barang bawaan`,
  meetingPointName: `Nama titik kumpul maksimal ${L.meetingPointNameMax} karakter`,
  meetingPointDirections: `Petunjuk arah maksimal ${L.meetingPointDirectionsMax} karakter`,
  latitude: 'Latitude harus antara -90 dan 90',
  longitude: 'Longitude harus antara -180 dan 180',
  boat: `Kapal maksimal ${L.boatMax} karakter`,
  notFound: 'Paket wisata tidak ditemukan',
  created: 'Paket wisata berhasil dibuat',
  updated: 'Paket wisata berhasil diperbarui',
  deleted: 'Paket wisata berhasil dihapus',
} as const;

const T = PACKAGE_TEXTS;

export const packageListInput = z.object(listFields(PACKAGE_PAGE_SIZE)).prefault({});
export type PackageListInput = z.input<typeof packageListInput>;

export const packageIdInput = recordIdInput(T.invalidId);

/** The package page's read: the readable part of its address. Digits alone are an id's old address, never a slug. */
export const packageSlugInput = z.object({
  slug: z
    .string({ error: T.invalidSlug })
    .trim()
    .min(1, T.invalidSlug)
    .max(L.slugMax, T.invalidSlug)
    .regex(/^[a-z0-9-]*[a-z][a-z0-9-]*$/, T.invalidSlug),
});

/** One row of the day: a time as people write it ("07.00", "Hari 2, 05.00") and what happens. */
const itineraryRowSchema = z.object(
  {
    // "07:00" is written the Indonesian way, "07.00".
    time: requiredText({ required: T.itineraryTime, max: L.itineraryTimeMax, length: T.itineraryTime }).overwrite((value) =>
      value.replace(/^(\d{1,2}):(\d{2})$/, '$1.$2'),
    ),
    text: requiredText({ required: T.itineraryText, max: L.itineraryTextMax, length: T.itineraryText }),
  },
  { error: T.itineraryRow },
);
export type PackageItineraryRow = z.output<typeof itineraryRowSchema>;

const meetingPointLocation = z.object(
  { lat: coordinate(90, T.latitude), lng: coordinate(180, T.longitude) },
  { error: T.latitude },
);

const price = wholeNumber({ min: 0, max: PACKAGE_PRICE_MAX, message: T.price });
const minPersons = wholeNumber({ min: 1, max: PACKAGE_PERSONS_MAX, message: T.minPersons });
const maxPersons = wholeNumber({ min: 1, max: PACKAGE_PERSONS_MAX, message: T.maxPersons });

/**
 * A package's English twin as staff write it beside the Indonesian: every text may be left out
 * (the English page then shows the Indonesian, marked as such). The lists follow the Indonesian
 * ones item by item; the day's rows give the English of each row's text (the times are the same).
 */
export const packageEnglishInput = z.object({
  name: optionalText({ max: 255, length: T.nameTooLong }),
  description: optionalText({ max: 20_000, length: T.descriptionTooLong }),
  duration: optionalText({ max: 100, length: T.durationTooLong }),
  facilities: twinList({ maxItems: 30, maxLength: 200, itemMessage: T.facility, tooMany: T.tooManyFacilities }).optional(),
  itinerary: twinList({ maxItems: L.itineraryMax, maxLength: L.itineraryTextMax, itemMessage: T.itineraryText, tooMany: T.tooManyItineraryRows }).optional(),
  excluded: twinList({ maxItems: L.listMax, maxLength: L.listItemMax, itemMessage: T.excluded, tooMany: T.tooManyExcluded }).optional(),
  bring: twinList({ maxItems: L.listMax, maxLength: L.listItemMax, itemMessage: T.bring, tooMany: T.tooManyBring }).optional(),
  meetingPointName: optionalText({ max: L.meetingPointNameMax, length: T.meetingPointName }),
  meetingPointDirections: optionalText({ max: L.meetingPointDirectionsMax, length: T.meetingPointDirections }),
});
export type PackageEnglishInput = z.input<typeof packageEnglishInput>;

/** The English twin as it is answered: what is written, and whether the Indonesian changed since. */
export const packageEnglishSchema = z.object({
  name: z.string().nullable(),
  description: z.string().nullable(),
  duration: z.string().nullable(),
  facilities: z.array(z.string()),
  itinerary: z.array(z.string()),
  excluded: z.array(z.string()),
  bring: z.array(z.string()),
  meetingPointName: z.string().nullable(),
  meetingPointDirections: z.string().nullable(),
  /** The Indonesian texts changed after the English was last written: it needs a look. */
  outdated: z.boolean(),
});
export type PackageEnglish = z.infer<typeof packageEnglishSchema>;
/** What the `en` column holds: the answer's texts, without `outdated` (worked out from the dates). */
export type PackageEnglishStored = Omit<PackageEnglish, 'outdated'>;

const fields = {
  name: requiredText({ required: T.nameRequired, max: 255, length: T.nameTooLong }),
  description: requiredText({ required: T.descriptionRequired, max: 20_000, length: T.descriptionTooLong }),
  duration: requiredText({ required: T.durationRequired, max: 100, length: T.durationTooLong }),
  facilities: textList({ maxItems: 30, maxLength: 200, itemMessage: T.facility, tooMany: T.tooManyFacilities }),
  popular: booleanInput(z.boolean({ error: T.popular })),
  /** Digits, optionally after a +; spaces, dots, dashes and brackets typed with the number are dropped. */
  whatsappContact: requiredText({ required: T.whatsappRequired, max: 30, length: T.whatsapp })
    .overwrite((value) => value.replace(/[\s().-]/g, ''))
    .regex(/^\+?\d{6,15}$/, T.whatsapp),
  image: optionalImageSchema,
  whatsappBookingUrl: optionalUrl(T.whatsappBookingUrl),
  active: booleanInput(z.boolean({ error: T.active })),
  gallery: imageList(L.galleryMax, T.tooManyImages),
  itinerary: z.array(itineraryRowSchema, { error: T.itineraryRow }).max(L.itineraryMax, T.tooManyItineraryRows),
  excluded: textList({ maxItems: L.listMax, maxLength: L.listItemMax, itemMessage: T.excluded, tooMany: T.tooManyExcluded }),
  bring: textList({ maxItems: L.listMax, maxLength: L.listItemMax, itemMessage: T.bring, tooMany: T.tooManyBring }),
  meetingPointName: optionalText({ max: L.meetingPointNameMax, length: T.meetingPointName }),
  meetingPointDirections: optionalText({ max: L.meetingPointDirectionsMax, length: T.meetingPointDirections }),
  /** The pin on the map; null (or left blank in the form) for none. */
  meetingPointLocation: meetingPointLocation.nullable().optional(),
  boat: optionalText({ max: L.boatMax, length: T.boat }),
  /** The usual boats out and back (each booking takes a copy); null for none. */
  boatOut: boatLegInput,
  boatBack: boatLegInput,
  /** The English twin; null removes it, left out keeps it. */
  en: packageEnglishInput.nullable().optional(),
  /** How long the trip lasts, as numbers each page writes in its language; `duration` then holds their Indonesian wording. */
  tripLength: tripLengthInput.nullable().optional(),
};

/** Whether a package's group size makes sense; the create schema and the update procedure both ask. */
export function personsInRange(value: { minPersons: number; maxPersons: number }): boolean {
  return value.maxPersons >= value.minPersons;
}

export const packageCreateInput = z
  .object({
    ...fields,
    price: rupiahInput(price.default(PACKAGE_DEFAULTS.price)),
    minPersons: numberInput(minPersons.default(PACKAGE_DEFAULTS.minPersons)),
    maxPersons: numberInput(maxPersons.default(PACKAGE_DEFAULTS.maxPersons)),
    facilities: fields.facilities.default([]),
    popular: fields.popular.default(false),
    active: fields.active.default(true),
    gallery: fields.gallery.default([]),
    itinerary: fields.itinerary.default([]),
    excluded: fields.excluded.default([]),
    bring: fields.bring.default([]),
    duration: fields.duration.optional(),
  })
  .refine(personsInRange, { message: T.personsRange, path: ['maxPersons'] })
  // The length as numbers or as text: one of the two says how long the trip is.
  // Asked also when other fields are wrong, so a form names every missing field at once.
  .refine((value) => value.duration !== undefined || Boolean(value.tripLength), { message: T.durationRequired, path: ['duration'], when: () => true });
export type PackageCreateInput = z.input<typeof packageCreateInput>;

/** PUT: the same fields, each optional; a field left out keeps what is stored. */
export const packageUpdateInput = z.object({
  id: packageIdInput.shape.id,
  name: fields.name.optional(),
  description: fields.description.optional(),
  duration: fields.duration.optional(),
  facilities: fields.facilities.optional(),
  popular: fields.popular.optional(),
  whatsappContact: fields.whatsappContact.optional(),
  image: fields.image,
  whatsappBookingUrl: fields.whatsappBookingUrl,
  price: rupiahInput(price.optional()),
  minPersons: numberInput(minPersons.optional()),
  maxPersons: numberInput(maxPersons.optional()),
  active: fields.active.optional(),
  gallery: fields.gallery.optional(),
  itinerary: fields.itinerary.optional(),
  excluded: fields.excluded.optional(),
  bring: fields.bring.optional(),
  meetingPointName: fields.meetingPointName,
  meetingPointDirections: fields.meetingPointDirections,
  meetingPointLocation: fields.meetingPointLocation,
  boat: fields.boat,
  boatOut: fields.boatOut,
  boatBack: fields.boatBack,
  en: fields.en,
  tripLength: fields.tripLength,
});
export type PackageUpdateInput = z.input<typeof packageUpdateInput>;

export const packageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Absolute URL, or null when the package has no picture. */
  image: z.string().nullable(),
  /** How long it lasts in Indonesian words, as written or as `tripLength` says it. */
  duration: z.string(),
  /** The length as numbers (shared/src/trip-lengths.ts); null for a length written only as text. */
  tripLength: tripLengthSchema.nullable(),
  /** `tripLength` in English words, written by the server so pages carry no wording code; null without numbers. */
  durationEn: z.string().nullable(),
  minPersons: z.number().int(),
  maxPersons: z.number().int(),
  facilities: z.array(z.string()),
  /** Per person, integer rupiah. */
  price: z.number().int(),
  popular: z.boolean(),
  whatsappContact: z.string(),
  whatsappBookingUrl: z.string().nullable(),
  /** The page's address is `/paket-wisata/<slug>`. */
  slug: z.string(),
  /** Visitors see active packages only; site runners see every one. */
  active: z.boolean(),
  /** Absolute URLs of the pictures after the main one. */
  gallery: z.array(z.string()),
  itinerary: z.array(z.object({ time: z.string(), text: z.string() })),
  /** What the price does not cover; what it covers is `facilities`. */
  excluded: z.array(z.string()),
  bring: z.array(z.string()),
  meetingPointName: z.string().nullable(),
  meetingPointDirections: z.string().nullable(),
  meetingPointLocation: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  /** The boat it uses, as staff wrote it. */
  boat: z.string().nullable(),
  /** The departure out to the island and the one back that its bookings take unless staff change them. */
  boatOut: boatLegSchema.nullable(),
  boatBack: boatLegSchema.nullable(),
  /** The English twin of the texts above (REST and tRPC alike); null when none is written. */
  en: packageEnglishSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TourPackage = z.infer<typeof packageSchema>;

export const packageListOutput = z.object({
  packages: z.array(packageSchema),
  pagination: paginationSchema,
});
export type PackageList = z.infer<typeof packageListOutput>;

/** The page of a package, in Indonesian (`localizedPath` makes the English one). */
export function packagePagePath(slug: string): string {
  return `/paket-wisata/${slug}`;
}
