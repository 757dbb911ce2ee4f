/**
 * Guards run before anything touches the database (trpc/procedures.ts): a caller a procedure
 * refuses is refused from the session alone, before the audit snapshot, the record's lookup and
 * the input schema. Derived from the router: every procedure that requires sign-in, on both
 * doors, with the ids one above the 32-bit range that once reached PostgreSQL this way.
 */

import { ROLES, type Role } from '@island/shared';
import {
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  PostgresQueryCompiler,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestResponse, trpcQueryUrl } from '../../test/test-app.ts';
import { PROCEDURES } from '../app-router.ts';
import { restTable } from '../doors/rest-door.ts';
import type { ProcedureEntry } from './procedure-table.ts';

/** Every statement the app sends, as SQL. */
class QueryLog implements KyselyPlugin {
  readonly statements: string[] = [];
  private readonly compiler = new PostgresQueryCompiler();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.statements.push(this.compiler.compileQuery(args.node, args.queryId).sql);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/**
 * The session check (security/sessions.repo.ts: findLiveSession, and the once-a-minute last-seen
 * write): what a signed-in request may cost before its guard. Sessions are cached, so usually
 * not even that.
 */
function isSessionLookup(statement: string): boolean {
  return /^select .* from "user_sessions" as "s" inner join "users" as "u"/.test(statement) || /^update "user_sessions" set "last_seen_at"/.test(statement);
}

const log = new QueryLog();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ dbPlugins: [log] });
});
afterAll(() => t.close());

const OUT_OF_RANGE = '2147483648';
const SIGNED_IN = PROCEDURES.filter((p) => p.meta.signIn !== undefined);
const ROLE_RESTRICTED = SIGNED_IN.filter((p) => p.meta.signIn?.roles !== undefined);

/** The procedure asked on both doors: tRPC (with an out-of-range id) and each REST row (the same in the path). */
function requestsOf(procedure: ProcedureEntry): { label: string; method: string; url: string; body?: unknown }[] {
  const input = { id: Number(OUT_OF_RANGE), reason: 'x' };
  const trpc =
    procedure.type === 'query'
      ? { label: `tRPC ${procedure.path}`, method: 'GET', url: trpcQueryUrl(procedure.path, input) }
      : { label: `tRPC ${procedure.path}`, method: 'POST', url: `/trpc/${procedure.path}`, body: input };
  const rest = restTable([procedure]).map((row) => ({
    label: `${row.method} ${row.path}`,
    method: row.method,
    url: row.path.replace(/:[a-zA-Z]+/g, OUT_OF_RANGE),
    ...(row.method === 'GET' ? {} : { body: { reason: 'x' } }),
  }));
  return [trpc, ...rest];
}

/** The answer's status and the statements it cost. */
async function send(request: { method: string; url: string; body?: unknown }, token?: string): Promise<{ res: TestResponse; statements: string[] }> {
  log.statements.length = 0;
  const res = await t.request(request.method, request.url, { body: request.body, token });
  return { res, statements: [...log.statements] };
}

describe('guards before any database work', () => {
  it('covers the procedures that need them', () => {
    const paths = SIGNED_IN.map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['transportation.update', 'articles.approve', 'articles.update', 'users.delete', 'auth.logout']));
    expect(SIGNED_IN.filter((p) => p.type === 'mutation').length).toBeGreaterThan(40);
    expect(ROLE_RESTRICTED.length).toBeGreaterThan(40);
  });

  it('answers an anonymous caller 401 without a single query, on both doors', async () => {
    const failures: string[] = [];
    for (const procedure of SIGNED_IN) {
      for (const request of requestsOf(procedure)) {
        const { res, statements } = await send(request);
        if (res.status !== 401 || statements.length > 0) failures.push(`${request.label}: ${res.status}, ${statements.length} queries ${statements.join(' | ')}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers a stale token 401 after the session lookup alone', async () => {
    const token = await t.tokenFor(t.users.msme.id);
    await t.db.updateTable('user_sessions').set({ ended_at: new Date() }).where('user_id', '=', t.users.msme.id).execute();
    const failures: string[] = [];
    for (const procedure of SIGNED_IN.filter((p) => p.type === 'mutation')) {
      const [request] = requestsOf(procedure);
      const { res, statements } = await send(request!, token);
      const others = statements.filter((s) => !isSessionLookup(s));
      if (res.status !== 401 || others.length > 0) failures.push(`${request!.label}: ${res.status}, ${others.join(' | ')}`);
    }
    expect(failures).toEqual([]);
    // Sign the msme account in again for the tests below.
    t.users.msme.token = await t.tokenFor(t.users.msme.id);
  });

  it('answers a role outside the procedure’s 403 after the session lookup alone, on both doors', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const procedure of ROLE_RESTRICTED) {
      const allowed = procedure.meta.signIn?.roles ?? [];
      for (const role of ROLES.filter((r: Role) => !allowed.includes(r))) {
        for (const request of requestsOf(procedure)) {
          const { res, statements } = await send(request, t.users[role].token);
          const others = statements.filter((s) => !isSessionLookup(s));
          checked += 1;
          if (res.status !== 403 || others.length > 0) failures.push(`${role} ${request.label}: ${res.status}, ${others.join(' | ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('lets the allowed role through to the lookup: a missing record is its 404, not the guard’s', async () => {
    const { res, statements } = await send({ method: 'PUT', url: '/api/transportation/2000000000', body: { name: 'KM Uji', phone: '0812-4190-3377', departureTime: '07:00', dockLocation: 'Dermaga', duration: '60 menit' } }, t.users.admin.token);
    expect(res.status).toBe(404);
    expect(statements.filter((s) => !isSessionLookup(s)).length).toBeGreaterThan(0);
  });
});
