import { jwtVerify, SignJWT } from 'jose';
import { keptSecret } from './kept-secret.ts';

export interface TokenSession {
  userId: number;
  /** The user's session version when the token was issued (0 when the token carries none). */
  sessionVersion: number;
  /** The sign-in (user_sessions row) the token belongs to; null for a token that names none. */
  sessionId: number | null;
}

/** A lifetime as JWT_EXPIRES_IN writes it ('30m', '12h', '7d') in milliseconds. */
function durationMs(text: string): number {
  const match = /^(\d+)([smhd])$/.exec(text);
  if (!match) throw new Error(`Not a duration: ${text}`);
  const unit = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}

export interface TokenService {
  /** How long a token lives (its session ends then too). */
  lifetimeMs: number;
  /**
   * A token for one sign-in (a user_sessions row) of the user under their current session
   * version (see users.session_version). Only tokens naming a session sign anyone in.
   */
  sign(userId: number, sessionVersion: number, sessionId: number): Promise<string>;
  /** The user id the token was issued to, or null when it is invalid, forged or expired. */
  verify(token: string): Promise<number | null>;
  /** The user id and session version the token was issued under, or null when it is not valid. */
  verifySession(token: string): Promise<TokenSession | null>;
}

export function createTokenService(secret: string, expiresIn: string): TokenService {
  const key = new TextEncoder().encode(secret);
  async function verifySession(token: string): Promise<TokenSession | null> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const sessionVersion = payload.sv === undefined ? 0 : Number(payload.sv);
      const sessionId = payload.sid === undefined ? null : Number(payload.sid);
      if (!Number.isSafeInteger(userId) || userId <= 0 || !Number.isSafeInteger(sessionVersion)) return null;
      if (sessionId !== null && (!Number.isSafeInteger(sessionId) || sessionId <= 0)) return null;
      return { userId, sessionVersion, sessionId };
    } catch {
      return null;
    }
  }
  return {
    lifetimeMs: durationMs(expiresIn),
    sign: (userId, sessionVersion, sessionId) =>
      new SignJWT({ sv: sessionVersion, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key),
    verifySession,
    async verify(token) {
      return (await verifySession(token))?.userId ?? null;
    },
  };
}

/** JWT_SECRET when set; otherwise a random secret made once and kept in DATA_DIR. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  return keptSecret(configured, dataDir, 'jwt-secret', 48);
}
