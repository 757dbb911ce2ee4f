import crypto from 'node:crypto';
import pg from 'pg';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config.ts';

export type RateLimiter = RateLimiterAbstract;

/**
 * The app's rate limiters. Sign-in (docs/operating.md, Sign-in lockout): 10 failures from one address
 * lock that address out of that account for 15 minutes; the account as a whole takes ten times
 * as many failures over an hour before it stops, so a stranger cannot lock staff out; one address
 * gets three times the limit over all accounts (password spraying).
 */
export interface RateLimits {
  loginByAddressAccount: RateLimiter;
  loginByAccount: RateLimiter;
  loginByAddress: RateLimiter;
  /** Each public form's own counts (docs/decisions/0031-fair-form-limits.md). */
  publicForms: Record<PublicForm, FormLimiters>;
  uploads: RateLimiter;
  /** Visitor-statistics beacons per address; always in memory (see createRateLimits). */
  beacons: RateLimiter;
  /**
   * The payment provider's notifications per address: the provider sends from a few addresses,
   * so the ceiling is high; a request is verified by its signature before any database work.
   */
  paymentNotifications: RateLimiter;
}

/** The forms a visitor sends without signing in; each counts on its own. */
export const PUBLIC_FORMS = ['contact', 'bookings', 'testimonials', 'stays'] as const;
export type PublicForm = (typeof PUBLIC_FORMS)[number];

/**
 * A public form's two counts of what it stored in the hour: per address, a high ceiling (a
 * carrier or a hotel puts many phones behind one), and per sender, the phone number or e-mail
 * the form gives (finer: one person).
 */
export interface FormLimiters {
  byAddress: RateLimiter;
  bySender: RateLimiter;
}

/**
 * Where the counts live. In memory for one process (the embedded database); in PostgreSQL when
 * several instances share one (`DATABASE_URL`), so a limit holds whichever instance answers.
 */
export type RateLimitStore = { kind: 'memory' } | { kind: 'postgres'; pool: pg.Pool };

const RULES = (config: Config) => ({
  loginByAddressAccount: { points: config.loginMaxAttempts, duration: 15 * 60 },
  loginByAccount: { points: config.loginMaxAttempts * 10, duration: 60 * 60 },
  loginByAddress: { points: config.loginMaxAttempts * 3, duration: 15 * 60 },
  ...Object.fromEntries(
    PUBLIC_FORMS.flatMap((form) => [
      [`${form}ByAddress`, { points: config.publicFormMaxPerHour, duration: 60 * 60 }],
      [`${form}BySender`, { points: config.publicFormMaxPerSenderPerHour, duration: 60 * 60 }],
    ]),
  ),
  uploads: { points: 120, duration: 60 * 60 },
  // A visitor reading fast shows a page every few seconds; a script sending more is not counted.
  beacons: { points: config.beaconMaxPer5Min, duration: 5 * 60 },
  paymentNotifications: { points: config.paymentNotificationMaxPerMin, duration: 60 },
});

/**
 * Limiters kept in each instance's memory even on a shared database: a beacon must not cost a
 * database round trip of its own, and a count missed or doubled between instances harms nothing.
 */
const MEMORY_ONLY = new Set(['beacons', 'paymentNotifications']);

/** The one table all limiters share in PostgreSQL (each under its own key prefix). */
const RATE_LIMIT_TABLE = 'rate_limits';

/**
 * Creates the shared table once, under a lock: the library's own `create table if not exists`
 * from several limiters (or instances) starting at once can fail with "type already exists".
 */
