import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

const app = Fastify();
beforeAll(async () => {
  await app.register(securityHeaders, { mapTileUrl: 'http://{s}.tiles.lan:8080/{z}/{x}/{y}.png' });
  // Registered beside the plugin, not inside it: the headers reach every route of the app.
  app.get('/page', async () => 'ok');
  await app.ready();
});
afterAll(() => app.close());

describe('security headers', () => {
  it('send a CSP that keeps scripts and connections on this origin and admits the map tiles', async () => {
    const res = await app.inject({ method: 'GET', url: '/page' });
    const csp = res.headers['content-security-policy'] as string;
    const directives = new Map(csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }));
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('img-src')).toContain('http://*.tiles.lan:8080');
    expect(directives.get('frame-src')).toContain('https://www.youtube-nocookie.com');
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
    // A plain-http tile server on the local network must keep working.
    expect(directives.has('upgrade-insecure-requests')).toBe(false);
  });

  it('send the other headers, without an embedder policy that would block the embeds', async () => {
    const res = await app.inject({ method: 'GET', url: '/page' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
  });
});

describe('security headers on answers the routes did not make', () => {
  it('reach a not-found answer and an error answer too', async () => {
    const other = Fastify();
    await other.register(securityHeaders, { mapTileUrl: 'https://tile.example/{z}/{x}/{y}.png' });
    other.get('/fails', async () => {
      throw new Error('boom');
    });
    await other.ready();
    try {
      for (const url of ['/missing', '/fails']) {
        const res = await other.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
        expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      }
    } finally {
      await other.close();
    }
  });
});
