import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { sdk } from './identity.js';
import type { TestContext } from './test-app.js';

// Test support for the OAuth flows: the browser's part (follow redirects between our server,
// reached by inject, and the provider, reached over the network).

export const pkcePair = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

/** GET on our server (inject), answering status and Location. */
export async function browserGet(ctx: TestContext, url: string) {
  const parsed = new URL(url, 'http://127.0.0.1:3000');
  const res = await ctx.app.inject({ method: 'GET', url: parsed.pathname + parsed.search });
  return { status: res.statusCode, location: res.headers.location as string | undefined, body: res.body };
}

/** Starts an OAuth login on our server: the provider's authorization URL it redirects to. */
export async function startLogin(ctx: TestContext, path: string, params: Record<string, string>) {
  const query = new URLSearchParams({ public_token: ctx.services.identity.project.publicToken, ...params });
  const res = await browserGet(ctx, `/v1/b2b/public/oauth/${path}?${query}`);
  expect(res.status, res.body).toBe(302);
  return new URL(res.location ?? '');
}

/**
 * The provider's part: GET its authorization URL (the user consents at once), following its
 * redirects until it sends the browser back to our callback. Answers the callback URL.
 */
export async function atProvider(authorizeUrl: URL | string, cookieJar: string[] = []): Promise<URL> {
  let url = authorizeUrl.toString();
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.startsWith('http://127.0.0.1:3000/v1/public/')) return new URL(url);
    const res = await fetch(url, { redirect: 'manual', headers: cookieJar.length ? { cookie: cookieJar.join('; ') } : {} });
    for (const c of res.headers.getSetCookie()) cookieJar.push(c.split(';')[0] ?? '');
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider answered ${res.status} without a redirect: ${await res.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error('too many redirects at the provider');
}

/** The callback on our server: the redirect URL with its token. */
export async function callback(ctx: TestContext, callbackUrl: URL) {
  const res = await browserGet(ctx, callbackUrl.toString());
  if (res.status !== 302) return { status: res.status, body: JSON.parse(res.body), url: null, token: '', type: '' };
  const url = new URL(res.location ?? '');
  return {
    status: res.status,
    body: null,
    url,
    token: url.searchParams.get('token') ?? '',
    type: url.searchParams.get('stytch_token_type') ?? '',
  };
}

export const authenticate = (ctx: TestContext, token: string, extra: Record<string, unknown> = {}) =>
  sdk(ctx, 'POST', '/b2b/oauth/authenticate', { oauth_token: token, session_duration_minutes: 60, ...extra });

export const discoveryAuthenticate = (ctx: TestContext, token: string, extra: Record<string, unknown> = {}) =>
  sdk(ctx, 'POST', '/b2b/oauth/discovery/authenticate', { discovery_oauth_token: token, ...extra });
