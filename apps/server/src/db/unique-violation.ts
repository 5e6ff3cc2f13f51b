/**
 * PostgreSQL's unique violation (23505), found on the error or any of its causes: Drizzle wraps
 * the driver's error (DrizzleQueryError, the driver's as `cause`), so a test of `error.code` alone
 * never matches, and a race that the unique index settles answered 500 instead of 409 (issue 38).
 * The one test of it for both APIs.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 10; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
