import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_ATTEMPTS: '3' } });
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('signs in by e-mail and answers the user and a token that opens the profile', async () => {
    const res = await t.request('POST', '/api/auth/login', { body: { email: 'admin@test.pulau', password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.user).toMatchObject({ email: 'admin@test.pulau', role: 'admin', is_active: true });
    expect(res.body.data.user).not.toHaveProperty('password_hash');
    const profile = await t.request('GET', '/api/auth/profile', { token: res.body.data.token });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ success: true, data: { id: t.users.admin.id, role: 'admin' } });
  });

  it('signs in by username, in any letter case', async () => {
    const res = await t.request('POST', '/api/auth/login', { body: { email: 'TEST_Msme', password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.data.user.role).toBe('msme');
  });

  it('gives a wrong password and an unknown account the same answer', async () => {
    const wrong = await t.request('POST', '/api/auth/login', { body: { email: 'contributor@test.pulau', password: 'nope-nope' } });
    const unknown = await t.request('POST', '/api/auth/login', { body: { email: 'nobody@test.pulau', password: 'nope-nope' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, code: 'UNAUTHENTICATED', message: 'Username atau password salah' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses empty fields with field errors', async () => {
    const res = await t.request('POST', '/api/auth/login', { body: { email: '', password: '' } });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors).toEqual([
      { param: 'email', msg: 'Username atau email wajib diisi' },
      { param: 'password', msg: 'Password wajib diisi' },
    ]);
  });

  it('answers malformed JSON with the envelope, not a stack', async () => {
    const res = await t.request('POST', '/api/auth/login', {
      body: undefined,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('stops an address for an account after too many failures, even with the right password', async () => {
    for (let i = 0; i < 3; i++) {
      await t.request('POST', '/api/auth/login', { body: { email: 'test_superadmin', password: 'wrong-password' } });
    }
    const res = await t.request('POST', '/api/auth/login', { body: { email: 'test_superadmin', password: TEST_PASSWORD } });
    expect(res.status).toBe(429);
    expect(res.body.success).toBe(false);
  });
});

describe('inactive accounts', () => {
  it('refuses sign-in and stops an issued token at once', async () => {
    const { token, id } = t.users.contributor;
    expect((await t.request('GET', '/api/auth/profile', { token })).status).toBe(200);
    await t.db.updateTable('users').set({ is_active: false }).where('id', '=', id).execute();
    try {
      expect((await t.request('GET', '/api/auth/profile', { token })).status).toBe(401);
      const login = await t.request('POST', '/api/auth/login', { body: { email: 'contributor@test.pulau', password: TEST_PASSWORD } });
      expect(login.status).toBe(403);
      expect(login.body.data).toBeUndefined();
    } finally {
      await t.db.updateTable('users').set({ is_active: true }).where('id', '=', id).execute();
    }
  });
});

describe('GET /api/auth/profile', () => {
  it('answers 401 without a token', async () => {
    const res = await t.request('GET', '/api/auth/profile');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, code: 'UNAUTHENTICATED', message: 'Authentication token is missing' });
  });

  it('answers 401 for a forged token', async () => {
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(t.users.superadmin.id))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const res = await t.request('GET', '/api/auth/profile', { token: forged });
    expect(res.status).toBe(401);
  });

  it('answers 401 for an expired token of its own making', async () => {
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(t.users.superadmin.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.jwtSecret));
    const res = await t.request('GET', '/api/auth/profile', { token: expired });
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });

  it('answers 401 for a malformed token', async () => {
    const res = await t.request('GET', '/api/auth/profile', { token: 'not.a.token' });
    expect(res.status).toBe(401);
  });

  it('answers the same user through tRPC', async () => {
    const res = await t.request('GET', trpcQueryUrl('auth.profile'), { token: t.users.msme.token });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toMatchObject({ id: t.users.msme.id, role: 'msme' });
  });
});
