import { z } from 'zod';
import { addDays, daysBetween, isIsoDate } from '../iso-date.ts';
import { BOOKING_CODE_ALPHABET, PAYMENT_STATUSES, BOOKING_STATUSES } from './bookings.ts';
import { limitSchema, optionalFilter, pageSchema, paginationSchema, recordId } from './common.ts';
import { booleanInput, coordinate, imageList, numberInput, optionalText, requiredText, rupiahInput, wholeNumber, whatsAppNumber } from './fields.ts';
import { HOMESTAY_TEXTS } from './homestay-texts.ts';
export { HOMESTAY_TEXTS } from './homestay-texts.ts';

const T = HOMESTAY_TEXTS;

export const HOMESTAY_LIMITS = {
  /** A stay is at most this many nights (longer stays are arranged with the village). */
  nightsMax: 30,
  /** The availability read and the staff's grid cover at most this many nights at once. */
  availabilityNights: 92,
  daysAheadMax: 730,
  photosMax: 8,
  unitsMax: 50,
  personsMax: 20,
  pageSize: 20,
  reasonMax: 500,
} as const;

/** Nights a stay takes keep a room from being sold: the same statuses as a booking's seats. */
export const NIGHT_TAKING_STATUSES = ['pending', 'confirmed', 'completed'] as const;

// ---------------------------------------------------------------------------------------------
// Codes and the visitor's key (the same alphabet as booking codes; `INP-`, "menginap")

export const STAY_CODE_PREFIX = 'INP-';
export const STAY_CODE = /^INP-[2-9A-HJ-NP-Z]{6}$/;
export { BOOKING_CODE_ALPHABET as STAY_CODE_ALPHABET };

export const stayCodeSchema = z
  .string({ error: T.invalidCode })
  .trim()
  .max(20, T.invalidCode)
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(STAY_CODE, T.invalidCode));

const stayKeySchema = z.string({ error: T.invalidKey }).trim().regex(/^[A-Za-z0-9_-]{43}$/, T.invalidKey);

/** The visitor's own page of a stay: `/menginap/<code>?k=<key>` (the English twin under `/en`). */
export function stayPagePath(code: string, key: string): string {
  return `/menginap/${code}?k=${key}`;
}

export const stayAccessInput = z.object({ code: stayCodeSchema, k: stayKeySchema });

// ---------------------------------------------------------------------------------------------
// Homestays and rooms as staff and owners write them

export const COOLING_KINDS = ['fan', 'ac', 'none'] as const;
export const BATHROOM_KINDS = ['private', 'shared'] as const;

export const homestayFacilitiesSchema = z.object({
  breakfast: z.boolean().default(false),
  cooling: z.enum(COOLING_KINDS).default('fan'),
  bathroom: z.enum(BATHROOM_KINDS).default('shared'),
  /** "24 jam", "18.00–06.00": how the household says it. */
  electricity_hours: optionalText({ max: 50, length: T.electricity }),
  drinking_water: z.boolean().default(true),
});
export type HomestayFacilities = z.output<typeof homestayFacilitiesSchema>;

const timeSchema = z.string({ error: T.time }).trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, T.time);

const whatsappSchema = whatsAppNumber({ invalid: T.whatsapp });

const slugSchema = z.string({ error: T.slug }).trim().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, T.slug).min(3, T.slug).max(220, T.slug);

/** The English twin beside the Indonesian (decision 0035): each text may be left out. */
export const homestayEnglishInput = z.object({
  name: optionalText({ max: 200, length: T.name }),
  description: optionalText({ max: 5000, length: T.description }),
  house_rules: optionalText({ max: 2000, length: T.houseRules }),
});
export type HomestayEnglishStored = z.output<typeof homestayEnglishInput>;

const homestayFields = {
  name: requiredText({ required: T.name, min: 3, max: 200, length: T.name }),
  slug: slugSchema.optional(),
  host_name: requiredText({ required: T.hostName, min: 2, max: 120, length: T.hostName }),
  address: requiredText({ required: T.address, min: 5, max: 500, length: T.address }),
  latitude: coordinate(90, T.latitude).nullable().optional(),
  longitude: coordinate(180, T.longitude).nullable().optional(),
  description: requiredText({ required: T.description, min: 20, max: 5000, length: T.description }),
  house_rules: optionalText({ max: 2000, length: T.houseRules }),
  en: homestayEnglishInput.nullable().optional(),
  photos: imageList(HOMESTAY_LIMITS.photosMax, T.tooManyPhotos).default([]),
  check_in_time: timeSchema.default('14:00'),
  check_out_time: timeSchema.default('11:00'),
  facilities: homestayFacilitiesSchema.prefault({}),
  whatsapp: whatsappSchema,
  published: booleanInput(z.boolean()).default(false),
};

