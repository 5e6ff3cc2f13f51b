import { z } from 'zod';
import { MAX_NAME_LENGTH } from './limits.js';

/** Free text, trimmed, at most `max` characters. */
export const Text = (max: number) => z.string().trim().max(max);

/** A phone number as people write it: digits with an optional leading +, spaces, ( ) . / -. */
export const Phone = Text(40).regex(/^\+?[0-9 ()./-]{5,40}$/, 'must be a phone number');

export const EmailAddress = z.email('must be an email address').max(254);

/** A lookup entity's name (category, supplier): 1 to 200 characters after trimming. */
export const EntityName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(MAX_NAME_LENGTH, `must be at most ${MAX_NAME_LENGTH} characters`);
