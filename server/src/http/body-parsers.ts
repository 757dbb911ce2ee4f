import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The two body formats besides multipart (registered with the upload route's limits):
 * - JSON, as Fastify parses it (a `__proto__` or `constructor` key is refused), except that an
 *   empty body sent with a JSON content type (a body-less DELETE from a client that sets the
 *   header on every call) is no body, not a parse error;
 * - HTML form fields, which forms and older clients post. Repeated keys become lists; the
 *   procedures' schemas coerce the texts (numbers, booleans) exactly as they do for JSON.
 */
export const bodyParsers = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      if (typeof body === 'string' && body.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(req, String(body), done);
    });
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      // A Map, then own properties: a key named __proto__ stays a plain key.
      const fields = new Map<string, string | string[]>();
      for (const [key, value] of new URLSearchParams(String(body))) {
        const seen = fields.get(key);
        fields.set(key, seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value]);
      }
      done(null, Object.fromEntries(fields));
    });
  },
  { name: 'body-parsers' },
);
