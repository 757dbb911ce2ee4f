import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compressOnDemand } from '../http/compression.ts';
import { etagOf, preferredEncoding } from '../http/public-cache.ts';
import { openApiDocument } from './openapi.ts';

/** A body made once and kept with its ETag and compressed forms (the reference's script is 4 MB). */
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

const DOCS_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Pulau REST API reference</title>
  </head>
  <body>
    <div id="reference"></div>
    <script src="/api/docs/scalar.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

/**
 * Scalar's options: our own document, no fonts from elsewhere (the page's CSP allows only this
 * origin). The container is not named `api-reference`: the script mounts an unconfigured
 * reference on an element of that id by itself.
 */
const DOCS_INIT = `Scalar.createApiReference('#reference', {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  hideClientButton: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
  documentDownloadType: 'json',
});
`;

/**
 * The reference page's own policy: the app's, plus `'unsafe-eval'`, since the renderer compiles
 * the document's JSON Schemas into functions (ajv) in the browser. Only this page, which shows
 * no content of visitors or staff, gets it; everything still comes from this origin only.
 */
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * `/api/openapi.json` (the document, made once at start from the REST table and the schemas) and
 * `/api/docs`, a readable reference rendered in the browser by Scalar's standalone script,
 * served from this origin (no CDN at run time).
 */
export function registerApiDocs(app: FastifyInstance) {
  const require = createRequire(import.meta.url);
  // The package exports no path to its browser build; it sits beside the entry point.
  const scalarScript = path.join(path.dirname(require.resolve('@scalar/api-reference')), 'browser', 'standalone.js');
  app.get('/api/openapi.json', keptBody(() => JSON.stringify(openApiDocument()), 'application/json; charset=utf-8'));
  const docsPage = keptBody(() => DOCS_HTML, 'text/html; charset=utf-8');
  app.get('/api/docs', (req, reply) => {
    reply.header('content-security-policy', DOCS_CSP);
    return docsPage(req, reply);
  });
  app.get('/api/docs/init.js', keptBody(() => DOCS_INIT, 'text/javascript; charset=utf-8'));
  app.get('/api/docs/scalar.js', keptBody(() => fs.readFileSync(scalarScript), 'text/javascript; charset=utf-8'));
}
