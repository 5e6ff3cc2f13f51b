/** The placeholder of the organization slug in bootstrap's slug_pattern. */
export const SLUG_PLACEHOLDER = '{{slug}}';

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** Drops the query string and fragment: the slug is read from the address only (spec section 2). */
function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/, '');
}

/**
 * The organization slug in a page address, by bootstrap's slug pattern, e.g.
 * `https://{{slug}}.example.com/*` or `http://localhost:3000/org/{{slug}}`. `*` matches any run
 * of characters; a pattern without a scheme matches any scheme. Null when the pattern has no
 * placeholder or the address does not match.
 */
export function slugFromUrl(pattern: string | null | undefined, href: string): string | null {
  if (!pattern?.includes(SLUG_PLACEHOLDER)) return null;
  const cleanPattern = withoutQuery(pattern.trim());
  let address = withoutQuery(href);
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(cleanPattern)) address = address.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  const [before, after = ''] = cleanPattern.split(SLUG_PLACEHOLDER, 2) as [string, string?];
  const part = (text: string) => text.split('*').map(escapeRegExp).join('.*');
  // Slugs are URL-safe without escaping ([a-z0-9._~-], the server's rule); backtracking lets a
  // host pattern such as {{slug}}.example.com stop the slug at the right dot.
  const regex = new RegExp(`^${part(before)}([A-Za-z0-9._~%-]+)${part(after)}/?$`, 'i');
  const match = regex.exec(address);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]).toLowerCase();
  } catch {
    return null;
  }
}
