import { identityError } from '../errors.js';

/**
 * libphonenumber's full metadata, loaded with the first number checked rather than at start: 2 MB
 * of heap that a server without SMS codes never needs (decision 048).
 */
const phoneLibrary = () => import('libphonenumber-js/max');

/**
 * A phone number in E.164 (`+` and the country code first), checked against the numbering plan of
 * its country: anything else is invalid_phone_number, as the spec's message asks for E.164.
 */
export async function parseE164(value: string): Promise<string> {
  const trimmed = value.trim();
  if (!/^\+[1-9]\d{1,14}$/.test(trimmed.replace(/[\s().-]/g, ''))) throw identityError('invalid_phone_number');
  const { parsePhoneNumberFromString } = await phoneLibrary();
  const parsed = parsePhoneNumberFromString(trimmed);
  if (!parsed?.isValid()) throw identityError('invalid_phone_number');
  return parsed.number;
}
