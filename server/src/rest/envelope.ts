import type { AppErrorCode } from '@island/shared';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../db/availability.ts';
import { appCodeOf, type FieldError, fieldErrorsOf, publicMessageOf, retryAfterOf, unavailable } from '../errors.ts';

export interface FailureBody {
  success: false;
  /** What went wrong, for the client to act on (see APP_ERRORS in @island/shared). */
  code: AppErrorCode;
  message: string;
  errors?: FieldError[];
}

export function failure(code: AppErrorCode, message: string, errors?: FieldError[]): FailureBody {
  return errors && errors.length > 0 ? { success: false, code, message, errors } : { success: false, code, message };
}

/** Maps any thrown value to a status and the failure envelope; 5xx detail goes to the log only. */
export function toFailure(error: unknown, log: FastifyBaseLogger): { status: number; body: FailureBody; retryAfter?: number } {
  const trpcError =
    error instanceof TRPCError
      ? error
      : isDatabaseUnavailable(error)
        ? unavailable(error)
        : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });
  const status = getHTTPStatusCodeFromError(trpcError);
  if (status >= 500) log.error({ err: trpcError.cause ?? trpcError }, 'request failed');
  const retryAfter = retryAfterOf(trpcError);
  return {
    status,
    body: failure(appCodeOf(trpcError), publicMessageOf(trpcError), fieldErrorsOf(trpcError)),
    ...(retryAfter === undefined ? {} : { retryAfter }),
  };
}
