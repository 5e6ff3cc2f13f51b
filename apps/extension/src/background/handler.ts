import type { ClientErrorReport } from '@shelfscope/contracts';
import type { Request } from '../lib/messages';
import { connectUrl } from '../lib/server-url';
import type { AuthCore } from './auth-core';

/**
 * The service worker's answer to each message of the extension's pages and content scripts.
 * `openTab` opens a URL in a new tab; `openOptions` the extension's options page (a content script
 * cannot); `extensionId` is this extension's (the connect page needs it); `postError` posts an
 * error report to the server (its /api/client-errors).
 */
export function createHandler(
  core: AuthCore,
  ports: {
    openTab: (url: string) => Promise<unknown>;
    openOptions: () => Promise<unknown>;
    extensionId: string;
    postError: (serverUrl: string, report: ClientErrorReport) => Promise<unknown>;
  },
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
      case 'error.report': {
        const { serverUrl } = await core.state();
        // Reporting never fails a page: a server that cannot be reached loses the report.
        await ports.postError(serverUrl, { ...message.report, source: 'extension' }).catch(() => undefined);
        return null;
      }
      case 'open': {
        const { serverUrl } = await core.state();
        // Only paths of the web app: a message cannot open another site.
        if (message.path.startsWith('/') && !message.path.startsWith('//')) await ports.openTab(`${serverUrl}${message.path}`);
        return null;
      }
    }
  };
}
