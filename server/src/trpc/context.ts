import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { PublicCache } from '../http/public-cache.ts';
import type { Database } from '../db/database.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import type { RateLimits } from '../security/rate-limits.ts';
import type { TokenService } from '../security/tokens.ts';
import { type AuthUser, findActiveUserById } from '../modules/auth/auth.repo.ts';

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
}

export interface Context extends AppDeps {
  mailer: Mailer;
  log: FastifyBaseLogger;
  ip: string;
  /** The request's User-Agent header, for the audit trail. */
  userAgent: string | null;
  /** The bearer token sent with the request, if any. */
  token: string | null;
  /** Absolute origin that file URLs in answers are built on (PUBLIC_URL or the request's host). */
  baseUrl: string;
  /** The signed-in, active user; read from the database once per request, on first use. */
  getUser(): Promise<AuthUser | null>;
}

/** What a call carries beyond the app's parts: who asks, from where, on which origin. */
export interface CallerFacts {
  log: FastifyBaseLogger;
  ip: string;
  userAgent?: string | null;
  token: string | null;
  baseUrl: string;
  getUser(): Promise<AuthUser | null>;
}

/**
 * The inner context: everything a procedure reads, without an HTTP request. The HTTP context
 * below builds it from a request; tests build it directly with a user to check rules (ownership,
 * status machines) through `createCaller` without HTTP (server/test/caller.ts).
 */
export function createInnerContext(deps: AppDeps, facts: CallerFacts): Context {
  return { ...deps, mailer: deps.mailer ?? createMailer(deps.config), ...facts, userAgent: facts.userAgent ?? null };
}

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export function createContextFactory(deps: AppDeps) {
  // One mailer for the app's life, not one per request.
  const appDeps: AppDeps = { ...deps, mailer: deps.mailer ?? createMailer(deps.config) };
  return function createContext(req: FastifyRequest): Context {
    const token = bearerToken(req.headers.authorization);
    let user: Promise<AuthUser | null> | undefined;
    return createInnerContext(appDeps, {
      log: req.log,
      ip: req.ip,
      userAgent: req.headers['user-agent'] ?? null,
      token,
      baseUrl: deps.config.publicUrl ?? `${req.protocol}://${req.host}`,
      getUser() {
        user ??= (async () => {
          if (!token) return null;
          const session = await deps.tokens.verifySession(token);
          return session === null ? null : findActiveUserById(deps.db, session.userId, session.sessionVersion);
        })();
        return user;
      },
    });
  };
}
