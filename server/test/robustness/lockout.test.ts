import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test-app.ts';

// The address a request comes from is read from X-Forwarded-For, as behind a reverse proxy.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_ATTEMPTS: '3', TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

const login = (email: string, password: string, from: string) =>
  t.request('POST', '/api/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': from } });

describe('sign-in lockout', () => {
  it('locks one address out of one account after the limit, and no one else', async () => {
    for (let i = 0; i < 3; i++) expect((await login('test_admin', 'wrong-password', '203.0.113.7')).status).toBe(401);
    expect((await login('test_admin', TEST_PASSWORD, '203.0.113.7')).status).toBe(429);
    // The staff member, from their own address, still signs in.
    expect((await login('test_admin', TEST_PASSWORD, '198.51.100.20')).status).toBe(200);
    // The stranger's address may still sign in to another account it knows the password of.
    expect((await login('test_msme', TEST_PASSWORD, '203.0.113.7')).status).toBe(200);
  });

  it('stops the account everywhere only after ten times as many failures, from many addresses', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await login('test_contributor', 'wrong-password', `192.0.2.${i}`);
      expect(res.status).toBe(401);
    }
    expect((await login('test_contributor', TEST_PASSWORD, '198.51.100.30')).status).toBe(429);
  });
});
