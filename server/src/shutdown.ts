import { TEXTS } from '@island/shared';
import type { FastifyInstance } from 'fastify';
import { failure } from './rest/envelope.ts';

/** How long answers tell keep-alive clients to close before the server stops listening. */
const DRAIN_MS = 1000;

/**
 * A graceful stop on SIGTERM/SIGINT. First a short drain: every answer says `Connection: close`,
 * so keep-alive clients end their connections themselves after the answer they are waiting for
 * (closing a connection from this side at the moment a client sends on it is what resets
 * requests). Then stop accepting connections, let requests in flight finish, close the idle
 * keep-alive connections left, close the database (the app's onClose) and exit — after
 * `timeoutMs` at the latest. Register before the app listens (it adds a hook).
 */
export function installGracefulShutdown(app: FastifyInstance, timeoutMs: number, exit: (code: number) => void = process.exit) {
  let closing = false;
  app.addHook('onSend', async (_req, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  // A load balancer that asks for health while this instance drains stops sending it work.
  app.addHook('onRequest', async (req, reply) => {
    if (closing && req.url.split('?')[0] === '/api/health') {
      return reply.code(503).send(failure('UNAVAILABLE', TEXTS.unavailable));
    }
  });

  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error('requests still running at the shutdown deadline; exiting');
      app.server.closeAllConnections();
      exit(1);
    }, timeoutMs);
    deadline.unref();
    await new Promise((resolve) => setTimeout(resolve, Math.min(DRAIN_MS, timeoutMs / 4)));
    try {
      await app.close();
      clearTimeout(deadline);
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      exit(1);
    }
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));
  return shutdown;
}
