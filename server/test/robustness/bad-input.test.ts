import http from 'node:http';
import { TEXTS } from '@island/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp, trpcQueryUrl } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const unsafe = { param: expect.any(String), msg: TEXTS.unsafeCharacters };

describe('the shared text rule, on both doors', () => {
  it('refuses a NUL in a REST query parameter with a 400 naming it', async () => {
    const res = await t.request('GET', '/api/destinations?search=a%00b');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION', errors: [{ param: 'search', msg: TEXTS.unsafeCharacters }] });
  });

  it('refuses control characters in a query parameter the row does not read', async () => {
    const res = await t.request('GET', '/api/destinations?unknown=%1B');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ param: 'unknown', msg: TEXTS.unsafeCharacters }]);
  });

  it('refuses a NUL in an anonymous sign-in and a public form body', async () => {
    const login = await t.request('POST', '/api/auth/login', { body: { email: 'a\u0000b', password: 'x' } });
    expect(login.status).toBe(400);
    expect(login.body.errors).toEqual([{ param: 'email', msg: TEXTS.unsafeCharacters }]);
    const form = await t.request('POST', '/api/testimonials', { body: { name: 'Ana', message: 'bagus\u0000', rating: 5 } });
    expect(form.status).toBe(400);
    expect(form.body.errors).toEqual([{ param: 'message', msg: TEXTS.unsafeCharacters }]);
  });

  it('refuses a lone surrogate in a settings save (jsonb) and in a nested key', async () => {
    const token = t.users.admin.token;
    const res = await t.request('PUT', '/api/settings/category/general', { token, body: { island_name: 'Pulau \ud800' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ param: 'island_name', msg: TEXTS.unsafeCharacters }]);
    const key = await t.request('PUT', '/api/settings/category/general', { token, body: { ['x\udc00']: 'a' } });
    expect(key.status).toBe(400);
    expect(key.body.errors).toEqual([unsafe]);
  });

  it('refuses the same on the tRPC door, query and mutation', async () => {
    const query = await t.request('GET', trpcQueryUrl('destinations.list', { search: 'a\u0000' }));
    expect(query.status).toBe(400);
    expect(query.body.error.data).toMatchObject({ appCode: 'VALIDATION', errors: [{ param: 'search', msg: TEXTS.unsafeCharacters }] });
    const mutation = await t.request('POST', '/trpc/auth.login', { body: { email: 'admin\u0007', password: TEST_PASSWORD } });
    expect(mutation.status).toBe(400);
    expect(mutation.body.error.data.errors).toEqual([{ param: 'email', msg: TEXTS.unsafeCharacters }]);
  });

  it('keeps newlines, tabs and emoji as text', async () => {
    const res = await t.request('POST', '/api/testimonials', {
      body: { name: 'Ana 🏝️', message: 'Baris satu\r\nbaris\tdua yang cukup panjang', rating: 5 },
    });
    expect(res.status).toBe(201);
  });
});

describe('length before cost', () => {
  it('refuses a 200,000-character facility icon at once', async () => {
    const started = performance.now();
    const res = await t.request('POST', '/api/settings/facilities', {
      token: t.users.admin.token,
      body: { icon: '🏝️'.repeat(70_000), label: 'Dermaga' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ param: 'icon', msg: 'Ikon maksimal 4 karakter' }]);
    // Far below the tens of seconds the grapheme count of that text costs.
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('bounds bodies per route: sign-in takes a few kilobytes', async () => {
    const res = await t.request('POST', '/api/auth/login', { body: { email: 'a'.repeat(20_000), password: 'x' } });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, code: 'TOO_LARGE' });
  });
});

describe('malformed uploads', () => {
  const upload = (contentType: string, body: string) =>
    fetch(`${t.baseUrl}/api/files/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.users.admin.token}`, 'content-type': contentType },
      body,
    });

  it('answers a multipart body without a boundary, or garbage, with a 400', async () => {
    for (const [type, body] of [
      ['multipart/form-data', 'garbage'],
      ['multipart/form-data; boundary=XYZ', 'not a multipart body at all'],
      ['multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\n\x89PNG'],
    ] as const) {
      const res = await upload(type, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    }
  });
});

describe('overload', () => {
  it('answers 503 with Retry-After at once when more requests are in flight than allowed', async () => {
    const small = await createTestApp({ env: { MAX_IN_FLIGHT: '1' } });
    const url = new URL(small.baseUrl);
    // One request in flight: its body is announced and never finished.
    const held = http.request({ host: url.hostname, port: url.port, method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json', 'content-length': '100' } });
    held.on('error', () => {});
    held.write('{"email":');
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const res = await small.request('GET', '/api/health');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.body).toMatchObject({ success: false, code: 'UNAVAILABLE', message: TEXTS.unavailable });
    } finally {
      held.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await small.request('GET', '/api/health')).status).toBe(200);
      await small.close();
    }
  });
});
