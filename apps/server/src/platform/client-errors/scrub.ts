/**
 * Takes out of a browser error's text what must not reach the logs (issue 39: "no tokens or
 * personal data"): JWTs, bearer and basic credentials, email addresses, the values of query
 * parameters that carry secrets, and long opaque strings (API keys, session ids, hashes of
 * 32 characters or more). Applied to every text field of a report before it is logged.
 */
const RULES: [RegExp, string][] = [
  [/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, '$1 [redacted]'],
  [/\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g, '[jwt]'],
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]'],
  [
    /([?&#;](?:[\w-]*token|code|ticket|password|passwd|pwd|secret|key|api_key|apikey|session[\w-]*|jwt|auth[\w-]*|email)=)[^&#\s"'):]*/gi,
    '$1[redacted]',
  ],
  [/\b[A-Za-z0-9_-]{32,}\b/g, '[secret]'],
];

export function scrubText(text: string): string {
  return RULES.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** The page's address without its query and fragment (where tokens and search terms travel). */
export function scrubUrl(url: string): string {
  return scrubText(url.replace(/[?#].*$/s, ''));
}
