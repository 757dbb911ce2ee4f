import { setTimeout as sleep } from 'node:timers/promises';
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
  app.get<{ Querystring: { crowd?: string } }>('/news', async (req, reply) => {
    runs.news += 1;
    // Slow enough for a crowd's requests to arrive while the first one's answer is made.
    if (req.query.crowd) await sleep(300);
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
  it('keep a public read asked twice without a token and serve it again, compressed, without running it', async () => {
    const first = await get('/news');
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^W\//);
    // Asked once, it is answered (compressed all the same) but not kept; asked again, it is kept.
    const second = await get('/news', { 'accept-encoding': 'br' });
    expect(second.headers['content-encoding']).toBe('br');
    expect(runs.news).toBe(2);
    const third = await get('/news', { 'accept-encoding': 'br' });
    expect(third.headers['content-encoding']).toBe('br');
    expect(third.headers.etag).toBe(second.headers.etag);
    expect(zlib.brotliDecompressSync(third.rawPayload).equals(zlib.brotliDecompressSync(second.rawPayload))).toBe(true);
    expect((await get('/news', { 'if-none-match': second.headers.etag as string })).statusCode).toBe(304);
    expect(runs.news).toBe(2);
  });

  it('keep an address asked once only when a crowd waits for it', async () => {
    const before = runs.news;
    // Five at once on an address nobody asked before: one run, kept for the four that waited.
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/news?crowd=1')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(runs.news).toBe(before + 1);
    await get('/news?crowd=1');
    expect(runs.news).toBe(before + 1);
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
