import { CONTENT_ROLES, findUnsafeText, hasRole, type Role, SHOP_ROLES, SITE_RUNNER_ROLES, SUPERADMIN_ROLES } from '@island/shared';
import { isAuditFacts } from '../audit/audit-facts.ts';
import { isDatabaseUnavailable } from '../db/availability.ts';
import { AppError, forbidden, rateLimitedFor, unavailable, unsafeText } from '../errors.ts';
import { accountKey, giveBack, type PublicForm, take } from '../security/rate-limits.ts';
import { runAudited } from './audited-mutation.ts';
import { bareProcedure, middleware, tagsOf } from './init.ts';
import { requireSignedIn } from './signed-in.ts';

/** Routers are made with the builders below: one import for a router file. */
export { router } from './init.ts';

/*
 * The procedure builders, in one place. Every procedure runs these steps, in this order:
 *
 * 1. A failure because the database cannot be reached, met by any step below, is a 503.
 * 2. The guard: sign-in (401) and role (403), read from the session alone. A caller the
 *    procedure refuses costs no query beyond that lookup (and none while the session is cached):
 *    no audit snapshot, no lookup of the record, no input schema.
 * 3. The shared text rule on the raw input (query parameters, body, keys): 400 naming the field.
 * 4. A mutation runs in a transaction that also appends its audit entry (the record before and
 *    after); once it has committed, the public answers showing what it changed are dropped (in
 *    this instance and, through the database, in every other), before the answer leaves.
 * 5. The procedure's own input schema, then its body.
 */

/** Step 1: a result that failed because the database cannot be reached becomes a 503. */
function reachableOr503<R extends { ok: boolean; error?: { cause?: unknown } }>(result: R): R {
  if (!result.ok && !(result.error instanceof AppError) && isDatabaseUnavailable(result.error?.cause ?? result.error)) {
    throw unavailable(result.error?.cause);
  }
  return result;
}

/** Step 1. */
const databaseReachable = middleware(async ({ next }) => reachableOr503(await next()));

/** Step 3: 400 naming the first field of the raw input that breaks the shared text rule. */
async function checkText(getRawInput: () => Promise<unknown>): Promise<void> {
  const field = findUnsafeText(await getRawInput());
  if (field !== null) throw unsafeText(field);
}

/** Step 3. */
const textRule = middleware(async ({ getRawInput, next }) => {
  await checkText(getRawInput);
  return next();
});

/** Step 4. */
const auditedWrite = middleware(async ({ ctx, meta, path, type, getRawInput, next }) => {
  if (type !== 'mutation') return next();
  const audit = meta?.audit;
  const result = isAuditFacts(audit)
    ? await runAudited(ctx, audit, path, await getRawInput(), (auditedCtx) => next({ ctx: auditedCtx }))
    : await next();
  if (result.ok) await ctx.publicCache?.invalidate(tagsOf(path, meta));
  return result;
});

const unguarded = bareProcedure.use(databaseReachable);

/** Open to anyone: the audited base of every procedure without sign-in (public writes and reads). */
export const publicProcedure = unguarded.use(textRule).use(auditedWrite);

/**
 * A public read's steps in one: 1 and 3 as above (a read has no guard and writes nothing, so no
 * step 2 or 4), and its lists keep their counts until a write of what it shows
 * (db/pagination.ts). One step, not four: tRPC copies its call's options at every step, and on
 * an uncached read those copies were 5 % of the server's work. Only the new part of the context
 * is handed on (tRPC merges it: one copy, not two). A public read is a query: built as a
 * mutation, it is refused before anything runs.
 */
const publicRead = middleware(async ({ ctx, meta, path, type, getRawInput, next }) => {
  if (type !== 'query') throw new Error(`${path}: a public read is a query; a public write is built on publicProcedure`);
  await checkText(getRawInput);
  const cache = ctx.publicCache;
  const tags = cache && tagsOf(path, meta);
  const result = cache && tags ? await next({ ctx: { keptCounts: cache.countsFor(tags), keptValues: cache.valuesFor(tags) } }) : await next();
  return reachableOr503(result);
});

/** A public read: answered to anyone; cacheable when asked without a token. */
export const publicReadProcedure = bareProcedure.meta({ publicRead: true }).use(publicRead);

/** Step 2 of every procedure that requires sign-in: `ctx.user` is the signed-in user from here on. */
const signedIn = unguarded.meta({ signIn: {} }).use(async ({ ctx, meta, next }) => {
  const user = await requireSignedIn(ctx, { allowedBeforeTwoFactor: meta?.beforeTwoFactor === true });
  return next({ ctx: { user } });
});

/** Signed in with a valid token of an active account, whatever its role. */
export const authedProcedure = signedIn.use(textRule).use(auditedWrite);

function isOneOf<R extends Role>(role: Role, roles: readonly R[]): role is R {
  return hasRole(role, roles);
}

/**
 * Signed in and holding one of the roles; 403 otherwise (with the procedure's `roleRefusal`
 * text when it states one). `ctx.user.role` narrows to them. Routers use the named groups below,
 * so who may do what is read here and in shared/src/roles.ts only.
 */
function roleProcedure<const R extends Role>(...roles: readonly R[]) {
  return signedIn
    .meta({ signIn: { roles } })
    .use(({ ctx, meta, next }) => {
      const { user } = ctx;
      if (!isOneOf(user.role, roles)) throw forbidden(meta?.roleRefusal);
      return next({ ctx: { user: { ...user, role: user.role } } });
    })
    .use(textRule)
    .use(auditedWrite);
}

/** What only the people running the site may do (superadmin, admin): content writes, full lists, messages. */
export const siteRunnerProcedure = roleProcedure(...SITE_RUNNER_ROLES);

/** What only a superadmin may do: accounts, the two-step policy, the audit trail, backups. */
export const superadminProcedure = roleProcedure(...SUPERADMIN_ROLES);

/** Shops' writes (SHOP_ROLES): msme owners within their own businesses (checked by ownership), and the site's runners. */
export const shopProcedure = roleProcedure(...SHOP_ROLES);

/** Content proposed or written (CONTENT_ROLES): the agenda today; the site's runners, and contributors proposing events that wait for review (checked in the router). */
export const contentProcedure = roleProcedure(...CONTENT_ROLES);

/**
 * The limit of a public form (contact, bookings, testimonials), put after the procedure's
 * `.input()`: what the form stored in the hour, counted per address (a high ceiling: a carrier
 * or a hotel puts many phones behind one) and per sender, the phone number or e-mail the form
 * gives (`senderOf`, from the parsed input, kept hashed; null when it gives none: the address
 * stands for it).
 * A request the schema refuses never reaches it; one the body refuses (a 400, a full date's 409)
 * gives its points back, so only what was stored counts. Over either limit: 429 with
 * `Retry-After`, and the text says in how many minutes (docs/decisions/0031-fair-form-limits.md).
 */
export function formLimit<I>(form: PublicForm, senderOf: (input: I) => string | null) {
  return middleware(async ({ ctx, input, next }) => {
    const limits = ctx.rateLimits.publicForms[form];
    // Hashed: the store keeps no visitor's phone number or e-mail, only a key for it.
    const sender = accountKey(senderOf(input as I)?.trim() || `address:${ctx.ip}`);
    const keys = [
      [limits.byAddress, ctx.ip],
      [limits.bySender, sender],
    ] as const;
    const refused = await take(keys);
    if (refused) throw rateLimitedFor(refused.retryAfterMs);
    const result = await next();
    if (!result.ok) await giveBack(keys);
    return result;
  });
}
