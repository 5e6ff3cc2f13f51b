/**
 * The offline breach list: the common-password dictionary of @zxcvbn-ts/language-common (about
 * 49,000 entries ranked by frequency in public breach corpora), so it covers the ASVS "top 3000"
 * and more. Entries are lowercase; the check ignores case. Loaded on the first check: the
 * dictionaries are some 13 MB of heap that a server which never sees a password does not keep
 * (bench/RESULTS.md, 2026-11-30 heap growth; decision 047).
 */
let breached: Promise<Set<string>> | null = null;

/** Whether a password appears (ignoring case) in the breach list. */
export async function isBreachedPassword(password: string): Promise<boolean> {
  breached ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return (await breached).has(password.toLowerCase());
}
