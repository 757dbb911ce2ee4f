import { z } from 'zod';
import { idSchema, optionalFilter, paginationSchema } from './common.ts';
import { listFields, rupiahText } from './fields.ts';
import { TRIP_LENGTH_TEXTS } from './trip-length.ts';
import { TRAVEL_MINUTES_MAX } from '../trip-lengths.ts';

export const TRANSPORT_TYPES = ['speedboat', 'boat', 'ferry'] as const;
export type TransportType = (typeof TRANSPORT_TYPES)[number];
export const TRANSPORT_STATUSES = ['active', 'inactive'] as const;
export type TransportStatus = (typeof TRANSPORT_STATUSES)[number];
/** Which way a boat's departures go: from the mainland to the island, or back. */
export const TRANSPORT_DIRECTIONS = ['to_island', 'from_island'] as const;
export type TransportDirection = (typeof TRANSPORT_DIRECTIONS)[number];
/** The island's end when a form names none (a boat saved before directions, an old client). */
export const ISLAND_DOCK = 'Dermaga Pulau';

/** A boat's two ends when none are given: its dock on the mainland and the island's dock, in its direction. */
export function defaultEnds(direction: TransportDirection, dockLocation: string): { fromPlace: string; toPlace: string } {
  return direction === 'to_island' ? { fromPlace: dockLocation, toPlace: ISLAND_DOCK } : { fromPlace: ISLAND_DOCK, toPlace: dockLocation };
}

export const TRANSPORTATION_TEXTS = {
  created: 'Transportasi berhasil dibuat',
  updated: 'Transportasi berhasil diperbarui',
  deleted: (name: string) => `Transportasi ${name} berhasil dihapus`,
  statusChanged: (name: string, status: string) => `Status transportasi ${name} berhasil diubah menjadi ${status}`,
  createFailed: (message: string) => `Gagal membuat transportasi: ${message}`,
  updateFailed: (message: string) => `Gagal memperbarui transportasi: ${message}`,
  deleteFailed: (message: string) => `Gagal menghapus: ${message}`,
  statusFailed: (message: string) => `Gagal mengubah status: ${message}`,
  empty: 'No transportation found. Add your first transportation!',
  notFound: 'Transportasi tidak ditemukan',
  nameRequired: 'Nama transportasi wajib diisi',
  typeInvalid: 'Tipe transportasi harus speedboat, boat atau ferry',
  statusInvalid: 'Status harus active atau inactive',
  phoneRequired: 'Nomor telepon wajib diisi',
  phoneInvalid: 'Nomor telepon tidak valid',
  whatsappInvalid: 'Nomor WhatsApp tidak valid',
  departureRequired: 'Jadwal keberangkatan wajib diisi',
  dockRequired: 'Lokasi dermaga wajib diisi',
  durationRequired: 'Durasi wajib diisi',
  capacityMin: 'Kapasitas minimal 1',
  capacityInvalid: 'Kapasitas harus berupa bilangan bulat',
  priceMin: 'Harga per orang minimal 0',
  priceInvalid: 'Harga per orang harus berupa bilangan bulat',
  directionInvalid: 'Arah harus to_island atau from_island',
  placeMax: 'Nama tempat maksimal 200 karakter',
} as const;

const T = TRANSPORTATION_TEXTS;

