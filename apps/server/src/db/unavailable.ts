/**
 * Whether an error means the database cannot be reached right now (it is down, restarting,
 * refusing connections, or a connection died under a query), as opposed to a query that is
 * wrong. The API answers those with 503 and Retry-After, as /api/ready does, not with a 500:
 * the request may well succeed once the database is back. Drizzle wraps a driver's error
 * (DrizzleQueryError, `cause`), so the chain of causes is searched. A socket error inside a
 * failed fetch (undici's TypeError 'fetch failed', e.g. an identity provider that is down) is
 * not the database's: a chain with a TypeError in it matches only PostgreSQL's own codes.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let outbound = false;
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    outbound ||= current instanceof TypeError;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (POSTGRES_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof code === 'string' && !outbound && SOCKET_CODES.has(code)) return true;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * PostgreSQL's SQLSTATEs for a server going away or not yet accepting connections (class 08,
 * connection exception, is matched by its prefix), and Node's socket errors on connecting.
 */
const POSTGRES_CODES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
]);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

/** node-postgres's own errors, which carry no code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Client was closed and is not queryable/,
];
