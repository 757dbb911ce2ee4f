import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryCounter } from '../../../test/query-counter.ts';
import { createTestApp, TEST_PASSWORD, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';
import { hashPassword } from '../../security/passwords.ts';
import { insertUser } from '../../security/auth.repo.ts';


const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

let t: TestApp;
const queries = new QueryCounter();
let passwordHash: string;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' }, dbPlugins: [queries] });
  passwordHash = await hashPassword(TEST_PASSWORD);
});
afterAll(() => t.close());

async function newAccount(role: 'admin' | 'contributor' = 'contributor') {
  const email = `sesi-${crypto.randomBytes(4).toString('hex')}@test.pulau`;
  const user = await insertUser(t.db, { name: 'Pemilik Sesi', email, passwordHash, role });
  return { id: user.id, email };
}

async function signIn(email: string, userAgent: string, ip = '198.51.100.7'): Promise<string> {
  const res = await t.request('POST', '/api/auth/login', {
    body: { email, password: TEST_PASSWORD },
    headers: { 'user-agent': userAgent, 'x-forwarded-for': ip },
  });
  expect(res.status).toBe(200);
  return res.body.data.token;
}

/** The token's status on both doors: REST and tRPC. */
async function doors(app: TestApp, token: string): Promise<[number, number]> {
  const rest = await app.request('GET', '/api/auth/profile', { token });
  const trpc = await app.request('GET', trpcQueryUrl('auth.profile'), { token });
  return [rest.status, trpc.status];
}

