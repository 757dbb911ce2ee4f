import type { FastifyBaseLogger } from 'fastify';
import { listenToChannel } from '../db/pg-listener.ts';
import type { SessionCache } from './session-cache.ts';

/** The channel the tables' triggers notify (migrations/0009_sessions.ts). */
const CHANNEL = 'island_auth';

/**
 * Several instances on one PostgreSQL: triggers on the account, session and two-step tables
 * NOTIFY at commit whatever process made the change (another instance, the operator's command
 * line), with the account's id or '*'; each instance LISTENs and forgets those sessions. While
 * the listening connection is down the cache believes an entry for a second at most.
 */
export function connectSessionBroadcast(cache: SessionCache, databaseUrl: string, log: FastifyBaseLogger) {
  return listenToChannel(databaseUrl, CHANNEL, log, {
    onNotice(payload) {
      if (payload === '*') cache.forgetAll();
      else cache.forgetUser(Number(payload));
    },
    onListening() {
      cache.setHeard(true);
    },
    onLost() {
      cache.setHeard(false);
    },
  });
}
