/** Default cookie names; the host app's server reads the same names. */
export const SESSION_COOKIE = 'stytch_session';
/** Default name of the session JWT cookie. */
export const SESSION_JWT_COOKIE = 'stytch_session_jwt';
/** Default name of the intermediate session token cookie. */
export const IST_COOKIE = 'stytch_intermediate_session_token';
/** Lifetime of the intermediate session token cookie (the token itself lives 10 minutes). */
export const IST_COOKIE_LIFETIME_MS = 10 * 60 * 1000;

/** Cookie settings a host app may override. */
export interface CookieOptions {
  opaqueTokenCookieName?: string;
  jwtCookieName?: string;
  istCookieName?: string;
  path?: string;
  domain?: string;
  /** Set the cookies on the domain so subdomains see them. */
  availableToSubdomains?: boolean;
}

/** Attributes of one cookie write. */
export interface CookieAttributes {
  expires: Date;
  sameSite: 'Lax' | 'None' | 'Strict';
  secure: boolean;
  path?: string;
  domain?: string;
}

/** The page bits cookies depend on, injectable for tests. */
export interface CookieEnvironment {
  document: Pick<Document, 'cookie'>;
  hostname: () => string;
  /** The page's path, to work out where a cookie without a path attribute lands. */
  pathname: () => string;
  warn: (message: string) => void;
}

/**
 * Browsers drop Secure cookies on plain-http pages, and dev servers on loopback are plain http,
 * so Secure is only left off there.
 */
export function isLocalhost(hostname: string): boolean {
  return (
    hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)){3}$/.test(hostname)
  );
}

/** Attributes for a session-family cookie (SameSite=Lax; Secure and Domain only off loopback). */
export function sessionCookieAttributes(input: {
  expires: Date;
  hostname: string;
  path?: string | undefined;
  domain?: string | undefined;
  availableToSubdomains: boolean;
}): CookieAttributes {
  const attrs: CookieAttributes = { expires: input.expires, sameSite: 'Lax', secure: !isLocalhost(input.hostname) };
  if (input.path) attrs.path = input.path;
  if (!isLocalhost(input.hostname) && input.availableToSubdomains) attrs.domain = input.domain || input.hostname;
  return attrs;
}

