import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AppRouter, appRouter, isNoStore, isPublicRead } from '../app-router.ts';
import type { Context } from '../trpc/context.ts';
import { cacheHeaders } from '../http/cache-headers.ts';
import { retryAfterOf } from '../errors.ts';

export interface TrpcDoorOptions {
  createContext: (req: FastifyRequest) => Context;
}

/**
 * The tRPC door, under /trpc: every procedure, single or batched. A batch of public reads asked
 * without a token may be cached like their REST twins; a procedure's unexpected failure is logged
 * with its name (the answer carries no detail).
 */
export async function trpcDoor(app: FastifyInstance, { createContext }: TrpcDoorOptions) {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => createContext(req),
      responseMeta({ ctx, paths, type, errors }) {
        const retryAfter = errors.map(retryAfterOf).find((seconds) => seconds !== undefined);
        if (retryAfter !== undefined) return { headers: { 'retry-after': String(retryAfter), 'cache-control': 'no-store' } };
        if (paths?.some(isNoStore)) return { headers: { 'cache-control': 'no-store' } };
        if (type !== 'query' || errors.length > 0 || !paths || !paths.every(isPublicRead)) return {};
        return { headers: cacheHeaders(Boolean(ctx?.token)) };
      },
      onError({ error, path: procedure }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, procedure }, 'procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
