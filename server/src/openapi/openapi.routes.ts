import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compressOnDemand } from '../http/compression.ts';
import { etagOf, preferredEncoding } from '../http/public-cache.ts';
import { openApiDocument } from './openapi.ts';
import { REFERENCE_CSS, referencePage } from './reference-page.ts';

/** A body made once and kept with its ETag and compressed forms. */
function keptBody(make: () => string | Buffer, type: string) {
  let kept: { body: Buffer; etag: string; br?: Buffer; gzip?: Buffer } | undefined;
  return (req: FastifyRequest, reply: FastifyReply) => {
    kept ??= (() => {
      const made = make();
      const body = Buffer.isBuffer(made) ? made : Buffer.from(made);
      return { body, etag: etagOf(body) };
    })();
    reply.header('content-type', type).header('cache-control', 'no-cache').header('etag', kept.etag).header('vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === kept.etag) return reply.code(304).send();
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    if (encoding === 'br') {
      kept.br ??= compressOnDemand(kept.body, 'br');
      return reply.header('content-encoding', 'br').send(kept.br);
    }
    if (encoding === 'gzip') {
      kept.gzip ??= compressOnDemand(kept.body, 'gzip');
      return reply.header('content-encoding', 'gzip').send(kept.gzip);
    }
    return reply.send(kept.body);
  };
}

/**
 * The reference page's own policy: no script at all, styles from this origin only. The page is
 * plain HTML written from the document on the server (reference-page.ts).
 */
const DOCS_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * `/api/openapi.json` (the document, made once from the REST table and the schemas) and
 * `/api/docs`, a readable reference written from the same document as plain HTML on this server.
 */
export async function apiDocs(app: FastifyInstance) {
  let document: Record<string, unknown> | undefined;
  const openApi = () => (document ??= openApiDocument());
  app.get('/api/openapi.json', keptBody(() => JSON.stringify(openApi()), 'application/json; charset=utf-8'));
  const docsPage = keptBody(() => referencePage(openApi()), 'text/html; charset=utf-8');
  app.get('/api/docs', (req, reply) => {
    reply.header('content-security-policy', DOCS_CSP);
    return docsPage(req, reply);
  });
  app.get('/api/docs/reference.css', keptBody(() => REFERENCE_CSS, 'text/css; charset=utf-8'));
}
