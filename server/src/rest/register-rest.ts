import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cacheHeaders } from '../http-cache.ts';
import { createCaller } from '../trpc/app-router.ts';
import type { Context } from '../trpc/context.ts';
import { toFailure } from './envelope.ts';
import type { RestRequestParts, RestRoute } from './rest-route.ts';

function defaultInput({ params, query, body }: RestRequestParts): unknown {
  const fromBody = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
  return { ...query, ...fromBody, ...params };
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
          if (route.cache && req.method === 'GET') reply.headers(cacheHeaders(Boolean(req.headers.authorization)));
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
