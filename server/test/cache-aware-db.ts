import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { PublicCache } from '../src/http/public-cache.ts';
import type { SessionCache } from '../src/security/session-cache.ts';

const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode']);

/**
 * Tests that arrange rows straight in the database (bypassing the procedures, which invalidate
 * the public-answer cache themselves) use the database through this plugin: every write they
 * make drops the app's cached public answers and checked sessions, as a procedure's write would.
 */
export class CacheAwareWrites implements KyselyPlugin {
  private readonly writes = new WeakSet<object>();

  constructor(
    private readonly cache: PublicCache,
    private readonly sessions?: SessionCache,
  ) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (WRITES.has(args.node.kind)) this.writes.add(args.queryId);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.writes.has(args.queryId)) {
      this.sessions?.forgetAll();
      await this.cache.invalidate(['*']);
    }
    return args.result;
  }
}
