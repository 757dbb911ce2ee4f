import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { PublicCache } from './public-cache.ts';

const CHANNEL = 'island_public_cache';
const RETRY_MS = 2000;
const NOTIFY_PATIENCE_MS = 1000;

/**
 * Several instances on one PostgreSQL keep their public caches right together: each local
 * invalidation is sent as a NOTIFY, and each instance LISTENs and drops the same tags. While the
 * listening connection is down, notices may be missed, so on every (re)connection the whole
 * cache is dropped.
 */
export function connectCacheBroadcast(cache: PublicCache, databaseUrl: string, log: FastifyBaseLogger) {
  let closed = false;
  let listener: pg.Client | null = null;
  let sender: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function connect() {
    if (closed) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', (error) => {
      log.warn({ err: error }, 'cache broadcast connection lost');
      retry(client);
    });
    client.on('end', () => retry(client));
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      const tags = message.payload.split(',').filter(Boolean);
      void cache.invalidate(tags, { broadcast: false });
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      listener = client;
      sender = client;
      void cache.invalidate(['*'], { broadcast: false });
    } catch (error) {
      log.warn({ err: error }, 'cache broadcast cannot connect; retrying');
      retry(client);
    }
  }

  function retry(client: pg.Client) {
    if (listener === client) listener = sender = null;
    client.end().catch(() => {});
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, RETRY_MS);
    timer.unref();
  }

  // Awaited before the write's answer leaves, so other instances have been told by then. Best
  // effort: an instance that misses a notice while disconnected drops everything on reconnect.
  // A connection that died without telling yet must not hold a write's answer: wait a second at most.
  cache.onInvalidate(async (tags) => {
    let timer: NodeJS.Timeout | undefined;
    const patience = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, NOTIFY_PATIENCE_MS);
    });
    try {
      await Promise.race([sender?.query('select pg_notify($1, $2)', [CHANNEL, tags.join(',')]), patience]);
    } catch (error) {
      log.warn({ err: error }, 'cache broadcast failed');
    } finally {
      clearTimeout(timer);
    }
  });

  void connect();

  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const client = listener;
      listener = sender = null;
      await client?.end().catch(() => {});
    },
  };
}
