/** What the REST door hands a row's input builder: the request's parts, parsed by Fastify. */
export interface RestRequestParts {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

import type { TextFields } from './text-ids.ts';

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A documented `/api` path that answers with a procedure, declared in that procedure's meta
 * (`.meta({ rest: … })`). It holds no logic and no checks: the procedure validates the input
 * and guards the call; this says only where it lives and how the envelope reads.
 */
export interface RestFacts {
  method: RestMethod;
  path: string;
  /** Builds the procedure's raw input; by default query, JSON body and path params merged. */
  input?: (parts: RestRequestParts) => unknown;
  /** The envelope's `message`, for writes; a function reads the procedure's answer. */
  message?: string | ((data: never) => string);
  /** 201 for creations; 200 otherwise. */
  status?: 200 | 201;
  /** Largest body accepted, in bytes (413 beyond); REST_BODY_LIMIT by default. */
  bodyLimit?: number;
  /**
   * Number fields of the answer that this path sends as text (`textFields(schema, 'id')`, see
   * text-ids.ts); everything else keeps the type of the procedure's output. A module declares
   * its list once and hands it to each of its rows.
   */
  asText?: readonly TextFields[];
}

/**
 * Bodies the REST door accepts: a form's texts (a few fields of up to 20,000 characters) fit well
 * below this; reads and deletes carry no body worth more than a few bytes.
 */
export const REST_BODY_LIMIT = { write: 512 * 1024, read: 16 * 1024 } as const;

/** `.meta(rest('POST', '/api/x', { status: 201, message }))`, for reading at a glance. */
export function rest(method: RestMethod, path: string, extra: Omit<RestFacts, 'method' | 'path'> = {}): { rest: RestFacts } {
  return { rest: { method, path, ...extra } };
}