export const homestayCreateInput = z.object({
  msme_id: recordId(T.msmeNotFound),
  ...homestayFields,
});

/** Fields left out keep what is stored. */
export const homestayUpdateInput = z.object({
  id: recordId(T.invalidId),
  name: homestayFields.name.optional(),
  slug: slugSchema.optional(),
  host_name: homestayFields.host_name.optional(),
  address: homestayFields.address.optional(),
  latitude: homestayFields.latitude,
  longitude: homestayFields.longitude,
  description: homestayFields.description.optional(),
  house_rules: homestayFields.house_rules,
  en: homestayFields.en,
  photos: imageList(HOMESTAY_LIMITS.photosMax, T.tooManyPhotos).optional(),
  check_in_time: timeSchema.optional(),
  check_out_time: timeSchema.optional(),
  facilities: homestayFacilitiesSchema.optional(),
  whatsapp: whatsappSchema.optional(),
  published: booleanInput(z.boolean()).optional(),
});

export const homestayIdInput = z.object({ id: recordId(T.invalidId) });
export const roomIdInput = z.object({ id: recordId(T.invalidRoom) });

const price = rupiahInput(wholeNumber({ min: 1, max: 100_000_000, message: T.price }));
const optionalPrice = z.preprocess((value) => (value === '' ? null : value), price.nullable().optional());

const roomFields = {
  name: requiredText({ required: T.roomName, min: 2, max: 120, length: T.roomName }),
  en: z.object({ name: optionalText({ max: 120, length: T.roomName }) }).nullable().optional(),
  units: numberInput(wholeNumber({ min: 1, max: HOMESTAY_LIMITS.unitsMax, message: T.units }).default(1)),
  beds: numberInput(wholeNumber({ min: 1, max: 20, message: T.beds }).default(1)),
  max_persons: numberInput(wholeNumber({ min: 1, max: HOMESTAY_LIMITS.personsMax, message: T.persons })),
  /** Persons the night's price covers per unit; left out: all of `max_persons`. */
  included_persons: numberInput(wholeNumber({ min: 1, max: HOMESTAY_LIMITS.personsMax, message: T.persons }).optional()),
  price_per_night: price,
  /** Friday and Saturday nights; null: the price per night. */
  weekend_price: optionalPrice,
  /** Per person per night beyond `included_persons`; null: none beyond. */
  extra_person_price: optionalPrice,
  photos: imageList(HOMESTAY_LIMITS.photosMax, T.tooManyPhotos).default([]),
  active: booleanInput(z.boolean()).default(true),
};

export const roomCreateInput = z
  .object({ homestay_id: recordId(T.invalidId), ...roomFields })
  .refine((room) => room.included_persons === undefined || room.included_persons <= room.max_persons, { message: T.included, path: ['included_persons'] });

export const roomUpdateInput = z.object({
  id: recordId(T.invalidRoom),
  name: roomFields.name.optional(),
  en: roomFields.en,
  units: numberInput(wholeNumber({ min: 1, max: HOMESTAY_LIMITS.unitsMax, message: T.units }).optional()),
  beds: numberInput(wholeNumber({ min: 1, max: 20, message: T.beds }).optional()),
  max_persons: numberInput(wholeNumber({ min: 1, max: HOMESTAY_LIMITS.personsMax, message: T.persons }).optional()),
  included_persons: roomFields.included_persons,
  price_per_night: price.optional(),
  weekend_price: optionalPrice,
  extra_person_price: optionalPrice,
  photos: imageList(HOMESTAY_LIMITS.photosMax, T.tooManyPhotos).optional(),
  active: booleanInput(z.boolean()).optional(),
});

export const isoNightSchema = z.string({ error: 'Tanggal tidak valid (format YYYY-MM-DD)' }).trim().refine(isIsoDate, 'Tanggal tidak valid (format YYYY-MM-DD)');

export const blockNightInput = z.object({
  room_id: recordId(T.invalidRoom),
  night: isoNightSchema,
  reason: optionalText({ max: 200, length: T.reason }),
});
export const freeNightInput = z.object({ room_id: recordId(T.invalidRoom), night: isoNightSchema });

// ---------------------------------------------------------------------------------------------
// Calendars in step with Airbnb and Booking.com (decision 0041)

/** A room's export secret as the migration draws it: 64 lower-case hex characters. */
export const CALENDAR_SECRET = /^[0-9a-f]{64}$/;

