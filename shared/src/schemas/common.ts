import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { isPlainText, UNSAFE_TEXT_MESSAGE } from './plain-text.ts';

/**
 * Optional list filters treat a missing value, an empty string and `all` alike: no filter
 * (docs/rest.md, Lists and filters). Query strings arrive as text, so numbers are coerced by the schema given.
 */
export function optionalFilter<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (value === undefined || value === null || value === '' || value === 'all' ? undefined : value),
    schema.optional(),
  );
}

export const pageSchema = z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1);

/** `limit` is capped on the server whatever the client asks (docs/rest.md, Lists and filters). */
export function limitSchema(defaultLimit: number = LIMITS.defaultPageSize) {
  return z.coerce
    .number()
    .int()
    .min(1)
    .catch(defaultLimit)
    .transform((n) => Math.min(n, LIMITS.maxPageSize))
    .default(defaultLimit);
}

export const searchSchema = optionalFilter(
  z.string().trim().max(LIMITS.searchMax, { abort: true }).refine(isPlainText, UNSAFE_TEXT_MESSAGE),
);

export const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  itemsPerPage: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/**
 * The range of a PostgreSQL `integer` column, which holds every id, price, capacity, count and
 * rating here: a value beyond it makes the query fail, so it is refused where input is read.
 */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/**
 * A whole number that fits an `integer` column, from JSON or from text (paths, query strings,
 * forms), with the field's one message for every way it can be wrong (not a number, a fraction,
 * too small, too large). `min` and `max` narrow the range; they never widen it.
 */
export function int32(message: string, range: { min?: number; max?: number } = {}) {
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(Math.max(range.min ?? INT32_MIN, INT32_MIN), message)
    .max(Math.min(range.max ?? INT32_MAX, INT32_MAX), message);
}

/** A record's id (a serial column: 1 and up), with the field's message. */
export function recordId(message: string) {
  return int32(message, { min: 1 });
}

export const INVALID_ID = 'ID tidak valid';
export const idSchema = recordId(INVALID_ID);
export const idInput = z.object({ id: idSchema });

export function buildPagination(page: number, limit: number, totalItems: number): Pagination {
  return {
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(totalItems / limit)),
    totalItems,
    itemsPerPage: limit,
  };
}
