import crypto from 'node:crypto';
import { callTRPCProcedure, TRPCError } from '@trpc/server';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';
import { appRouter, PROCEDURES } from '../../app-router.ts';
import { appCodeOf } from '../../errors.ts';
import { hashPassword } from '../../security/passwords.ts';
import { findActiveUserById, insertUser } from '../../security/auth.repo.ts';
import { createInnerContext } from '../../trpc/context.ts';

let t: TestApp;
let passwordHash: string;
beforeAll(async () => {
  // Each test signs in from an address of its own (X-Forwarded-For), so lockouts stay apart.
  t = await createTestApp({ env: { LOGIN_MAX_ATTEMPTS: '3', TRUST_PROXY: 'true' } });
  passwordHash = await hashPassword(TEST_PASSWORD);
});
afterAll(() => t.close());

/** The code an authenticator app shows for the secret, `steps` 30-second steps from now. */
function codeFor(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
}

const address = () => `203.0.113.${crypto.randomInt(1, 250)}`;

interface Account {
  id: number;
  email: string;
  token: string;
  ip: string;
}

async function newAccount(role: 'admin' | 'contributor' | 'superadmin' = 'contributor'): Promise<Account> {
  const email = `tf-${crypto.randomBytes(4).toString('hex')}@test.pulau`;
  const user = await insertUser(t.db, { name: `Dua Langkah ${role}`, email, passwordHash, role });
  return { id: user.id, email, token: await t.tokenFor(user.id), ip: address() };
}

function login(account: Account, extra: Record<string, string> = {}) {
  return t.request('POST', '/api/auth/login', {
    body: { email: account.email, password: TEST_PASSWORD, ...extra },
    headers: { 'x-forwarded-for': account.ip },
  });
}

/** Sets two-step sign-in up and turns it on with a code computed here; answers the secret and recovery codes. */
async function enable(account: Account): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await t.request('POST', '/api/auth/2fa/setup', { token: account.token });
  expect(setup.status).toBe(200);
  const { secret } = setup.body.data;
  const enabled = await t.request('POST', '/api/auth/2fa/enable', { token: account.token, body: { code: codeFor(secret) } });
  expect(enabled.status).toBe(200);
  return { secret, recoveryCodes: enabled.body.data.recoveryCodes };
}

describe('setting two-step sign-in up', () => {
  it('answers a base32 secret and an otpauth address, keeps the secret encrypted, and turns on only with a right code', async () => {
    const account = await newAccount();
    const setup = await t.request('POST', '/api/auth/2fa/setup', { token: account.token });
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(decodeURIComponent(url.pathname)).toContain(account.email);

    const stored = await t.db.selectFrom('user_two_factor').select(['secret', 'enabled_at']).where('user_id', '=', account.id).executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(secret);
    expect(stored.enabled_at).toBeNull();

    // Not on yet: the password alone still signs in.
    expect((await login(account)).status).toBe(200);

    const wrong = await t.request('POST', '/api/auth/2fa/enable', { token: account.token, body: { code: codeFor(secret, 10) } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ param: 'code', msg: 'Kode verifikasi salah' }]);

    const enabled = await t.request('POST', '/api/auth/2fa/enable', { token: account.token, body: { code: codeFor(secret) } });
    expect(enabled.status).toBe(200);
    expect(enabled.body.message).toBe('Verifikasi dua langkah aktif');
    const codes: string[] = enabled.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    const hashes = await t.db.selectFrom('user_recovery_codes').select('code_hash').where('user_id', '=', account.id).execute();
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) expect(codes.some((code) => code_hash.includes(code.replace(/-/g, '')))).toBe(false);

    const status = await t.request('GET', '/api/auth/2fa', { token: account.token });
    expect(status.body.data).toMatchObject({ enabled: true, required: false, recoveryCodesLeft: 10 });
    // A second setup would replace a secret in use: refused.
    expect((await t.request('POST', '/api/auth/2fa/setup', { token: account.token })).status).toBe(409);
  });

  it('needs a signed-in caller', async () => {
    expect((await t.request('POST', '/api/auth/2fa/setup')).status).toBe(401);
  });
});

