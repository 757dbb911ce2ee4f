import { TRPCError } from '@trpc/server';
import { TEXTS } from '@island/shared';
import { ZodError } from 'zod';

/** One field error, in the shape of the REST answer's `errors[]` (DESIGN §3). */
export interface FieldError {
  param: string;
  msg: string;
}

/** Carries field errors found beyond the input schema (a taken e-mail, a missing row…). */
export class FieldErrors extends Error {
  constructor(readonly errors: FieldError[]) {
    super(errors[0]?.msg ?? TEXTS.validationFailed);
  }
}

export function badRequest(param: string, msg: string): TRPCError {
  return new TRPCError({ code: 'BAD_REQUEST', message: msg, cause: new FieldErrors([{ param, msg }]) });
}

export function notFound(message: string = TEXTS.notFound): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message });
}

export function forbidden(message: string = TEXTS.forbidden): TRPCError {
  return new TRPCError({ code: 'FORBIDDEN', message });
}

export function zodIssuesToFieldErrors(error: ZodError): FieldError[] {
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
