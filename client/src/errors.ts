import { type AppErrorCode, appErrorCodeOfStatus, isAppErrorCode } from '@island/shared';
import { TRPCClientError } from '@trpc/client';

export interface FieldError {
  param: string;
  msg: string;
}

interface ServerErrorData {
  httpStatus?: number;
  appCode?: unknown;
  errors?: FieldError[];
}

function serverData(error: unknown): ServerErrorData | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  return data && typeof data === 'object' ? (data as ServerErrorData) : null;
}

/** The HTTP status the server answered with, or null when no answer arrived (network failure). */
export function httpStatusOf(error: unknown): number | null {
  if (error instanceof ApiError) return error.status === 0 ? null : error.status;
  return serverData(error)?.httpStatus ?? null;
}

/**
 * What went wrong, as a code a screen can act on (NOT_OWNER, CONFLICT…): the server's own code
 * from either door, else the one its status stands for; null when no answer arrived.
 */
export function errorCodeOf(error: unknown): AppErrorCode | null {
  if (error instanceof ApiError) return error.code ?? (error.status === 0 ? null : appErrorCodeOfStatus(error.status));
  const data = serverData(error);
  if (isAppErrorCode(data?.appCode)) return data.appCode;
  return data?.httpStatus ? appErrorCodeOfStatus(data.httpStatus) : null;
}

/** Field errors the server attached to a validation failure (tRPC `data.errors` or REST `errors`). */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (error instanceof ApiError) return error.errors;
  return serverData(error)?.errors ?? [];
}

/**
 * The text to show for a failed call: the server's own message when it sent one for a request
 * it refused (4xx), otherwise the screen's fallback. 5xx texts are generic and help nobody.
 */
export function messageOf(error: unknown, fallback: string): string {
  const status = httpStatusOf(error);
  if (error instanceof ApiError && error.status === 0) return error.message;
  if (status === null || status >= 500) return fallback;
  const message = error instanceof Error ? error.message.trim() : '';
  return message || fallback;
}

/** A failed REST call (uploads): status 0 when no answer arrived; `code` as the envelope gave it. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  readonly code: AppErrorCode | null;

  constructor(message: string, status: number, errors: FieldError[] = [], code: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.code = isAppErrorCode(code) ? code : null;
  }
}
