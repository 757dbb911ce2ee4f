import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { connectSessionBroadcast } from '../security/session-broadcast.ts';
import type { SessionCache } from '../security/session-cache.ts';
import { connectCacheBroadcast } from './cache-broadcast.ts';
import type { PublicCache } from './public-cache.ts';

export interface InstanceBroadcastsOptions {
  /** The shared PostgreSQL; with the embedded database there is one instance and nothing to hear. */
  databaseUrl: string | undefined;
  publicCache: PublicCache;
  sessions: SessionCache;
}

/**
 * Several instances on one PostgreSQL hear each other: public answers a write on another
 * instance changed are dropped here, and sessions ended or accounts changed there (or by the
 * command line) are forgotten here. The listening connections close with the app.
 */
export const instanceBroadcasts = fp(
  async (app: FastifyInstance, { databaseUrl, publicCache, sessions }: InstanceBroadcastsOptions) => {
    if (!databaseUrl) return;
    const cacheBroadcast = connectCacheBroadcast(publicCache, databaseUrl, app.log);
    app.addHook('onClose', () => cacheBroadcast.close());
    const sessionBroadcast = connectSessionBroadcast(sessions, databaseUrl, app.log);
    app.addHook('onClose', () => sessionBroadcast.close());
  },
  { name: 'instance-broadcasts' },
);
