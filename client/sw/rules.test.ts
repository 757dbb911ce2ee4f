import { describe, expect, it } from 'vitest';
import { isBookingPage, isCacheableRead, isPublicNavigation, KEPT_COPY_ATTRIBUTE, markKeptCopy } from './rules.ts';
import { batchParts } from './trpc-parts.ts';

const ORIGIN = 'https://pulau.test';
const read = (path: string, init: RequestInit = {}) => isCacheableRead(new Request(ORIGIN + path, init), new URL(ORIGIN + path), ORIGIN);

describe('what the service worker keeps', () => {
  it('keeps public reads of either door', () => {
    expect(read('/trpc/home.get?batch=1&input=%7B%7D')).toBe(true);
    expect(read('/api/home/transportation')).toBe(true);
  });

  it('never keeps writes, answers to a token, personal reads or other hosts', () => {
    expect(read('/trpc/testimonials.create?batch=1', { method: 'POST', body: '{}' })).toBe(false);
    expect(read('/trpc/home.get?batch=1', { headers: { authorization: 'Bearer x' } })).toBe(false);
    expect(read('/trpc/home.get,auth.me?batch=1')).toBe(false);
    expect(read('/api/profile/dashboard')).toBe(false);
    expect(isCacheableRead(new Request('https://other.test/api/home'), new URL('https://other.test/api/home'), ORIGIN)).toBe(false);
  });

  it('keeps public pages, never the back-office or sign-in', () => {
    const nav = (path: string) => {
      const request = { mode: 'navigate', method: 'GET' } as Request;
      return isPublicNavigation(request, new URL(ORIGIN + path), ORIGIN);
    };
    expect(nav('/')).toBe(true);
    expect(nav('/destinasi')).toBe(true);
    expect(nav('/admin')).toBe(false);
    expect(nav('/admin/destinations')).toBe(false);
    expect(nav('/login')).toBe(false);
    expect(nav('/login?next=1')).toBe(false);
    expect(nav('/en')).toBe(true);
    expect(nav('/en/peta')).toBe(true);
    expect(nav('/en/login')).toBe(false);
    expect(nav('/en/admin')).toBe(false);
    expect(nav('/en/admin/destinations')).toBe(false);
    // Only whole segments: a public page whose name merely starts with one is kept.
    expect(nav('/administrasi')).toBe(true);
    expect(nav('/en/loginfo')).toBe(true);
  });
});

describe('a visitor’s booking page', () => {
  it('is kept on its own in either language, and nothing else is taken for one', () => {
    const nav = (path: string) => isBookingPage({ mode: 'navigate', method: 'GET' } as Request, new URL(ORIGIN + path), ORIGIN);
    expect(nav('/pesanan/PKT-7K3QX9?k=abc')).toBe(true);
    expect(nav('/en/pesanan/PKT-7K3QX9?k=abc')).toBe(true);
    expect(nav('/pesanan')).toBe(false);
    expect(nav('/paket-wisata')).toBe(false);
    expect(nav('/admin/pesanan/PKT-7K3QX9')).toBe(false);
  });
});

describe('a page drawn from its kept copy', () => {
  it('says so on its root element, whatever it carries', () => {
    const page = '<!doctype html>\n<html lang="en">\n  <head></head>\n  <body><script type="application/json" id="initial-data">{}</script></body>\n</html>\n';
    expect(markKeptCopy(page)).toBe(page.replace('<html lang="en">', `<html ${KEPT_COPY_ATTRIBUTE} lang="en">`));
  });
});

describe('tRPC batch parts', () => {
  it('names each call by procedure and input, however the batch was put together', () => {
    const together = batchParts(new URL(`${ORIGIN}/trpc/home.get,destinations.list?batch=1&input=${encodeURIComponent('{"1":{"page":1}}')}`))!;
    const alone = batchParts(new URL(`${ORIGIN}/trpc/destinations.list?batch=1&input=${encodeURIComponent('{"0":{"page":1}}')}`))!;
    const home = batchParts(new URL(`${ORIGIN}/trpc/home.get?batch=1&input=%7B%7D`))!;
    expect(together.map((p) => p.key)).toEqual([home[0]!.key, alone[0]!.key]);
    expect(batchParts(new URL(`${ORIGIN}/api/home`))).toBeNull();
  });
});
