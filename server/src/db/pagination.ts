import { buildPagination, type Pagination } from '@island/shared';
import { type SelectQueryBuilder, sql } from 'kysely';

/**
 * One page of a filtered, ordered query and its pagination, in one round trip: the total rides
 * along as a window count. Only a page past the end (no rows to carry it) costs a second count.
 */
export async function fetchPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: number,
  limit: number,
): Promise<{ rows: O[]; pagination: Pagination }> {
  const rows = (await query
    .select(sql<number>`(count(*) over())::int`.as('total_count'))
    .limit(limit)
    .offset((page - 1) * limit)
    .execute()) as (O & { total_count: number })[];
  let total = rows[0]?.total_count;
  if (total === undefined) {
    total =
      page > 1
        ? ((await query
            .clearSelect()
            .clearOrderBy()
            .select(sql<number>`count(*)::int`.as('n'))
            .executeTakeFirst()) as { n: number } | undefined)?.n ?? 0
        : 0;
  }
  const clean = rows.map(({ total_count: _count, ...row }) => row as O);
  return { rows: clean, pagination: buildPagination(page, limit, total) };
}