describe('signing in with two-step sign-in on', () => {
  it('refuses the password alone with TOTP_REQUIRED and accepts a current code, each code once', async () => {
    const account = await newAccount();
    const { secret } = await enable(account);

    const alone = await login(account);
    expect(alone.status).toBe(401);
    expect(alone.body).toEqual({ success: false, code: 'TOTP_REQUIRED', message: 'Masukkan kode verifikasi dari aplikasi autentikator Anda' });

    // The code of the step the enabling used is spent; the next step's (one step of drift) is not.
    const spent = await login(account, { totp: codeFor(secret) });
    expect(spent.status).toBe(401);
    expect(spent.body.code).toBe('TOTP_INVALID');

    const next = codeFor(secret, 1);
    const ok = await login(account, { totp: next });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.id).toBe(account.id);
    expect((await t.request('GET', '/api/auth/profile', { token: ok.body.data.token })).status).toBe(200);

    const again = await login({ ...account, ip: address() }, { totp: next });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('TOTP_INVALID');
  });

  it('refuses a wrong password before asking for a code', async () => {
    const account = await newAccount();
    await enable(account);
    const res = await t.request('POST', '/api/auth/login', {
      body: { email: account.email, password: 'salah-sekali' },
      headers: { 'x-forwarded-for': account.ip },
    });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('accepts each recovery code once, in any case and with or without dashes', async () => {
    const account = await newAccount();
    const { recoveryCodes } = await enable(account);
    const [first, second] = recoveryCodes as [string, string];
    expect((await login(account, { recoveryCode: first })).status).toBe(200);
    const reused = await login(account, { recoveryCode: first });
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('TOTP_INVALID');
    expect((await login(account, { recoveryCode: second.replace(/-/g, '').toLowerCase() })).status).toBe(200);
    const status = await t.request('GET', '/api/auth/2fa', { token: account.token });
    expect(status.body.data.recoveryCodesLeft).toBe(8);
  });

  it('counts wrong codes toward the sign-in lockout', async () => {
    const account = await newAccount();
    const { secret } = await enable(account);
    for (let i = 0; i < 3; i++) {
      const wrong = await login(account, { totp: codeFor(secret, 20 + i) });
      expect(wrong.status).toBe(401);
      expect(wrong.body.code).toBe('TOTP_INVALID');
    }
    const locked = await login(account, { totp: codeFor(secret, 1) });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('RATE_LIMITED');
  });

  it('asks for the code on the tRPC door too', async () => {
    const account = await newAccount();
    const { secret } = await enable(account);
    const post = (input: unknown) =>
      t.request('POST', '/trpc/auth.login', { body: input, headers: { 'x-forwarded-for': account.ip } });
    const alone = await post({ email: account.email, password: TEST_PASSWORD });
    expect(alone.status).toBe(401);
    expect(alone.body.error.data.appCode).toBe('TOTP_REQUIRED');
    const ok = await post({ email: account.email, password: TEST_PASSWORD, totp: codeFor(secret, 1) });
    expect(ok.status).toBe(200);
    expect(typeof ok.body.result.data.token).toBe('string');
  });
});

describe('turning two-step sign-in off', () => {
  it('needs the password and a code; then the password alone signs in again', async () => {
    const account = await newAccount();
    const { recoveryCodes } = await enable(account);
    const wrongPassword = await t.request('POST', '/api/auth/2fa/disable', {
      token: account.token,
      body: { password: 'bukan-password', code: recoveryCodes[0] },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.errors).toEqual([{ param: 'password', msg: 'Password salah' }]);
    const wrongCode = await t.request('POST', '/api/auth/2fa/disable', { token: account.token, body: { password: TEST_PASSWORD, code: '000000' } });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.errors[0].param).toBe('code');
    const missing = await t.request('POST', '/api/auth/2fa/disable', { token: account.token, body: { password: TEST_PASSWORD } });
    expect(missing.status).toBe(400);

    const off = await t.request('POST', '/api/auth/2fa/disable', { token: account.token, body: { password: TEST_PASSWORD, code: recoveryCodes[0] } });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ enabled: false });
    expect((await login(account)).status).toBe(200);
    expect(await t.db.selectFrom('user_recovery_codes').select('id').where('user_id', '=', account.id).execute()).toEqual([]);
  });
});

