import { afterEach, describe, expect, it, vi } from 'vitest';
import { IST_COOKIE, readCookie, SESSION_COOKIE, SESSION_JWT_COOKIE, SessionCookies } from './cookies.js';
import { SessionStore, STATE_STORAGE_PREFIX } from './session-store.js';
import { resetBrowser, setRawCookie } from './test-support/fake-fetch.js';
import { doneResponse, member, memberSession, mfaRequiredResponse, organization } from './test-support/fixtures.js';

const TOKEN = 'public-token-test-store';
const KEY = STATE_STORAGE_PREFIX + TOKEN;

function makeStore(customEndpoint = false) {
  const cookies = new SessionCookies(
    {},
    { document, hostname: () => window.location.hostname, pathname: () => window.location.pathname, warn: () => {} },
  );
  const store = new SessionStore(TOKEN, cookies, { storage: localStorage, events: window, now: Date.now, customEndpoint });
  stores.push(store);
  return store;
}

const stores: SessionStore[] = [];
afterEach(() => {
  for (const s of stores.splice(0)) s.dispose();
  resetBrowser();
});

const cookie = (name: string) => readCookie(document, name);

describe('update', () => {
  it('with member_session stores session, member, organization and tokens, and clears the IST', () => {
    const store = makeStore();
    store.update(mfaRequiredResponse('ist-1'));
    expect(cookie(IST_COOKIE)).toBe('ist-1');
    const done = doneResponse();
    store.update(done);
    expect(store.getState()).toEqual({ member, organization, session: done.member_session });
    expect(store.getTokens()).toEqual({ session_token: 'st-1', session_jwt: 'jwt-1' });
    expect(cookie(SESSION_COOKIE)).toBe('st-1');
    expect(cookie(SESSION_JWT_COOKIE)).toBe('jwt-1');
    expect(store.getIntermediateSessionToken()).toBeNull();
  });

  it('without member_session clears the session but keeps the IST', () => {
    const store = makeStore();
    store.update(doneResponse());
    store.update(mfaRequiredResponse('ist-2'));
    expect(store.getState()).toBeNull();
    expect(store.getTokens()).toBeNull();
    expect(cookie(SESSION_COOKIE)).toBeUndefined();
    expect(store.getIntermediateSessionToken()).toBe('ist-2');
    store.update({ member_session: null });
    expect(store.getIntermediateSessionToken()).toBe('ist-2');
  });

  it('keeps the known member and organization when a response omits them', () => {
    const store = makeStore();
    store.update(doneResponse());
    const session = memberSession(Date.now(), { member_session_id: 'member-session-test-2' });
    store.update({ member_session: session, session_token: 'st-2', session_jwt: 'jwt-2' });
    expect(store.getState()).toEqual({ member, organization, session });
  });
});

describe('destroy', () => {
  it('destroy clears state, both session cookies and the IST', () => {
    const store = makeStore();
    store.update(doneResponse());
    setRawCookie(`${IST_COOKIE}=ist-x`);
    store.destroy();
    expect(store.getState()).toBeNull();
    expect([cookie(SESSION_COOKIE), cookie(SESSION_JWT_COOKIE), cookie(IST_COOKIE)]).toEqual([undefined, undefined, undefined]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('destroySession keeps the IST', () => {
    const store = makeStore();
    store.update(doneResponse());
    setRawCookie(`${IST_COOKIE}=ist-x`);
    store.destroySession();
    expect(store.getState()).toBeNull();
    expect(cookie(SESSION_COOKIE)).toBeUndefined();
    expect(cookie(IST_COOKIE)).toBe('ist-x');
  });
});

describe('persistence', () => {
  it('persists state in localStorage and restores it while the session cookie exists', () => {
    const first = makeStore();
    first.update(doneResponse());
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual(first.getState());
    const second = makeStore();
    expect(second.getState()).toEqual(first.getState());
  });

  it('destroys stale state at startup when there is no session cookie', () => {
    const first = makeStore();
    first.update(doneResponse());
    setRawCookie(`${SESSION_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`);
    const second = makeStore();
    expect(second.getState()).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(cookie(SESSION_JWT_COOKIE)).toBeUndefined();
  });

  it('keeps stored state without a session cookie on a custom endpoint', () => {
    localStorage.setItem(KEY, JSON.stringify({ member, organization, session: memberSession() }));
    expect(makeStore(true).getState()?.member).toEqual(member);
  });

  it('treats malformed stored state as signed out', () => {
    setRawCookie(`${SESSION_COOKIE}=st-1`);
    localStorage.setItem(KEY, '{not json');
    expect(makeStore().getState()).toBeNull();
  });
});

describe('cross-tab sync and notifications', () => {
  it('follows another tab through the storage event without writing back', () => {
    const store = makeStore(true);
    const listener = vi.fn();
    store.subscribe(listener);
    const state = { member, organization, session: memberSession() };
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: JSON.stringify(state) }));
    expect(store.getState()).toEqual(state);
    expect(listener).toHaveBeenCalledWith(state);
    expect(setItem).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: null }));
    expect(store.getState()).toBeNull();
    expect(listener).toHaveBeenLastCalledWith(null);
  });

  it('ignores storage events for other keys and after dispose', () => {
    const store = makeStore(true);
    const state = JSON.stringify({ member, organization, session: memberSession() });
    window.dispatchEvent(new StorageEvent('storage', { key: `${KEY}::other`, newValue: state }));
    expect(store.getState()).toBeNull();
    store.dispose();
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: state }));
    expect(store.getState()).toBeNull();
  });

  it('does not notify when only last_accessed_at changed, but does for other changes', () => {
    const store = makeStore();
    const now = Date.now();
    store.update(doneResponse(now));
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const later = new Date(now + 60_000).toISOString();
    store.update({ ...doneResponse(now), member_session: memberSession(now, { last_accessed_at: later }) });
    expect(listener).not.toHaveBeenCalled();
    expect(store.getState()?.session.last_accessed_at).toBe(later);
    store.update({ ...doneResponse(now), member_session: memberSession(now, { expires_at: later }) });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.destroy();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
