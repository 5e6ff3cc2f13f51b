import { HttpError } from '../platform/http/errors.js';

/**
 * Names are unique per company (or per member) among live rows, ignoring case. Services check
 * before writing so the common case gets a clear 409 `duplicate_name`; the partial unique index
 * settles a race between two writers, and `rethrowDuplicateName` maps its violation to the same 409.
 */
export function duplicateName(message: string): HttpError {
  return new HttpError(409, 'duplicate_name', message);
}

/** For `.catch(...)`: a unique violation becomes the 409, anything else is rethrown. */
export function rethrowDuplicateName(message: string) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) throw duplicateName(message);
    throw error;
  };
}

/** PostgreSQL 23505, found on the error or any of its causes (Drizzle wraps driver errors). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
