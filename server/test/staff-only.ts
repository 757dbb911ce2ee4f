import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/**
 * The role matrix row of a staff-only operation (docs/product.md, Roles): contributor and msme get 403,
 * an anonymous caller 401, and none of them changes anything. Allowed roles are tested by the
 * caller, with the answer they expect.
 */
export async function expectStaffOnly(t: TestApp, method: string, url: string, body?: unknown): Promise<void> {
  for (const role of ['contributor', 'msme'] as const) {
    const res = await t.request(method, url, { body, token: t.users[role].token });
    expect(res.status, `${role} ${method} ${url}`).toBe(403);
    expect(res.body.success).toBe(false);
  }
  const anonymous = await t.request(method, url, { body });
  expect(anonymous.status, `anonymous ${method} ${url}`).toBe(401);
  expect(anonymous.body.success).toBe(false);
}
