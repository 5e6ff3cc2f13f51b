import { z } from 'zod';

/** Chrome's extension id: 32 letters a to p. */
export const ExtensionId = z.string().regex(/^[a-p]{32}$/, 'must be a browser extension id');

/** `POST /api/ExtensionSession`: the extension that asks the web app for a session. */
export const ExtensionSessionInput = z.object({ extensionId: ExtensionId });
export type ExtensionSessionInput = z.infer<typeof ExtensionSessionInput>;

/**
 * A session of its own for the browser extension (the web app hands it over; docs/extension.md).
 * The extension refreshes its JWT with the identity API's sessions/authenticate (Basic auth with
 * the public token and this session token) and signs out with sessions/revoke.
 */
export const ExtensionSession = z.object({
  sessionToken: z.string(),
  sessionJwt: z.string(),
  /** ISO time the session ends unless refreshed with a duration. */
  expiresAt: z.string(),
  /** The identity project's public token, for the Basic auth of sessions/authenticate and revoke. */
  publicToken: z.string(),
  /** Minutes each refresh extends the session by. */
  sessionDurationMinutes: z.number().int(),
  memberEmail: z.string(),
  organizationName: z.string(),
});
export type ExtensionSession = z.infer<typeof ExtensionSession>;

/** A message the web app's /extension/connect page sends the extension (externally_connectable). */
export const ExtensionConnectMessage = z.object({
  type: z.literal('shelfscope.connect'),
  session: ExtensionSession,
});
export type ExtensionConnectMessage = z.infer<typeof ExtensionConnectMessage>;