describe('GET /api/auth/sessions', () => {
  it("lists the caller's sign-ins with device, address, times and which one is this", async () => {
    const account = await newAccount();
    const phone = await signIn(account.email, PHONE, '198.51.100.20');
    await signIn(account.email, LAPTOP, '198.51.100.21');
    const res = await t.request('GET', '/api/auth/sessions', { token: phone });
    expect(res.status).toBe(200);
    const sessions = res.body.data.sessions as { device: string; ip: string; current: boolean; signedInAt: string; lastSeenAt: string }[];
    expect(sessions).toHaveLength(2);
    const current = sessions.find((s) => s.current)!;
    expect(current).toMatchObject({ device: 'Chrome 131 · Android', ip: '198.51.100.20' });
    expect(sessions.find((s) => !s.current)).toMatchObject({ device: 'Firefox 133 · Windows', ip: '198.51.100.21' });
    expect(Date.parse(current.signedInAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(current.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    // Nobody else's sessions are listed.
    const others = await t.request('GET', '/api/auth/sessions', { token: t.users.admin.token });
    expect(others.body.data.sessions.every((s: { ip: string }) => s.ip === '127.0.0.1')).toBe(true);
  });

  it('answers 401 without a token', async () => {
    expect((await t.request('GET', '/api/auth/sessions')).status).toBe(401);
  });
});

describe('ending a session', () => {
  it("stops that session's token at once on both doors and leaves the others", async () => {
    const account = await newAccount();
    const phone = await signIn(account.email, PHONE);
    const laptop = await signIn(account.email, LAPTOP);
    // Both are checked (and so kept in memory) before one ends.
    expect(await doors(t, phone)).toEqual([200, 200]);
    expect(await doors(t, laptop)).toEqual([200, 200]);
    const listed = await t.request('GET', '/api/auth/sessions', { token: phone });
    const laptopId = listed.body.data.sessions.find((s: { current: boolean }) => !s.current).id;

    const ended = await t.request('DELETE', `/api/auth/sessions/${laptopId}`, { token: phone });
    expect(ended.status).toBe(200);
    expect(ended.body.message).toBe('Sesi diakhiri');
    expect(await doors(t, laptop)).toEqual([401, 401]);
    const refused = await t.request('GET', '/api/auth/profile', { token: laptop });
    expect(refused.body.code).toBe('SESSION_ENDED');
    expect(await doors(t, phone)).toEqual([200, 200]);
    const after = await t.request('GET', '/api/auth/sessions', { token: phone });
    expect(after.body.data.sessions).toHaveLength(1);
  });

  it("cannot end someone else's session (404)", async () => {
    const account = await newAccount();
    const token = await signIn(account.email, PHONE);
    const id = (await t.request('GET', '/api/auth/sessions', { token })).body.data.sessions[0].id;
    const res = await t.request('DELETE', `/api/auth/sessions/${id}`, { token: t.users.contributor.token });
    expect(res.status).toBe(404);
    expect(await doors(t, token)).toEqual([200, 200]);
  });

  it('signing out ends the current session', async () => {
    const account = await newAccount();
    const token = await signIn(account.email, LAPTOP);
    expect(await doors(t, token)).toEqual([200, 200]);
    const out = await t.request('POST', '/api/auth/logout', { token });
    expect(out.status).toBe(200);
    expect(out.body.data).toEqual({ ended: true });
    expect(await doors(t, token)).toEqual([401, 401]);
  });

  it('a superadmin ends every session of an account; nobody else may', async () => {
    const account = await newAccount('admin');
    const first = await signIn(account.email, PHONE);
    const second = await signIn(account.email, LAPTOP);
    expect(await doors(t, first)).toEqual([200, 200]);
    const denied = await t.request('DELETE', `/api/users/${account.id}/sessions`, { token: t.users.admin.token });
    expect(denied.status).toBe(403);
    const res = await t.request('DELETE', `/api/users/${account.id}/sessions`, { token: t.users.superadmin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { ended: 2 }, message: '2 sesi diakhiri' });
    expect(await doors(t, first)).toEqual([401, 401]);
    expect(await doors(t, second)).toEqual([401, 401]);
    expect((await t.request('DELETE', '/api/users/999999/sessions', { token: t.users.superadmin.token })).status).toBe(404);
    // Signing in again makes a new session.
    expect(await doors(t, await signIn(account.email, PHONE))).toEqual([200, 200]);
  });

  it('a password change ends the other sessions and keeps this one on its fresh token', async () => {
    const account = await newAccount();
    const mine = await signIn(account.email, PHONE);
    const other = await signIn(account.email, LAPTOP);
    expect(await doors(t, other)).toEqual([200, 200]);
    const changed = await t.request('PUT', '/api/auth/password', {
      token: mine,
      body: { currentPassword: TEST_PASSWORD, password: 'rahasia-baru-1' },
    });
    expect(changed.status).toBe(200);
    expect(await doors(t, other)).toEqual([401, 401]);
    expect(await doors(t, mine)).toEqual([401, 401]);
    const fresh = changed.body.data.token;
    expect(await doors(t, fresh)).toEqual([200, 200]);
    const listed = await t.request('GET', '/api/auth/sessions', { token: fresh });
    expect(listed.body.data.sessions).toEqual([expect.objectContaining({ current: true, device: 'Chrome 131 · Android' })]);
  });
});

describe('checking a session', () => {
  it('costs no database round trip on repeated requests, and writes last seen at most once a minute', async () => {
    const account = await newAccount();
    const token = await signIn(account.email, PHONE);
    const lastSeen = async () =>
      (await t.db.selectFrom('user_sessions').select('last_seen_at').where('user_id', '=', account.id).executeTakeFirstOrThrow()).last_seen_at.getTime();
    const signedInSeen = await lastSeen();
    expect((await t.request('GET', '/api/auth/profile', { token })).status).toBe(200);
    const before = queries.count;
    for (let i = 0; i < 5; i++) expect((await t.request('GET', '/api/auth/profile', { token })).status).toBe(200);
    expect(queries.count - before).toBe(0);
    expect(await lastSeen()).toBe(signedInSeen);

    // A minute and more later (set back in the database), one request writes it, the next do not.
    await t.db.updateTable('user_sessions').set({ last_seen_at: sql`now() - interval '2 minutes'` }).where('user_id', '=', account.id).execute();
    const old = await lastSeen();
    expect((await t.request('GET', '/api/auth/profile', { token })).status).toBe(200);
    const written = await lastSeen();
    expect(written).toBeGreaterThan(old + 60_000);
    const beforeMore = queries.count;
    for (let i = 0; i < 5; i++) expect((await t.request('GET', '/api/auth/profile', { token })).status).toBe(200);
    expect(queries.count - beforeMore).toBe(0);
    expect(await lastSeen()).toBe(written);
  });

  it('refuses a token that names no session, and one whose session is over its time', async () => {
    const bare = await t.deps.tokens.sign(t.users.contributor.id, 0, 987_654);
    expect(await doors(t, bare)).toEqual([401, 401]);
    const account = await newAccount();
    const token = await signIn(account.email, PHONE);
    await t.db.updateTable('user_sessions').set({ expires_at: sql`now() - interval '1 second'` }).where('user_id', '=', account.id).execute();
    expect(await doors(t, token)).toEqual([401, 401]);
  });
});

describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await createTestApp({ sharing: t });
  });
  afterAll(() => second.close());

  it('a session ended on one instance stops on the other within a second, on both doors', async () => {
    const account = await newAccount();
    const token = await signIn(account.email, PHONE);
    const spare = await signIn(account.email, LAPTOP);
    // The other instance has checked it, so it holds it in memory.
    expect(await doors(second, token)).toEqual([200, 200]);
    const id = (await second.request('GET', '/api/auth/sessions', { token })).body.data.sessions.find((s: { current: boolean }) => s.current).id;

    expect((await t.request('DELETE', `/api/auth/sessions/${id}`, { token: spare })).status).toBe(200);
    expect(await doors(t, token)).toEqual([401, 401]);
    await expect.poll(() => doors(second, token), { timeout: 1000, interval: 20 }).toEqual([401, 401]);
    expect(await doors(second, spare)).toEqual([200, 200]);
  });

  it('a deactivation on one instance stops the account on the other', async () => {
    const account = await newAccount();
    const token = await signIn(account.email, PHONE);
    expect(await doors(second, token)).toEqual([200, 200]);
    expect((await t.request('PATCH', `/api/users/${account.id}/toggle-status`, { token: t.users.superadmin.token })).status).toBe(200);
    await expect.poll(() => doors(second, token), { timeout: 1000, interval: 20 }).toEqual([401, 401]);
  });
});