/** The outside calendar a room imports: an http(s) address (Airbnb's or Booking.com's export), or null for none. */
export const roomCalendarImportInput = z.object({
  id: recordId(T.invalidRoom),
  import_url: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value),
    z.url({ protocol: /^https?$/, error: T.importUrl }).max(1000, T.importUrl).nullable(),
  ),
});

/** A room's calendars as its owner and staff see them: the export address to paste elsewhere, and the import's last run. */
export const roomCalendarSchema = z.object({
  room_id: z.number().int(),
  /** The room's iCalendar export, secret in its address; renewing the secret ends the old one. */
  export_url: z.string(),
  import_url: z.string().nullable(),
  /** The last fetch tried, the last that succeeded, and what went wrong on the last one that failed (null once one succeeds). */
  import_checked_at: z.string().nullable(),
  import_synced_at: z.string().nullable(),
  import_error: z.string().nullable(),
  /** Busy events the last successful fetch read. */
  import_events: z.number().int().nullable(),
  /** Nights from today on that the outside calendar blocks. */
  imported_nights: z.array(z.string()),
  /** Of those, the nights a stay booked here also holds: sold twice, for staff and the host to settle. */
  conflicts: z.array(z.string()),
});
export type RoomCalendar = z.infer<typeof roomCalendarSchema>;

// ---------------------------------------------------------------------------------------------
// Homestays and rooms as answered

export const roomSchema = z.object({
  id: z.number().int(),
  homestay_id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
  units: z.number().int(),
  beds: z.number().int(),
  max_persons: z.number().int(),
  included_persons: z.number().int(),
  price_per_night: z.number().int(),
  weekend_price: z.number().int().nullable(),
  extra_person_price: z.number().int().nullable(),
  photos: z.array(z.string()),
  active: z.boolean(),
  /** For the dates asked: the units free on every night (null when no dates were asked). */
  units_free: z.number().int().nullable(),
});
export type HomestayRoom = z.infer<typeof roomSchema>;

export const homestaySchema = z.object({
  id: z.number().int(),
  msme_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  host_name: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  description: z.string(),
  house_rules: z.string().nullable(),
  en: z.object({ name: z.string().nullable(), description: z.string().nullable(), house_rules: z.string().nullable(), outdated: z.boolean() }).nullable(),
  photos: z.array(z.string()),
  check_in_time: z.string(),
  check_out_time: z.string(),
  facilities: z.object({
    breakfast: z.boolean(),
    cooling: z.enum(COOLING_KINDS),
    bathroom: z.enum(BATHROOM_KINDS),
    electricity_hours: z.string().nullable(),
    drinking_water: z.boolean(),
  }),
  whatsapp: z.string(),
  published: z.boolean(),
  rooms: z.array(roomSchema),
  /** The lowest price per night of its active rooms (that fit and are free, when dates are asked). */
  from_price: z.number().int().nullable(),
  /** For the dates and guests asked: whether a fitting room is free every night; null without dates. */
  available: z.boolean().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Homestay = z.infer<typeof homestaySchema>;

const guestsFilter = optionalFilter(
  z.coerce
    .number({ error: T.invalidNumber })
    .int(T.invalidNumber)
    .min(1, T.invalidNumber)
    .max(HOMESTAY_LIMITS.personsMax * HOMESTAY_LIMITS.unitsMax, T.invalidNumber),
);

interface NightRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** A range of nights: `to` is the check-out day (the last night is the day before), both or neither. */
function rangeIssue(range: NightRange): string | null {
  if ((range.from === undefined) !== (range.to === undefined)) return T.checkOutAfterCheckIn;
  if (range.from === undefined || range.to === undefined) return null;
  const nights = daysBetween(range.from, range.to);
  if (nights < 1) return T.checkOutAfterCheckIn;
  if (nights > HOMESTAY_LIMITS.availabilityNights) return T.tooManyNights(HOMESTAY_LIMITS.availabilityNights);
  return null;
}

function checkRange(range: NightRange, ctx: z.core.$RefinementCtx): void {
  const issue = rangeIssue(range);
  if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['to'] });
}

export const homestayListInput = z
  .object({
    page: pageSchema,
    limit: limitSchema(HOMESTAY_LIMITS.pageSize),
    guests: guestsFilter,
    from: optionalFilter(isoNightSchema),
    to: optionalFilter(isoNightSchema),
  })
  .superRefine(checkRange)
  .prefault({});
export const homestayListOutput = z.object({ homestays: z.array(homestaySchema), pagination: paginationSchema });

