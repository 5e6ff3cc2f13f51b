import { z } from 'zod';
import { identityError } from './errors.js';

const Email = z.email();

/** Trims and lowercases an address, or throws invalid_email ('Email format is invalid.'). */
export function normalizeEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (email.length > 254 || !Email.safeParse(email).success) throw identityError('invalid_email');
  return email;
}

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1);
}
