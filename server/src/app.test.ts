import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the app frame', () => {
  it('checks the database on GET /api/health', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { status: 'ok', database: 'ok' } });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await t.request('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Endpoint tidak ditemukan' });
  });

  it('sends security headers', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses bodies over the size limit with 413', async () => {
    const res = await t.request('POST', '/api/auth/login', { body: { email: 'x'.repeat(2 * 1024 * 1024), password: 'p' } });
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
  });

  it('keeps other origins out unless CORS_ORIGINS lists them', async () => {
    const res = await t.request('GET', '/api/health', { headers: { origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('CORS allow-list', () => {
  it('admits a listed origin', async () => {
    const other = await createTestApp({ env: { CORS_ORIGINS: 'https://desa.example' } });
    try {
      const res = await other.request('GET', '/api/health', { headers: { origin: 'https://desa.example' } });
      expect(res.headers.get('access-control-allow-origin')).toBe('https://desa.example');
    } finally {
      await other.close();
    }
  });
});

describe('HTTP caching of public reads', () => {
  it('lets batched tRPC public reads be cached, with an ETag that answers 304', async () => {
    const url = '/trpc/home.get,settings.all?batch=1&input=%7B%7D';
    const first = await fetch(t.baseUrl + url);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('public');
    expect(first.headers.get('vary')).toContain('Authorization');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\//);
    const again = await fetch(t.baseUrl + url, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('keeps reads sent with a token, and batches with a private procedure, private', async () => {
    const withToken = await t.request('GET', '/trpc/home.get?batch=1&input=%7B%7D', { token: t.users.admin.token });
    expect(withToken.headers.get('cache-control')).toBe('private, no-cache');
    const mixed = await t.request('GET', '/trpc/home.get,auth.profile?batch=1&input=%7B%7D', { token: t.users.admin.token });
    expect(mixed.headers.get('cache-control') ?? '').not.toContain('public');
    expect(mixed.headers.get('etag')).toBeNull();
  });

  it('never caches writes or failures', async () => {
    const failed = await t.request('GET', '/trpc/destinations.get?input=%7B%22id%22%3A999999%7D');
    expect(failed.status).toBe(404);
    expect(failed.headers.get('cache-control') ?? '').not.toContain('public');
  });
});
