/**
 * Building blocks of the content forms (destinations, culture, packages…): each rule carries the
 * text the form shows next to its field. A create schema uses them with defaults; an update
 * schema makes them optional, so a field left out keeps what is stored.
 */

import { z } from 'zod';
import { INT32_MAX, limitSchema, optionalFilter, pageSchema, recordId, searchSchema } from './common.ts';
import { imageRefSchema, INVALID_IMAGE } from './images.ts';
import { isPlainText, UNSAFE_TEXT_MESSAGE } from './plain-text.ts';
import { normalizeWhatsApp } from '../phone.ts';

/** The form's text for a required field left empty (docs/product.md, Validation). */
export const REQUIRED_FIELDS = 'Semua field wajib diisi';
export const INVALID_CATEGORY = 'Invalid category';

const isMissing = (value: unknown) => value === undefined || value === null;
const isBlank = (value: unknown) => isMissing(value) || (typeof value === 'string' && value.trim() === '');

/** Text that must be given: missing or blank says `required`, otherwise trimmed and length-checked. */
export function requiredText(rule: { required: string; min?: number; max: number; length: string; tooLong?: string }) {
  return z
    .string({ error: (issue) => (isMissing(issue.input) ? rule.required : rule.length) })
    .trim()
    .min(1, { error: rule.required, abort: true })
    .min(rule.min ?? 1, rule.length)
    .max(rule.max, { error: rule.tooLong ?? rule.length, abort: true })
    .refine(isPlainText, UNSAFE_TEXT_MESSAGE);
}

/** Text that may be left out: blank is stored as null (not given), otherwise length-checked. */
export function optionalText(rule: { min?: number; max: number; length: string; tooLong?: string }) {
  return z.preprocess(
    (value: string | null | undefined) => (isBlank(value) && value !== undefined ? null : value),
    z
      .string({ error: rule.length })
      .trim()
      .min(rule.min ?? 0, rule.length)
      .max(rule.max, { error: rule.tooLong ?? rule.length, abort: true })
      .refine(isPlainText, UNSAFE_TEXT_MESSAGE)
      .nullable()
      .optional(),
  );
}

/** An http(s) link that may be left out; blank is stored as null. */
export function optionalUrl(message: string) {
  return z.preprocess(
    (value: string | null | undefined) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value),
    z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: message }).max(1000, message).nullable().optional(),
  );
}

/**
 * Form fields arrive as text as often as numbers: numeric text becomes a number, blank becomes
 * "not given". The parameter's type is what the schema admits on the way in.
 */
function toNumber(value: number | string | null | undefined): unknown {
  if (isBlank(value)) return undefined;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return value;
}

/** A whole number in a range; wrap its `.default(n)` or `.optional()` with `numberInput`. */
export function wholeNumber(rule: { min: number; max: number; message: string }) {
  // Never beyond the integer column that stores it.
  return z.number({ error: rule.message }).int(rule.message).min(rule.min, rule.message).max(Math.min(rule.max, INT32_MAX), rule.message);
}

export function numberInput<T extends z.ZodType>(schema: T) {
  return z.preprocess(toNumber, schema);
}

/** Rupiah as people write them: dots between thousands ('47.500', '1.250.000'); never a fraction. */
const RUPIAH_WITH_DOTS = /^\s*\d{1,3}(\.\d{3})+\s*$/;

/** A typed rupiah amount's number: '47.500' is 47,500 (not 47.5); anything else as `numberInput` reads it. */
export function rupiahText(value: number | string | null | undefined): unknown {
  return typeof value === 'string' && RUPIAH_WITH_DOTS.test(value) ? Number(value.replace(/[.\s]/g, '')) : toNumber(value);
}

/** A rupiah field: `numberInput`, reading thousands written with dots as Indonesians write them. */
export function rupiahInput<T extends z.ZodType>(schema: T) {
  return z.preprocess(rupiahText, schema);
}

/**
 * A boolean that form fields and query strings send as text: 'true'/'false', '1'/'0' and 'on'
 * (an HTML checkbox) become booleans; anything else is left for the schema to refuse.
 */
export function booleanInput<T extends z.ZodType>(schema: T) {
  return z.preprocess((value: boolean | string) => {
    if (typeof value !== 'string') return value;
    const text = value.trim().toLowerCase();
    if (text === 'true' || text === '1' || text === 'on') return true;
    if (text === 'false' || text === '0') return false;
    return value;
  }, schema);
}

/** A required coordinate: missing says the required-fields text, out of range says `message`. */
export function coordinate(limit: number, message: string) {
  return numberInput(
    z
      .number({ error: (issue) => (isMissing(issue.input) ? REQUIRED_FIELDS : message) })
      .min(-limit, message)
      .max(limit, message),
  );
}

