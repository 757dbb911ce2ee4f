import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerAs } from '../../test/caller.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AppError } from '../errors.ts';
import { assertMayActOn, mayActOn } from './ownership.ts';

describe('ownership rule', () => {
  it('lets staff act on any row and others only on their own', () => {
    expect(mayActOn({ id: 1, role: 'admin' }, 99)).toBe(true);
    expect(mayActOn({ id: 1, role: 'superadmin' }, null)).toBe(true);
    expect(mayActOn({ id: 7, role: 'msme' }, 7)).toBe(true);
    expect(mayActOn({ id: 7, role: 'msme' }, 8)).toBe(false);
    expect(mayActOn({ id: 7, role: 'contributor' }, null)).toBe(false);
  });

  it('refuses with 403 NOT_OWNER and the given text', () => {
    const refused = (() => {
      try {
        assertMayActOn({ id: 7, role: 'msme' }, 8, 'Bukan UMKM Anda');
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ appCode: 'NOT_OWNER', code: 'FORBIDDEN', message: 'Bukan UMKM Anda' });
  });
});

describe('server-side caller and error codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function codeOf(call: Promise<unknown>) {
    try {
      await call;
    } catch (error) {
      if (error instanceof AppError) return { appCode: error.appCode, code: error.code };
      if (error instanceof TRPCError) return { appCode: null, code: error.code };
      throw error;
    }
    return null;
  }

  it('runs the same guards as the doors, without HTTP', async () => {
    expect(await codeOf(callerAs(t, null).packages.delete({ id: 1 }))).toEqual({ appCode: 'UNAUTHENTICATED', code: 'UNAUTHORIZED' });
    expect(await codeOf(callerAs(t, 'contributor').packages.delete({ id: 1 }))).toEqual({ appCode: 'FORBIDDEN', code: 'FORBIDDEN' });
    expect(await codeOf(callerAs(t, 'admin').packages.delete({ id: 999_999 }))).toEqual({ appCode: 'NOT_FOUND', code: 'NOT_FOUND' });
    const profile = await callerAs(t, 'msme').auth.profile();
    expect(profile).toMatchObject({ id: t.users.msme.id, role: 'msme' });
  });

  it('answers the code on both doors', async () => {
    const rest = await t.request('DELETE', '/api/packages/999999', { token: t.users.admin.token });
    expect(rest.status).toBe(404);
    expect(rest.body).toMatchObject({ success: false, code: 'NOT_FOUND' });

    const res = await fetch(`${t.baseUrl}/trpc/packages.delete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${t.users.contributor.token}` },
      body: JSON.stringify({ id: 1 }),
    });
    const body = (await res.json()) as { error: { data: { appCode: string; httpStatus: number } } };
    expect(res.status).toBe(403);
    expect(body.error.data).toMatchObject({ appCode: 'FORBIDDEN', httpStatus: 403 });
  });
});
