import { type AnyTRPCRouter, callTRPCProcedure } from '@trpc/server';
import type { Context } from './context.ts';

interface ProcedureCall {
  /** The dotted path tRPC calls it by ('home.get'). */
  path: string;
  type: 'query' | 'mutation';
  ctx: Context;
  /** The raw input, before the procedure's schema (undefined for none). */
  input: unknown;
}

/**
 * Calls a procedure by its path from outside tRPC's own HTTP handler, as that handler would: the
 * same middleware (guard, text rule, audit, cache), the same input and output schemas, the same
 * errors thrown. The REST door and the pages rendered on the server call procedures this way.
 * The router is passed in (the app's, from app-router.ts) so trpc/ never imports the modules.
 */
export function callProcedure(router: AnyTRPCRouter, { path, type, ctx, input }: ProcedureCall): Promise<unknown> {
  return callTRPCProcedure({ router, path, type, ctx, getRawInput: async () => input, signal: undefined, batchIndex: 0 });
}
