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

export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const idInput = z.object({ id: idSchema });

export function buildPagination(page: number, limit: number, totalItems: number): Pagination {
  return {
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(totalItems / limit)),
    totalItems,
    itemsPerPage: limit,
  };
}
