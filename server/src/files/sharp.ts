import type SharpModule from 'sharp';

type Sharp = typeof SharpModule;

let loading: Promise<Sharp> | undefined;

/**
 * sharp (libvips) is loaded on the first picture to process, not at start: most requests never
 * touch it. Its cache of decoded images and operations is off and it uses one thread per
 * picture: uploads are rare and small, and on a shared small server the cache and a thread pool
 * per core held tens of MiB that never came back.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
