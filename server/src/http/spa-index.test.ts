import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSpaIndex } from './spa-index.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'island-spa-'));
const html = '<!doctype html><html lang="id"><head><title>Pulau</title></head><body><div id="root"></div></body></html>';
const app = Fastify();

beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), html);
  fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(html));
  const send = loadSpaIndex(dist, async (_req, pathname) => (pathname === '/' ? '<link rel="preload" as="image" href="/uploads/a.webp" />' : ''));
  app.get('/*', (req, reply) => send(req, reply));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the single-page app index', () => {
  it('sends the build’s brotli copy for a page without tags of its own, and 304 to its ETag', async () => {
    const res = await app.inject({ url: '/destinasi', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    const again = await app.inject({ url: '/destinasi', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('adds a page’s own head tags, compressed for it', async () => {
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('<link rel="preload" as="image" href="/uploads/a.webp" />\n  </head>');
    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('rel="preload"');
    const plain = await app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('rel="preload"');
  });

  it('answers the English twin of a page with the same app, marked lang="en"', async () => {
    for (const url of ['/en', '/en/destinasi', '/en/artikel/some-slug?page=2']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      const body = zlib.brotliDecompressSync(res.rawPayload).toString();
      expect(body, url).toContain('<html lang="en">');
      expect(body, url).toContain('<div id="root"></div>');
    }
    // Only the /en prefix itself: a page whose slug merely starts with "en" stays Indonesian.
    const other = await app.inject({ url: '/enak' });
    expect(other.body).toContain('<html lang="id">');
    const plain = await app.inject({ url: '/destinasi' });
    expect(plain.body).toContain('<html lang="id">');
  });
});
