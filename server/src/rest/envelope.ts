import { TEXTS } from '@island/shared';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyBaseLogger } from 'fastify';
import { type FieldError, fieldErrorsOf, publicMessageOf } from '../errors.ts';

export interface FailureBody {
  success: false;
  message: string;
  errors?: FieldError[];
}

export function failure(message: string, errors?: FieldError[]): FailureBody {
  return errors && errors.length > 0 ? { success: false, message, errors } : { success: false, message };
}

/** Maps any thrown value to a status and the failure envelope; 5xx detail goes to the log only. */
export function toFailure(error: unknown, log: FastifyBaseLogger): { status: number; body: FailureBody } {
  const trpcError =
    error instanceof TRPCError ? error : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });
  const status = getHTTPStatusCodeFromError(trpcError);
  if (status >= 500) log.error({ err: trpcError.cause ?? trpcError }, 'request failed');
  return {
    status,
    body: failure(status >= 500 ? TEXTS.internal : publicMessageOf(trpcError), fieldErrorsOf(trpcError)),
  };
}
