import type { KyselyPlugin } from 'kysely';

/** Counts the queries a database handle runs (give it to createTestApp's `dbPlugins`). */
export class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: Parameters<KyselyPlugin['transformQuery']>[0]) {
    this.count += 1;
    return args.node;
  }
  async transformResult(args: Parameters<KyselyPlugin['transformResult']>[0]) {
    return args.result;
  }
}
