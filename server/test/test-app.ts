import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@island/shared';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrator.ts';
import { seedDatabase } from '../src/seed/seed.ts';
import { createFileStorage } from '../src/files/storage.ts';
import { insertUser } from '../src/security/auth.repo.ts';
import { hashPassword } from '../src/security/passwords.ts';
import { createRateLimits, type RateLimitStore } from '../src/security/rate-limits.ts';
import { createTokenService } from '../src/security/tokens.ts';
import type { AppDeps } from '../src/trpc/context.ts';
import { PublicCache } from '../src/http/public-cache.ts';
import { SHOWN_TAGS } from '../src/app-router.ts';
import { SeaForecast } from '../src/sea/sea-forecast.ts';
import { CacheAwareWrites } from './cache-aware-db.ts';
import { insertSession } from '../src/security/sessions.repo.ts';
import { createSecretBox } from '../src/security/secret-box.ts';
import { SessionCache } from '../src/security/session-cache.ts';

export const TEST_PASSWORD = 'rahasia-123';

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  baseUrl: string;
  /** One active user per role, signed with real tokens. */
  users: Record<Role, { id: number; email: string; token: string }>;
  /** The app's JWT secret, for tests that forge or expire tokens. */
  jwtSecret: string;
  /** The parts the app was built from, for server-side callers (test/caller.ts). */
  deps: AppDeps;
  /** The PostgreSQL database's URL; undefined on PGlite. */
  databaseUrl: string | undefined;
  /** A token of a new session of the user (as a sign-in makes one). */
  tokenFor(userId: number): Promise<string>;
  request<T = any>(
    method: string,
    url: string,
    options?: { body?: unknown; token?: string | undefined; headers?: Record<string, string> },
  ): Promise<TestResponse<T>>;
  close(): Promise<void>;
}

/**
 * A fresh database per test file: an in-memory PGlite, or, when DATABASE_URL is set, a new
 * PostgreSQL database created for the file and dropped after it.
 */
export async function freshDatabase(): Promise<{ db: Database; url?: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { db: openDatabase({ kind: 'pglite', dir: undefined }), drop: async () => {} };
  const name = `island_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    db: openDatabase({ kind: 'postgres', url: url.toString() }),
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    seedDemo?: boolean;
    /** A second instance on the PostgreSQL database of `sharing` (its users, its data). */
    sharing?: TestApp;
    /** Plugins on the app's own database handle (to watch the queries a request makes). */
    dbPlugins?: KyselyPlugin[];
    /** The app's clock (a test crossing the island's midnight sets it). */
    now?: () => Date;
    /**
     * Rate limits counted in the database, as instances sharing PostgreSQL count them
     * (security/rate-limits.ts); in memory on PGlite, as the embedded database keeps them.
     */
    rateLimitsInDatabase?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'island-test-'));
  const shared = options.sharing?.databaseUrl;
  const { db, url, drop } = shared
    ? { db: openDatabase({ kind: 'postgres', url: shared }), url: shared, drop: async () => {} }
    : await freshDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CLIENT_DIST: path.join(dataDir, 'no-client'),
    // Tests share a busy machine and block the loop themselves (PGlite, argon2): no shedding by
    // event-loop delay unless a test asks for it.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    // Instances on one PostgreSQL tell each other about writes (see http/cache-broadcast.ts).
    ...(url ? { DATABASE_URL: url } : {}),
    // Tests never reach the internet: the sea forecast is off unless a test names its own server.
    MARINE_FORECAST_URL: '',
    // Tests send a form many times with one phone or e-mail: the finer limit per sender is the
    // old per-address 20 unless a test sets its own (trpc/form-limits.test.ts).
    PUBLIC_FORM_MAX_PER_SENDER_PER_HOUR: '20',
    ...options.env,
  });
  if (!shared) await migrateToLatest(db);
  if (options.seedDemo) {
    await seedDatabase({
      db,
      storage: createFileStorage(dataDir),
      adminEmail: 'seed-admin@pulau.test',
      adminPassword: TEST_PASSWORD,
      demoPassword: TEST_PASSWORD,
      seedDemo: true,
      siteTimeZone: config.siteTimeZone,
      print: () => {},
    });
  }
  const jwtSecret = options.sharing?.jwtSecret ?? crypto.randomBytes(32).toString('hex');
  const tokens = createTokenService(jwtSecret, '1h');
  const tokenFor = async (userId: number) => {
    const { session_version: sessionVersion } = await db
      .selectFrom('users')
      .select('session_version')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const sessionId = await insertSession(db, {
      userId,
      sessionVersion,
      userAgent: 'test',
      ip: '127.0.0.1',
      expiresAt: new Date(Date.now() + tokens.lifetimeMs),
    });
    return tokens.sign(userId, sessionVersion, sessionId);
  };
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const users = { ...options.sharing?.users } as TestApp['users'];
  for (const role of options.sharing ? [] : (['superadmin', 'admin', 'msme', 'contributor'] as const)) {
    const email = `${role}@test.pulau`;
    const user = await insertUser(db, { name: `Test ${role}`, email, username: `test_${role}`, passwordHash, role });
    users[role] = { id: user.id, email, token: await tokenFor(user.id) };
  }

  const limitPool = options.rateLimitsInDatabase && url ? new pg.Pool({ connectionString: url, max: 3 }) : undefined;
  // A connection the file's database drop ends must not throw in a worker other files still use.
  limitPool?.on('error', () => {});
  const limitStore: RateLimitStore = limitPool ? { kind: 'postgres', pool: limitPool } : { kind: 'memory' };
  const publicCache = new PublicCache({ shownTags: SHOWN_TAGS });
  const appDb = (options.dbPlugins ?? []).reduce((handle, plugin) => handle.withPlugin(plugin), db);
  const sessions = new SessionCache(appDb, { sharedDatabase: Boolean(url) });
  // Instances sharing a database share its two-step key, as production instances share TWO_FACTOR_KEY.
  const secretBox = options.sharing?.deps.secretBox ?? createSecretBox(crypto.randomBytes(32).toString('hex'));
  // Made here (buildApp would make the same) so that a test can wait for its fetch: deps.seaForecast.settled().
  const seaForecast = new SeaForecast({ url: config.marineForecastUrl, timeZone: config.siteTimeZone, now: options.now ?? (() => new Date()) });
  const deps: AppDeps = {
    db: appDb,
    config,
    tokens,
    rateLimits: await createRateLimits(config, limitStore),
    publicCache,
    sessions,
    secretBox,
    seaForecast,
    ...(options.now ? { now: options.now } : {}),
  };
  const app = await buildApp(deps);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    app,
    db: db.withPlugin(new CacheAwareWrites(publicCache, sessions)),
    config,
    baseUrl,
    users,
    jwtSecret,
    deps,
    databaseUrl: url,
    tokenFor,
    async request(method, url, { body, token, headers = {} } = {}) {
      const init: RequestInit = { method, headers: { ...headers } };
      if (token) (init.headers as Record<string, string>).authorization = `Bearer ${token}`;
      if (body instanceof FormData) init.body = body;
      else if (body !== undefined) {
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
        init.body = JSON.stringify(body);
      }
      const res = await fetch(baseUrl + url, init);
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: keep the text
      }
      return { status: res.status, headers: res.headers, body: parsed as any };
    },
    async close() {
      // A test may leave a response body unread (a picture fetched for its status): Node's server
      // would wait for that socket until its keep-alive time-out, so the test's sockets go now.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await limitPool?.end();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A tRPC GET query, the way the client sends it. */
export function trpcQueryUrl(procedure: string, input?: unknown): string {
  return `/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;
}
