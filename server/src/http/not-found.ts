import { TEXTS } from '@island/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../rest/envelope.ts';

/** Paths that belong to the API: unknown ones answer JSON 404, never the SPA. */
const API_PREFIXES = ['/api/', '/trpc/', '/uploads/'];

export interface NotFoundOptions {
  /** Answers a page address with the client's index.html (http/spa-index.ts); null without a client build. */
  sendPage: ((req: FastifyRequest, reply: FastifyReply) => unknown) | null;
}

/**
 * What no route answers: a GET outside the API is a page address of the single-page app, which
 * renders its own view (unknown pages included); anything else is the JSON 404 of the API.
 */
export const notFound = fp(
  async (app: FastifyInstance, { sendPage }: NotFoundOptions) => {
    app.setNotFoundHandler((req, reply) => {
      const url = req.url.split('?')[0] ?? '/';
      if (req.method !== 'GET' || API_PREFIXES.some((p) => url.startsWith(p)) || url === '/api' || !sendPage) {
        return reply.code(404).send(failure('NOT_FOUND', TEXTS.routeNotFound));
      }
      return sendPage(req, reply);
    });
  },
  { name: 'not-found' },
);
