import { type ApiCall, type ApiReply, type AuthState, type StoredSession, unreachableText } from '../lib/messages';
import { DEFAULT_SERVER_URL, normalizeServerUrl } from '../lib/server-url';
import { ConnectMessage } from './connect-message';

/** The extension's local storage as the core needs it (chrome.storage.local in the browser). */
export type KeyValueStore = {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
};

const SESSION_KEY = 'session';
const SERVER_KEY = 'serverUrl';
/** A JWT this close to its end is refreshed before use, so a call never goes out with a dying one. */
const REFRESH_MARGIN_MS = 30_000;

/** The `exp` of a JWT in milliseconds, read without verifying (the server verifies). */
export function jwtExpiry(jwt: string): number | null {
  try {
    const payload = jwt.split('.')[1] ?? '';
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Only seller API paths go through the service worker, and only to the configured server. */
export function isApiPath(path: string): boolean {
  return /^\/api\/[A-Za-z0-9/_.?=&%:,-]*$/.test(path) && !path.includes('..');
}

/**
 * The service worker's sign-in and API access: it alone holds the session (the web app handed it
 * over), refreshes its five-minute JWT with the identity API's sessions/authenticate, signs out
 * with sessions/revoke, and makes seller API calls for the panel and the popup with the bearer.
 */
export function createAuthCore(deps: { store: KeyValueStore; fetch: typeof fetch; now?: () => number }) {
  const now = deps.now ?? (() => Date.now());
  let refreshing: Promise<boolean> | null = null;

  const serverUrl = async () => (await deps.store.get<string>(SERVER_KEY)) ?? DEFAULT_SERVER_URL;
  const session = () => deps.store.get<StoredSession>(SESSION_KEY);
  const basic = (s: StoredSession) => `Basic ${btoa(`${s.publicToken}:${s.sessionToken}`)}`;

  async function state(): Promise<AuthState> {
    const current = await session();
    return {
      serverUrl: await serverUrl(),
      isSignedIn: Boolean(current),
      memberEmail: current?.memberEmail ?? null,
      organizationName: current?.organizationName ?? null,
    };
  }

  /** One refresh at a time; false when there is no session or the server ended it. */
  async function doRefresh(): Promise<boolean> {
    const current = await session();
    if (!current) return false;
    let response: Response;
    try {
      response = await deps.fetch(`${await serverUrl()}/sdk/v1/b2b/sessions/authenticate`, {
        method: 'POST',
        headers: { authorization: basic(current), 'content-type': 'application/json' },
        body: JSON.stringify({ session_duration_minutes: current.sessionDurationMinutes }),
        credentials: 'omit',
      });
    } catch {
      return false; // offline: keep the session for the next try
    }
    if (response.status === 401 || response.status === 404) {
      await deps.store.remove(SESSION_KEY);
      return false;
    }
    if (!response.ok) return false;
    const body = (await response.json()) as { data?: { session_jwt?: unknown; member_session?: { expires_at?: unknown } } };
    const jwt = body.data?.session_jwt;
    if (typeof jwt !== 'string' || jwt === '') return false;
    const expiresAt = body.data?.member_session?.expires_at;
    await deps.store.set(SESSION_KEY, {
      ...current,
      sessionJwt: jwt,
      ...(typeof expiresAt === 'string' ? { expiresAt } : {}),
    });
    return true;
  }

  function refresh(): Promise<boolean> {
    refreshing ??= doRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** The session JWT to send, refreshed first when it is about to end; null when signed out. */
  async function bearer(): Promise<string | null> {
    const current = await session();
    if (!current) return null;
    const expiry = jwtExpiry(current.sessionJwt);
    if (expiry !== null && expiry - now() < REFRESH_MARGIN_MS && !(await refresh())) return null;
    return (await session())?.sessionJwt ?? null;
  }

  return {
    state,
    refresh,

    /**
     * The web app's hand-over. Only the configured server's pages may sign the extension in: a
     * message from another origin (even one the manifest lets talk to it) is refused.
     */
    async connect(message: unknown, senderOrigin: string | undefined): Promise<{ ok: boolean; error?: string }> {
      const server = await serverUrl();
      if (!senderOrigin || normalizeServerUrl(senderOrigin) !== server) {
        return { ok: false, error: `This extension signs in through ${server} only.` };
      }
      const parsed = ConnectMessage.safeParse(message);
      if (!parsed.success) return { ok: false, error: 'Not a sign-in message.' };
      await deps.store.set(SESSION_KEY, parsed.data.session);
      return { ok: true };
    },

    /** Ends the session on the server (best effort) and here. */
    async signOut(): Promise<void> {
      const current = await session();
      await deps.store.remove(SESSION_KEY);
      if (!current) return;
      try {
        await deps.fetch(`${await serverUrl()}/sdk/v1/b2b/sessions/revoke`, {
          method: 'POST',
          headers: { authorization: basic(current), 'content-type': 'application/json' },
          body: '{}',
          credentials: 'omit',
        });
      } catch {
        // Offline: the server's session ends on its own (a week unused).
      }
    },

    /** Another server: the session belongs to the old one, so it ends. */
    async setServer(value: string): Promise<AuthState> {
      const url = normalizeServerUrl(value);
      if (!url) throw new Error('Enter an http or https URL.');
      if (url !== (await serverUrl())) {
        await this.signOut();
        await deps.store.set(SERVER_KEY, url);
      }
      return state();
    },

    /** A seller API call with the bearer; a server that cannot be reached answers as plain text. */
    async api(call: ApiCall): Promise<ApiReply> {
      if (!isApiPath(call.path)) return { status: 400, contentType: 'text/plain', text: 'Not a seller API path.' };
      const server = await serverUrl();
      const jwt = await bearer();
      try {
        const response = await deps.fetch(`${server}${call.path}`, {
          method: call.method,
          headers: {
            accept: 'application/json',
            ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
            ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(call.body !== undefined ? { body: call.body } : {}),
          credentials: 'omit',
        });
        return {
          status: response.status,
          contentType: response.headers.get('content-type') ?? '',
          text: await response.text(),
        };
      } catch {
        return { status: 503, contentType: 'text/plain', text: unreachableText(server) };
      }
    },
  };
}

export type AuthCore = ReturnType<typeof createAuthCore>;
