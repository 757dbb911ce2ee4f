import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compression } from './compression.ts';

const long = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Pantai ${i}` })) });
const app = Fastify();
beforeAll(async () => {
  await app.register(compression);
  app.get('/long', async (_req, reply) => reply.type('application/json').send(long));
  app.get('/short', async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

describe('compression', () => {
  it('sends text over 1 KB as brotli when accepted, else gzip', async () => {
    const br = await app.inject({ method: 'GET', url: '/long', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(long);
    const gzip = await app.inject({ method: 'GET', url: '/long', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(long);
  });

  it('leaves small answers and clients that accept no encoding alone', async () => {
    const small = await app.inject({ method: 'GET', url: '/short', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await app.inject({ method: 'GET', url: '/long', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(long);
  });
});
