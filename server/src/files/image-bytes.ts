import { loadSharp } from './sharp.ts';

export type ImageKind = 'jpg' | 'png' | 'webp' | 'gif';

/** The image type the bytes say, whatever the file's name or declared type claims. */
export function sniffImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

/** Largest side kept; phones on a weak signal should not download camera originals. */
const MAX_SIDE = 2400;

/**
 * Decodes and re-encodes the image: anything that is not really an image fails here, and
 * metadata (EXIF GPS, camera data) is dropped because sharp writes none unless asked.
 */
export async function cleanImage(bytes: Buffer, kind: ImageKind): Promise<Buffer> {
  const animated = kind === 'gif' || kind === 'webp';
  const sharp = await loadSharp();
  const pipeline = sharp(bytes, { animated, failOn: 'error', limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  switch (kind) {
    case 'jpg':
      return pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    case 'png':
      return pipeline.png({ compressionLevel: 9 }).toBuffer();
    case 'webp':
      return pipeline.webp({ quality: 80 }).toBuffer();
    case 'gif':
      return pipeline.gif().toBuffer();
  }
}
