import { z } from 'zod';
import { optionalFilter, paginationSchema } from './common.ts';
import {
  EVENT_CATEGORIES,
  EVENT_CONTACT_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_PLACE_MAX,
  EVENT_PRICE_MAX,
  EVENT_STATUSES,
  EVENT_TEXTS,
  EVENT_TITLE_MAX,
} from './event-texts.ts';
import {
  booleanInput,
  categoryFilter,
  categorySchema,
  englishAnswer,
  listFields,
  optionalHtml,
  optionalImageSchema,
  optionalText,
  recordIdInput,
  requiredText,
} from './fields.ts';
import { isIsoDate } from '../iso-date.ts';

export * from './event-texts.ts';

export const EVENT_PAGE_SIZE = 12;
export const EVENT_ADMIN_PAGE_SIZE = 20;
/** How many upcoming events the home page shows. */
export const EVENT_HOME_LIMIT = 3;

const T = EVENT_TEXTS;

const dateSchema = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? T.dateRequired : T.dateInvalid) })
  .trim()
  .max(10, { error: T.dateInvalid, abort: true })
  .refine(isIsoDate, T.dateInvalid);

/** HH:MM on a 24-hour clock; blank means "all day" (null). */
const timeSchema = z.preprocess(
  (value: string | null | undefined) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: T.timeInvalid })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, T.timeInvalid)
    .nullable()
    .optional(),
);

/**
 * An event's English twin as staff write it beside the Indonesian: every text may be left out
 * (the English page then shows the Indonesian, marked as such). The description is the editor's
 * HTML, sanitised by the server like the Indonesian one.
 */
export const eventEnglishInput = z.object({
  title: optionalText({ max: EVENT_TITLE_MAX, length: T.titleLength }),
  place: optionalText({ max: EVENT_PLACE_MAX, length: T.placeTooLong }),
  description: optionalHtml({ max: EVENT_DESCRIPTION_MAX, tooLong: T.descriptionTooLong }),
  price: optionalText({ max: EVENT_PRICE_MAX, length: T.priceTooLong }),
});
export type EventEnglishInput = z.input<typeof eventEnglishInput>;

/** The English twin as it is answered (the description sanitised HTML, like the Indonesian). */
export const eventEnglishSchema = englishAnswer({
  title: z.string().nullable(),
  place: z.string().nullable(),
  description: z.string().nullable(),
  price: z.string().nullable(),
});
export type EventEnglish = z.infer<typeof eventEnglishSchema>;
/** What the `en` column holds: the answer's texts, without `outdated` (worked out from the dates). */
export type EventEnglishStored = Omit<EventEnglish, 'outdated'>;
/** The texts an event's English twin holds (the translator's list reads them). */
export const EVENT_ENGLISH_TEXTS = ['title', 'place', 'description', 'price'] as const;

const fields = {
  title: requiredText({ required: T.titleRequired, min: 3, max: EVENT_TITLE_MAX, length: T.titleLength }),
  category: categorySchema(EVENT_CATEGORIES, T.categoryRequired),
  startsOn: dateSchema,
  /** Left out: the event lasts one day. */
  endsOn: z.preprocess((value) => (value === '' ? null : value), dateSchema.nullable().optional()),
  startTime: timeSchema,
  endTime: timeSchema,
  place: requiredText({ required: T.placeRequired, max: EVENT_PLACE_MAX, length: T.placeTooLong }),
  destinationId: z.preprocess((value) => (value === '' ? null : value), z.coerce.number({ error: T.destinationInvalid }).int(T.destinationInvalid).positive(T.destinationInvalid).max(2_147_483_647, T.destinationInvalid).nullable().optional()),
  /** HTML of the article editor; the server sanitises it with the articles' rules and checks its text again. */
  description: z
    .string({ error: T.descriptionRequired })
    .trim()
    .min(10, T.descriptionRequired)
    .max(EVENT_DESCRIPTION_MAX, { error: T.descriptionTooLong, abort: true }),
  image: optionalImageSchema,
  price: optionalText({ max: EVENT_PRICE_MAX, length: T.priceTooLong }),
  contact: optionalText({ max: EVENT_CONTACT_MAX, length: T.contactTooLong }),
  /** A feast that returns every year on the same date. */
  yearly: booleanInput(z.boolean({ error: T.yearly })),
  status: z.enum(EVENT_STATUSES, { error: T.status }),
  /** The English twin; null removes it, left out keeps it. */
  en: eventEnglishInput.nullable().optional(),
};

