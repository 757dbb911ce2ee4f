import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';

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

/** Adds a weak ETag to every publicly cacheable GET answer and answers 304 when it still matches. */
export function registerEtags(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'GET' || reply.statusCode !== 200) return payload;
    let body: string | Buffer;
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      if (!isPublic(reply.getHeader('cache-control'))) return payload;
      body = payload;
    } else if (payload instanceof Response) {
      // The tRPC adapter hands Fastify a web Response with its own headers; a public read is
      // small JSON, so it is read whole here and sent as a plain body with the same headers.
      if (payload.status !== 200 || !isPublic(payload.headers.get('cache-control'))) return payload;
      body = await payload.text();
      payload.headers.forEach((value, name) => reply.header(name, value));
    } else {
      return payload;
    }
    const etag = `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
    reply.header('etag', etag);
    if (req.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return body;
  });
}

function isPublic(cacheControl: unknown): boolean {
  return String(cacheControl ?? '').startsWith('public');
}
