import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

const RETRY_MS = 2000;

export interface ChannelHandlers {
  /** A notice on the channel, with its payload (never empty). */
  onNotice(payload: string): void;
  /** Listening (again): notices sent while disconnected were missed. */
  onListening(client: pg.Client): void;
  /** The connection is gone; a new one is tried every two seconds until `close`. */
  onLost?(): void;
}

/**
 * One PostgreSQL connection that LISTENs on a channel for this instance, reconnecting after a
 * failure. Several instances on one database tell each other what changed this way (NOTIFY
 * needs no server besides PostgreSQL); what a notice means is the caller's.
 */
export function listenToChannel(databaseUrl: string, channel: string, log: FastifyBaseLogger, handlers: ChannelHandlers) {
  let closed = false;
  let listener: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function connect() {
    if (closed) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', (error) => {
      log.warn({ err: error, channel }, 'notice connection lost');
      retry(client);
    });
    client.on('end', () => retry(client));
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onNotice(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
      listener = client;
      handlers.onListening(client);
    } catch (error) {
      log.warn({ err: error, channel }, 'notice connection cannot connect; retrying');
      retry(client);
    }
  }

  function retry(client: pg.Client) {
    if (listener === client) {
      listener = null;
      handlers.onLost?.();
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
