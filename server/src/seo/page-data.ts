import { PAGE_DATA_ID } from '@island/shared';
import { callTRPCProcedure } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import { appRouter } from '../app-router.ts';
import type { Context } from '../trpc/context.ts';
import { scriptJson } from './head-html.ts';
import type { SpaRoute } from './page-heads.ts';

/** Answers of public reads without input, by procedure path (`{ "home.get": … }`). */
export type PageData = Readonly<Record<string, unknown>>;

/** A public read without input, answered as it is to a visitor without a token. */
export type VisitorRead = (req: FastifyRequest, path: string) => Promise<unknown>;

/**
 * The public reads a page's first screen paints, sent with the page so the app need not ask for
 * them after its script has run (a round trip on a weak signal, before the hero picture is even
 * named). The home page: home.get, which the header and footer read too.
 */
export function pageReads(route: SpaRoute): readonly string[] {
  return route.kind === 'page' && route.path === '/' ? ['home.get'] : [];
}

/**
 * Calls a procedure as both doors do (same middleware, same output schema), as a visitor without
 * a token: the page is cached and served to everyone, so it never carries anyone's own answer.
 */
export function visitorReader(createContext: (req: FastifyRequest) => Context): VisitorRead {
  return (req, path) =>
    callTRPCProcedure({
      router: appRouter,
      path,
      type: 'query',
      ctx: { ...createContext(req), token: null, getSession: async () => null, getUser: async () => null },
      getRawInput: async () => undefined,
      signal: undefined,
      batchIndex: 0,
    });
}

/** The answers of a page's reads, or null when it has none. */
export async function readPageData(read: VisitorRead, req: FastifyRequest, paths: readonly string[]): Promise<PageData | null> {
  if (paths.length === 0) return null;
  const answers = await Promise.all(paths.map((path) => read(req, path)));
  return Object.fromEntries(paths.map((path, i) => [path, answers[i]]));
}

/**
 * The block the app reads before its first render: JSON that never runs (a data block, which
 * the CSP does not concern), escaped so that no text in it can end the element.
 */
export function pageDataBlock(data: PageData): string {
  return `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(data)}</script>`;
}
