import { createRequire } from 'node:module';
import { type DOMWindow, JSDOM } from 'jsdom';
import { createTestApp, eventually, type TestContext } from '../test-app.js';

/**
 * Drives the official B2B client SDK (@stytch/vanilla-js, as a browser app would load it) under
 * jsdom against our real server listening on loopback.
 *
 * The client reads `window.localStorage` once, when its module is first evaluated, and caches its
 * data layer on `window` per public token. So every browser gets a fresh JSDOM *and* a fresh copy
 * of the client's modules (evicted from Node's require cache), and nothing leaks between tests.
 */
export type OfficialSdk = typeof import('@stytch/vanilla-js/b2b/headless');
export type OfficialClient = InstanceType<OfficialSdk['StytchB2BHeadlessClient']>;

const require = createRequire(import.meta.url);
const SDK_SPECIFIER = '@stytch/vanilla-js/b2b/headless';

export type LiveServer = {
  ctx: TestContext;
  baseUrl: string;
  publicToken: string;
  projectId: string;
  close(): Promise<void>;
};

/** The real app on a fresh database, listening on 127.0.0.1 on a free port. */
export async function startLiveServer(env: Record<string, string> = {}): Promise<LiveServer> {
  const ctx = await createTestApp(env);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  const { publicToken, projectId } = ctx.services.identity.project;
  return { ctx, baseUrl: `http://127.0.0.1:${address.port}`, publicToken, projectId, close: () => ctx.close() };
}

const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'location', 'navigator'] as const;

export type Browser = {
  window: DOMWindow;
  sdk: OfficialSdk;
  client: OfficialClient;
  /** Session cookies as the client wrote them (it keeps its tokens readable by JavaScript). */
  cookies(): Record<string, string>;
  close(): void;
};

/** Keeps track of the browsers a test opened so they can all be closed afterwards. */
const open = new Set<Browser>();

/**
 * A fresh browser at the server's origin with a freshly loaded official client in it. Node's own
 * fetch does the requests (no CORS in Node); the client's intervals are captured so close() can
 * stop them.
 */
export function openBrowser(server: LiveServer, options: { cookies?: Record<string, string> } = {}): Browser {
  if (open.size > 0) throw new Error('close the previous browser first: the client lives on globals');
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: `${server.baseUrl}/` });
  // Cookies already there when the page loads (a returning visitor).
  for (const [name, value] of Object.entries(options.cookies ?? {})) {
    dom.window.document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
  }
  // Node 21+ has its own navigator getter: shadow it, then put every original back on close.
  const saved = BROWSER_GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  for (const name of BROWSER_GLOBALS) {
    Object.defineProperty(globalThis, name, {
      value: name === 'window' ? dom.window : dom.window[name],
      configurable: true,
      writable: true,
    });
  }
  const restoreGlobals = () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
  };
  for (const key of Object.keys(require.cache)) if (/[\\/]@stytch[\\/]/.test(key)) delete require.cache[key];

  const intervals: ReturnType<typeof setInterval>[] = [];
  const realSetInterval = globalThis.setInterval;
  globalThis.setInterval = ((...args: Parameters<typeof setInterval>) => {
    const handle = realSetInterval(...args);
    intervals.push(handle);
    return handle;
  }) as typeof setInterval;
  let sdk: OfficialSdk;
  let client: OfficialClient;
  try {
    sdk = require(SDK_SPECIFIER) as OfficialSdk;
    const endpoints = { testAPIURL: server.baseUrl, liveAPIURL: server.baseUrl };
    client = new sdk.StytchB2BHeadlessClient(server.publicToken, { endpoints } as never);
  } catch (error) {
    for (const handle of intervals) clearInterval(handle);
    dom.window.close();
    restoreGlobals();
    throw error;
  } finally {
    globalThis.setInterval = realSetInterval;
  }

  const browser: Browser = {
    window: dom.window,
    sdk,
    client,
    cookies: () =>
      Object.fromEntries(
        dom.window.document.cookie
          .split('; ')
          .filter(Boolean)
          .map((pair) => [pair.slice(0, pair.indexOf('=')), decodeURIComponent(pair.slice(pair.indexOf('=') + 1))]),
      ),
    close() {
      for (const handle of intervals) clearInterval(handle);
      // The session manager's background refresh is a plain timeout; cancel it.
      (client as unknown as { _sessionManager?: { cancelBackgroundRefresh(): void } })._sessionManager?.cancelBackgroundRefresh();
      dom.window.close();
      restoreGlobals();
      open.delete(browser);
    },
  };
  open.add(browser);
  return browser;
}

export function closeBrowsers() {
  for (const browser of [...open]) browser.close();
}

type MailboxMessage = { id: string; to: string; subject: string; text: string; html: string | null; createdAt: string };

/** The newest dev-mailbox messages to `to`, newest first. */
export async function mailbox(server: LiveServer, to: string): Promise<MailboxMessage[]> {
  const res = await fetch(`${server.baseUrl}/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`mailbox answered ${res.status}`);
  return (await res.json()) as MailboxMessage[];
}

/** Waits (bounded) for the `count`-th message to `to` and returns the newest. */
export async function waitForMail(server: LiveServer, to: string, count = 1): Promise<MailboxMessage> {
  const messages = await eventually(async () => {
    const list = await mailbox(server, to);
    return list.length >= count ? list : null;
  }, 10_000);
  const newest = messages[0];
  if (!newest) throw new Error('no message');
  return newest;
}

/** The one-time passcode of an email (the first run of 6 to 10 digits in its text). */
export function otpCode(message: MailboxMessage): string {
  const match = message.text.match(/\b(\d{6,10})\b/);
  if (!match?.[1]) throw new Error(`no passcode in: ${message.text.slice(0, 200)}`);
  return match[1];
}

/** The first http(s) link of an email whose URL has a `token` query parameter. */
export function tokenLink(message: MailboxMessage): URL {
  for (const raw of message.text.match(/https?:\/\/[^\s<>"')]+/g) ?? []) {
    const url = new URL(raw.replace(/&amp;/g, '&'));
    if (url.searchParams.get('token')) return url;
  }
  throw new Error(`no token link in: ${message.text.slice(0, 300)}`);
}

/** Runs `work` with a time limit, so a hung client fails the test instead of the run. */
export async function within<T>(ms: number, work: Promise<T>, label = 'operation'): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label} did not finish within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
