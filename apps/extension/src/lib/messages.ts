import type { ClientErrorReport, ExtensionSession } from '@shelfscope/contracts';

/** What the panel and the popup know of the sign-in (never the tokens). */
export type AuthState = {
  serverUrl: string;
  isSignedIn: boolean;
  memberEmail: string | null;
  organizationName: string | null;
};

/** A seller API call the service worker makes for a content script or the popup. */
export type ApiCall = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; body?: string };

/** What came back, as plain data (a Response cannot cross the message channel). */
export type ApiReply = { status: number; contentType: string; text: string };

/** Messages to the service worker from the extension's own pages and content scripts. */
export type Request =
  | { type: 'auth.state' }
  | { type: 'auth.refresh' }
  | { type: 'auth.signIn' }
  | { type: 'auth.signOut' }
  | { type: 'server.set'; serverUrl: string }
  | { type: 'api'; call: ApiCall }
  | { type: 'open'; path: string }
  | { type: 'options.open' }
  /** A page's error, posted by the service worker to the server's /api/client-errors. */
  | { type: 'error.report'; report: ClientErrorReport };

/** The end of the text a call answers when the server cannot be reached: the panel links "Options" in it. */
export const UNREACHABLE_HINT = 'change the server in Options.';

/** What a call answers when the server cannot be reached. */
export const unreachableText = (server: string) => `ShelfScope is not reachable at ${server}; ${UNREACHABLE_HINT}`;

export type ReplyOf<R extends Request> = R extends { type: 'auth.state' }
  ? AuthState
  : R extends { type: 'auth.refresh' }
    ? boolean
    : R extends { type: 'api' }
      ? ApiReply
      : R extends { type: 'server.set' }
        ? AuthState
        : null;

/** The web app's hand-over, kept in the extension's local storage. */
export type StoredSession = ExtensionSession;
