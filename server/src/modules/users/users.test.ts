import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/users/roles (superadmin only)', () => {
  it('answers the four roles to a superadmin', async () => {
    const res = await t.request('GET', '/api/users/roles', { token: t.users.superadmin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: ['superadmin', 'admin', 'msme', 'contributor'] });
  });

  it.each(['admin', 'msme', 'contributor'] as const)('refuses %s with 403', async (role) => {
    const res = await t.request('GET', '/api/users/roles', { token: t.users[role].token });
    expect(res.status).toBe(403);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBeTruthy();
  });

  it('refuses anonymous callers with 401', async () => {
    expect((await t.request('GET', '/api/users/roles')).status).toBe(401);
  });

  it('applies the same guard through tRPC', async () => {
    const res = await t.request('GET', trpcQueryUrl('users.roles'), { token: t.users.admin.token });
    expect(res.status).toBe(403);
    expect(res.body.error.data.code).toBe('FORBIDDEN');
  });
});
