import { z } from 'zod';
import { STORED_FILE_NAME } from './files.ts';

const SERVED = /^(?:https?:\/\/[^/]+)?\/(?:uploads|api\/files\/upload)\/([a-f0-9]{32}\.(?:jpg|png|webp|gif))$/;

/** The stored file name an image value names: the name itself or a URL this server answered for it. */
export function storedNameOf(value: string): string | null {
  const trimmed = value.trim();
  if (STORED_FILE_NAME.test(trimmed)) return trimmed;
  return SERVED.exec(trimmed)?.[1] ?? null;
}

export const INVALID_IMAGE = 'Gambar tidak valid. Unggah ulang gambar.';

/**
 * An image field on write (DESIGN §2): an uploaded file's name, or the URL this server answered
 * for it. Parsed to the stored name, so answers can be sent back unchanged without loss.
 */
export const imageRefSchema = z
  .string()
  .trim()
  .max(500)
  .transform((value, ctx) => {
    const name = storedNameOf(value);
    if (!name) {
      ctx.addIssue({ code: 'custom', message: INVALID_IMAGE });
      return z.NEVER;
    }
    return name;
  });

/**
 * An image that may also live elsewhere (settings: logo, hero, gallery): our uploads become
 * their stored name; other https URLs are kept as they are.
 */
export const imageOrUrlSchema = z
  .string()
  .trim()
  .max(1000)
  .transform((value, ctx) => {
    const name = storedNameOf(value);
    if (name) return name;
    if (/^https:\/\/[^\s]+$/i.test(value)) return value;
    ctx.addIssue({ code: 'custom', message: INVALID_IMAGE });
    return z.NEVER;
  });

/** Widths of the WebP copies made of every upload, for `srcset` (the original is kept too). */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

/**
 * A `srcset` for an image this server stores (its WebP copies by width), or undefined for any
 * other address (a pasted https link), which is then shown as it is.
 */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url || storedNameOf(url) === null) return undefined;
  return IMAGE_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', ');
}
