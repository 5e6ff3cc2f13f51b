import {
  type ExtensionConnectMessage,
  ExtensionId,
  type ExtensionSession,
  envelope,
  ExtensionSession as Session,
} from '@shelfscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRequester } from '../../../lib/requester-context';

/** What the extension answers the hand-over (its service worker's `connect`). */
type Reply = { ok: boolean; error?: string } | undefined;

/** The browser's messaging to an extension, present when an installed extension lets this origin talk to it. */
type Runtime = {
  sendMessage(extensionId: string, message: unknown, callback: (reply: unknown) => void): void;
  lastError?: { message?: string };
};

export const NOT_INSTALLED =
  'The ShelfScope extension is not installed in this browser, or it signs in through another server. Check its options.';

/** The extension id of the page's address (`?extensionId=`), when it is one. */
export function extensionIdOf(value: unknown): string | null {
  const parsed = ExtensionId.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function runtime(): Runtime | null {
  const chrome = (globalThis as { chrome?: { runtime?: Partial<Runtime> } }).chrome;
  return typeof chrome?.runtime?.sendMessage === 'function' ? (chrome.runtime as Runtime) : null;
}

function deliver(extensionId: string, session: ExtensionSession): Promise<Reply> {
  const messaging = runtime();
  if (!messaging) return Promise.resolve(undefined);
  const message: ExtensionConnectMessage = { type: 'shelfscope.connect', session };
  return new Promise((resolve) => {
    messaging.sendMessage(extensionId, message, (reply) => {
      // Reading lastError marks it handled (no extension with that id answers).
      resolve(messaging.lastError ? undefined : (reply as Reply));
    });
  });
}

/** A session that did not reach the extension is ended at once (identity API sessions/revoke). */
async function revoke(session: ExtensionSession): Promise<void> {
  await fetch('/sdk/v1/b2b/sessions/revoke', {
    method: 'POST',
    headers: {
      authorization: `Basic ${btoa(`${session.publicToken}:${session.sessionToken}`)}`,
      'content-type': 'application/json',
    },
    body: '{}',
  }).catch(() => {});
}

/**
 * Asks the server for a session of the extension's own (POST /api/ExtensionSession, which only
 * issues one to the extension ids it lists) and hands it to the extension by
 * `externally_connectable` messaging. The extension accepts it only from its configured server.
 */
export function useConnectExtension(extensionId: string) {
  const request = useRequester();
  return useMutation({
    mutationFn: async () => {
      if (!runtime()) throw new Error(NOT_INSTALLED);
      const { data: session } = await request('POST', '/api/ExtensionSession', {
        schema: envelope(Session),
        body: { extensionId },
        silent: true,
      });
      const reply = await deliver(extensionId, session);
      if (!reply?.ok) {
        await revoke(session);
        throw new Error(reply?.error ?? NOT_INSTALLED);
      }
      return session;
    },
  });
}
