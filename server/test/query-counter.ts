import type { KyselyPlugin } from 'kysely';

/**
 * Counts the queries a database handle runs (give it to createTestApp's `dbPlugins`). Counted as
 * each answers, not as each compiles: a statement compiled once (db/compiled-once.ts) is run
 * again without compiling.
 */
export class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: Parameters<KyselyPlugin['transformQuery']>[0]) {
    return args.node;
  }
  async transformResult(args: Parameters<KyselyPlugin['transformResult']>[0]) {
    this.count += 1;
    return args.result;
  }
}
