import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { STORED_FILE_NAME } from '@island/shared';
import type { ImageKind } from './image-bytes.ts';

export interface FileStorage {
  dir: string;
  /** Writes the bytes under a new generated name and returns that name. */
  save(bytes: Buffer, kind: ImageKind): Promise<string>;
  /** Whether a name is one the storage could have generated (and so safe to join to `dir`). */
  isStoredName(name: string): boolean;
}

export function createFileStorage(dataDir: string): FileStorage {
  const dir = path.join(dataDir, 'uploads');
  let ready: Promise<unknown> | undefined;
  return {
    dir,
    async save(bytes, kind) {
      await (ready ??= fs.mkdir(dir, { recursive: true }));
      const name = `${crypto.randomBytes(16).toString('hex')}.${kind}`;
      await fs.writeFile(path.join(dir, name), bytes, { flag: 'wx' });
      return name;
    },
    isStoredName: (name) => STORED_FILE_NAME.test(name),
  };
}

/** The absolute URL an answer carries for a stored file. */
export function fileUrl(baseUrl: string, name: string): string {
  return `${baseUrl}/uploads/${name}`;
}
