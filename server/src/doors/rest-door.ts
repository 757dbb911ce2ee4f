import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cacheHeaders } from '../http/cache-headers.ts';
import { appRouter, PROCEDURES } from '../app-router.ts';
import { callProcedure } from '../trpc/call-procedure.ts';
import type { Context } from '../trpc/context.ts';
import type { ProcedureEntry } from '../trpc/procedure-table.ts';
import { findUnsafeText } from '@island/shared';
import { unsafeText } from '../errors.ts';
import { toFailure } from '../rest/envelope.ts';
import { REST_BODY_LIMIT, type RestFacts, type RestRequestParts } from '../rest/rest-facts.ts';
import { liberalQuery } from '../rest/liberal-input.ts';
import { restAnswer, type RestAnswer } from '../rest/text-ids.ts';

/** One row of the REST table: a path and the procedure that answers it. */
export interface RestRow extends RestFacts {
  procedure: ProcedureEntry;
  /** The answer's REST form when the row declares fields as text (`asText`); null otherwise. */
  answer: RestAnswer | null;
}

/** The REST table, derived from the procedures' meta. */
export function restTable(procedures: readonly ProcedureEntry[] = PROCEDURES): RestRow[] {
  return procedures.flatMap((procedure) => {
    const facts = procedure.meta.rest;
    if (!facts) return [];
    const list: readonly RestFacts[] = Array.isArray(facts) ? facts : [facts as RestFacts];
    return list.map((row) => ({ ...row, procedure, answer: restAnswer(procedure.output, row.asText, `${row.method} ${row.path}`) }));
  });
}

function defaultInput({ params, query, body }: RestRequestParts): unknown {
  const fromBody = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
  return { ...query, ...fromBody, ...params };
}

/**
 * The REST door: each row of the table is a thin adapter that builds the raw input from the
 * request, calls the procedure as tRPC would (same middleware, same input schema, same output
 * schema) and wraps the answer in the envelope.
 */
export async function restDoor(app: FastifyInstance, { createContext }: { createContext: (req: FastifyRequest) => Context }) {
  for (const row of restTable()) {
    const { procedure } = row;
    app.route({
      method: row.method,
      url: row.path,
      bodyLimit: row.bodyLimit ?? (row.method === 'GET' || row.method === 'DELETE' ? REST_BODY_LIMIT.read : REST_BODY_LIMIT.write),
      // Read by the public-answer cache to find the tags of what this path shows.
      config: { procedurePath: procedure.path },
      handler: async (req, reply) => {
        const parts: RestRequestParts = {
          params: req.params as Record<string, string>,
          query: liberalQuery(req.query as Record<string, unknown>),
          body: req.body,
        };
        try {
          // Every query parameter and path segment, also those a row's input does not read.
          const unsafe = findUnsafeText({ ...parts.query, ...parts.params });
          if (unsafe !== null) throw unsafeText(unsafe);
          const input = (row.input ?? defaultInput)(parts);
          const answer: unknown = await callProcedure(appRouter, { path: procedure.path, type: procedure.type, ctx: createContext(req), input });
          const data = row.answer ? row.answer.convert.parse(answer) : answer;
          const message = typeof row.message === 'function' ? row.message(data as never) : row.message;
          reply.code(row.status ?? 200);
          if (req.method === 'GET' && procedure.meta.publicRead) reply.headers(cacheHeaders(Boolean(req.headers.authorization)));
          if (req.method !== 'GET' || procedure.meta.noStore) reply.header('cache-control', 'no-store');
          return { success: true, data, ...(message ? { message } : {}) };
        } catch (error) {
          const { status, body, retryAfter } = toFailure(error, req.log);
          if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
          return reply.code(status).send(body);
        }
      },
    });
  }
}
