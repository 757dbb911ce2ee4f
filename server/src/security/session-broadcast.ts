import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { SessionCache } from './session-cache.ts';

/** The channel the tables' triggers notify (migrations/0009_sessions.ts). */
const CHANNEL = 'island_auth';
const RETRY_MS = 2000;

/**
 * Several instances on one PostgreSQL: triggers on the account, session and two-step tables
 * NOTIFY at commit whatever process made the change (another instance, the operator's command
 * line), with the account's id or '*'; each instance LISTENs and forgets those sessions. While
 * the listening connection is down the cache believes an entry for a second at most.
 */
export function connectSessionBroadcast(cache: SessionCache, databaseUrl: string, log: FastifyBaseLogger) {
  let closed = false;
  let listener: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function connect() {
    if (closed) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', (error) => {
      log.warn({ err: error }, 'session broadcast connection lost');
      retry(client);
    });
    client.on('end', () => retry(client));
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      if (message.payload === '*') cache.forgetAll();
      else cache.forgetUser(Number(message.payload));
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      listener = client;
      cache.setHeard(true);
    } catch (error) {
      log.warn({ err: error }, 'session broadcast cannot connect; retrying');
      retry(client);
    }
  }

  function retry(client: pg.Client) {
    if (listener === client) {
      listener = null;
      cache.setHeard(false);
    }
    client.end().catch(() => {});
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, RETRY_MS);
    timer.unref();
  }

  void connect();

  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
    },
  };
}
