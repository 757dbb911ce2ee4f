import { USER_TEXTS } from '@island/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';
import { ownsContent } from './users.repo.ts';

const T = USER_TEXTS;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const su = () => t.users.superadmin.token;
let serial = 0;
const newUser = (over: Record<string, unknown> = {}) => {
  serial += 1;
  return { name: `Pengguna ${serial}`, email: `pengguna${serial}@pulau.test`, password: 'sandi-awal', role: 'contributor', ...over };
};

async function create(over: Record<string, unknown> = {}) {
  const body = newUser(over);
  const res = await t.request('POST', '/api/users', { token: su(), body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...(res.body.data as { id: number; name: string; email: string }), password: body.password as string };
}

async function login(email: string, password: string) {
  return t.request('POST', '/api/auth/login', { body: { email, password } });
}

const errorsOf = (body: { errors?: { param: string; msg: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.param, e.msg]));

describe('who may manage users', () => {
  let target: number;
  beforeAll(async () => {
    target = (await create()).id;
  });

  const calls = () =>
    [
      ['GET', '/api/users', undefined],
      ['GET', '/api/users/roles', undefined],
      ['GET', `/api/users/${target}`, undefined],
      ['POST', '/api/users', newUser()],
      ['PUT', `/api/users/${target}`, { name: 'X', email: 'x@pulau.test', role: 'admin', is_active: true }],
      ['PUT', `/api/users/${target}/password`, { password: 'rahasia-baru' }],
      ['PATCH', `/api/users/${target}/toggle-status`, undefined],
      ['DELETE', `/api/users/${target}`, undefined],
    ] as const;

  it('answers anonymous callers 401', async () => {
    for (const [method, url, body] of calls()) {
      expect((await t.request(method, url, { body })).status, `${method} ${url}`).toBe(401);
    }
  });

  it.each(['admin', 'msme', 'contributor'] as const)('answers %s 403 on every call, both doors', async (role) => {
    for (const [method, url, body] of calls()) {
      const res = await t.request(method, url, { body, token: t.users[role].token });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    expect((await t.request('GET', trpcQueryUrl('users.list', {}), { token: t.users[role].token })).status).toBe(403);
    const stored = await t.request('GET', `/api/users/${target}`, { token: su() });
    expect(stored.body.data.is_active).toBe(true);
  });
});

describe('superadmin: list, read, create', () => {
  it('answers the four roles for the filter and the form', async () => {
    const res = await t.request('GET', '/api/users/roles', { token: su() });
    expect(res.body).toEqual({ success: true, data: ['superadmin', 'admin', 'msme', 'contributor'] });
  });

  it('lists users 10 a page with filters by role and search, never with a password hash', async () => {
    await create({ name: 'Nelayan Cari', role: 'msme', email: 'nelayan.cari@pulau.test' });
    const res = await t.request('GET', '/api/users', { token: su() });
    expect(res.status).toBe(200);
    expect(res.body.data.pagination.itemsPerPage).toBe(10);
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i);

    const msme = await t.request('GET', '/api/users?role=msme&limit=100', { token: su() });
    expect(new Set(msme.body.data.users.map((u: { role: string }) => u.role))).toEqual(new Set(['msme']));
    const all = await t.request('GET', '/api/users?role=all&limit=100', { token: su() });
    expect(all.body.data.pagination.totalItems).toBeGreaterThan(msme.body.data.pagination.totalItems);

    const found = await t.request('GET', '/api/users?search=NELAYAN', { token: su() });
    expect(found.body.data.users.map((u: { email: string }) => u.email)).toEqual(['nelayan.cari@pulau.test']);
    expect((await t.request('GET', '/api/users?role=pilot', { token: su() })).status).toBe(400);
  });

  it('creates a user who can then sign in; answers data.id and the create text', async () => {
    const body = newUser({ role: 'admin', email: 'Baru.Admin@Pulau.test' });
    const res = await t.request('POST', '/api/users', { token: su(), body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: T.created, data: { id: expect.any(Number), email: 'baru.admin@pulau.test', role: 'admin', is_active: true } });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    const signedIn = await login('baru.admin@pulau.test', body.password);
    expect(signedIn.status).toBe(200);
    const one = await t.request('GET', `/api/users/${res.body.data.id}`, { token: su() });
    expect(one.body.data.name).toBe(body.name);
  });

  it('refuses a taken e-mail with 409, whatever its case', async () => {
    const taken = await create();
    const res = await t.request('POST', '/api/users', { token: su(), body: newUser({ email: taken.email.toUpperCase() }) });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, code: 'CONFLICT', message: T.emailTaken });
    expect(res.body.errors).toEqual([{ param: 'email', msg: T.emailTaken }]);
    const trpc = await t.request('POST', '/trpc/users.create', { token: su(), body: newUser({ email: taken.email }) });
    expect(trpc.status).toBe(409);
    expect(trpc.body.error.data.appCode).toBe('CONFLICT');
  });

  it('checks the form: name, valid e-mail, role, password of 6 or more', async () => {
    const res = await t.request('POST', '/api/users', { token: su(), body: { name: '', email: 'bukan', password: '12345' } });
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)).toEqual({ name: T.nameRequired, email: T.invalidEmail, password: T.passwordMin, role: T.roleRequired });
    const role = await t.request('POST', '/api/users', { token: su(), body: newUser({ role: 'pilot' }) });
    expect(errorsOf(role.body)).toEqual({ role: T.invalidRole });
  });

  it('answers 404 for a user that does not exist', async () => {
    expect((await t.request('GET', '/api/users/999999', { token: su() })).body).toMatchObject({ success: false, message: T.notFound });
  });
});

