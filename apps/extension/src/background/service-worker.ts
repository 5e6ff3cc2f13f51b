import { clientErrorOf, clientErrorPoster } from '../lib/error-report';
import type { Request } from '../lib/messages';
import { createAuthCore, type KeyValueStore } from './auth-core';
import { createHandler } from './handler';

const store: KeyValueStore = {
  async get<T>(key: string) {
    return (await chrome.storage.local.get(key))[key] as T | undefined;
  },
  set: (key, value) => chrome.storage.local.set({ [key]: value }),
  remove: (key) => chrome.storage.local.remove(key),
};

const core = createAuthCore({ store, fetch: (input, init) => fetch(input, init) });
const postError = clientErrorPoster((input, init) => fetch(input, init));
const handle = createHandler(core, {
  openTab: (url) => chrome.tabs.create({ url }),
  openOptions: () => chrome.runtime.openOptionsPage(),
  extensionId: chrome.runtime.id,
  postError,
});

// The worker's own errors, reported as the pages' are (a few at most: the worker may restart in a loop).
let reportsLeft = 10;
const reportOwn = (kind: 'error' | 'unhandledrejection', error: unknown) => {
  if (reportsLeft-- <= 0) return;
  const report = clientErrorOf(kind, error, 'service-worker', chrome.runtime.getManifest().version);
  void handle({ type: 'error.report', report });
};
self.addEventListener('error', (event) => reportOwn('error', (event as ErrorEvent).error ?? (event as ErrorEvent).message));
self.addEventListener('unhandledrejection', (event) => reportOwn('unhandledrejection', (event as PromiseRejectionEvent).reason));

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
