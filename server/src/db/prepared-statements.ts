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
 * The statements named so far, by the session they live in: node-postgres's connection object.
 * A client is one connection to PostgreSQL, but the embedded database's adapter hands the same
 * connection, and so the same session with its statements, to any client the pool makes anew.
 */
const namedIn = new WeakMap<object, Map<string, string>>();

function namesOf(client: pg.PoolClient): Map<string, string> {
  const session = (client as unknown as { connection?: object }).connection ?? client;
  let names = namedIn.get(session);
  if (!names) {
    names = new Map();
    namedIn.set(session, names);
  }
  return names;
}

/**
 * Makes every parameterised statement a connection runs a named, prepared one, the first time it
 * meets that text. PostgreSQL then parses it once per connection instead of on every query and,
 * after five runs, keeps a generic plan where that plan costs no more than planning anew (its own
 * rule, `plan_cache_mode = auto`). The home page's statement, four aggregated subqueries, costs
 * the database a third of its unnamed cost; a list page four fifths (docs/performance.md).
 * Statements without parameters (migrations, `begin`, `commit`) keep the simple protocol, which
 * also allows several statements in one text.
 * On the embedded database too (embedded.ts).
 * Off behind a pooler that hands one session's statements to another (PgBouncer in transaction
 * mode): `DATABASE_PREPARED_STATEMENTS=false`.
 */
export function prepareStatementsOf(client: pg.PoolClient): void {
  const names = namesOf(client);
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
