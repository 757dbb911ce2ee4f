import type { HTTPMethods } from 'fastify';
import type { AppCaller } from '../trpc/app-router.ts';

export interface RestRequestParts {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

/**
 * One row of the REST table: a documented `/api` path and the procedure that answers it.
 * A row holds no logic and no checks: the procedure validates the input and guards the call.
 */
export interface RestRoute {
  method: HTTPMethods;
  url: string;
  /** Builds the procedure's input; by default query, JSON body and path params merged. */
  input?: (parts: RestRequestParts) => unknown;
  /** Calls the procedure. Its zod schema parses whatever the request carried. */
  call: (caller: AppCaller, input: never) => Promise<unknown>;
  /** The envelope's `message`, for writes. */
  message?: string | ((data: never) => string);
  /** 201 for creations; 200 otherwise. */
  status?: number;
  /** Public reads: lets browsers and CDNs reuse the answer (ETag, short max-age). */
  cache?: boolean;
}
