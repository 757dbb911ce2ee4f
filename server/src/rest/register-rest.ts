import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createCaller } from '../trpc/app-router.ts';
import type { Context } from '../trpc/context.ts';
import { toFailure } from './envelope.ts';
import type { RestRequestParts, RestRoute } from './rest-route.ts';

function defaultInput({ params, query, body }: RestRequestParts): unknown {
  const fromBody = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
  return { ...query, ...fromBody, ...params };
}

/** Public reads get an ETag and a short shared cache; anything sent with a token stays private. */
function sendCached(req: FastifyRequest, reply: FastifyReply, payload: string) {
  // Some reads answer staff more rows than visitors: a copy stored for one must not serve the other.
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Authorization` : 'Authorization');
  if (req.headers.authorization) {
    reply.header('cache-control', 'private, no-cache');
    return reply.type('application/json; charset=utf-8').send(payload);
  }
  const etag = `W/"${crypto.createHash('sha1').update(payload).digest('base64url')}"`;
  reply.header('etag', etag).header('cache-control', 'public, max-age=60, stale-while-revalidate=300');
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(payload);
}

/** Registers every row of the REST table as a thin adapter over its tRPC procedure. */
export function registerRestRoutes(
  app: FastifyInstance,
  routes: RestRoute[],
  createContext: (req: FastifyRequest) => Context,
) {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (req, reply) => {
        const parts: RestRequestParts = {
          params: req.params as Record<string, string>,
          query: req.query as Record<string, unknown>,
          body: req.body,
        };
        try {
          const input = (route.input ?? defaultInput)(parts);
          const data = await route.call(createCaller(createContext(req)), input as never);
          const message = typeof route.message === 'function' ? route.message(data as never) : route.message;
          const body = { success: true, data, ...(message ? { message } : {}) };
          reply.code(route.status ?? 200);
          if (route.cache && req.method === 'GET') return sendCached(req, reply, JSON.stringify(body));
          if (req.method !== 'GET') reply.header('cache-control', 'no-store');
          return body;
        } catch (error) {
          const { status, body } = toFailure(error, req.log);
          return reply.code(status).send(body);
        }
      },
    });
  }
}
