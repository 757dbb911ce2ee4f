import { PAGE_DATA_ID } from '@island/shared';
import type { FastifyRequest } from 'fastify';
import { type AppCaller, appRouter, createCaller } from '../app-router.ts';
import { callProcedure } from '../trpc/call-procedure.ts';
import type { Context } from '../trpc/context.ts';
import { scriptJson } from './head-html.ts';
import type { SpaRoute } from '../addresses/site-routes.ts';

/** Answers of public reads without input, by procedure path (`{ "home.get": … }`). */
export type PageData = Readonly<Record<string, unknown>>;

/**
 * The public procedures as a visitor without a token calls them, for one request: typed through
 * `caller`, or by path through `read` (a read without input). Pages are cached and served to
 * everyone, so what is made from these never carries anyone's own answer.
 */
interface Visitor {
  caller: AppCaller;
  read(path: string): Promise<unknown>;
}

/** The visitor of a request (its origin and address; never its token). */
export type VisitorRead = (req: FastifyRequest) => Visitor;

/**
 * The public reads a page's first screen paints, sent with the page so the app need not ask for
 * them after its script has run (a round trip on a weak signal, before the hero picture is even
 * named). The home page: home.get, which the header and footer read too.
 */
export function pageReads(route: SpaRoute): readonly string[] {
  return route.kind === 'page' && route.path === '/' ? ['home.get'] : [];
}

/** Calls procedures as both doors do (same middleware, same output schemas), as a visitor. */
export function visitorReader(createContext: (req: FastifyRequest) => Context): VisitorRead {
  return (req) => {
    const ctx: Context = { ...createContext(req), token: null, getSession: async () => null, getUser: async () => null };
    return { caller: createCaller(ctx), read: (path) => callProcedure(appRouter, { path, type: 'query', ctx, input: undefined }) };
  };
}

/** The answers of a page's reads, or null when it has none. */
export async function readPageData(visitor: Visitor, paths: readonly string[]): Promise<PageData | null> {
  if (paths.length === 0) return null;
  // eslint-disable-next-line no-restricted-syntax -- procedures called as a visitor: each on the pool, never in a transaction
  const answers = await Promise.all(paths.map((path) => visitor.read(path)));
  return Object.fromEntries(paths.map((path, i) => [path, answers[i]]));
}

/**
 * The block the app reads before its first render: JSON that never runs (a data block, which
 * the CSP does not concern), escaped so that no text in it can end the element.
 */
export function pageDataBlock(data: PageData): string {
  return `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(data)}</script>`;
}
