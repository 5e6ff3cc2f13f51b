import { createAuthCore, type KeyValueStore } from '../background/auth-core';
import { createHandler } from '../background/handler';
import type { Send } from '../lib/bridge';
import { clientErrorPoster } from '../lib/error-report';
import type { Request, StoredSession } from '../lib/messages';

export const SERVER = 'http://localhost:3000';
export const EXTENSION_ID = 'kggigljlomfpapllmohmjnlkcfbclfkf';

/** A JWT whose payload says it ends `seconds` from now (the server is what verifies it). */
export function jwtEnding(seconds: number, tag = 'a'): string {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds, tag })).replace(/=+$/, '');
  return `header.${payload}.signature`;
}

export const SESSION: StoredSession = {
  sessionToken: 'session-token-1',
  sessionJwt: jwtEnding(300),
  expiresAt: '2026-12-03T10:00:00.000Z',
  publicToken: 'public-token-test-1',
  sessionDurationMinutes: 10_080,
  memberEmail: 'ada@example.com',
  organizationName: 'Harbor Traders',
};

/** A live plan with the extension in it, as `/api/UserAccount/plan` answers it. */
export const EXTENSION_PLAN = {
  planCode: 'AstroExtension',
  planName: 'Extension',
  planFeatures: [{ code: 'extension', name: 'Browser extension' }],
  planLimits: [],
  subscriptionStatus: 'active',
  isActive: true,
  trialEnd: null,
  currentPeriodEnd: null,
};

export function memoryStore(initial: Record<string, unknown> = {}): KeyValueStore & { data: Record<string, unknown> } {
  const data: Record<string, unknown> = structuredClone(initial);
  return {
    data,
    get: async <T>(key: string) => structuredClone(data[key]) as T | undefined,
    set: async (key, value) => {
      data[key] = structuredClone(value);
    },
    remove: async (key) => {
      delete data[key];
    },
  };
}

export type HttpCall = { method: string; url: URL; headers: Record<string, string>; body: unknown };
export type HttpAnswer = { status?: number; body: unknown; contentType?: string };
export const ok = (data: unknown): HttpAnswer => ({ body: { errors: [], details: null, hasErrors: false, data } });

/**
 * The extension's real service-worker code (auth core and message handler) over an in-memory
 * store, with the server answered at the network boundary by `answer` (undefined: 404).
 */
export function workerHarness(answer: (call: HttpCall) => HttpAnswer | undefined, initial: Record<string, unknown> = {}) {
  const store = memoryStore(initial);
  const calls: HttpCall[] = [];
  const opened: string[] = [];
  const listeners = new Set<() => void>();
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method: init.method ?? 'GET', url, headers: init.headers as Record<string, string>, body };
    calls.push(call);
    const reply = answer(call) ?? {
      status: 404,
      body: {
        errors: [{ type: 'not_found', description: `No route ${url.pathname}` }],
        hasErrors: true,
        data: null,
        details: null,
      },
    };
    return new Response(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': reply.contentType ?? 'application/json' },
    });
  };
  const core = createAuthCore({ store, fetch: fetch as typeof globalThis.fetch });
  const handle = createHandler(core, {
    openTab: async (url) => {
      opened.push(url);
    },
    openOptions: async () => {
      opened.push('options');
    },
    extensionId: EXTENSION_ID,
    postError: clientErrorPoster(fetch as typeof globalThis.fetch),
  });
  const send = (async (message: Request) => {
    const reply = await handle(message);
    if (message.type === 'auth.signOut' || message.type === 'server.set') for (const l of listeners) l();
    return reply;
  }) as Send;
  const onSessionChange = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  /** The web app's hand-over, as chrome delivers it to the worker. */
  const connect = async (origin: string, session = SESSION) => {
    const reply = await core.connect({ type: 'shelfscope.connect', session }, origin);
    for (const l of listeners) l();
    return reply;
  };
  return { store, calls, opened, send, onSessionChange, core, connect };
}
