import { afterEach, describe, expect, it } from 'vitest';
import {
  type CookieOptions,
  defaultCookiePath,
  IST_COOKIE,
  IST_COOKIE_LIFETIME_MS,
  isLocalhost,
  readCookies,
  SESSION_COOKIE,
  SESSION_JWT_COOKIE,
  SessionCookies,
  serializeCookie,
  sessionCookieAttributes,
} from './cookies.js';
import { resetBrowser, setRawCookie } from './test-support/fake-fetch.js';

/** The real jsdom cookie jar, with every assignment string recorded so attributes can be checked. */
function recordingDocument() {
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return document.cookie;
    },
    set cookie(value: string) {
      writes.push(value);
      setRawCookie(value);
    },
  };
}

function setup(options: CookieOptions = {}, hostname = 'localhost') {
  const doc = recordingDocument();
  const warnings: string[] = [];
  const cookies = new SessionCookies(options, {
    document: doc,
    hostname: () => hostname,
    pathname: () => window.location.pathname,
    warn: (m) => warnings.push(m),
  });
  return { doc, cookies, warnings };
}

const inOneHour = () => new Date(Date.now() + 3600_000).toISOString();

afterEach(resetBrowser);

describe('attributes', () => {
  it('treats localhost, [::1] and 127.x.x.x as local, other hosts not', () => {
    expect(['localhost', '[::1]', '127.0.0.1', '127.1.2.3'].map(isLocalhost)).toEqual([true, true, true, true]);
    expect(['app.example.com', '128.0.0.1', '127.0.0.1.evil.com', 'localhost.example.com'].map(isLocalhost)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('is SameSite=Lax and Secure off loopback, not Secure on localhost', () => {
    const expires = new Date('2030-01-01T00:00:00Z');
    const remote = sessionCookieAttributes({ expires, hostname: 'app.example.com', availableToSubdomains: false });
    const local = sessionCookieAttributes({ expires, hostname: '127.0.0.1', availableToSubdomains: false });
    expect(remote).toEqual({ expires, sameSite: 'Lax', secure: true });
    expect(local).toEqual({ expires, sameSite: 'Lax', secure: false });
  });

  it('sets the domain only when shared with subdomains and not on localhost', () => {
    const expires = new Date();
    const base = { expires, availableToSubdomains: true };
    expect(sessionCookieAttributes({ ...base, hostname: 'app.example.com' }).domain).toBe('app.example.com');
    expect(sessionCookieAttributes({ ...base, hostname: 'app.example.com', domain: '.example.com' }).domain).toBe('.example.com');
    expect(sessionCookieAttributes({ ...base, hostname: 'localhost', domain: '.example.com' }).domain).toBeUndefined();
    expect(
      sessionCookieAttributes({ ...base, availableToSubdomains: false, hostname: 'app.example.com' }).domain,
    ).toBeUndefined();
  });

  it('serialises name, value, expiry, path, domain, SameSite and Secure', () => {
    const attrs = {
      expires: new Date('2030-01-01T00:00:00Z'),
      sameSite: 'Lax' as const,
      secure: true,
      path: '/app',
      domain: 'example.com',
    };
    expect(serializeCookie('stytch_session', 'a b', attrs)).toBe(
      'stytch_session=a%20b; expires=Tue, 01 Jan 2030 00:00:00 GMT; path=/app; domain=example.com; SameSite=Lax; Secure',
    );
  });

  it('works out the default cookie path of a page', () => {
    expect(['/', '/login', '/app/page', '/app/sub/'].map(defaultCookiePath)).toEqual(['/', '/', '/app', '/app/sub']);
  });
});

describe('SessionCookies', () => {
  it('writes stytch_session and stytch_session_jwt expiring at the session expiry', () => {
    const { doc, cookies } = setup();
    const expiresAt = '2031-05-06T07:08:09.000Z';
    cookies.writeSession({ session_token: 'st-1', session_jwt: 'jwt-1' }, expiresAt);
    expect(cookies.readSession()).toEqual({ session_token: 'st-1', session_jwt: 'jwt-1' });
    expect(doc.writes).toEqual([
      `${SESSION_COOKIE}=st-1; expires=${new Date(expiresAt).toUTCString()}; SameSite=Lax`,
      `${SESSION_JWT_COOKIE}=jwt-1; expires=${new Date(expiresAt).toUTCString()}; SameSite=Lax`,
    ]);
  });

  it('marks the cookies Secure off localhost', () => {
    const { doc, cookies } = setup({}, 'app.example.com');
    cookies.writeSession({ session_token: 'st-1', session_jwt: 'jwt-1' }, inOneHour());
    expect(doc.writes.every((w) => w.endsWith('; SameSite=Lax; Secure'))).toBe(true);
  });

  it('drops a session whose expiry has passed', () => {
    const { cookies } = setup();
    cookies.writeSession({ session_token: 'st-1', session_jwt: 'jwt-1' }, new Date(Date.now() - 1000).toISOString());
    expect(cookies.readSession()).toEqual({ session_token: undefined, session_jwt: undefined });
  });

  it('honours custom names and path', () => {
    const { doc, cookies } = setup({ opaqueTokenCookieName: 'sid', jwtCookieName: 'sjwt', istCookieName: 'sist', path: '/' });
    cookies.writeSession({ session_token: 'st-1', session_jwt: 'jwt-1' }, inOneHour());
    cookies.writeIntermediateSessionToken('ist-1', Date.now());
    expect(readCookies(document, 'sid')).toEqual(['st-1']);
    expect(readCookies(document, 'sjwt')).toEqual(['jwt-1']);
    expect(readCookies(document, 'sist')).toEqual(['ist-1']);
    expect(readCookies(document, SESSION_COOKIE)).toEqual([]);
    expect(doc.writes.every((w) => w.includes('; path=/;'))).toBe(true);
  });

  it('keeps the intermediate session token for exactly 10 minutes', () => {
    const { doc, cookies } = setup();
    const now = Date.UTC(2030, 0, 1, 12, 0, 0);
    cookies.writeIntermediateSessionToken('ist-1', now);
    expect(IST_COOKIE_LIFETIME_MS).toBe(600_000);
    expect(doc.writes).toEqual([`${IST_COOKIE}=ist-1; expires=Tue, 01 Jan 2030 12:10:00 GMT; SameSite=Lax`]);
  });

  it('lets an intermediate token written 10 minutes ago expire', () => {
    const { cookies } = setup();
    cookies.writeIntermediateSessionToken('old', Date.now() - IST_COOKIE_LIFETIME_MS - 1000);
    expect(cookies.readIntermediateSessionToken()).toBeUndefined();
    cookies.writeIntermediateSessionToken('fresh', Date.now());
    expect(cookies.readIntermediateSessionToken()).toBe('fresh');
  });

  it('removes session cookies under every path variant but keeps the intermediate token', () => {
    window.history.replaceState({}, '', '/app/page');
    setRawCookie(`${SESSION_COOKIE}=at-root; path=/`);
    setRawCookie(`${SESSION_COOKIE}=at-app`);
    setRawCookie(`${SESSION_JWT_COOKIE}=jwt; path=/`);
    setRawCookie(`${IST_COOKIE}=ist; path=/`);
    const { cookies } = setup();
    cookies.removeSession();
    expect(readCookies(document, SESSION_COOKIE)).toEqual([]);
    expect(readCookies(document, SESSION_JWT_COOKIE)).toEqual([]);
    expect(cookies.readIntermediateSessionToken()).toBe('ist');
    cookies.removeIntermediateSessionToken();
    expect(cookies.readIntermediateSessionToken()).toBeUndefined();
  });

  it('removes a stale cookie left under another path when writing a session', () => {
    window.history.replaceState({}, '', '/app/page');
    setRawCookie(`${SESSION_COOKIE}=stale; path=/`);
    const { cookies, warnings } = setup();
    cookies.writeSession({ session_token: 'fresh', session_jwt: 'jwt-1' }, inOneHour());
    expect(readCookies(document, SESSION_COOKIE)).toEqual(['fresh']);
    expect(warnings).toEqual([]);
  });

  it('warns when a stale duplicate cannot be removed', () => {
    window.history.replaceState({}, '', '/app/sub/page');
    setRawCookie(`${SESSION_COOKIE}=stale; path=/app`);
    const { cookies, warnings } = setup({ path: '/' });
    cookies.writeSession({ session_token: 'fresh', session_jwt: 'jwt-1' }, inOneHour());
    expect(readCookies(document, SESSION_COOKIE).sort()).toEqual(['fresh', 'stale']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(SESSION_COOKIE);
  });
});
