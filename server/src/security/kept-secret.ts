import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret of the configuration (JWT_SECRET, TWO_FACTOR_KEY) when set; otherwise a random one
 * made at the first start and kept in DATA_DIR under `fileName` (readable by the owner only), so
 * a single instance needs no setting and keeps its sessions and sealed values across restarts.
 * Several instances must share it: they set it in their configuration.
 */
export function keptSecret(configured: string | undefined, dataDir: string, fileName: string, bytes: number): string {
  if (configured) return configured;
  const file = path.join(dataDir, fileName);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(bytes).toString('base64url');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