describe('superadmin: edit, password, status, delete', () => {
  it('edits name, e-mail, role and status; a taken e-mail is 409', async () => {
    const user = await create();
    const other = await create();
    const res = await t.request('PUT', `/api/users/${user.id}`, {
      token: su(),
      body: { name: 'Nama Baru', email: 'nama.baru@pulau.test', role: 'msme', is_active: true },
    });
    expect(res.body).toMatchObject({ success: true, message: T.updated, data: { name: 'Nama Baru', email: 'nama.baru@pulau.test', role: 'msme' } });
    const clash = await t.request('PUT', `/api/users/${user.id}`, { token: su(), body: { name: 'Nama Baru', email: other.email, role: 'msme' } });
    expect(clash.status).toBe(409);
    // Keeping one's own e-mail is no clash.
    const same = await t.request('PUT', `/api/users/${user.id}`, { token: su(), body: { name: 'Nama Lagi', email: 'NAMA.BARU@pulau.test', role: 'msme' } });
    expect(same.status).toBe(200);
  });

  it('a new password ends the old sessions at once; the new password signs in', async () => {
    const user = await create();
    const oldToken = (await login(user.email, user.password)).body.data.token as string;
    expect((await t.request('GET', '/api/auth/profile', { token: oldToken })).status).toBe(200);

    const res = await t.request('PUT', `/api/users/${user.id}/password`, { token: su(), body: { password: 'sandi-kedua' } });
    expect(res.body).toMatchObject({ success: true, message: T.passwordChanged });
    expect((await t.request('GET', '/api/auth/profile', { token: oldToken })).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(401);
    expect((await login(user.email, 'sandi-kedua')).status).toBe(200);

    const short = await t.request('PUT', `/api/users/${user.id}/password`, { token: su(), body: { password: '123' } });
    expect(errorsOf(short.body)).toEqual({ password: T.passwordMin });
  });

  it('toggling off stops the token at once and sign-in says inactive; toggling on lets them sign in again', async () => {
    const user = await create({ name: 'Pak Toggle' });
    const token = (await login(user.email, user.password)).body.data.token as string;
    const off = await t.request('PATCH', `/api/users/${user.id}/toggle-status`, { token: su() });
    expect(off.body).toMatchObject({ success: true, message: T.toggled('Pak Toggle'), data: { id: user.id, is_active: false } });
    expect((await t.request('GET', '/api/auth/profile', { token })).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(403);

    const on = await t.request('PATCH', `/api/users/${user.id}/toggle-status`, { token: su() });
    expect(on.body.data.is_active).toBe(true);
    // The session ended by the deactivation stays ended; a new sign-in works.
    expect((await t.request('GET', '/api/auth/profile', { token })).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('deactivating through the edit form ends the sessions too', async () => {
    const user = await create();
    const token = (await login(user.email, user.password)).body.data.token as string;
    await t.request('PUT', `/api/users/${user.id}`, { token: su(), body: { name: user.name, email: user.email, role: 'contributor', is_active: false } });
    expect((await t.request('GET', '/api/auth/profile', { token })).status).toBe(401);
  });

  it('deletes a user with the specification text', async () => {
    const user = await create({ name: 'Bu Hapus' });
    const res = await t.request('DELETE', `/api/users/${user.id}`, { token: su() });
    expect(res.body).toMatchObject({ success: true, message: T.deleted('Bu Hapus') });
    expect((await t.request('GET', `/api/users/${user.id}`, { token: su() })).status).toBe(404);
    expect((await login(user.email, user.password)).status).toBe(401);
  });

  it('refuses to delete a user who still owns content (409), and deactivating them stays possible', async () => {
    const user = await create({ role: 'msme' });
    // A table of owned rows, like MSMEs and articles, pointing at the user.
    await sql`create table owned_rows (id serial primary key, user_id integer not null references users (id))`.execute(t.db);
    await sql`insert into owned_rows (user_id) values (${user.id})`.execute(t.db);
    try {
      const res = await t.request('DELETE', `/api/users/${user.id}`, { token: su() });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ success: false, code: 'CONFLICT', message: T.ownsContent });
      expect((await t.request('GET', `/api/users/${user.id}`, { token: su() })).status).toBe(200);
      expect((await t.request('PATCH', `/api/users/${user.id}/toggle-status`, { token: su() })).body.data.is_active).toBe(false);
    } finally {
      await sql`drop table owned_rows`.execute(t.db);
    }
  });
});

describe('owned content', () => {
  it('refuses (409) to delete the owner of an MSME; deactivating them stays possible', async () => {
    const owner = await create({ role: 'msme', name: 'Pemilik Toko' });
    await sql`insert into msmes (user_id, brand, description, phone) values (${owner.id}, 'Toko Uji', 'Kerajinan kerang.', '081200000000')`.execute(t.db);
    const res = await t.request('DELETE', `/api/users/${owner.id}`, { token: su() });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(T.ownsContent);
    const off = await t.request('PATCH', `/api/users/${owner.id}/toggle-status`, { token: su() });
    expect(off.body.data.is_active).toBe(false);
  });

  it('finds rows that point at a user in the listed tables, and none in tables that do not exist', async () => {
    const user = await create();
    const owned = [
      { table: 'owned_articles', column: 'writer_id' },
      { table: 'no_such_table', column: 'user_id' },
    ];
    await sql`create table owned_articles (id serial primary key, writer_id integer references users (id) on delete set null)`.execute(t.db);
    try {
      expect(await ownsContent(t.db, user.id, owned)).toBe(false);
      await sql`insert into owned_articles (writer_id) values (${user.id})`.execute(t.db);
      expect(await ownsContent(t.db, user.id, owned)).toBe(true);
      expect(await ownsContent(t.db, user.id + 1000, owned)).toBe(false);
    } finally {
      await sql`drop table owned_articles`.execute(t.db);
    }
  });
});

describe('guard rails: oneself and the last superadmin', () => {
  const me = () => t.users.superadmin;

  it('nobody deletes, deactivates or demotes themselves', async () => {
    const del = await t.request('DELETE', `/api/users/${me().id}`, { token: su() });
    expect(del.status).toBe(403);
    expect(del.body.message).toBe(T.selfDelete);
    const toggle = await t.request('PATCH', `/api/users/${me().id}/toggle-status`, { token: su() });
    expect(toggle.body.message).toBe(T.selfDeactivate);
    const self = { name: 'Test superadmin', email: me().email };
    const off = await t.request('PUT', `/api/users/${me().id}`, { token: su(), body: { ...self, role: 'superadmin', is_active: false } });
    expect(off.body.message).toBe(T.selfDeactivate);
    const demote = await t.request('PUT', `/api/users/${me().id}`, { token: su(), body: { ...self, role: 'admin', is_active: true } });
    expect(demote.status).toBe(403);
    expect(demote.body.message).toBe(T.selfDemote);
    // Editing one's own name is fine.
    const rename = await t.request('PUT', `/api/users/${me().id}`, { token: su(), body: { ...self, role: 'superadmin', is_active: true } });
    expect(rename.status).toBe(200);
    expect((await t.request('GET', '/api/auth/profile', { token: su() })).body.data.is_active).toBe(true);
  });

  it('two superadmins demoting each other at once leave one superadmin in charge', async () => {
    const other = await create({ role: 'superadmin', name: 'Super Dua' });
    const otherToken = (await login(other.email, other.password)).body.data.token as string;
    const [a, b] = await Promise.all([
      t.request('PUT', `/api/users/${other.id}`, { token: su(), body: { name: other.name, email: other.email, role: 'admin' } }),
      t.request('PUT', `/api/users/${me().id}`, { token: otherToken, body: { name: 'Test superadmin', email: me().email, role: 'admin' } }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const survivor = a.status === 200 ? su() : otherToken;
    const supers = await t.request('GET', '/api/users?role=superadmin&limit=100', { token: survivor });
    expect(supers.body.data.users.filter((u: { is_active: boolean }) => u.is_active).length).toBeGreaterThanOrEqual(1);
    if (b.status === 200) {
      // The other one won: give the test superadmin its role back for the tests that follow.
      await t.request('PUT', `/api/users/${me().id}`, { token: otherToken, body: { name: 'Test superadmin', email: me().email, role: 'superadmin' } });
    }
  });
});

describe('PUT /api/auth/password (own password)', () => {
  it('needs the current password, answers a fresh token and ends the other sessions', async () => {
    const user = await create({ role: 'contributor' });
    const first = (await login(user.email, user.password)).body.data.token as string;
    const wrong = await t.request('PUT', '/api/auth/password', { token: first, body: { currentPassword: 'salah-sekali', password: 'sandi-baru-1' } });
    expect(wrong.status).toBe(400);
    expect(errorsOf(wrong.body)).toEqual({ currentPassword: T.currentPasswordWrong });

    const ok = await t.request('PUT', '/api/auth/password', { token: first, body: { currentPassword: user.password, password: 'sandi-baru-1' } });
    expect(ok.body).toMatchObject({ success: true, message: T.passwordChanged, data: { token: expect.any(String) } });
    expect((await t.request('GET', '/api/auth/profile', { token: first })).status).toBe(401);
    expect((await t.request('GET', '/api/auth/profile', { token: ok.body.data.token })).status).toBe(200);
    expect((await login(user.email, 'sandi-baru-1')).status).toBe(200);
  });

  it('is for signed-in users only', async () => {
    expect((await t.request('PUT', '/api/auth/password', { body: { currentPassword: TEST_PASSWORD, password: 'abcdefg' } })).status).toBe(401);
  });
});