/** A homestay by its id or its slug. */
export const homestayRefInput = z.object({
  // Text first, so digits are an id and anything else a slug; an id beyond the column is refused.
  id: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z
      .string({ error: T.invalidId })
      .trim()
      .max(220, T.invalidId)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, T.invalidId)
      .transform((ref, ctx) => {
        if (!/^\d+$/.test(ref)) return ref;
        const id = Number(ref);
        if (id < 1 || id > 2_147_483_647) {
          ctx.addIssue({ code: 'custom', message: T.invalidId });
          return z.NEVER;
        }
        return id;
      }),
  ),
});

export const homestayAvailabilityInput = z
  .object({ id: homestayRefInput.shape.id, from: isoNightSchema, to: isoNightSchema })
  .superRefine(checkRange);

export const NIGHT_STATES = ['free', 'few', 'full', 'closed'] as const;
export type NightState = (typeof NIGHT_STATES)[number];

export const homestayAvailabilityOutput = z.object({
  homestay_id: z.number().int(),
  from: z.string(),
  to: z.string(),
  rooms: z.array(
    z.object({
      room_id: z.number().int(),
      name: z.string(),
      units: z.number().int(),
      /** Per night from `from` up to the night before `to`: units free (0 when blocked or full). */
      nights: z.array(z.object({ date: z.string(), free: z.number().int(), blocked: z.boolean() })),
    }),
  ),
  /** The house as a whole per night: free, few left, full, closed (every room blocked). */
  nights: z.array(z.object({ date: z.string(), state: z.enum(NIGHT_STATES), free: z.number().int() })),
});
export type HomestayAvailability = z.infer<typeof homestayAvailabilityOutput>;

export const blockedNightSchema = z.object({ id: z.number().int(), room_id: z.number().int(), night: z.string(), reason: z.string().nullable() });
export const managedHomestaysOutput = z.object({ homestays: z.array(homestaySchema), pagination: paginationSchema });

// ---------------------------------------------------------------------------------------------
// Stays

const phoneSchema = whatsAppNumber({ required: T.phoneRequired, invalid: T.phoneInvalid });

const optionalEmail = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z.string({ error: T.invalidEmail }).trim().max(254, T.invalidEmail).pipe(z.email(T.invalidEmail)).nullable().optional(),
);

const optionalRecordId = (message: string) => z.preprocess((value) => (value === '' ? undefined : value), recordId(message).nullable().optional());

/**
 * A visitor's stay: a room (`room_id`), or no room to let the village choose the household
 * ("Pilihkan homestay"; `homestay_id` alone asks for a room of that house). The total is the
 * server's; a `total_price` sent is never read.
 */
export const stayCreateInput = z
  .object({
    room_id: optionalRecordId(T.invalidRoom),
    homestay_id: optionalRecordId(T.invalidId),
    check_in: isoNightSchema,
    check_out: isoNightSchema,
    rooms: numberInput(wholeNumber({ min: 1, max: HOMESTAY_LIMITS.unitsMax, message: T.invalidNumber }).default(1)),
    guests: numberInput(wholeNumber({ min: 1, max: HOMESTAY_LIMITS.personsMax * HOMESTAY_LIMITS.unitsMax, message: T.invalidNumber })),
    customer_name: requiredText({ required: T.nameRequired, max: 120, length: T.nameMax }),
    customer_phone: phoneSchema,
    customer_email: optionalEmail,
    special_requests: optionalText({ max: 1000, length: T.notesMax }),
    total_price: z.unknown().optional(),
  })
  .refine((stay) => daysBetween(stay.check_in, stay.check_out) >= 1, { message: T.checkOutAfterCheckIn, path: ['check_out'] })
  .refine((stay) => daysBetween(stay.check_in, stay.check_out) <= HOMESTAY_LIMITS.nightsMax, {
    message: T.tooManyNights(HOMESTAY_LIMITS.nightsMax),
    path: ['check_out'],
  })
  .refine((stay) => stay.guests >= stay.rooms, { message: T.guestsBelowRooms, path: ['guests'] });
export type StayCreateInput = z.input<typeof stayCreateInput>;

export const staySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  homestay_id: z.number().int().nullable(),
  room_id: z.number().int().nullable(),
  homestay_name: z.string(),
  room_name: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  rooms: z.number().int(),
  guests: z.number().int(),
  customer_name: z.string(),
  customer_phone: z.string(),
  customer_email: z.string().nullable(),
  special_requests: z.string().nullable(),
  /** Computed by the server: each night's price (weekend on Friday and Saturday nights) and extra persons. */
  total_price: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  chosen_by_village: z.boolean(),
  /** False while staff have not yet confirmed the household the village proposed. */
  choice_confirmed: z.boolean(),
  choice_reason: z.string().nullable(),
  status_reason: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Stay = z.infer<typeof staySchema>;