function requiredText(max: number, message: string) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Maksimal ${max} karakter`);
}

/** Digits with an optional leading +, spaces, dashes and brackets: '0812-4321-7788', '+62 812 4321 7788'. */
const PHONE = /^\+?[0-9][0-9\s\-()]{5,24}$/;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** Optional text: an empty field is stored as null. */
function optionalText(schema: z.ZodString) {
  return z.preprocess(blankToUndefined, schema.optional()).transform((v) => v ?? null);
}

/** Forms hold numbers as text; empty means "not given" and is stored as null. */
function optionalInt(min: number, minMessage: string, invalidMessage: string, max: number, read: (text: string) => unknown = (text) => Number(text.trim())) {
  return z
    .preprocess((value) => {
      const v = blankToUndefined(value);
      return typeof v === 'string' ? read(v) : v;
    }, z.number({ error: invalidMessage }).int(invalidMessage).min(min, minMessage).max(max, invalidMessage).optional())
    .transform((v) => v ?? null);
}

/** '7:00,10.30 , 14:00' is kept as '07:00, 10:30, 14:00'; words ('Pagi') are kept as typed. */
const departureTimeSchema = requiredText(300, T.departureRequired).transform((v) =>
  v
    .split(',')
    .map((part) => part.trim().replace(/^(\d{1,2})[.:](\d{2})$/, (_, h: string, m: string) => `${h.padStart(2, '0')}:${m}`))
    .filter(Boolean)
    .join(', '),
);

const typeSchema = z.enum(TRANSPORT_TYPES, { error: T.typeInvalid });
const statusSchema = z.enum(TRANSPORT_STATUSES, { error: T.statusInvalid });
const directionSchema = z.enum(TRANSPORT_DIRECTIONS, { error: T.directionInvalid });
/** One end of the crossing; empty means "as the dock and the direction say" (defaultEnds). */
const placeSchema = optionalText(z.string().trim().max(200, T.placeMax));

/** The fields a form sends; missing optional values become null (PUT replaces them too). */
const transportationFields = {
  name: requiredText(120, T.nameRequired),
  phone: requiredText(30, T.phoneRequired).regex(PHONE, T.phoneInvalid),
  whatsapp: optionalText(z.string().trim().max(30).regex(PHONE, T.whatsappInvalid)),
  departureTime: departureTimeSchema,
  dockLocation: requiredText(200, T.dockRequired),
  capacity: optionalInt(1, T.capacityMin, T.capacityInvalid, 100_000),
  pricePerPerson: optionalInt(0, T.priceMin, T.priceInvalid, 100_000_000, rupiahText),
  /** The crossing as text; optional when `travelMinutes` says it (then its Indonesian wording is stored). */
  duration: optionalText(z.string().trim().max(100, 'Maksimal 100 karakter')),
  /** The crossing in minutes, which each page writes in its language (shared/src/trip-lengths.ts). */
  travelMinutes: optionalInt(1, TRIP_LENGTH_TEXTS.travelMinutes, TRIP_LENGTH_TEXTS.travelMinutes, TRAVEL_MINUTES_MAX),
  notes: optionalText(z.string().trim().max(2000, 'Catatan maksimal 2000 karakter')),
};

/** How long the crossing takes is said in minutes, or as text. */
// Asked also when other fields are wrong (`when`), so a form names every missing field at once;
// the values may then be unparsed, hence the loose checks.
function saysItsTime(value: { duration?: unknown; travelMinutes?: unknown }): boolean {
  return (value.duration !== null && value.duration !== undefined) || (value.travelMinutes !== null && value.travelMinutes !== undefined);
}

/**
 * New transport: type defaults to boat, status to active, direction to the island; ends left
 * empty are the dock and the island's dock (defaultEnds; docs/product.md, Validation).
 */
export const transportationInput = z.object({
  ...transportationFields,
  type: typeSchema.default('boat'),
  status: statusSchema.default('active'),
  direction: directionSchema.default('to_island'),
  fromPlace: placeSchema,
  toPlace: placeSchema,
}).refine(saysItsTime, { message: T.durationRequired, path: ['duration'], when: () => true });
export type TransportationInput = z.input<typeof transportationInput>;

/** PUT: the whole form again; a missing type, status, direction or end keeps the stored one. */
export const transportationUpdateInput = z.object({
  id: idSchema,
  ...transportationFields,
  type: typeSchema.optional(),
  status: statusSchema.optional(),
  direction: directionSchema.optional(),
  fromPlace: placeSchema.transform((v) => v ?? undefined),
  toPlace: placeSchema.transform((v) => v ?? undefined),
}).refine(saysItsTime, { message: T.durationRequired, path: ['duration'], when: () => true });
export type TransportationUpdateInput = z.input<typeof transportationUpdateInput>;

export const transportationStatusInput = z.object({ id: idSchema, status: statusSchema });

export const transportationListInput = z.object({
  ...listFields(10),
  type: optionalFilter(typeSchema),
});
export type TransportationListInput = z.input<typeof transportationListInput>;

export const transportationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(TRANSPORT_TYPES),
  status: z.enum(TRANSPORT_STATUSES),
  phone: z.string(),
  whatsapp: z.string().nullable(),
  departureTime: z.string(),
  dockLocation: z.string(),
  direction: z.enum(TRANSPORT_DIRECTIONS),
  /** Where its departures leave from and arrive at ("Dermaga Paotere, Makassar" → "Dermaga Pulau"). */
  fromPlace: z.string(),
  toPlace: z.string(),
  capacity: z.number().int().nullable(),
  pricePerPerson: z.number().int().nullable(),
  /** The crossing in Indonesian words, as written or as `travelMinutes` says it. */
  duration: z.string(),
  /** The crossing in minutes; null for a time known only as text. */
  travelMinutes: z.number().int().nullable(),
  /** `travelMinutes` in English words ("about 1 hour"), written by the server; null without minutes. */
  durationEn: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Transportation = z.infer<typeof transportationSchema>;

export const transportationListOutput = z.object({
  transportations: z.array(transportationSchema),
  pagination: paginationSchema,
});
export type TransportationList = z.infer<typeof transportationListOutput>;

export const transportationDeletedSchema = z.object({ id: z.number().int(), name: z.string() });
