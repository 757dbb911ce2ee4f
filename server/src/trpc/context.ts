import type { Role } from '@island/shared';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import type { RateLimits } from '../security/rate-limits.ts';
import type { TokenService } from '../security/tokens.ts';
import { findActiveUserById } from '../modules/auth/auth.repo.ts';

/** What the app is built from; tests build it with their own database and settings. */
export interface AppDeps {
  db: Database;
  config: Config;
  tokens: TokenService;
  rateLimits: RateLimits;
  /** Outgoing e-mail; built from the config's SMTP settings when not given. */
  mailer?: Mailer;
}

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  username: string | null;
  role: Role;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface Context extends AppDeps {
  mailer: Mailer;
  log: FastifyBaseLogger;
  ip: string;
  /** The bearer token sent with the request, if any. */
  token: string | null;
  /** Absolute origin that file URLs in answers are built on (PUBLIC_URL or the request's host). */
  baseUrl: string;
  /** The signed-in, active user; read from the database once per request, on first use. */
  getUser(): Promise<AuthUser | null>;
}

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export function createContextFactory(deps: AppDeps) {
  const mailer = deps.mailer ?? createMailer(deps.config);
  return function createContext(req: FastifyRequest): Context {
    const token = bearerToken(req.headers.authorization);
    let user: Promise<AuthUser | null> | undefined;
    return {
      ...deps,
      mailer,
      log: req.log,
      ip: req.ip,
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
    };
  };
}
