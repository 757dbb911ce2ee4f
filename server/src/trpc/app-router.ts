import { authRouter } from '../modules/auth/auth.router.ts';
import { healthRouter } from '../modules/health/health.router.ts';
import { usersRouter } from '../modules/users/users.router.ts';
import { createCallerFactory, router } from './init.ts';

/** Every module's router, under its name. Add a module here and its REST rows in rest/routes.ts. */
export const appRouter = router({
  health: healthRouter,
  auth: authRouter,
  users: usersRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
export type AppCaller = ReturnType<typeof createCaller>;
