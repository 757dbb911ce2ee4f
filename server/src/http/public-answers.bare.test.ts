import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAnswers } from './public-answers.ts';
import { PublicCache } from './public-cache.ts';

// The plugin alone on a bare Fastify; public-answers.test.ts tries it in the whole app.
const cache = new PublicCache();
const runs = { news: 0, mine: 0, untagged: 0 };
const app = Fastify();
beforeAll(async () => {
  await app.register(publicAnswers, { cache, tagsOf: (req) => (req.url.startsWith('/news') ? ['news'] : null) });
  app.get('/news', async (_req, reply) => {
    runs.news += 1;
    return reply.header('cache-control', 'public, no-cache').send({ items: ['Festival', 'x'.repeat(3000)], run: runs.news });
  });
  app.get('/untagged', async (_req, reply) => {
    runs.untagged += 1;
    return reply.header('cache-control', 'public, no-cache').send({ facility: 'Dermaga' });
  });
  app.get('/mine', async (_req, reply) => {
    runs.mine += 1;
    return reply.header('cache-control', 'private, no-cache').send({ run: runs.mine });
  });
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('public answers', () => {
  it('keep a public read asked without a token and serve it again, compressed, without running it', async () => {
    const first = await get('/news');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    const again = await get('/news', { 'accept-encoding': 'br' });
    expect(again.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(again.rawPayload).toString())).toEqual(first.json());
    expect((await get('/news', { 'if-none-match': etag })).statusCode).toBe(304);
    expect(runs.news).toBe(1);
  });

  it('never serve nor keep what is asked with a token or answered privately', async () => {
    const before = runs.news;
    expect((await get('/news', { authorization: 'Bearer t' })).json().run).toBe(before + 1);
    await get('/mine');
    expect((await get('/mine')).json().run).toBe(2);
  });

  it('give a public answer of unknown tags an ETag, without keeping it', async () => {
    const first = await get('/untagged');
    expect(first.headers.etag).toMatch(/^W\//);
    expect((await get('/untagged', { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
    expect(runs.untagged).toBe(2);
  });

  it('run the read again once its tag is invalidated', async () => {
    const before = runs.news;
    await get('/news');
    expect(runs.news).toBe(before);
    await cache.invalidate(['news']);
    expect((await get('/news')).json().run).toBe(before + 1);
  });
});
