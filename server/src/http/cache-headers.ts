/**
 * Caching of public reads, for both doors. A read asked without a token may be stored by the
 * browser or a CDN but is revalidated on every use (`no-cache`): the ETag makes that a cheap 304,
 * and a person who saves and reloads sees what they saved. Anything asked with a token stays
 * private, and `Vary: Authorization` keeps the two apart, since some reads answer staff more rows
 * than visitors.
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/** `Origin` too: with CORS_ORIGINS set, the CORS headers differ by origin as well. */
export function cacheHeaders(hasToken: boolean): Record<string, string> {
  return { 'cache-control': hasToken ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL, vary: 'Authorization, Origin' };
}
