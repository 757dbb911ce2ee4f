import { z } from 'zod';
import { paginationSchema } from './common.ts';
import {
  listFields,
  numberInput,
  optionalImageSchema,
  optionalUrl,
  recordIdInput,
  requiredText,
  rupiahInput,
  textList,
  wholeNumber,
  booleanInput,
} from './fields.ts';

export const PACKAGE_PAGE_SIZE = 12;
/** Defaults when the form leaves a number out (docs/product.md, Validation). */
export const PACKAGE_DEFAULTS = { price: 0, minPersons: 1, maxPersons: 10 } as const;
export const PACKAGE_PERSONS_MAX = 1000;
/** Integer rupiah; the column is a 32-bit integer. */
export const PACKAGE_PRICE_MAX = 2_000_000_000;

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
  notFound: 'Paket wisata tidak ditemukan',
  created: 'Paket wisata berhasil dibuat',
  updated: 'Paket wisata berhasil diperbarui',
  deleted: 'Paket wisata berhasil dihapus',
} as const;

const T = PACKAGE_TEXTS;

export const packageListInput = z.object(listFields(PACKAGE_PAGE_SIZE)).prefault({});
export type PackageListInput = z.input<typeof packageListInput>;

export const packageIdInput = recordIdInput(T.invalidId);

const price = wholeNumber({ min: 0, max: PACKAGE_PRICE_MAX, message: T.price });
const minPersons = wholeNumber({ min: 1, max: PACKAGE_PERSONS_MAX, message: T.minPersons });
const maxPersons = wholeNumber({ min: 1, max: PACKAGE_PERSONS_MAX, message: T.maxPersons });

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
  })
  .refine(personsInRange, { message: T.personsRange, path: ['maxPersons'] });
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
});
export type PackageUpdateInput = z.input<typeof packageUpdateInput>;

export const packageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Absolute URL, or null when the package has no picture. */
  image: z.string().nullable(),
  duration: z.string(),
  minPersons: z.number().int(),
  maxPersons: z.number().int(),
  facilities: z.array(z.string()),
  /** Per person, integer rupiah. */
  price: z.number().int(),
  popular: z.boolean(),
  whatsappContact: z.string(),
  whatsappBookingUrl: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TourPackage = z.infer<typeof packageSchema>;

export const packageListOutput = z.object({
  packages: z.array(packageSchema),
  pagination: paginationSchema,
});
export type PackageList = z.infer<typeof packageListOutput>;
