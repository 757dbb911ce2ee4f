import underPressure from '@fastify/under-pressure';
import { TEXTS } from '@island/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../rest/envelope.ts';

/** Seconds a client is told to wait after a 503 (overload, database down, shutting down). */
export const RETRY_AFTER_SECONDS = 5;

export interface LoadSheddingOptions {
  maxInFlight: number;
  maxEventLoopDelayMs: number;
}

async function shedLoad(app: FastifyInstance, options: LoadSheddingOptions) {
  const shed = failure('UNAVAILABLE', TEXTS.unavailable);

  app.addHook('onSend', async (_req, reply, payload) => {
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return payload;
  });

  let inFlight = 0;
  app.addHook('onRequest', async (_req, reply) => {
    if (inFlight >= options.maxInFlight) return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(shed);
    inFlight++;
    // 'close' fires once whether the answer was sent or the client went away.
    reply.raw.once('close', () => inFlight--);
  });

  if (options.maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      retryAfter: RETRY_AFTER_SECONDS,
      // Answered here; the request goes no further (Fastify stops once a reply is sent).
      pressureHandler: (_req, reply) => {
        void reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(shed);
      },
    });
  }
}

/**
 * Under more load than it can serve, the server answers at once with 503 and Retry-After rather
 * than letting requests queue: when more than `maxInFlight` requests are being served, or when
 * the event loop lags more than `maxEventLoopDelayMs` (the embedded database runs on it).
 * Every 503, whatever produced it, carries Retry-After.
 */
export const loadShedding = fp(shedLoad, { name: 'load-shedding' });
