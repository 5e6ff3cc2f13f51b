import { isUniqueViolation } from '../db/unique-violation.js';
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
