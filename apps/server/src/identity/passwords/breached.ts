import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The offline breach list: the common-password dictionary of @zxcvbn-ts/language-common (about
 * 49,000 entries ranked by frequency in public breach corpora), so it covers the ASVS "top 3000"
 * and more. Entries are lowercase; the check ignores case.
 */
const BREACHED = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

/** Whether a password appears (ignoring case) in the breach list. */
export function isBreachedPassword(password: string): boolean {
  return BREACHED.has(password.toLowerCase());
}
