import { imageSrcSet } from '@island/shared';
import { type ImgHTMLAttributes, useState } from 'react';

// A calm sea-and-sand landscape drawn inline, so the placeholder never needs a request of its own.
const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice">' +
    '<rect width="400" height="300" fill="#dff1f3"/>' +
    '<circle cx="300" cy="90" r="34" fill="#f6d38b"/>' +
    '<path d="M0 190c60-22 120-22 180 0s120 22 220 0v110H0z" fill="#8fcfd6"/>' +
    '<path d="M0 230c70-18 140-18 210 0s120 18 190 0v70H0z" fill="#ecdcb8"/>' +
    '<path d="M170 132l30-40 30 40z" fill="#a9c9a4"/>' +
    '</svg>',
)}`;

export interface ImageWithFallbackProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  /** May be empty: the placeholder shows straight away. */
  src: string | null | undefined;
  /** Required: describe the picture, or '' when it is only decoration. */
  alt: string;
  fallbackSrc?: string;
}

/**
 * An image that is lazy by default and shows a placeholder picture when it is missing or fails.
 * Uploads come with WebP copies in several widths; pass `sizes` (the slot's width) so the
 * browser picks the smallest copy that fills it.
 */
export function ImageWithFallback({ src, alt, fallbackSrc = PLACEHOLDER_IMAGE, loading = 'lazy', decoding = 'async', sizes = '100vw', onError, ...rest }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : fallbackSrc;
  const srcSet = usable === src ? imageSrcSet(src) : undefined;
  return (
    <img
      {...rest}
      src={usable}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={loading}
      decoding={decoding}
      data-fallback={usable === fallbackSrc ? 'true' : undefined}
      onError={(event) => {
        if (src && usable === src) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
