import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createContextFactory } from '../trpc/context.ts';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../http/cache-headers.ts';
import { trpcDoor } from './trpc-door.ts';

// The test app gives a migrated, seeded database and its parts; the door is tried on its own app.
let t: TestApp;
let door: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  door = Fastify();
  await door.register(trpcDoor, { createContext: createContextFactory(t.deps) });
  await door.ready();
});
afterAll(async () => {
  await door?.close();
  await t?.close();
});

const get = (url: string, token?: string) => door.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('the tRPC door', () => {
  it('answers procedures under /trpc, batched too', async () => {
    const res = await get('/trpc/home.get,settings.all?batch=1&input=%7B%7D');
    expect(res.statusCode).toBe(200);
    const answers = res.json() as { result: { data: unknown } }[];
    expect(answers).toHaveLength(2);
    expect(answers[1]!.result.data).toBeTypeOf('object');
  });

  it('lets a batch of public reads asked without a token be cached, and nothing else', async () => {
    expect((await get('/trpc/home.get,settings.all?batch=1&input=%7B%7D')).headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect((await get('/trpc/home.get?batch=1&input=%7B%7D', t.users.admin.token)).headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const mixed = await get('/trpc/home.get,auth.profile?batch=1&input=%7B%7D', t.users.admin.token);
    expect(mixed.headers['cache-control'] ?? '').not.toContain('public');
    const failed = await get(`/trpc/destinations.get?input=${encodeURIComponent('{"id":999999}')}`);
    expect(failed.statusCode).toBe(404);
    expect(failed.headers['cache-control'] ?? '').not.toContain('public');
  });

  it('applies the sign-in rule through the context it is given', async () => {
    expect((await get('/trpc/auth.profile')).statusCode).toBe(401);
    const res = await get('/trpc/auth.profile', t.users.admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.id).toBe(t.users.admin.id);
  });
});
