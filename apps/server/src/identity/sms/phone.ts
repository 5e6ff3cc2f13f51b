import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { identityError } from '../errors.js';

/**
 * A phone number in E.164 (`+` and the country code first), checked against the numbering plan of
 * its country: anything else is invalid_phone_number, as the spec's message asks for E.164.
 */
export function parseE164(value: string): string {
  const trimmed = value.trim();
  if (!/^\+[1-9]\d{1,14}$/.test(trimmed.replace(/[\s().-]/g, ''))) throw identityError('invalid_phone_number');
  const parsed = parsePhoneNumberFromString(trimmed);
  if (!parsed?.isValid()) throw identityError('invalid_phone_number');
  return parsed.number;
}

/** How a number is shown to people: its international format (+1 650 555 0100). */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
