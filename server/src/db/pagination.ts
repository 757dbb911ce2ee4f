import { buildPagination, type Pagination } from '@island/shared';
import { type SelectQueryBuilder, sql } from 'kysely';
import { readTogether } from './reads.ts';

/**
 * One page of a filtered, ordered query and its pagination: the page itself (which an ordered
 * index answers without reading the rest) and one count of the same filter, sent together on
 * the pool and one after the other in a transaction (see readTogether). A window count in the page query would make every page read every matching row.
 */
export async function fetchPage<DB, TB extends keyof DB, O>(
  db: { readonly isTransaction: boolean },
  query: SelectQueryBuilder<DB, TB, O>,
  page: number,
  limit: number,
): Promise<{ rows: O[]; pagination: Pagination }> {
  const [rows, counted] = await readTogether(db, [
    () =>
      query
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
    () =>
      query
        .clearSelect()
        .clearOrderBy()
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirst() as Promise<{ n: number } | undefined>,
  ]);
  return { rows, pagination: buildPagination(page, limit, counted?.n ?? 0) };
}
