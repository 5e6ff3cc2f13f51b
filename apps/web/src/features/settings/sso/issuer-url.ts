/**
 * An issuer the server accepts: https, or http on this machine's loopback (the development
 * identity provider, a local test IdP), as the server's own check says (docs/identity.md, SSO).
 */
export function isIssuerUrl(value: string): boolean {
  if (/^https:\/\/\S+$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' && /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/.test(url.hostname);
  } catch {
    return false;
  }
}
