import type { Role } from '@island/shared';
import { findUnsafeText } from '@island/shared';
import { initTRPC } from '@trpc/server';
import { isDatabaseUnavailable } from '../db/availability.ts';
import { runAudited } from './audited-mutation.ts';
import { type AuditDeclaration, isAuditFacts } from '../audit/audit-facts.ts';
import { AppError, appCodeOf, fieldErrorsOf, forbidden, publicMessageOf, rateLimited, unavailable, unsafeText } from '../errors.ts';
import type { RestFacts } from '../rest/rest-facts.ts';
import { type RateLimiter, spend } from '../security/rate-limits.ts';
import type { Context } from './context.ts';
import { requireSignedIn } from './signed-in.ts';

/**
 * Facts about a procedure that the HTTP layers read, stated once beside it: whether it is a
 * public read (cacheable on both doors) and the REST path(s) that answer with it. The REST table
 * and the public-read set are derived from these (trpc/procedure-table.ts).
 */
export interface ProcedureMeta {
  publicRead?: boolean;
  rest?: RestFacts | readonly RestFacts[];
  /**
   * Cache tags: what data a public read shows, or what a write changes. By default a procedure's
   * tag is its router's name ('packages.update' changes 'packages'); a read that shows other
   * modules' data lists them all (the home page), a write that changes what another module shows
   * lists that one too. A successful write invalidates the public answers of its tags.
   */
  tags?: readonly string[];
  /**
   * The audit entry of a mutation (audit/audit-facts.ts): the record it writes, or why it writes
   * none. Every mutation declares it; a test fails for one that does not.
   */
  audit?: AuditDeclaration;
  /**
   * The answer is one person's and must never be kept by a browser or a shared cache
   * (`Cache-Control: no-store` on both doors): a visitor's booking page, reached by its secret key.
   */
  noStore?: boolean;
  /** Set by the builders below, for the API reference: a bearer token is required, and for which roles. */
  signIn?: { roles?: readonly Role[] };
}

/** The cache tags of a procedure (see ProcedureMeta.tags). */
export function tagsOf(path: string, meta: ProcedureMeta | undefined): readonly string[] {
  return meta?.tags ?? [path.split('.')[0] ?? path];
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

/**
 * Every procedure, on both doors, starts here. Before any schema or query: a string anywhere in
 * the raw input (query parameters, body, keys) that breaks the shared text rule is a 400 naming
 * the field. After: a failure because the database cannot be reached is a 503, not a 500.
 */
const guardedProcedure = t.procedure.use(async ({ getRawInput, next }) => {
  const field = findUnsafeText(await getRawInput());
  if (field !== null) throw unsafeText(field);
  const result = await next();
  if (!result.ok && !(result.error instanceof AppError) && isDatabaseUnavailable(result.error.cause ?? result.error)) {
    throw unavailable(result.error.cause);
  }
  return result;
});

/**
 * Every procedure: after a successful write, the public answers showing what it changed are
 * dropped (in this instance and, through the database, in every other), before the answer leaves.
 */
const cacheInvalidatingProcedure = guardedProcedure.use(async ({ ctx, meta, path, type, next }) => {
  const result = await next();
  if (type === 'mutation' && result.ok) await ctx.publicCache?.invalidate(tagsOf(path, meta));
  return result;
});

/**
 * Every audited mutation runs in a transaction that also appends its audit entry (inside the
 * cache step above, so the public answers are dropped only once the write has committed).
 */
export const publicProcedure = cacheInvalidatingProcedure.use(async ({ ctx, meta, path, type, getRawInput, next }) => {
  const audit = meta?.audit;
  if (type !== 'mutation' || !isAuditFacts(audit)) return next();
  return runAudited(ctx, audit, path, await getRawInput(), (auditedCtx) => next({ ctx: auditedCtx }));
});

/** A public read: answered to anyone; cacheable when asked without a token. */
export const publicReadProcedure = publicProcedure.meta({ publicRead: true });

/**
 * What an account that must set up two-step sign-in (the staff policy) may still do: see who it
 * is, set it up, see and end its sessions, sign out. Everything else answers 403
 * TWO_FACTOR_SETUP_REQUIRED, on both doors, until it is on.
 */
export const ALLOWED_BEFORE_TWO_FACTOR: ReadonlySet<string> = new Set([
  'auth.profile',
  'auth.logout',
  'auth.twoFactorStatus',
  'auth.twoFactorSetup',
  'auth.twoFactorEnable',
  'auth.sessions',
  'auth.endSession',
]);

/** Signed in with a valid token of an active account; `ctx.user` is set for what follows. */
export const authedProcedure = publicProcedure.meta({ signIn: {} }).use(async ({ ctx, path, next }) => {
  const user = await requireSignedIn(ctx, { allowedBeforeTwoFactor: ALLOWED_BEFORE_TWO_FACTOR.has(path) });
  return next({ ctx: { ...ctx, user } });
});

/** Signed in and holding one of the roles; 403 otherwise. `ctx.user.role` narrows to them. */
export function roleProcedure<const R extends Role>(...roles: readonly R[]) {
  return authedProcedure.meta({ signIn: { roles } }).use(({ ctx, next }) => {
    const { user } = ctx;
    if (!isOneOf(user.role, roles)) throw forbidden();
    return next({ ctx: { ...ctx, user: { ...user, role: user.role } } });
  });
}

function isOneOf<R extends Role>(role: Role, roles: readonly R[]): role is R {
  return (roles as readonly Role[]).includes(role);
}

/** A public write that one address may repeat only so often (contact form, testimonials). */
export function rateLimitedProcedure(pick: (ctx: Context) => RateLimiter) {
  return publicProcedure.use(async ({ ctx, next }) => {
    if (!(await spend(pick(ctx), ctx.ip))) throw rateLimited();
    return next();
  });
}
