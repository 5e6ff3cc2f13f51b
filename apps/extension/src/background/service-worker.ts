import type { Request } from '../lib/messages';
import { connectUrl } from '../lib/server-url';
import { createAuthCore, type KeyValueStore } from './auth-core';

const store: KeyValueStore = {
  async get<T>(key: string) {
    return (await chrome.storage.local.get(key))[key] as T | undefined;
  },
  set: (key, value) => chrome.storage.local.set({ [key]: value }),
  remove: (key) => chrome.storage.local.remove(key),
};

const core = createAuthCore({ store, fetch: (input, init) => fetch(input, init) });

async function handle(message: Request): Promise<unknown> {
  switch (message.type) {
    case 'auth.state':
      return core.state();
    case 'auth.refresh':
      return core.refresh();
    case 'auth.signIn': {
      const { serverUrl } = await core.state();
      await chrome.tabs.create({ url: connectUrl(serverUrl, chrome.runtime.id) });
      return null;
    }
    case 'auth.signOut':
      await core.signOut();
      return null;
    case 'server.set':
      return core.setServer(message.serverUrl);
    case 'api':
      return core.api(message.call);
    case 'open': {
      const { serverUrl } = await core.state();
      if (message.path.startsWith('/')) await chrome.tabs.create({ url: `${serverUrl}${message.path}` });
      return null;
    }
  }
}

// The extension's own pages and content scripts (chrome never delivers other senders here).
chrome.runtime.onMessage.addListener((message: Request, _sender, sendResponse) => {
  handle(message).then(sendResponse, (error: unknown) =>
    sendResponse({ error: error instanceof Error ? error.message : String(error) }),
  );
  return true;
});

// The web app's /extension/connect page (externally_connectable lists the server origins).
chrome.runtime.onMessageExternal.addListener((message: unknown, sender, sendResponse) => {
  core.connect(message, sender.origin ?? (sender.url ? new URL(sender.url).origin : undefined)).then(sendResponse);
  return true;
});
