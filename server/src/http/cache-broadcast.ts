import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { listenToChannel } from '../db/pg-listener.ts';
import type { PublicCache } from './public-cache.ts';

const CHANNEL = 'island_public_cache';
const NOTIFY_PATIENCE_MS = 1000;

/**
 * Several instances on one PostgreSQL keep their public caches right together: each local
 * invalidation is sent as a NOTIFY, and each instance LISTENs and drops the same tags. While the
 * listening connection is down, notices may be missed, so on every (re)connection the whole
 * cache is dropped.
 */
export function connectCacheBroadcast(cache: PublicCache, databaseUrl: string, log: FastifyBaseLogger) {
  let sender: pg.Client | null = null;
  // The listening connection is one client: its notices go out one after another (pg refuses a
  // query sent before the previous one answered from pg 9 on, and warns today). A burst of writes
  // queues here, each waiting for its own notice as before.
  let queue: Promise<unknown> = Promise.resolve();
  const notify = (client: pg.Client, payload: string) => {
    const sent = queue.then(() => client.query('select pg_notify($1, $2)', [CHANNEL, payload]));
    queue = sent.catch(() => undefined);
    return sent;
  };
  const channel = listenToChannel(databaseUrl, CHANNEL, log, {
    onNotice(payload) {
      void cache.invalidate(payload.split(',').filter(Boolean), { broadcast: false });
    },
    onListening(client) {
      sender = client;
      queue = Promise.resolve();
      void cache.invalidate(['*'], { broadcast: false });
    },
    onLost() {
      sender = null;
    },
  });

  // Awaited before the write's answer leaves, so other instances have been told by then. Best
  // effort: an instance that misses a notice while disconnected drops everything on reconnect.
  // A connection that died without telling yet must not hold a write's answer: wait a second at most.
  cache.onInvalidate(async (tags) => {
    let timer: NodeJS.Timeout | undefined;
    const patience = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, NOTIFY_PATIENCE_MS);
    });
    try {
      await Promise.race([sender ? notify(sender, tags.join(',')) : undefined, patience]);
    } catch (error) {
      log.warn({ err: error }, 'cache broadcast failed');
    } finally {
      clearTimeout(timer);
    }
  });

  return {
    close() {
      sender = null;
      return channel.close();
    },
  };
}
