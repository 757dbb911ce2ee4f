import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSpaIndex } from './spa-index.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'island-spa-'));
const html = '<!doctype html><html lang="id"><head><title>Pulau</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>';
const app = Fastify();

beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), html);
  fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(html));
  // A failing head (the database down) falls back to the build's own page; '/' and '/en' get a head; '/x' is unknown.
  const send = loadSpaIndex(dist, {
    cacheKey: () => null,
    async render(_req, pathname) {
      if (pathname === '/destinasi') throw new Error('database down');
      if (pathname === '/x') return { status: 404, lang: 'id', head: '<title>Tidak ditemukan</title>' };
      if (pathname === '/harga') return { status: 200, lang: 'id', head: "<title>Harga $' $& $$</title>", tail: '<script type="application/json" id="initial-data">{"a":"$\'"}</script>' };
      return { status: 200, lang: pathname === '/en' ? 'en' : 'id', head: '<title>Beranda</title>\n<link rel="preload" as="image" href="/uploads/a.webp" />' };
    },
  });
  app.get('/*', (req, reply) => send(req, reply));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the single-page app index', () => {
  it('sends the build’s brotli copy when the head cannot be rendered, and 304 to its ETag', async () => {
    const res = await app.inject({ url: '/destinasi', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    const again = await app.inject({ url: '/destinasi', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('adds a page’s own head tags, compressed for it', async () => {
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    const page = zlib.brotliDecompressSync(br.rawPayload).toString();
    expect(page).toContain('<link rel="preload" as="image" href="/uploads/a.webp" />\n  </head>');
    // The build's own title and description make way for the page's.
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).not.toContain('name="description"');
    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('rel="preload"');
    const plain = await app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('rel="preload"');
  });

  it('writes a page’s data at the end of its body, and its texts as they are', async () => {
    const page = (await app.inject({ url: '/harga' })).body;
    expect(page).toContain("<title>Harga $' $& $$</title>\n  </head>");
    expect(page).toContain('<div id="root"></div>  <script type="application/json" id="initial-data">{"a":"$\'"}</script>\n  </body></html>');
    expect((await app.inject({ url: '/' })).body).toContain('<div id="root"></div></body>');
  });

  it('answers an unknown address 404 with the page, and marks the language', async () => {
    const missing = await app.inject({ url: '/x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
    const english = await app.inject({ url: '/en' });
    expect(english.body).toContain('<html lang="en">');
  });
});
