import { z } from 'zod';
import { storedNameOf } from '../image-urls.ts';

// The helpers live in a module without zod, so a page that only shows pictures does not load it.
export { IMAGE_WIDTHS, type ImageWidth, imageSrcSet, isImageWidth, storedNameOf } from '../image-urls.ts';

export const INVALID_IMAGE = 'Gambar tidak valid. Unggah ulang gambar.';

/**
 * An image field on write (docs/rest.md, Pictures): an uploaded file's name, or the URL this server answered
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
