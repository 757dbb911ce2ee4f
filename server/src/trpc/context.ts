import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { PublicCache } from '../http/public-cache.ts';
import type { Database } from '../db/database.ts';
import type { CountKeeper } from '../db/pagination.ts';
import type { ValueKeeper } from '../db/kept-values.ts';
import type { SeaForecast } from '../sea/sea-forecast.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import type { RateLimits } from '../security/rate-limits.ts';
import type { TokenService } from '../security/tokens.ts';
import type { AuthUser } from '../security/auth.repo.ts';
import type { SignedIn } from '../security/sessions.repo.ts';
import { createSecretBox, resolveTwoFactorKey, type SecretBox } from '../security/secret-box.ts';
import { SessionCache } from '../security/session-cache.ts';

/** What the app is built from; tests build it with their own database and settings. */
export interface AppDeps {
  db: Database;
  config: Config;
  tokens: TokenService;
  rateLimits: RateLimits;
  /** Outgoing e-mail; built from the config's SMTP settings when not given. */
  mailer?: Mailer;
  /** Public answers kept in memory; writes invalidate them. buildApp makes one when not given. */
  publicCache?: PublicCache;
  /** Sessions checked recently (security/session-cache.ts); made when not given. */
  sessions?: SessionCache;
  /** Encrypts two-step sign-in secrets; made from TWO_FACTOR_KEY (or DATA_DIR) when not given. */
  secretBox?: SecretBox;
  /** The current time; tests give a fixed one to cross the island's midnight. */
  now?: () => Date;
  /**
   * The real server's schedules: statistics rollups and monthly e-mails, backups, the embedded
   * database's maintenance. Tests leave them off and run what they check themselves.
   */
  schedules?: boolean;
  /** The boat board's sea forecast, kept in memory; buildApp makes one (callers without it show none). */
  seaForecast?: SeaForecast;
  /**
   * Told once a booking's new status is committed (`whenCommitted`), so a module the bookings
   * cannot import acts on it (payments expire the waiting charge of a booking that no longer takes
   * money). It must not throw or wait: what it does runs on its own. buildApp gives it; parts
   * built alone have none.
   */
  bookingStatusChanged?: (ctx: Context, bookingId: number) => void;
}

export interface Context extends AppDeps {
  now: () => Date;
  mailer: Mailer;
  sessions: SessionCache;
  secretBox: SecretBox;
  log: FastifyBaseLogger;
  ip: string;
  /** The request's User-Agent ('' when none), recorded with a new session. */
  userAgent: string;
  /** The bearer token sent with the request, if any. */
  token: string | null;
  /** Absolute origin that file URLs in answers are built on (PUBLIC_URL or the request's host). */
  baseUrl: string;
  /** The signed-in, active user of a live session; checked once per request, on first use. */
  getUser(): Promise<AuthUser | null>;
  /** The live session the token names, with the account's two-step state; null when none. */
  getSession(): Promise<SignedIn | null>;
  /** A public read's kept list counts (PublicCache.countsFor); lists count anew without it. */
  keptCounts?: CountKeeper;
  /** A public read's kept values (PublicCache.valuesFor), for work that does not depend on the address asked. */
  keptValues?: ValueKeeper;
  /**
   * Inside an audited mutation (trpc/audited-mutation.ts): hands the audit the record as the
   * mutation's last write to it left it, every column (`returningAll()`), so the audit need not
   * read it back: one round trip fewer on a create. Absent elsewhere.
   */
  recordWritten?: (row: object) => void;
  /**
   * Inside an audited mutation: keeps work that must see the mutation's writes committed (another
   * connection reads them), run with the request's own context once the transaction commits, and
   * never when it rolls back. Use `whenCommitted`, which runs the work at once elsewhere.
   */
  afterCommit?: (task: (ctx: Context) => void) => void;
}

/** Runs `task` once the current audited mutation commits, or at once outside one. */
export function whenCommitted(ctx: Context, task: (ctx: Context) => void): void {
  if (ctx.afterCommit) ctx.afterCommit(task);
  else task(ctx);
}

/** What a call carries beyond the app's parts: who asks, from where, on which origin. */
export interface CallerFacts {
  log: FastifyBaseLogger;
  ip: string;
  userAgent?: string;
  token: string | null;
  baseUrl: string;
  getUser(): Promise<AuthUser | null>;
  /** Server-side callers in tests act without a session unless they give one. */
  getSession?(): Promise<SignedIn | null>;
}

/** The session cache and secret box of these parts, made when the parts do not carry them. */
export function withAuthParts(deps: AppDeps): AppDeps & { sessions: SessionCache; secretBox: SecretBox } {
  return {
    ...deps,
    sessions: deps.sessions ?? new SessionCache(deps.db, { sharedDatabase: Boolean(deps.config.databaseUrl) }),
    secretBox: deps.secretBox ?? createSecretBox(resolveTwoFactorKey(deps.config.twoFactorKey, deps.config.dataDir)),
  };
}

/**
 * The inner context: everything a procedure reads, without an HTTP request. The HTTP context
 * below builds it from a request; tests build it directly with a user to check rules (ownership,
 * status machines) through `createCaller` without HTTP (server/test/caller.ts).
 */
export function createInnerContext(deps: AppDeps, facts: CallerFacts): Context {
  return { ...contextBase(deps), ...facts };
}

/** What every call's context shares: the app's parts and the defaults a caller's facts override. */
function contextBase(deps: AppDeps): Omit<Context, keyof CallerFacts> & Pick<Context, 'userAgent' | 'getSession'> {
  return {
    ...withAuthParts(deps),
    mailer: deps.mailer ?? createMailer(deps.config),
    now: deps.now ?? (() => new Date()),
    userAgent: '',
    getSession: async () => null,
  };
}

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export function createContextFactory(deps: AppDeps) {
  // One mailer, session cache and key for the app's life, not one per request; and the shared
  // part built once, so a request's context is one copy of it with the request's facts.
  const appDeps = withAuthParts({ ...deps, mailer: deps.mailer ?? createMailer(deps.config) });
  const base = contextBase(appDeps);
  return function createContext(req: FastifyRequest): Context {
    const token = bearerToken(req.headers.authorization);
    let session: Promise<SignedIn | null> | undefined;
    const getSession = () => {
      session ??= (async () => {
        if (!token) return null;
        const claims = await deps.tokens.verifySession(token);
        return claims === null ? null : appDeps.sessions.check(claims);
      })();
      return session;
    };
    return {
      ...base,
      log: req.log,
      ip: req.ip,
      userAgent: req.headers['user-agent'] ?? '',
      token,
      baseUrl: deps.config.publicUrl ?? `${req.protocol}://${req.host}`,
      getSession,
      getUser: async () => (await getSession())?.user ?? null,
    };
  };
}
