import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PublicCache } from './public-cache.ts';

const answer = (text: string) => Buffer.from(JSON.stringify({ success: true, data: { text, pad: 'x'.repeat(2000) } }));
const HEADERS = { 'content-type': 'application/json; charset=utf-8' };

describe('the public cache keeps an answer from its second asking', () => {
  it('answers an address asked once, compressed, without keeping it; keeps it when asked again', () => {
    const cache = new PublicCache();
    const first = cache.answerFor('/api/home', answer('home'), HEADERS, ['settings'], cache.begin(), 'br');
    expect(first.answer.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(first.answer.body).equals(answer('home'))).toBe(true);
    expect(cache.get('/api/home', 'br')).toBeUndefined();
    const second = cache.answerFor('/api/home', answer('home'), HEADERS, ['settings'], cache.begin(), 'br');
    expect(second.etag).toBe(first.etag);
    expect(cache.get('/api/home', 'br')?.etag).toBe(first.etag);
  });

  it('a crowd of addresses asked once cannot push out the answers asked again', () => {
    const cache = new PublicCache();
    for (let i = 0; i < 2; i += 1) cache.answerFor('/api/home', answer('home'), HEADERS, ['settings'], cache.begin(), 'identity');
    // More one-off searches than the cache holds answers (1,000).
    for (let i = 0; i < 3000; i += 1) {
      cache.answerFor(`/api/destinations?search=t${i}`, answer(`t${i}`), HEADERS, ['destinations'], cache.begin(), 'identity');
    }
    expect(cache.get('/api/home', 'identity')?.body.equals(answer('home'))).toBe(true);
    expect(cache.get('/api/destinations?search=t5', 'identity')).toBeUndefined();
  });

  it('still keeps nothing a write overtook', async () => {
    const cache = new PublicCache();
    cache.answerFor('/api/packages', answer('old'), HEADERS, ['packages'], cache.begin(), 'identity');
    const since = cache.begin();
    await cache.invalidate(['packages']);
    const made = cache.answerFor('/api/packages', answer('old'), HEADERS, ['packages'], since, 'identity');
    expect(made.answer.body.equals(answer('old'))).toBe(true);
    expect(cache.get('/api/packages', 'identity')).toBeUndefined();
  });
});

describe('a write drops only what kept answers can show', () => {
  const shownTags = new Set(['packages', 'settings']);

  it('leaves out tags no public read names, and does nothing when none is left', async () => {
    const cache = new PublicCache({ shownTags });
    const told: (readonly string[])[] = [];
    cache.onInvalidate(async (tags) => {
      told.push(tags);
    });
    for (let i = 0; i < 2; i += 1) cache.answerFor('/api/packages', answer('list'), HEADERS, ['packages'], cache.begin(), 'identity');
    const since = cache.begin();
    // A sign-in or a contact message: nothing public shows it, so no notice and nothing dropped.
    await cache.invalidate(['auth']);
    await cache.invalidate([]);
    expect(told).toEqual([]);
    expect(cache.begin()).toBe(since);
    expect(cache.get('/api/packages', 'identity')).toBeDefined();
    await cache.invalidate(['contact', 'packages']);
    expect(told).toEqual([['packages']]);
    expect(cache.get('/api/packages', 'identity')).toBeUndefined();
    await cache.invalidate(['*']);
    expect(told).toEqual([['packages'], ['*']]);
  });

  it('refuses to keep an answer under a tag no public read names', () => {
    const cache = new PublicCache({ shownTags });
    expect(() => cache.store('/api/contact', answer('x'), HEADERS, ['contact'], cache.begin())).toThrow(/contact/);
    expect(() => cache.store('/sitemap.xml', answer('x'), HEADERS, ['*'], cache.begin())).not.toThrow();
  });
});
