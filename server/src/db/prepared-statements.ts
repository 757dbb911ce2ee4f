import type pg from 'pg';

/**
 * Named statements one connection keeps at most. The server's statements are built from code,
 * values travel as parameters, so their number is small and fixed (some dozens for the public
 * site); the bound keeps a connection's memory in the database bounded whatever happens, and
 * statements beyond it simply run unnamed, parsed and planned each time as before.
 */
export const MAX_PREPARED_PER_CONNECTION = 200;

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Makes every parameterised statement a connection runs a named, prepared one, the first time it
 * meets that text. PostgreSQL then parses it once per connection instead of on every query and,
 * after five runs, keeps a generic plan where that plan costs no more than planning anew (its own
 * rule, `plan_cache_mode = auto`). The home page's statement, four aggregated subqueries, costs
 * the database a third of its unnamed cost; a list page four fifths (docs/performance.md).
 * Statements without parameters (migrations, `begin`, `commit`) keep the simple protocol, which
 * also allows several statements in one text.
 * Off behind a pooler that hands one session's statements to another (PgBouncer in transaction
 * mode): `DATABASE_PREPARED_STATEMENTS=false`.
 */
export function prepareStatementsOf(client: pg.PoolClient): void {
  const names = new Map<string, string>();
  const query = client.query.bind(client) as QueryFn;
  const named: QueryFn = (text, values, ...rest) => {
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0 || rest.length > 0) return query(text, values, ...rest);
    let name = names.get(text);
    if (name === undefined && names.size < MAX_PREPARED_PER_CONNECTION) {
      name = `island_${names.size}`;
      names.set(text, name);
    }
    return name === undefined ? query(text, values) : query({ name, text, values });
  };
  client.query = named as typeof client.query;
}