/** A list of short texts (one per line in the form): each trimmed, empty lines dropped. */
export function textList(rule: { maxItems: number; maxLength: number; itemMessage: string; tooMany: string }) {
  return z.preprocess(
    (value: string | string[]) => (typeof value === 'string' ? value.split(/\r?\n/) : value),
    z
      .array(z
          .string({ error: rule.itemMessage })
          .trim()
          .max(rule.maxLength, { error: rule.itemMessage, abort: true })
          .refine(isPlainText, UNSAFE_TEXT_MESSAGE), { error: rule.itemMessage })
      .transform((items) => items.filter((item) => item.length > 0))
      .pipe(z.array(z.string()).max(rule.maxItems, rule.tooMany)),
  );
}

/**
 * The English twin of a list (facilities, what to bring, the day's rows): item by item beside the
 * Indonesian one, so an item not yet translated is '' and keeps its place.
 */
export function twinList(rule: { maxItems: number; maxLength: number; itemMessage: string; tooMany: string }) {
  return z
    .array(
      z
        .string({ error: rule.itemMessage })
        .trim()
        .max(rule.maxLength, { error: rule.itemMessage, abort: true })
        .refine(isPlainText, UNSAFE_TEXT_MESSAGE),
      { error: rule.itemMessage },
    )
    .max(rule.maxItems, rule.tooMany);
}

/**
 * A record's English twin as it is answered (decision 0035): the texts written (null or '' where
 * not), and whether the Indonesian changed after the English was last written.
 */
export function englishAnswer<Shape extends z.ZodRawShape>(texts: Shape) {
  return z.object({
    ...texts,
    /** The Indonesian texts changed after the English was last written: it needs a look. */
    outdated: z.boolean(),
  });
}

/**
 * An optional text of the rich-text editor (an English twin's HTML): blank is null, left out is
 * left out; the server sanitises it with the articles' rules, so it is not refused as unsafe here.
 */
export function optionalHtml(rule: { max: number; tooLong: string }) {
  return z.preprocess(
    (value: string | null | undefined) => (isBlank(value) && value !== undefined ? null : value),
    z.string({ error: rule.tooLong }).trim().max(rule.max, { error: rule.tooLong, abort: true }).nullable().optional(),
  );
}

/** An optional image: left out keeps the stored one; blank or null removes it. */
export const optionalImageSchema = z.preprocess(
  (value: string | null | undefined) => (typeof value === 'string' && value.trim() === '' ? null : value),
  imageRefSchema.nullable().optional(),
);

/** Pictures besides the main one, as stored names or the URLs this server answered. */
export function imageList(max: number, tooMany: string) {
  return z.array(imageRefSchema, { error: INVALID_IMAGE }).max(max, tooMany);
}

/** A category that must be one of `values`; missing says `required`. */
export function categorySchema<const T extends readonly [string, ...string[]]>(values: T, required: string) {
  return z.enum(values, { error: (issue) => (isMissing(issue.input) ? required : INVALID_CATEGORY) });
}

/** `{ id }` of a path like /api/destinations/:id, with the module's own text for a bad id. */
export function recordIdInput(message: string) {
  return z.object({
    id: recordId(message),
  });
}

/** page, limit (capped) and search: what every public list takes. */
export function listFields(defaultLimit: number) {
  return { page: pageSchema, limit: limitSchema(defaultLimit), search: searchSchema };
}

/** A list's category filter: missing, empty or `all` means every category. */
export function categoryFilter<const T extends readonly [string, ...string[]]>(values: T) {
  return optionalFilter(z.enum(values, { error: INVALID_CATEGORY }));
}

/** What a delete answers. */
export const deletedOutput = z.object({ id: z.number().int() });
export type Deleted = z.infer<typeof deletedOutput>;

/**
 * A WhatsApp number as people type it (0812…, +62 812…, with spaces or dashes), stored as its
 * digits (62812…). `required` is the text for a number left out; without it an empty one is
 * `invalid` too.
 */
export function whatsAppNumber(texts: { invalid: string; required?: string }) {
  const required = texts.required ?? texts.invalid;
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : texts.invalid) })
    .trim()
    .min(1, { error: required, abort: true })
    .max(30, { error: texts.invalid, abort: true })
    .transform((value, ctx) => {
      const digits = normalizeWhatsApp(value);
      if (digits === null) {
        ctx.addIssue({ code: 'custom', message: texts.invalid });
        return z.NEVER;
      }
      return digits;
    });
}