/** The rules between fields: the end is not before the start (dates, then times on a one-day event). */
function checkSpan(value: { startsOn?: string; endsOn?: string | null; startTime?: string | null; endTime?: string | null }, ctx: z.RefinementCtx) {
  if (value.startsOn && value.endsOn && value.endsOn < value.startsOn) ctx.addIssue({ code: 'custom', path: ['endsOn'], message: T.endBeforeStart });
  const oneDay = !value.endsOn || value.endsOn === value.startsOn;
  if (oneDay && value.startTime && value.endTime && value.endTime < value.startTime) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: T.endTimeBeforeStart });
  }
}

export const eventCreateInput = z
  .object({
    ...fields,
    yearly: fields.yearly.default(false),
    /** Left out: a site runner's event is published at once, a contributor's waits for review (pending). */
    status: fields.status.optional(),
  })
  .superRefine(checkSpan);
export type EventCreateInput = z.input<typeof eventCreateInput>;

/** PUT: the same fields, each optional; a field left out keeps what is stored. */
export const eventUpdateInput = z
  .object({
    id: recordIdInput(T.invalidId).shape.id,
    title: fields.title.optional(),
    category: fields.category.optional(),
    startsOn: fields.startsOn.optional(),
    endsOn: fields.endsOn,
    startTime: fields.startTime,
    endTime: fields.endTime,
    place: fields.place.optional(),
    destinationId: fields.destinationId,
    description: fields.description.optional(),
    image: fields.image,
    price: fields.price,
    contact: fields.contact,
    yearly: fields.yearly.optional(),
    status: fields.status.optional(),
    en: fields.en,
  })
  .superRefine(checkSpan);
export type EventUpdateInput = z.input<typeof eventUpdateInput>;

const dateFilter = optionalFilter(z.string().trim().max(10).refine(isIsoDate, T.dateInvalid));

/**
 * The list: upcoming first. Visitors see published events that have not ended (a yearly one at
 * its next date); `from`/`to` keep the events whose dates touch that span (the month switcher).
 * Site runners may ask for `status` and `past`; `mine` lists the caller's own proposals.
 */
export const eventListInput = z
  .object({
    ...listFields(EVENT_PAGE_SIZE),
    category: categoryFilter(EVENT_CATEGORIES),
    from: dateFilter,
    to: dateFilter,
    status: optionalFilter(z.enum(EVENT_STATUSES, { error: T.status })),
    past: optionalFilter(booleanInput(z.boolean({ error: T.flag }))),
    mine: optionalFilter(booleanInput(z.boolean({ error: T.flag }))),
  })
  .prefault({});
export type EventListInput = z.input<typeof eventListInput>;

export const eventIdInput = recordIdInput(T.invalidId);
export const eventSlugInput = z.object({
  slug: z.string({ error: T.invalidSlug }).trim().min(1, T.invalidSlug).max(200, T.invalidSlug).regex(/^[a-z0-9-]+$/, T.invalidSlug),
});

export const eventSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: z.enum(EVENT_CATEGORIES),
  /** The dates as stored (a yearly event: its first year). */
  startsOn: z.string(),
  endsOn: z.string(),
  /** The occurrence shown: a yearly event's next one, otherwise the stored dates. */
  nextStartsOn: z.string(),
  nextEndsOn: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  /** Ended before today in the island's time zone (never, for a yearly event). */
  isPast: z.boolean(),
  place: z.string(),
  destinationId: z.number().int().nullable(),
  destinationName: z.string().nullable(),
  /** The destination's coordinates, which put the event on the map. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Sanitised HTML, safe to render as it is. */
  description: z.string(),
  /** Absolute URL, or null without a picture. */
  image: z.string().nullable(),
  price: z.string().nullable(),
  contact: z.string().nullable(),
  yearly: z.boolean(),
  status: z.enum(EVENT_STATUSES),
  createdBy: z.number().int().nullable(),
  /** The English twin of the texts above (REST and tRPC alike); null when none is written. */
  en: eventEnglishSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type IslandEvent = z.infer<typeof eventSchema>;

export const eventListOutput = z.object({
  events: z.array(eventSchema),
  pagination: paginationSchema,
});
export type EventList = z.infer<typeof eventListOutput>;