/** What the visitor's page shows: their stay without staff notes, and how to reach the host. */
export const visitorStaySchema = staySchema.omit({ id: true, notes: true, choice_reason: true }).extend({
  homestay_slug: z.string().nullable(),
  address: z.string().nullable(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  check_in_time: z.string().nullable(),
  check_out_time: z.string().nullable(),
  host_whatsapp: z.string().nullable(),
  can_cancel: z.boolean(),
});
export type VisitorStay = z.infer<typeof visitorStaySchema>;

export const stayCreatedSchema = visitorStaySchema.extend({
  id: z.number().int(),
  /** The page's key, shown once; only its hash is stored. */
  key: z.string(),
  /** The page's path with its key. */
  url: z.string(),
});
export type StayCreated = z.infer<typeof stayCreatedSchema>;

export const stayListInput = z
  .object({
    page: pageSchema,
    limit: limitSchema(HOMESTAY_LIMITS.pageSize),
    status: optionalFilter(z.enum(BOOKING_STATUSES, { error: T.invalidStatus })),
    homestay_id: optionalFilter(recordId(T.invalidId)),
    /** Stays with a night in [from, to). */
    from: optionalFilter(isoNightSchema),
    to: optionalFilter(isoNightSchema),
  })
  .prefault({});
export const stayListOutput = z.object({ stays: z.array(staySchema), pagination: paginationSchema });

export const stayIdInput = z.object({ id: recordId(T.stayNotFound) });

export const stayStatusInput = z.object({
  id: recordId(T.stayNotFound),
  status: z.enum(BOOKING_STATUSES, { error: T.invalidStatus }).optional(),
  payment_status: z.enum(PAYMENT_STATUSES, { error: T.invalidStatus }).optional(),
  reason: optionalText({ max: HOMESTAY_LIMITS.reasonMax, length: T.reason }),
  notes: optionalText({ max: 2000, length: T.notesMax }),
});

/**
 * Staff keep the household the village proposed (no `room_id`) or move the stay to another
 * room; the reason is kept by the audit trail (required when moving).
 */
export const stayAssignInput = z
  .object({
    id: recordId(T.stayNotFound),
    room_id: optionalRecordId(T.invalidRoom),
    reason: optionalText({ max: HOMESTAY_LIMITS.reasonMax, length: T.reason }),
  })
  .refine((input) => !input.room_id || !!input.reason, { message: T.reasonRequired, path: ['reason'] });

export const stayGridInput = z.object({
  from: isoNightSchema,
  /** Two weeks or a month. */
  days: numberInput(z.union([z.literal(14), z.literal(31)]).default(14)),
  homestay_id: optionalFilter(recordId(T.invalidId)),
});

export const stayGridOutput = z.object({
  from: z.string(),
  to: z.string(),
  rooms: z.array(
    z.object({
      room_id: z.number().int(),
      homestay_id: z.number().int(),
      homestay_name: z.string(),
      room_name: z.string(),
      units: z.number().int(),
      /** `imported`: blocked by the room's outside calendar (Airbnb, Booking.com), not by hand. */
      nights: z.array(z.object({ date: z.string(), taken: z.number().int(), blocked: z.boolean(), imported: z.boolean(), stay_ids: z.array(z.number().int()) })),
    }),
  ),
  stays: z.array(staySchema),
});
export type StayGrid = z.infer<typeof stayGridOutput>;

/** Nights of a stay: from check-in up to the night before check-out. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let night = checkIn; night < checkOut; night = addDays(night, 1)) nights.push(night);
  return nights;
}

// ---------------------------------------------------------------------------------------------
// The rotation: guest-nights shared fairly among the households

export const rotationInput = z.object({
  /** A month `YYYY-MM` (the rotation period holding it); left out: the island's current month. */
  month: optionalFilter(z.string({ error: 'Bulan tidak valid (format YYYY-MM)' }).trim().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Bulan tidak valid (format YYYY-MM)')),
});

export const rotationOutput = z.object({
  /** The period staff set (settings, homestay): a month or a season of three months. */
  period: z.enum(['month', 'quarter']),
  from: z.string(),
  to: z.string(),
  households: z.array(
    z.object({
      homestay_id: z.number().int(),
      name: z.string(),
      host_name: z.string(),
      guest_nights: z.number().int(),
      income: z.number().int(),
      last_stay_at: z.string().nullable(),
      /** Whose turn it is next, when the village chooses and rooms allow. */
      next: z.boolean(),
    }),
  ),
});
export type Rotation = z.infer<typeof rotationOutput>;
