import { TEXTS } from './texts.ts';

/**
 * Every way a call can fail, with the HTTP status both doors answer and the default text.
 * Clients act on `code` (REST `code`, tRPC `data.appCode`) rather than on statuses or texts:
 * NOT_OWNER and FORBIDDEN share a status but mean different things to a screen.
 */
export const APP_ERRORS = {
  VALIDATION: { status: 400, trpc: 'BAD_REQUEST', message: TEXTS.validationFailed },
  UNAUTHENTICATED: { status: 401, trpc: 'UNAUTHORIZED', message: TEXTS.tokenMissing },
  SESSION_ENDED: { status: 401, trpc: 'UNAUTHORIZED', message: TEXTS.sessionEnded },
  /** The password was right; the account uses two-step sign-in: send `totp` or `recoveryCode` too. */
  TOTP_REQUIRED: { status: 401, trpc: 'UNAUTHORIZED', message: TEXTS.totpRequired },
  /** The two-step code or recovery code was wrong or already used (counts toward the lockout). */
  TOTP_INVALID: { status: 401, trpc: 'UNAUTHORIZED', message: TEXTS.totpInvalid },
  FORBIDDEN: { status: 403, trpc: 'FORBIDDEN', message: TEXTS.forbidden },
  NOT_OWNER: { status: 403, trpc: 'FORBIDDEN', message: TEXTS.notOwner },
  /** Staff must use two-step sign-in and this account has not set it up yet: nothing else until it has. */
  TWO_FACTOR_SETUP_REQUIRED: { status: 403, trpc: 'FORBIDDEN', message: TEXTS.twoFactorSetupRequired },
  NOT_FOUND: { status: 404, trpc: 'NOT_FOUND', message: TEXTS.notFound },
  CONFLICT: { status: 409, trpc: 'CONFLICT', message: TEXTS.conflict },
  TOO_LARGE: { status: 413, trpc: 'PAYLOAD_TOO_LARGE', message: TEXTS.tooLarge },
  RATE_LIMITED: { status: 429, trpc: 'TOO_MANY_REQUESTS', message: TEXTS.tooManyRequests },
  INTERNAL: { status: 500, trpc: 'INTERNAL_SERVER_ERROR', message: TEXTS.internal },
  /** The database (or the server itself, overloaded) cannot serve now; the answer carries Retry-After. */
  UNAVAILABLE: { status: 503, trpc: 'SERVICE_UNAVAILABLE', message: TEXTS.unavailable },
} as const;

export type AppErrorCode = keyof typeof APP_ERRORS;
export type TrpcErrorKey = (typeof APP_ERRORS)[AppErrorCode]['trpc'];

export function isAppErrorCode(value: unknown): value is AppErrorCode {
  return typeof value === 'string' && Object.hasOwn(APP_ERRORS, value);
}

/** The code a bare status stands for, when an answer carried no code (a proxy's 502, say). */
export function appErrorCodeOfStatus(status: number): AppErrorCode {
  const found = (Object.keys(APP_ERRORS) as AppErrorCode[]).find((code) => APP_ERRORS[code].status === status);
  return found ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION');
}
