import type { Role } from '@island/shared';
import { initTRPC } from '@trpc/server';
import type { RateLimiterMemory } from 'rate-limiter-flexible';
import { AppError, appCodeOf, fieldErrorsOf, forbidden, publicMessageOf, rateLimited } from '../errors.ts';
import type { RestFacts } from '../rest/rest-facts.ts';
import { spend } from '../security/rate-limits.ts';
import type { Context } from './context.ts';

/**
 * Facts about a procedure that the HTTP layers read, stated once beside it: whether it is a
 * public read (cacheable on both doors) and the REST path(s) that answer with it. The REST table
 * and the public-read set are derived from these (trpc/procedure-table.ts).
 */
export interface ProcedureMeta {
  publicRead?: boolean;
  rest?: RestFacts | readonly RestFacts[];
}

const t = initTRPC.context<Context>().meta<ProcedureMeta>().create({
  // Never send stack traces, whatever the environment.
  isDev: false,
  errorFormatter({ shape, error }) {
    const errors = fieldErrorsOf(error);
    return {
      ...shape,
      message: publicMessageOf(error),
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        appCode: appCodeOf(error),
        ...(errors ? { errors } : {}),
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

/** A public read: answered to anyone; cacheable when asked without a token. */
export const publicReadProcedure = publicProcedure.meta({ publicRead: true });

/** Signed in with a valid token of an active account; `ctx.user` is set for what follows. */
export const authedProcedure = t.procedure.use(async ({ ctx, next }) => {
  const user = await ctx.getUser();
  if (!user) throw new AppError(ctx.token ? 'SESSION_ENDED' : 'UNAUTHENTICATED');
  return next({ ctx: { ...ctx, user } });
});

/** Signed in and holding one of the roles; 403 otherwise. `ctx.user.role` narrows to them. */
export function roleProcedure<const R extends Role>(...roles: readonly R[]) {
  return authedProcedure.use(({ ctx, next }) => {
    const { user } = ctx;
    if (!isOneOf(user.role, roles)) throw forbidden();
    return next({ ctx: { ...ctx, user: { ...user, role: user.role } } });
  });
}

function isOneOf<R extends Role>(role: Role, roles: readonly R[]): role is R {
  return (roles as readonly Role[]).includes(role);
}

/** A public write that one address may repeat only so often (contact form, testimonials). */
export function rateLimitedProcedure(pick: (ctx: Context) => RateLimiterMemory) {
  return publicProcedure.use(async ({ ctx, next }) => {
    if (!(await spend(pick(ctx), ctx.ip))) throw rateLimited();
    return next();
  });
}