/** The document.cookie assignment string for one cookie. */
export function serializeCookie(name: string, value: string, attrs: CookieAttributes): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `expires=${attrs.expires.toUTCString()}`];
  if (attrs.path) parts.push(`path=${attrs.path}`);
  if (attrs.domain) parts.push(`domain=${attrs.domain}`);
  parts.push(`SameSite=${attrs.sameSite}`);
  if (attrs.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Every value of the cookies named `name` visible to the page (several when paths or domains differ). */
export function readCookies(doc: Pick<Document, 'cookie'>, name: string): string[] {
  const values: string[] = [];
  for (const pair of doc.cookie ? doc.cookie.split('; ') : []) {
    const eq = pair.indexOf('=');
    const key = eq < 0 ? pair : pair.slice(0, eq);
    if (safeDecode(key) === name) values.push(safeDecode(eq < 0 ? '' : pair.slice(eq + 1)));
  }
  return values;
}

/** The first value of cookie `name`, or undefined. */
export function readCookie(doc: Pick<Document, 'cookie'>, name: string): string | undefined {
  return readCookies(doc, name)[0];
}

/** Where a cookie without a path attribute lands (RFC 6265 default-path: the page's directory). */
export function defaultCookiePath(pathname: string): string {
  if (!pathname.startsWith('/')) return '/';
  const last = pathname.lastIndexOf('/');
  return last <= 0 ? '/' : pathname.slice(0, last);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Reads, writes and removes the session, JWT and intermediate-token cookies. */
export class SessionCookies {
  readonly sessionName: string;
  readonly jwtName: string;
  readonly istName: string;

  constructor(
    private readonly options: CookieOptions,
    private readonly env: CookieEnvironment,
  ) {
    this.sessionName = options.opaqueTokenCookieName || SESSION_COOKIE;
    this.jwtName = options.jwtCookieName || SESSION_JWT_COOKIE;
    this.istName = options.istCookieName || IST_COOKIE;
  }

  /** The session token and JWT currently in cookies. */
  readSession(): { session_token: string | undefined; session_jwt: string | undefined } {
    return {
      session_token: readCookie(this.env.document, this.sessionName),
      session_jwt: readCookie(this.env.document, this.jwtName),
    };
  }

  /** The intermediate session token, if a multi-step login is in progress. */
  readIntermediateSessionToken(): string | undefined {
    return readCookie(this.env.document, this.istName);
  }

  /** Writes both session cookies to expire with the session, then removes stale duplicates. */
  writeSession(tokens: { session_token: string; session_jwt: string }, expiresAt: string): void {
    const attrs = this.attributes(new Date(expiresAt), this.options.availableToSubdomains ?? false);
    this.env.document.cookie = serializeCookie(this.sessionName, tokens.session_token, attrs);
    this.env.document.cookie = serializeCookie(this.jwtName, tokens.session_jwt, attrs);
    for (const name of [this.sessionName, this.jwtName]) this.removeDuplicates(name, attrs);
  }

  /**
   * A cookie left by an earlier configuration (another path, or with/without the domain) would be
   * sent alongside the new one and may win on the server; remove every variant except the current
   * one, and warn when a duplicate still remains (set under a path or domain we cannot guess).
   */
  private removeDuplicates(name: string, current: CookieAttributes): void {
    if (readCookies(this.env.document, name).length < 2) return;
    const where = (a: CookieAttributes) => `${a.path ?? defaultCookiePath(this.env.pathname())}|${a.domain ?? ''}`;
    for (const stale of this.variants(new Date(0))) {
      if (where(stale) !== where(current)) this.env.document.cookie = serializeCookie(name, '', stale);
    }
    if (readCookies(this.env.document, name).length > 1) {
      this.env.warn(
        `Could not remove an extra ${name} cookie; it was probably set with another path or domain and may shadow the current session.`,
      );
    }
  }

  /** Writes the intermediate session token for IST_COOKIE_LIFETIME_MS from `now`. */
  writeIntermediateSessionToken(token: string, now: number): void {
    const attrs = this.attributes(new Date(now + IST_COOKIE_LIFETIME_MS), this.options.availableToSubdomains ?? false);
    this.env.document.cookie = serializeCookie(this.istName, token, attrs);
  }

  /** Removes the session and JWT cookies under every path and domain variant this client may have used. */
  removeSession(): void {
    this.remove([this.sessionName, this.jwtName]);
  }

  /** Removes the intermediate session token cookie under every variant. */
  removeIntermediateSessionToken(): void {
    this.remove([this.istName]);
  }

  private remove(names: string[]): void {
    for (const attrs of this.variants(new Date(0))) {
      for (const name of names) this.env.document.cookie = serializeCookie(name, '', attrs);
    }
  }

  /**
   * Every place this client may have put a cookie: the configured path, the page's default path
   * and the root, each with and without the domain.
   */
  private variants(expires: Date): CookieAttributes[] {
    const paths = [...new Set([this.options.path, undefined, '/'])];
    return [true, false].flatMap((availableToSubdomains) =>
      paths.map((path) =>
        sessionCookieAttributes({
          expires,
          hostname: this.env.hostname(),
          path,
          domain: this.options.domain,
          availableToSubdomains,
        }),
      ),
    );
  }

  private attributes(expires: Date, availableToSubdomains: boolean): CookieAttributes {
    return sessionCookieAttributes({
      expires,
      hostname: this.env.hostname(),
      path: this.options.path,
      domain: this.options.domain,
      availableToSubdomains,
    });
  }
}
