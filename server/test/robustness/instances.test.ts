import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwnPostgres, type OwnPostgres, postgresBinDir } from '../support/own-postgres.ts';
import { ADMIN, type ServerProcess, signIn, startServerProcess } from '../support/server-process.ts';

/** Two server processes on one PostgreSQL, as behind one address: what one knows, the other does. */
const bin = postgresBinDir();

let postgres: OwnPostgres;
let a: ServerProcess;
let b: ServerProcess;
beforeAll(async () => {
  postgres = await createOwnPostgres(bin!);
  const env = { DATABASE_URL: postgres.url, TRUST_PROXY: 'true', LOGIN_MAX_ATTEMPTS: '3' };
  // One after the other: the first migrates and seeds, the second finds it done.
  a = await startServerProcess(env);
  b = await startServerProcess(env);
}, 180_000);
afterAll(async () => {
  for (const server of [a, b]) {
    await server?.terminate();
    server?.cleanup();
  }
  postgres?.remove();
});

const login = (server: ServerProcess, password: string, from: string) =>
  fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ email: ADMIN.email, password }),
  });

describe.skipIf(!bin)('two instances on one PostgreSQL', () => {
  it('share the sign-in limit: failures on either count on both', async () => {
    const from = '203.0.113.50';
    expect((await login(a, 'salah-sekali', from)).status).toBe(401);
    expect((await login(b, 'salah-sekali', from)).status).toBe(401);
    expect((await login(a, 'salah-sekali', from)).status).toBe(401);
    expect((await login(b, ADMIN.password, from)).status).toBe(429);
    expect((await login(a, ADMIN.password, from)).status).toBe(429);
    // The same account from elsewhere is not locked out.
    expect((await login(b, ADMIN.password, '198.51.100.9')).status).toBe(200);
  });

  it('see each other\u2019s writes', async () => {
    const token = await signIn(a.baseUrl, { 'x-forwarded-for': '198.51.100.10' });
    const created = await fetch(`${a.baseUrl}/api/settings/facilities`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ icon: '⛵', label: 'Dermaga bersama' }),
    });
    expect(created.status).toBe(201);
    // A token signed by one instance opens the other (one JWT secret), and the row is there.
    const listed = await fetch(`${b.baseUrl}/api/settings/facilities`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await listed.json()) as { data: { label: string }[] };
    expect(body.data.map((f) => f.label)).toContain('Dermaga bersama');
  });
});
