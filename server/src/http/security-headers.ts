import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { tileImageSource } from './tile-source.ts';

export interface SecurityHeadersOptions {
  /** The map's tile template: its origin is admitted as an image source. */
  mapTileUrl: string;
}

/**
 * The CSP admits only this origin for scripts, styles (inline style attributes too), connections
 * and forms; pictures also from any https source and the map's tile server; frames only from the
 * video and map embeds the pages show. No Cross-Origin-Embedder-Policy: it would block those
 * embeds. Resources are same-site only.
 */
function helmetOptions(mapTileUrl: string): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', tileImageSource(mapTileUrl)],
        mediaSrc: ["'self'", 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://www.google.com', 'https://maps.google.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
}

/**
 * The headers helmet sets, asked of it once. They depend on the configuration alone (no nonces),
 * so building helmet's middleware again for every request, as its Fastify wrapper does, cost a
 * few per cent of every answer's CPU for the same strings each time.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Security headers on every answer, computed once at start. */
export const securityHeaders = fp(
  async (app: FastifyInstance, { mapTileUrl }: SecurityHeadersOptions) => {
    const headers = helmetHeaders(helmetOptions(mapTileUrl));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
