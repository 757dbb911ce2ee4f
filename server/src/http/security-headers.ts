import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tileImageSource } from './tile-source.ts';

export interface SecurityHeadersOptions {
  /** The map's tile template: its origin is admitted as an image source. */
  mapTileUrl: string;
}

/**
 * Security headers on every answer. The CSP admits only this origin for scripts, styles (inline
 * style attributes too), connections and forms; pictures also from any https source and the
 * map's tile server; frames only from the video and map embeds the pages show. No
 * Cross-Origin-Embedder-Policy: it would block those embeds. Resources are same-site only.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, { mapTileUrl }: SecurityHeadersOptions) => {
    await app.register(helmet, {
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
    });
  },
  { name: 'security-headers' },
);
