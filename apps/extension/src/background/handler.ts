import type { Request } from '../lib/messages';
import { connectUrl } from '../lib/server-url';
import type { AuthCore } from './auth-core';

/**
 * The service worker's answer to each message of the extension's pages and content scripts.
 * `openTab` opens a URL in a new tab; `openOptions` the extension's options page (a content script
 * cannot); `extensionId` is this extension's (the connect page needs it).
 */
export function createHandler(
  core: AuthCore,
  ports: { openTab: (url: string) => Promise<unknown>; openOptions: () => Promise<unknown>; extensionId: string },
) {
  return async function handle(message: Request): Promise<unknown> {
    switch (message.type) {
      case 'auth.state':
        return core.state();
      case 'auth.refresh':
        return core.refresh();
      case 'auth.signIn': {
        const { serverUrl } = await core.state();
        await ports.openTab(connectUrl(serverUrl, ports.extensionId));
        return null;
      }
      case 'auth.signOut':
        await core.signOut();
        return null;
      case 'server.set':
        return core.setServer(message.serverUrl);
      case 'api':
        return core.api(message.call);
      case 'options.open':
        await ports.openOptions();
        return null;
      case 'open': {
        const { serverUrl } = await core.state();
        // Only paths of the web app: a message cannot open another site.
        if (message.path.startsWith('/') && !message.path.startsWith('//')) await ports.openTab(`${serverUrl}${message.path}`);
        return null;
      }
    }
  };
}
