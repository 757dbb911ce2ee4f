import type { Role } from '@island/shared';
import { createCaller, type AppCaller } from '../src/app-router.ts';
import { type AppDeps, createInnerContext } from '../src/trpc/context.ts';
import { findActiveUserById } from '../src/security/auth.repo.ts';
import type { TestApp } from './test-app.ts';

/**
 * A server-side caller acting as one of the test app's users (or nobody), without HTTP: the
 * same middleware, schemas and rules as both doors, at the speed of a function call. Use it to
 * test rules (ownership, status machines) case by case; keep the HTTP tests for the doors.
 */
export function callerAs(testApp: TestApp, who: Role | { id: number } | null): AppCaller {
  const deps: AppDeps = testApp.deps;
  const id = who === null ? null : typeof who === 'string' ? testApp.users[who].id : who.id;
  return createCaller(
    createInnerContext(deps, {
      log: testApp.app.log,
      ip: '127.0.0.1',
      userAgent: 'test-caller',
      token: id === null ? null : `test-user-${id}`,
      baseUrl: testApp.baseUrl,
      getUser: async () => (id === null ? null : findActiveUserById(deps.db, id)),
    }),
  );
}
