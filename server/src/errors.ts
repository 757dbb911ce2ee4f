import { APP_ERRORS, type AppErrorCode, TEXTS, TRY_AGAIN_IN } from '@island/shared';
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';

/** One field error, in the shape of the REST answer's `errors[]` (docs/rest.md, Errors). */
export interface FieldError {
  param: string;
  msg: string;
}

/** Carries field errors found beyond the input schema (a taken e-mail, a missing row…). */
class FieldErrors extends Error {
  constructor(readonly errors: FieldError[]) {
    super(errors[0]?.msg ?? TEXTS.validationFailed);
  }
}

/**
 * The one error type procedures throw: a code of `APP_ERRORS` (which fixes the tRPC code and the
 * HTTP status on both doors), the text a person reads, and the fields it concerns. It is a
 * TRPCError, so tRPC and the REST door carry it unchanged.
 */
export class AppError extends TRPCError {
  readonly appCode: AppErrorCode;
  /** Seconds to wait before asking again: sent as `Retry-After` by both doors. */
  retryAfterSeconds?: number;

  constructor(appCode: AppErrorCode, message?: string, fields?: FieldError[], cause?: unknown) {
    const entry = APP_ERRORS[appCode];
    super({
      code: entry.trpc,
      message: message ?? entry.message,
      cause: fields && fields.length > 0 ? new FieldErrors(fields) : cause,
    });
    this.appCode = appCode;
  }
}

/** A field the schema let through but the data refuses (a missing related row, an order of values). */
export function badRequest(param: string, msg: string): AppError {
  return new AppError('VALIDATION', msg, [{ param, msg }]);
}

/** The value of a field collides with a stored one (a taken e-mail or slug): 409. */
export function conflict(param: string, msg: string): AppError {
  return new AppError('CONFLICT', msg, [{ param, msg }]);
}

export function notFound(message: string = TEXTS.notFound): AppError {
  return new AppError('NOT_FOUND', message);
}

/** The role may not do this at all. */
export function forbidden(message: string = TEXTS.forbidden): AppError {
  return new AppError('FORBIDDEN', message);
}

/** The role may do this, but not to a row someone else owns (see trpc/ownership.ts). */
export function notOwner(message: string = TEXTS.notOwner): AppError {
  return new AppError('NOT_OWNER', message);
}

export function rateLimited(): AppError {
  return new AppError('RATE_LIMITED');
}

/** A public form refused for now: 429 with `Retry-After`, and the wait in minutes in the text. */
export function rateLimitedFor(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const error = new AppError('RATE_LIMITED', TRY_AGAIN_IN(Math.ceil(seconds / 60)));
  error.retryAfterSeconds = seconds;
  return error;
}

/** The `Retry-After` an error asks for, in seconds; undefined when it asks none. */
export function retryAfterOf(error: unknown): number | undefined {
  return error instanceof AppError ? error.retryAfterSeconds : undefined;
}

/** The database cannot be reached now: 503 with Retry-After, the client may try again. */
export function unavailable(cause?: unknown): AppError {
  return new AppError('UNAVAILABLE', undefined, undefined, cause);
}

/** A string of the input breaks the shared text rule (control characters, lone surrogates). */
export function unsafeText(param: string): AppError {
  return badRequest(param, TEXTS.unsafeCharacters);
}

function zodIssuesToFieldErrors(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    param: issue.path.map(String).join('.') || 'body',
    msg: issue.message,
  }));
}

/** The field errors of an error, whichever way they were raised; undefined when it has none. */
export function fieldErrorsOf(error: TRPCError): FieldError[] | undefined {
  const cause = error.cause;
  if (cause instanceof ZodError) return zodIssuesToFieldErrors(cause);
  if (cause instanceof FieldErrors) return cause.errors;
  return undefined;
}

const CODE_OF_TRPC = new Map<string, AppErrorCode>(
  (Object.keys(APP_ERRORS) as AppErrorCode[])
    // The first code listed for a tRPC code is its plain meaning (FORBIDDEN before NOT_OWNER).
    .reverse()
    .map((code) => [APP_ERRORS[code].trpc, code]),
);

/** The application code of any error that reached a door; tRPC's own errors get theirs by kind. */
export function appCodeOf(error: TRPCError): AppErrorCode {
  if (error instanceof AppError) return error.appCode;
  if (error.code === 'PARSE_ERROR') return 'VALIDATION';
  return CODE_OF_TRPC.get(error.code) ?? 'INTERNAL';
}

/**
 * The message a client may see. Input errors say what is wrong with the first field;
 * server faults say only "Internal server error" while the log keeps the detail.
 */
export function publicMessageOf(error: TRPCError): string {
  if (error.code === 'INTERNAL_SERVER_ERROR') return TEXTS.internal;
  const fields = fieldErrorsOf(error);
  if (fields?.[0] && error.cause instanceof ZodError) return fields[0].msg;
  return error.message;
}
