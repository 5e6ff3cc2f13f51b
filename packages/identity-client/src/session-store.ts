import type { SessionCookies } from './cookies.js';
import { sameState } from './equality.js';
import type { ClientState, Member, MemberSession, Organization, SessionTokens } from './types.js';

/** Prefix of the localStorage key holding the state (one key per public token). */
export const STATE_STORAGE_PREFIX = 'shelfscope_identity_state_';

/** Listener called with the new state (null when signed out). */
export type StateListener = (state: ClientState | null) => void;

/** What an authenticate-like response contributes to the store; both done and not-done forms. */
export interface SessionUpdate {
  member_session: MemberSession | null;
  member?: Member;
  organization?: Organization;
  session_token?: string;
  session_jwt?: string;
  intermediate_session_token?: string;
}

/** The page bits the store depends on, injectable for tests. */
export interface SessionStoreEnvironment {
  storage: Storage | undefined;
  /** Where cross-tab `storage` events arrive (the window). */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined;
  now: () => number;
  /** True when the API is on a custom endpoint that may hold an HttpOnly session cookie we cannot see. */
  customEndpoint: boolean;
}

/**
 * The signed-in member, organization and session, with the tokens in cookies. The state is kept
 * in localStorage so a reload paints the signed-in UI at once, and other tabs follow via the
 * `storage` event; the cookies remain the source of truth for credentials.
 */
export class SessionStore {
  private state: ClientState | null = null;
  private readonly listeners = new Set<StateListener>();
  private readonly storageKey: string;

  constructor(
    publicToken: string,
    private readonly cookies: SessionCookies,
    private readonly env: SessionStoreEnvironment,
  ) {
    this.storageKey = STATE_STORAGE_PREFIX + publicToken;
    this.state = this.load();
    env.events?.addEventListener('storage', this.onStorage);
    // Without a session cookie the stored state is left over from an expired or foreign session.
    // A custom endpoint may keep the session in an HttpOnly cookie, so the state is trusted there.
    if (!env.customEndpoint && !cookies.readSession().session_token) this.destroySession();
  }

  /** The current state, or null when signed out. */
  getState(): ClientState | null {
    return this.state;
  }

  /** Both session tokens from cookies, or null unless both are present. */
  getTokens(): SessionTokens | null {
    const { session_token, session_jwt } = this.cookies.readSession();
    if (typeof session_token !== 'string' || typeof session_jwt !== 'string') return null;
    return { session_token, session_jwt };
  }

  /** The intermediate session token of a multi-step login, or null. */
  getIntermediateSessionToken(): string | null {
    return this.cookies.readIntermediateSessionToken() || null;
  }

  /**
   * Applies an authenticate response. With a member_session: store member, organization and
   * session, write the token cookies and drop the intermediate token (the login is complete).
   * Without: clear the session but keep (or set) the intermediate token for the next step.
   */
  update(update: SessionUpdate): void {
    const session = update.member_session;
    // A response may omit member or organization (they did not change); keep the ones we know.
    const member = update.member ?? this.state?.member;
    const organization = update.organization ?? this.state?.organization;
    if (session && member && organization) {
      // Empty tokens mean the server keeps them in HttpOnly cookies (redacted mode): nothing to write.
      if (update.session_token && update.session_jwt) {
        this.cookies.writeSession({ session_token: update.session_token, session_jwt: update.session_jwt }, session.expires_at);
      } else {
        this.cookies.removeSession();
      }
      this.cookies.removeIntermediateSessionToken();
      this.setState({ member, organization, session });
      return;
    }
    if (update.intermediate_session_token) {
      this.cookies.writeIntermediateSessionToken(update.intermediate_session_token, this.env.now());
    }
    this.cookies.removeSession();
    this.setState(null);
  }

  /** Keeps the stored member current after a call that changed it (an MFA factor added or removed). */
  updateMember(member: Member): void {
    if (this.state && this.state.member.member_id === member.member_id) this.setState({ ...this.state, member });
  }

  /** Signs out locally: removes the session cookies and state, keeping any intermediate token. */
  destroySession(): void {
    this.cookies.removeSession();
    this.setState(null);
  }

  /** Removes everything: session cookies, intermediate token and state. */
  destroy(): void {
    this.cookies.removeSession();
    this.cookies.removeIntermediateSessionToken();
    this.setState(null);
  }

  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: StateListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Stops following other tabs. */
  dispose(): void {
    this.env.events?.removeEventListener('storage', this.onStorage);
    this.listeners.clear();
  }

  private readonly onStorage = (event: Event): void => {
    const e = event as StorageEvent;
    if (e.key !== this.storageKey) return;
    this.setState(parseState(e.newValue), true);
  };

  private setState(next: ClientState | null, fromOtherTab = false): void {
    const changed = !sameState(this.state, next);
    this.state = next;
    // Another tab already wrote storage; writing back would echo the event between tabs.
    if (!fromOtherTab) this.persist();
    if (changed) for (const listener of [...this.listeners]) listener(next);
  }

  private load(): ClientState | null {
    try {
      return parseState(this.env.storage?.getItem(this.storageKey) ?? null);
    } catch {
      return null;
    }
  }

  private persist(): void {
    try {
      if (this.state === null) this.env.storage?.removeItem(this.storageKey);
      else this.env.storage?.setItem(this.storageKey, JSON.stringify(this.state));
    } catch {
      // Storage full or blocked: the in-memory state still works for this tab.
    }
  }
}

/** Parses stored state; anything that is not a state object counts as signed out. */
function parseState(raw: string | null): ClientState | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && 'session' in value && 'member' in value && 'organization' in value) {
      return value as ClientState;
    }
  } catch {
    // Malformed JSON: treated as no state.
  }
  return null;
}
