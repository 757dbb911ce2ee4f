import type { FastifyInstance } from 'fastify';

/**
 * A graceful stop on SIGTERM/SIGINT: stop accepting connections, let requests in flight finish
 * (their answers say `Connection: close`, so a keep-alive client opens a new connection
 * elsewhere instead of having its next request reset), close idle keep-alive connections, close
 * the database (the app's onClose) and exit — after `timeoutMs` at the latest.
 * Register before the app listens (it adds a hook).
 */
export function installGracefulShutdown(app: FastifyInstance, timeoutMs: number, exit: (code: number) => void = process.exit) {
  let closing = false;
  app.addHook('onSend', async (_req, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
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
    app.server.closeIdleConnections();
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
