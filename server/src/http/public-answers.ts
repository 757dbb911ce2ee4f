import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { etagOf, type Generation, type PublicCache, preferredEncoding } from './public-cache.ts';

/** Headers an answer keeps when it is served again from the cache. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'vary'] as const;

/**
 * Public reads on both doors, answered from memory when possible. A GET without a token whose
 * answer is marked public (`Cache-Control: public…`, set for public-read procedures) is stored
 * under its URL with the tags `tagsOf` gives, from the second time that URL is asked (or at once
 * when a crowd waits for it, see PublicCache.answerFor), and served again with its ETag (304 on a match)
 * and in the encoding the browser accepts, without running the procedure. Answers whose tags
 * are unknown still get an ETag. Anything asked with a token is never stored nor served from here.
 * Misses of one public read at the same time make it once: the first runs the procedure, the
 * others wait for it and are answered from the cache (single flight, see PublicCache.join).
 * A public read says which it was: `X-Cache: hit` from the kept answers, `miss` made anew, so an
 * operator or a benchmark can tell without guessing from timings.
 */
export const publicAnswers = fp(answerFromCache, { name: 'public-answers' });

export interface PublicAnswersOptions {
  cache: PublicCache;
  /** The cache tags of what a request shows, or null when it is not a public read. */
  tagsOf: (req: FastifyRequest) => readonly string[] | null;
}

async function answerFromCache(app: FastifyInstance, { cache, tagsOf }: PublicAnswersOptions) {
  const startedAt = new WeakMap<FastifyRequest, Generation>();
  const servedFromCache = new WeakSet<FastifyRequest>();
  const leading = new WeakSet<FastifyRequest>();
  const land = (req: FastifyRequest) => {
    if (leading.delete(req)) cache.land(req.url);
  };

  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || req.headers.authorization) return;
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    let hit = cache.get(req.url, encoding);
    if (!hit && tagsOf(req)) {
      const flight = cache.join(req.url);
      if (flight) {
        await flight;
        // Stored by the lead unless its answer was not a storable 200 or a write came between:
        // then this request makes its own.
        hit = cache.get(req.url, encoding);
      } else {
        leading.add(req);
      }
    }
    if (!hit) {
      startedAt.set(req, cache.begin());
      return;
    }
    servedFromCache.add(req);
    reply.headers(hit.headers);
    reply.header('x-cache', 'hit');
    reply.header('etag', hit.etag);
    if (req.headers['if-none-match'] === hit.etag) return reply.code(304).send();
    sendEncoded(reply, hit.body, hit.encoding);
    return reply.send(hit.body);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    try {
      return await encodeAndStore(req, reply, payload);
    } finally {
      land(req);
    }
  });
  // Whatever became of the lead's answer, its followers are let go.
  app.addHook('onResponse', async (req) => land(req));
  app.addHook('onRequestAbort', async (req) => land(req));

  async function encodeAndStore(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (req.method !== 'GET' || reply.statusCode !== 200 || servedFromCache.has(req)) return payload;
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
    const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
    const since = startedAt.get(req);
    const tags = since === undefined || req.headers.authorization ? null : tagsOf(req);
    if (!tags) {
      // Not a kept kind of answer: an ETag still, and @fastify/compress compresses it.
      const etag = etagOf(bytes);
      reply.header('etag', etag);
      return notModified(req, reply, etag) ? '' : bytes;
    }
    // Made anew by the procedure (kept for the next asker when answerFor stores it).
    reply.header('x-cache', 'miss');
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const { etag, answer } = cache.answerFor(req.url, bytes, keptHeaders(reply), tags, since!, encoding);
    reply.header('etag', etag);
    if (notModified(req, reply, etag)) return '';
    sendEncoded(reply, answer.body, answer.encoding);
    return answer.body;
  }
}

/** Answers 304 when the browser already holds this answer. */
function notModified(req: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  if (req.headers['if-none-match'] !== etag) return false;
  reply.code(304);
  return true;
}

function sendEncoded(reply: FastifyReply, body: Buffer, encoding: string) {
  reply.header('content-length', body.length);
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  // Set before @fastify/compress looks: it leaves answers that already carry an encoding alone.
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
}

function keptHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}

function isPublic(cacheControl: unknown): boolean {
  return String(cacheControl ?? '').startsWith('public');
}
