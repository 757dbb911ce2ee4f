import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenSession {
  userId: number;
  /** The user's session version when the token was issued (0 when the token carries none). */
  sessionVersion: number;
}

export interface TokenService {
  /** A token for the user under their current session version (see users.session_version). */
  sign(userId: number, sessionVersion?: number): Promise<string>;
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
      if (!Number.isSafeInteger(userId) || userId <= 0 || !Number.isSafeInteger(sessionVersion)) return null;
      return { userId, sessionVersion };
    } catch {
      return null;
    }
  }
  return {
    sign: (userId, sessionVersion = 0) =>
      new SignJWT({ sv: sessionVersion })
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

/** JWT_SECRET when set; otherwise a random secret made once and kept in DATA_DIR (DESIGN §6). */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
