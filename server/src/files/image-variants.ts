import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS, type ImageWidth } from '@island/shared';
import { loadSharp } from './sharp.ts';

/** The file name of a stored image's WebP copy at a width: `<name>.w480.webp`. */
export function variantName(storedName: string, width: ImageWidth): string {
  return `${storedName.replace(/\.[a-z]+$/, '')}.w${width}.webp`;
}

const making = new Map<string, Promise<void>>();

/**
 * Makes the WebP copy of a stored image at a width unless it exists (uploads made before copies
 * existed get theirs on first request). Never wider than the original; animation is kept. Two
 * requests for the same missing copy share one piece of work.
 */
export async function ensureVariant(dir: string, storedName: string, width: ImageWidth): Promise<string> {
  const name = variantName(storedName, width);
  const target = path.join(dir, name);
  try {
    await fs.access(target);
    return name;
  } catch {
    // not made yet
  }
  let work = making.get(target);
  if (!work) {
    work = (async () => {
      const temporary = `${target}.${process.pid}.tmp`;
      const sharp = await loadSharp();
      await sharp(path.join(dir, storedName), { animated: true, limitInputPixels: 40_000_000 })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78, effort: 4 })
        .toFile(temporary);
      await fs.rename(temporary, target);
    })().finally(() => making.delete(target));
    making.set(target, work);
  }
  await work;
  return name;
}

/** Every width's copy of a new upload, made before the upload is answered. */
export async function makeVariants(dir: string, storedName: string): Promise<void> {
  for (const width of IMAGE_WIDTHS) await ensureVariant(dir, storedName, width);
}
