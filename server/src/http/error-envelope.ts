import { APP_ERRORS, appErrorCodeOfStatus, TEXTS } from '@island/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/availability.ts';
import { failure } from '../rest/envelope.ts';

/**
 * Errors that reach Fastify (not those the procedures answer themselves: a body it could not
 * parse or that is too large, a route's unexpected throw) answer in the same failure envelope as
 * the API: a database that cannot be reached is 503 UNAVAILABLE; a 4xx keeps its status with the
 * code and text of that status (a 400 is a body that could not be parsed); anything else is 500,
 * its detail in the log only.
 */
export const errorEnvelope = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: { statusCode?: number; message?: string }, req, reply) => {
      if (isDatabaseUnavailable(error)) return reply.code(503).send(failure('UNAVAILABLE', TEXTS.unavailable));
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status >= 500) req.log.error({ err: error }, 'unhandled error');
      const code = appErrorCodeOfStatus(status);
      const message = status === 400 ? TEXTS.invalidJson : APP_ERRORS[code].message;
      return reply.code(status).send(failure(code, message));
    });
  },
  { name: 'error-envelope' },
);
