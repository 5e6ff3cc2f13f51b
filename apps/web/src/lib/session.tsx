import type { ClientConfig } from '@shelfscope/contracts';
import {
  createIdentityAdminClient,
  type IdentityAdminClient,
  type MemberSession,
  SESSION_COOKIES_HEADER,
} from '@shelfscope/identity-client';
import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { getEnvelope } from './api';
import { parseClientConfigEnvelope } from './client-config';
import type { AuthPort, Credentials, SignInPath } from './request';

/** Where the identity API is, as the server tells browser clients (GET /api/client-config). */
export type IdentityConfig = ClientConfig['identity'];

/** The page's copy of `GET /api/client-config`, written by the server that serves the app (spa.ts). */
export const PAGE_CONFIG_ID = 'shelfscope-client-config';

/**
 * Reads the public identity configuration; the app cannot sign anyone in before it has it. The
 * served page carries it (a JSON data island), so the first screen's requests do not wait for
 * one more; a page without it (the Vite dev server's) or with one not in shape asks the server.
 */
export async function loadIdentityConfig(signal?: AbortSignal): Promise<IdentityConfig> {
  const island = document.getElementById(PAGE_CONFIG_ID)?.textContent;
  if (island) {
    try {
      return parseClientConfigEnvelope(JSON.parse(island)).data.identity;
    } catch {
      // Asked of the server below, which answers with the same contract or says why not.
    }
  }
  const body = await getEnvelope('/api/client-config', { parse: parseClientConfigEnvelope }, signal ? { signal } : {});
  return body.data.identity;
}

/**
 * The session cookies cover the whole app (the sign-in page is /auth/authenticate, the app
 * everything else); the login widget gets the same options so both read one session. (In the
 * HttpOnly mode the server sets them with path / itself.)
 */
export const COOKIE_OPTIONS = { path: '/' } as const;

/** Why the last session ended, shown once on the sign-in page (kept for this tab only). */
const REASON_KEY = 'shelfscope.signOutReason';

export function takeSignOutReason(): string | null {
  const reason = sessionStorage.getItem(REASON_KEY);
  sessionStorage.removeItem(REASON_KEY);
  return reason;
}

/**
 * The signed-in member's session for the whole app: the identity client (cookies, refresh,
 * cross-tab sync live there), the current session, and the AuthPort the request wrapper uses.
 */
export type Session = {
  client: IdentityAdminClient;
  config: IdentityConfig;
  /** The local session, or null when signed out. */
  session: MemberSession | null;
  /** The AuthPort of the request wrapper: credentials, one refresh, log out to a sign-in page. */
  auth: AuthPort;
  /** Re-reads the session the login widget has just created (its own client wrote the cookies). */
  adopt(): Promise<boolean>;
  /** Ends the session on the server and locally, then goes to the sign-in page. */
  signOut(reason?: string): Promise<void>;
};

/**
 * Builds the session over an identity client. `go` navigates (the router's, or a full page load
 * before the router exists); `onSignedOut` lets the app drop cached server data.
 */
export function createSession(
  client: IdentityAdminClient,
  config: IdentityConfig,
  ports: { go: (path: SignInPath) => void; onSignedOut?: () => void },
): Omit<Session, 'session'> {
  // Set while signing out, until a new session is adopted: a request that was under way meets a
  // 401 then (the server has revoked the session, or the live stream retries with none), and
  // must neither re-authenticate the dead session nor sign out a second time (two 401s, a second
  // revoke, in CI's run of web-signin.spec.ts).
  let isEnding = false;
  const endLocally = async (reason: string | null, to: SignInPath) => {
    if (isEnding) return;
    isEnding = true;
    if (reason) sessionStorage.setItem(REASON_KEY, reason);
    try {
      await client.session.revoke({ forceClear: true });
    } catch {
      // The local session is cleared either way (forceClear); the server one expires.
    }
    ports.onSignedOut?.();
    ports.go(to);
  };
  // HttpOnly mode: the page never holds a token; the header asks the server to read the JWT
  // cookie the browser sends (a cross-site form cannot add it, so it is also the CSRF guard).
  const httpOnly = config.sessionCookies === 'httponly';
  const cookieCredentials: Credentials = { [SESSION_COOKIES_HEADER]: 'httponly' };
  const bearer = (jwt: string | undefined): Credentials | null => (jwt ? { authorization: `Bearer ${jwt}` } : null);
  const auth: AuthPort = {
    // A page opened on a session whose JWT may have expired refreshes it first (identity client).
    ready: () => client.sessionReady,
    credentials() {
      if (isEnding || !client.session.getSync()) return null;
      return httpOnly ? cookieCredentials : bearer(client.session.getTokens()?.session_jwt);
    },
    async refresh() {
      // Without a readable token there is nothing to refresh, except in the HttpOnly mode.
      if (isEnding || (!httpOnly && !client.session.getTokens())) return null;
      try {
        const response = await client.session.authenticate();
        if (httpOnly) return response.member_session ? cookieCredentials : null;
        return bearer(response.session_jwt);
      } catch {
        return null;
      }
    },
    logOut: (reason, to) => void endLocally(reason, to),
  };
  return {
    client,
    config,
    auth,
    async adopt() {
      // The widget has signed in (on the in-app sign-in page after a sign-out, too): a new session.
      isEnding = false;
      return (await auth.refresh()) !== null;
    },
    signOut: (reason) => endLocally(reason ?? null, '/auth/authenticate'),
  };
}

const SessionContext = createContext<Session | null>(null);

/** Provides the session; re-renders its subtree when the session starts, changes or ends. */
export function SessionProvider({ value, children }: { value: Omit<Session, 'session'>; children: ReactNode }) {
  const session = useSyncExternalStore(
    (notify) => value.client.session.onChange(notify),
    () => value.client.session.getSync(),
  );
  return <SessionContext.Provider value={{ ...value, session }}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession: no SessionProvider above this component');
  return session;
}

/** The identity client and where it points. */
export type Identity = { client: IdentityAdminClient; config: IdentityConfig };

/**
 * Creates the identity client once the public configuration is known; it lives as long as the
 * app. Tests pass their own (over a fetch that answers at the network boundary).
 */
export function useIdentity(provided?: Identity): Identity | { error: string } | null {
  const [state, setState] = useState<Identity | { error: string } | null>(provided ?? null);
  useEffect(() => {
    if (provided) return;
    const abort = new AbortController();
    let created: IdentityAdminClient | null = null;
    loadIdentityConfig(abort.signal)
      .then((config) => {
        created = createIdentityAdminClient({
          publicToken: config.publicToken,
          baseUrl: config.baseUrl,
          cookieOptions: COOKIE_OPTIONS,
          sessionCookies: config.sessionCookies,
        });
        setState({ client: created, config });
      })
      .catch((error: unknown) => {
        if (!abort.signal.aborted) setState({ error: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      abort.abort();
      created?.dispose();
    };
  }, [provided]);
  return state;
}
