import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../db/database.ts';
import { SessionCache } from '../security/session-cache.ts';
import { instanceBroadcasts } from './instance-broadcasts.ts';
import { PublicCache } from './public-cache.ts';

// Two instances need a PostgreSQL between them: run with DATABASE_URL set (the embedded database
// has one process, and the plugin connects nothing there).
const databaseUrl = process.env.DATABASE_URL;

interface Instance {
  app: FastifyInstance;
  publicCache: PublicCache;
  sessions: SessionCache;
}

let db: Database;
const instances: Instance[] = [];
beforeAll(async () => {
  if (!databaseUrl) return;
  // The session cache reads the database only to check a token; these tests check none.
  db = openDatabase({ kind: 'postgres', url: databaseUrl });
  for (let i = 0; i < 2; i++) {
    const publicCache = new PublicCache();
    const sessions = new SessionCache(db, { sharedDatabase: true });
    const app = Fastify();
    await app.register(instanceBroadcasts, { databaseUrl, publicCache, sessions });
    await app.ready();
    instances.push({ app, publicCache, sessions });
  }
});
afterAll(async () => {
  for (const { app } of instances) await app.close();
  await db?.destroy();
});

/**
 * Sends a notice every 50 ms until `heard` holds, five seconds at most: the listening connections
 * start in the background, and a notice sent before they listen is not heard.
 */
async function sendUntilHeard(send: () => Promise<unknown>, heard: () => boolean): Promise<boolean> {
  for (let i = 0; i < 100 && !heard(); i++) {
    await send();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return heard();
}

describe.skipIf(!databaseUrl)('instances on one PostgreSQL', () => {
  it('drop the public answers another instance invalidated', async () => {
    const [a, b] = instances as [Instance, Instance];
    const keep = () => b.publicCache.store('/api/news', Buffer.from('{}'), {}, ['news'], b.publicCache.begin());
    keep();
    expect(b.publicCache.get('/api/news', 'identity')).toBeDefined();
    const dropped = () => b.publicCache.get('/api/news', 'identity') === undefined;
    expect(await sendUntilHeard(() => a.publicCache.invalidate(['news']), dropped)).toBe(true);
    keep();
    await a.publicCache.invalidate(['other']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(b.publicCache.get('/api/news', 'identity')).toBeDefined();
  });

  it('forget sessions when the account tables notify a change', async () => {
    const [a, b] = instances as [Instance, Instance];
    const spies = [vi.spyOn(a.sessions, 'forgetUser'), vi.spyOn(b.sessions, 'forgetUser')];
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      // What the tables' triggers send when account 42 changes.
      const forgotten = () => spies.every((spy) => spy.mock.calls.some(([id]) => id === 42));
      expect(await sendUntilHeard(() => client.query("select pg_notify('island_auth', '42')"), forgotten)).toBe(true);
    } finally {
      await client.end();
    }
  });
});
