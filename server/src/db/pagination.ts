import { buildPagination, type Pagination } from '@island/shared';
import { type QueryExecutorProvider, type SelectQueryBuilder, sql } from 'kysely';

/**
 * Counts of filters kept between requests (the public cache's, http/public-cache.ts): by the
 * count statement's text and values. `keep` may decline (a write came while it was counted).
 */
export interface CountKeeper {
  get(key: string): number | undefined;
  keep(key: string, n: number): void;
}

/** The column that carries the count beside each page row; taken off before the rows are answered. */
const TOTAL = '__page_total';

/**
 * One page of a filtered, ordered query and its pagination, in one statement (decision 0015):
 *
 *   select page.*, (select count(*) … same filter) as total from (… order by … limit … offset …) as page
 *
 * The page keeps its ordered index scan with its limit, and the count is a subquery the database
 * runs once, not a window over the page (which would read every matching row to number it). One
 * statement is one round trip and one pool checkout instead of two. A page past the end has no
 * row to carry the count: only then is the count asked alone (page 1 without rows is a count of 0).
 *
 * With `counts` (a public read's), a filter counted before and not written since runs its page
 * alone: at 20,000 rows the count is most of a list's cost, and it is the same for every page,
 * nonce and tracking parameter of that filter.
 */
export async function fetchPage<DB, TB extends keyof DB, O>(
  db: QueryExecutorProvider,
  query: SelectQueryBuilder<DB, TB, O>,
  page: number,
  limit: number,
  counts?: CountKeeper,
): Promise<{ rows: O[]; pagination: Pagination }> {
  const counted = query.clearSelect().clearOrderBy().clearLimit().clearOffset().select(sql<number>`count(*)::int`.as('n')) as unknown as SelectQueryBuilder<DB, TB, { n: number }>;
  const paged = query.limit(limit).offset((page - 1) * limit);
  let countKey: string | undefined;
  if (counts) {
    const { sql: text, parameters } = counted.compile();
    countKey = `${text}\n${JSON.stringify(parameters)}`;
    const known = counts.get(countKey);
    if (known !== undefined) return { rows: await paged.execute(), pagination: buildPagination(page, limit, known) };
  }
  // The outer select keeps the subquery's order: a plain scan of an ordered subquery.
  const { rows: withTotal } = await sql<O & { [TOTAL]: number }>`select page.*, (${counted}) as ${sql.ref(TOTAL)} from (${paged}) as page`.execute(db);
  let total: number;
  if (withTotal.length > 0) total = withTotal[0]![TOTAL];
  else if (page === 1) total = 0;
  else total = (await counted.executeTakeFirst())?.n ?? 0;
  if (countKey !== undefined) counts!.keep(countKey, total);
  const rows = withTotal.map((row) => {
    const { [TOTAL]: _total, ...rest } = row;
    return rest as unknown as O;
  });
  return { rows, pagination: buildPagination(page, limit, total) };
}
