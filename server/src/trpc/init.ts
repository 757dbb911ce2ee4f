import type { Role } from '@island/shared';
import { initTRPC } from '@trpc/server';
import { type AuditDeclaration } from '../audit/audit-facts.ts';
import type { CacheTag, ModuleTag } from '../cache-tags.ts';
import { appCodeOf, fieldErrorsOf, publicMessageOf } from '../errors.ts';
import type { RestFacts } from '../rest/rest-facts.ts';
import type { Context } from './context.ts';

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
  tags?: readonly CacheTag[];
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
  /**
   * Set by the builders (procedures.ts), which guard by it: a bearer token is required, and for
   * which roles. The API reference shows it; the guard tests are derived from it.
   */
  signIn?: { roles?: readonly Role[] };
  /** The text of the 403 that a role outside `signIn.roles` reads, when the general one says too little. */
  roleRefusal?: string;
  /**
   * A signed-in procedure that an account the staff policy requires two-step sign-in of may call
   * before it has set it up: the few that lead there (see who it is, set it up, see and end its
   * sessions, sign out). Every other one answers 403 TWO_FACTOR_SETUP_REQUIRED, on both doors,
   * until it is on.
   */
  beforeTwoFactor?: boolean;
}

/** The cache tags of a procedure (see ProcedureMeta.tags). */
export function tagsOf(path: string, meta: ProcedureMeta | undefined): readonly CacheTag[] {
  // A path starts with its router's name, which app-router.ts holds to the module tags.
  return meta?.tags ?? [(path.split('.')[0] ?? path) as ModuleTag];
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
/** The bare builder and middleware maker; the builders every router uses are in procedures.ts. */
export const bareProcedure = t.procedure;
export const middleware = t.middleware;

