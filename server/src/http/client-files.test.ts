import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFiles, hasClientBuild } from './client-files.ts';

const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
let dist: string;
beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'client-files-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Pulau</title>');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dist, 'assets', 'main-4f2a9c.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'main-4f2a9c.js.br'), zlib.brotliCompressSync(script));
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

async function appServing(clientDist: string) {
  const app = Fastify();
  await app.register(clientFiles, { clientDist });
  await app.ready();
  return app;
}

describe('the built client files', () => {
  it('serve hashed assets as immutable, precompressed when the browser accepts it', async () => {
    const app = await appServing(dist);
    const br = await app.inject({ method: 'GET', url: '/assets/main-4f2a9c.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ method: 'GET', url: '/assets/main-4f2a9c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    await app.close();
  });

  it('have every other file revalidated, and leave unknown paths to the not-found handler', async () => {
    const app = await appServing(dist);
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    // No directory index: the page addresses, `/` included, are the not-found handler's.
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/wisata' })).statusCode).toBe(404);
    await app.close();
  });

  it('serve nothing before a build', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'client-files-none-'));
    expect(hasClientBuild(empty)).toBe(false);
    expect(hasClientBuild(dist)).toBe(true);
    const app = await appServing(empty);
    expect((await app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(404);
    await app.close();
    fs.rmSync(empty, { recursive: true, force: true });
  });
});
