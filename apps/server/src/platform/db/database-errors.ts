/**
 * Errors that say the database cannot be reached right now (down, restarting, the connection cut),
 * as opposed to a fault of the request or of the code: the server answers them 503 service_unavailable
 * with Retry-After, a reply a client may retry, and the pool reconnects on its own once the database is back.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** SQLSTATE 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now; class 08 is connection_exception. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
/** What node-postgres says when a connection ends under a query or is used after it broke. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.startsWith(m))) return true;
    // drizzle wraps driver errors ("Failed query: …") with the original as the cause; AggregateError lists several.
    if (Array.isArray((e as { errors?: unknown }).errors) && (e as { errors: unknown[] }).errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
