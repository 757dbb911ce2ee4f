import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export interface ClientFilesOptions {
  /** The client's build (`npm run build`): index.html and assets/. */
  clientDist: string;
}

/** Whether the client has been built into `clientDist` (the API runs without it, in tests and dev). */
export function hasClientBuild(clientDist: string): boolean {
  return fs.existsSync(path.join(clientDist, 'index.html'));
}

/**
 * The built client's files, each under its own path; page addresses are answered by the
 * not-found handler with the page's index.html (not-found.ts). Nothing is served before a build.
 */
export async function clientFiles(app: FastifyInstance, { clientDist }: ClientFilesOptions) {
  if (!hasClientBuild(clientDist)) return;
  await app.register(fastifyStatic, {
    root: clientDist,
    // The upload routes own reply.sendFile; this instance only serves its own files.
    decorateReply: false,
    index: false,
    wildcard: false,
    // `npm run build` writes .br and .gz beside each asset; the best one accepted is sent.
    preCompressed: true,
    setHeaders(reply, filePath) {
      // Vite names assets by content hash, so they never change; the page itself is always revalidated.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