describe('requiring two-step sign-in of staff', () => {
  it('only a superadmin sets the policy', async () => {
    const res = await t.request('PUT', '/api/auth/2fa/policy', { token: t.users.admin.token, body: { requireTwoFactorForStaff: true } });
    expect(res.status).toBe(403);
    expect((await t.request('GET', '/api/auth/2fa/policy', { token: t.users.admin.token })).status).toBe(403);
  });

  it('refuses other procedures to staff without it, on both doors, until they turn it on', async () => {
    const admin = await newAccount('admin');
    const contributor = await newAccount('contributor');
    const superadmin = await newAccount('superadmin');
    const setPolicy = (requireTwoFactorForStaff: boolean) =>
      t.request('PUT', '/api/auth/2fa/policy', { token: superadmin.token, body: { requireTwoFactorForStaff } });
    // Not before the superadmin has it: they would be the first one shut out.
    const early = await setPolicy(true);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('Aktifkan verifikasi dua langkah untuk akun Anda sendiri terlebih dahulu');
    await enable(superadmin);
    const set = await setPolicy(true);
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ requireTwoFactorForStaff: true });
    try {
      const refused = await t.request('GET', '/api/contact?limit=5', { token: admin.token });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
      const trpc = await t.request('GET', trpcQueryUrl('dashboard.get'), { token: admin.token });
      expect(trpc.status).toBe(403);
      expect(trpc.body.error.data.appCode).toBe('TWO_FACTOR_SETUP_REQUIRED');
      const upload = await t.request('POST', '/api/files/upload', { token: admin.token, body: new FormData() });
      expect(upload.body.code).toBe('TWO_FACTOR_SETUP_REQUIRED');

      // What leads them to set it up still answers.
      expect((await t.request('GET', '/api/auth/profile', { token: admin.token })).status).toBe(200);
      const status = await t.request('GET', '/api/auth/2fa', { token: admin.token });
      expect(status.body.data).toMatchObject({ enabled: false, required: true });
      // Roles the policy does not name go on as before.
      expect((await t.request('GET', '/api/profile/dashboard', { token: contributor.token })).status).toBe(200);

      await enable(admin);
      expect((await t.request('GET', '/api/contact?limit=5', { token: admin.token })).status).toBe(200);
    } finally {
      expect((await setPolicy(false)).status).toBe(200);
    }
    const fresh = await newAccount('admin');
    expect((await t.request('GET', '/api/contact?limit=5', { token: fresh.token })).status).toBe(200);
  });
});

describe('what an account may do before it sets two-step sign-in up', () => {
  const LEADING_THERE = ['auth.profile', 'auth.logout', 'auth.twoFactorStatus', 'auth.twoFactorSetup', 'auth.twoFactorEnable', 'auth.sessions', 'auth.endSession'];

  it('is declared in the meta of exactly the procedures that lead to setting it up', () => {
    expect(PROCEDURES.filter((p) => p.meta.beforeTwoFactor).map((p) => p.path).sort()).toEqual([...LEADING_THERE].sort());
  });

  it('answers those procedures and refuses every other signed-in one with TWO_FACTOR_SETUP_REQUIRED', async () => {
    const admin = await newAccount('admin');
    const user = (await findActiveUserById(t.db, admin.id))!;
    // A live session of an admin whom the policy requires two-step sign-in of, not yet set up.
    const ctx = createInnerContext(t.deps, {
      log: t.app.log,
      ip: admin.ip,
      token: admin.token,
      baseUrl: t.baseUrl,
      getUser: async () => user,
      getSession: async () => ({ user, sessionId: 0, twoFactorEnabled: false, twoFactorSetupRequired: true, lastSeenAt: new Date() }),
    });
    /** The app error code a call ends with, or 'answered'. Without input: the sign-in rule comes before it is read. */
    const outcome = async (path: string, type: 'query' | 'mutation') => {
      try {
        await callTRPCProcedure({ router: appRouter, path, type, ctx, getRawInput: async () => undefined, signal: undefined, batchIndex: 0 });
        return 'answered';
      } catch (error) {
        if (!(error instanceof TRPCError)) throw error;
        return appCodeOf(error);
      }
    };
    const signedIn = PROCEDURES.filter((p) => p.meta.signIn);
    expect(signedIn.length).toBeGreaterThan(LEADING_THERE.length);
    const refused: string[] = [];
    for (const procedure of signedIn) {
      if ((await outcome(procedure.path, procedure.type)) === 'TWO_FACTOR_SETUP_REQUIRED') refused.push(procedure.path);
    }
    expect(refused.sort()).toEqual(signedIn.map((p) => p.path).filter((path) => !LEADING_THERE.includes(path)).sort());
  });
});

