import type { Role } from '@island/shared';
import { TEXTS } from '@island/shared';
import { initTRPC, TRPCError } from '@trpc/server';
import type { RateLimiterMemory } from 'rate-limiter-flexible';
import { fieldErrorsOf, forbidden, publicMessageOf } from '../errors.ts';
import { spend } from '../security/rate-limits.ts';
import type { Context } from './context.ts';

/** Per-procedure facts the HTTP layer reads (see app.ts responseMeta). */
export interface ProcedureMeta {
  /** A public read that browsers and shared caches may keep for a short while. */
  publicCache?: boolean;
}

const t = initTRPC.context<Context>().meta<ProcedureMeta>().create({
  // Never send stack traces, whatever the environment.
  isDev: false,
  errorFormatter({ shape, error }) {
    const errors = fieldErrorsOf(error);
    return {
      ...shape,
      message: publicMessageOf(error),
      data: { code: shape.data.code, httpStatus: shape.data.httpStatus, ...(errors ? { errors } : {}) },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

/** A public read: answered to anyone; cacheable when asked without a token. */
export const publicReadProcedure = publicProcedure.meta({ publicCache: true });

/** Signed in with a valid token of an active account; `ctx.user` is set for what follows. */
export const authedProcedure = t.procedure.use(async ({ ctx, next }) => {
  if (!ctx.token) throw new TRPCError({ code: 'UNAUTHORIZED', message: TEXTS.tokenMissing });
  const user = await ctx.getUser();
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: TEXTS.sessionEnded });
  return next({ ctx: { ...ctx, user } });
});

/** Signed in and holding one of the roles; 403 otherwise. */
export function roleProcedure(...roles: readonly Role[]) {
  return authedProcedure.use(({ ctx, next }) => {
    if (!roles.includes(ctx.user.role)) throw forbidden();
    return next({ ctx });
  });
}

/** A public write that one address may repeat only so often (contact form, testimonials). */
export function rateLimitedProcedure(pick: (ctx: Context) => RateLimiterMemory) {
  return publicProcedure.use(async ({ ctx, next }) => {
    if (!(await spend(pick(ctx), ctx.ip))) {
      throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: TEXTS.tooManyRequests });
    }
    return next();
  });
}
