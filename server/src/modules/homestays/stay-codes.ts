import crypto from 'node:crypto';
import { STAY_CODE_ALPHABET, STAY_CODE_PREFIX } from '@island/shared';

/** `INP-` and six characters a person can read over the phone (no 0/O, 1/I), as booking codes. */
export function newStayCode(): string {
  let code = STAY_CODE_PREFIX;
  for (let i = 0; i < 6; i++) code += STAY_CODE_ALPHABET[crypto.randomInt(STAY_CODE_ALPHABET.length)];
  return code;
}

/** The key of the visitor's page: 256 random bits, base64url; shown once, never stored. */
export function newStayKey(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** What is stored of a key: its SHA-256 (a random key needs no slow hash). */
export function hashStayKey(key: string): string {
  return crypto.createHash('sha256').update(key).digest('hex');
}

/** Whether a key matches a stored hash, in constant time. */
export function stayKeyMatches(key: string, storedHash: string): boolean {
  const given = Buffer.from(hashStayKey(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && crypto.timingSafeEqual(given, stored);
}
