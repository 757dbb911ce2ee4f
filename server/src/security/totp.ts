import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;
/** One step of clock drift either way. */
const WINDOW = 1;

/** A new random secret (160 bits, RFC 4226's recommendation), as base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secret: string, issuer = '', label = ''): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/** The `otpauth://` address an authenticator app reads from the QR code. */
export function otpauthUrl(secret: string, issuer: string, account: string): string {
  return totpFor(secret, issuer, account).toString();
}

/**
 * The time step (Unix time / 30 s) a code is valid for now, one step of drift allowed, or null.
 * The caller accepts it only if it is newer than the last step accepted, so a code works once.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpFor(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** Ten recovery codes of 80 random bits, printed as `ABCD-EFGH-JKLM-NPQR`. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const bytes = crypto.randomBytes(16);
    const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % 32]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

/** What is stored of a recovery code: a hash of its letters, whatever case, spaces or dashes it was typed with. */
export function recoveryCodeHash(code: string): string {
  const normalised = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return crypto.createHash('sha256').update(normalised).digest('hex');
}