async function ensureRateLimitTable(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [RATE_LIMIT_TABLE]);
    await client.query(
      `create table if not exists ${RATE_LIMIT_TABLE} (key varchar(255) primary key, points integer not null default 0, expire bigint)`,
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

export async function createRateLimits(config: Config, store: RateLimitStore = { kind: 'memory' }): Promise<RateLimits> {
  if (store.kind === 'postgres') await ensureRateLimitTable(store.pool);
  const entries = Object.entries(RULES(config)).map(([name, rule]) => {
    const limiter: RateLimiter =
      store.kind === 'memory' || MEMORY_ONLY.has(name)
        ? new RateLimiterMemory({ ...rule, keyPrefix: name })
        : new RateLimiterPostgres({
            ...rule,
            keyPrefix: name,
            storeClient: store.pool,
            tableName: RATE_LIMIT_TABLE,
            tableCreated: true,
            clearExpiredByTimeout: false,
          });
    return [name, limiter] as const;
  });
  const byName = Object.fromEntries(entries);
  const publicForms = Object.fromEntries(
    PUBLIC_FORMS.map((form) => [form, { byAddress: byName[`${form}ByAddress`]!, bySender: byName[`${form}BySender`]! }]),
  ) as Record<PublicForm, FormLimiters>;
  return { ...byName, publicForms } as unknown as RateLimits;
}

/**
 * The store this configuration calls for: PostgreSQL (a small pool of its own) when
 * DATABASE_URL is set, memory otherwise. `close` ends the pool.
 */
export function openRateLimitStore(config: Config): { store: RateLimitStore; close: () => Promise<void> } {
  if (!config.databaseUrl) return { store: { kind: 'memory' }, close: async () => {} };
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 3, connectionTimeoutMillis: 5000 });
  const report = (error: Error) => process.stderr.write(`rate-limit connection lost: ${error.message}\n`);
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  // Each address, phone and e-mail that sent a form leaves a row; an hourly sweep keeps the table
  // to the counts still running.
  const sweep = setInterval(() => void pruneExpiredRateLimits(pool).catch((error: Error) => report(error)), PRUNE_EVERY_MS);
  sweep.unref();
  return {
    store: { kind: 'postgres', pool },
    close: async () => {
      clearInterval(sweep);
      await pool.end();
    },
  };
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes the counts whose window has ended (the library's own timer is off: it would run one per
 * limiter). A count is read as zero once expired anyway, so nothing changes but the table's size.
 * Answers how many rows went.
 */
export async function pruneExpiredRateLimits(pool: pg.Pool, now = Date.now()): Promise<number> {
  const result = await pool.query(`delete from ${RATE_LIMIT_TABLE} where expire is not null and expire < $1`, [now]);
  return result.rowCount ?? 0;
}

/** A short, fixed-length key for what a person typed (an account name may be long). */
export function accountKey(account: string): string {
  return crypto.createHash('sha256').update(account.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

/**
 * Keys hold what a request says (an address from X-Forwarded-For, an account name); a long one is
 * hashed so that it fits the store's key column whatever was sent.
 */
function storedKey(key: string): string {
  return key.length <= 128 ? key : crypto.createHash('sha256').update(key).digest('base64url');
}

/** Whether the key has used up its points, without spending one. */
export async function isExhausted(limiter: RateLimiter, key: string): Promise<boolean> {
  const res = await limiter.get(storedKey(key));
  return res !== null && res.remainingPoints <= 0 && res.msBeforeNext > 0;
}

/** Spends a point; false when the key was already over its limit. */
export async function spend(limiter: RateLimiter, key: string): Promise<boolean> {
  try {
    await limiter.consume(storedKey(key));
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}

/** Clears the key's count (a successful sign-in). */
export async function forget(limiter: RateLimiter, key: string): Promise<void> {
  await limiter.delete(storedKey(key));
}

/** What a refusal tells: how long until the key may send again. */
export interface Refusal {
  retryAfterMs: number;
}

/**
 * Takes one point on every key in turn, all or none: at the first key over its limit, every
 * point just taken is given back, that one too, and the answer is its wait; the keys after it
 * are not touched (a refused address makes no row for the sender it names). Taken before the
 * work, so that requests sent at once cannot all pass the last point; given back with
 * `giveBack` when the work stores nothing (a 400, a 409), so only what was stored counts.
 */
export async function take(keys: readonly (readonly [RateLimiter, string])[]): Promise<Refusal | null> {
  const taken: (readonly [RateLimiter, string])[] = [];
  for (const [limiter, key] of keys) {
    try {
      await limiter.consume(storedKey(key));
      taken.push([limiter, key]);
    } catch (error) {
      // Over the limit, the point was counted all the same: it is given back with the others.
      if (error instanceof RateLimiterRes) taken.push([limiter, key]);
      await giveBack(taken);
      if (error instanceof RateLimiterRes) return { retryAfterMs: error.msBeforeNext };
      throw error;
    }
  }
  return null;
}

/** Gives back one point on each key (taken by `take` for work that stored nothing). */
export async function giveBack(keys: readonly (readonly [RateLimiter, string])[]): Promise<void> {
  for (const [limiter, key] of keys) await limiter.reward(storedKey(key));
}
