import crypto from 'node:crypto';
import { keptSecret } from './kept-secret.ts';

/**
 * Encrypts small secrets kept in the database (two-step sign-in secrets) with AES-256-GCM, so a
 * copy of the database alone does not reveal them. Each value is bound to its owner (`context`,
 * e.g. the account id) so a value copied onto another row does not decrypt.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  /** The plain text, or null when the value was not sealed with this key for this context. */
  open(sealed: string, context: string): string | null;
}

const VERSION = 'v1';

export function createSecretBox(keyMaterial: string): SecretBox {
  const key = crypto.createHash('sha256').update(`island-two-factor|${keyMaterial}`).digest();
  return {
    seal(plain, context) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed, context) {
      const [version, data] = sealed.split(':');
      if (version !== VERSION || !data) return null;
      const bytes = Buffer.from(data, 'base64url');
      if (bytes.length < 29) return null;
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/**
 * TWO_FACTOR_KEY when set; otherwise a random key made once and kept in DATA_DIR beside the
 * generated JWT secret. Several instances must share it (set it, as JWT_SECRET).
 */
export function resolveTwoFactorKey(configured: string | undefined, dataDir: string): string {
  return keptSecret(configured, dataDir, 'two-factor-key', 32);
}
