/** Set at build time (build.mjs): the production URL, or http://localhost:3000 in a development build. */
declare const __SHELFSCOPE_SERVER_URL__: string | undefined;

/** The server the extension talks to until the member chooses another in its options. */
export const DEFAULT_SERVER_URL: string =
  typeof __SHELFSCOPE_SERVER_URL__ === 'string' ? __SHELFSCOPE_SERVER_URL__ : 'http://localhost:3000';

/**
 * A server URL as the extension keeps it: http(s), origin only (a path or a trailing slash is
 * dropped). Null for anything else.
 */
export function normalizeServerUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** The web app's page that hands this extension a session (docs/extension.md). */
export function connectUrl(serverUrl: string, extensionId: string): string {
  return `${serverUrl}/extension/connect?extensionId=${encodeURIComponent(extensionId)}`;
}
