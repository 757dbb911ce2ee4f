import { TRPCClientError } from '@trpc/client';

/** For unit tests: a tRPC failure as the client receives it from the server's error formatter. */
export function trpcFailure(message: string, httpStatus: number, errors?: { param: string; msg: string }[], appCode?: string) {
  return TRPCClientError.from({ error: { message, code: -32600, data: { httpStatus, ...(appCode ? { appCode } : {}), ...(errors ? { errors } : {}) } } });
}
