import type { AnyTRPCProcedure, TRPCRouterRecord } from '@trpc/server';
import type { ProcedureMeta } from './init.ts';

export interface ProcedureEntry {
  /** The dotted path tRPC calls it by ('packages.list'). */
  path: string;
  type: 'query' | 'mutation';
  meta: ProcedureMeta;
  /** The procedure's input parsers and output parser (zod schemas), for the OpenAPI document. */
  inputs: readonly unknown[];
  output: unknown;
}

function isProcedure(value: AnyTRPCProcedure | TRPCRouterRecord): value is AnyTRPCProcedure {
  return typeof value === 'function';
}

/**
 * Every query and mutation of a router with its meta, in declaration order. Read once at start:
 * the REST table and the set of public reads are derived from it.
 */
export function procedureTable(record: TRPCRouterRecord, prefix = ''): ProcedureEntry[] {
  return Object.entries(record).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (!isProcedure(value)) return procedureTable(value, path);
    const { type } = value._def;
    if (type === 'subscription') return [];
    // tRPC types meta per router, not per procedure; every procedure here is built from
    // trpc/procedures.ts, whose meta is ProcedureMeta (trpc/init.ts).
    const meta = (value._def.meta ?? {}) as ProcedureMeta;
    const { inputs, output } = value._def as { inputs?: readonly unknown[]; output?: unknown };
    return [{ path, type, meta, inputs: inputs ?? [], output }];
  });
}
