import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database.ts';

/**
 * A statement whose text and values come from code alone, the same on every request (the home
 * page's four aggregated subqueries): built and compiled once per database handle and argument,
 * then only executed. Kysely otherwise builds the statement's tree and compiles it to text on
 * every request, which for the home page was a twelfth of the server's time per uncached answer
 * (docs/performance.md). Never for a statement with a value from a request or the clock: `arg`
 * is a value from code (the home page's testimonial count), and each one is kept.
 */
export function compiledOnce<A extends string | number, R>(build: (db: Db, arg: A) => Compilable<R>): (db: Db, arg: A) => Promise<R[]> {
  const kept = new WeakMap<Db, Map<A, CompiledQuery<R>>>();
  return async (db, arg) => {
    let byArg = kept.get(db);
    if (!byArg) {
      byArg = new Map();
      kept.set(db, byArg);
    }
    let query = byArg.get(arg);
    if (!query) {
      query = build(db, arg).compile();
      byArg.set(arg, query);
    }
    return (await db.executeQuery(query)).rows;
  };
}
