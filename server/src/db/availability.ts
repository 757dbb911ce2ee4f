/**
 * Whether an error means "the database cannot be reached now" (down, restarting, refusing
 * connections, a connection cut mid-query) rather than a fault of the query. Those become 503
 * with Retry-After: the request may succeed once the database is back, which the pool does alone.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections; class 08 is connection exceptions. */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'the database system is',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause, errors } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && MESSAGES.some((text) => message.includes(text))) return true;
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
    current = cause;
  }
  return false;
}
