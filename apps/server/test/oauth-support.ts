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

// The development identity provider, driven as a browser would: redirects, cookies, the form.

export type Step = { status: number; location: string | null; body: string; url: string };

/** A small browser: GET or form POST with a cookie jar, no automatic redirects. */
export function browser() {
  const jar = new Map<string, string>();
  const request = async (url: string, form?: Record<string, string>): Promise<Step> => {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair?.indexOf('=') ?? -1;
      if (pair && i > 0) jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    const location = res.headers.get('location');
    return { status: res.status, location: location ? new URL(location, url).toString() : null, body: await res.text(), url };
  };
  /** Follows redirects until a page (200) or a redirect that leaves for `stopAt`. */
  const follow = async (start: string, stopAt: string): Promise<Step> => {
    let step = await request(start);
    for (let hop = 0; hop < 12 && step.location; hop += 1) {
      if (step.location.startsWith(stopAt)) return step;
      step = await request(step.location);
    }
    return step;
  };
  return { request, follow };
}

/** The action and hidden fields of the sign-in form for one user. */
export function formFor(html: string, email: string) {
  const forms = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)];
  const form = forms.find((f) => f[2]?.includes(email));
  if (!form) throw new Error(`no sign-in form for ${email}`);
  const unescapeHtml = (v: string) =>
    v
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'");
  const fields = Object.fromEntries(
    [...(form[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1],
      unescapeHtml(m[2] ?? ''),
    ]),
  );
  return { action: unescapeHtml(form[1] ?? ''), fields: fields as Record<string, string> };
}

/** The browser's whole trip through the dev IdP: start on our server, pick the user, back to the app URL. */
export async function devIdpSignIn(
  server: { base: string; publicToken: string; appUrl: string },
  provider: string,
  startPath: string,
  params: Record<string, string>,
  email: string,
) {
  const b = browser();
  const query = new URLSearchParams({ public_token: server.publicToken, ...params });
  const page = await b.follow(`${server.base}/v1/b2b/public/oauth/${provider}/${startPath}?${query}`, server.appUrl);
  expect(page.status, page.body.slice(0, 500)).toBe(200);
  expect(page.body).toContain('Development identity provider');
  expect(page.body).toContain('demo@shelfscope.local');
  const { action, fields } = formFor(page.body, email);
  const posted = await b.request(new URL(action, page.url).toString(), fields);
  expect(posted.location, posted.body.slice(0, 500)).toBeTruthy();
  const done = await b.follow(posted.location ?? '', server.appUrl);
  expect(done.location ?? '', done.body.slice(0, 500)).toMatch(new RegExp(`^${server.appUrl}\\?`));
  const url = new URL(done.location ?? '');
  return { type: url.searchParams.get('stytch_token_type'), token: url.searchParams.get('token') ?? '' };
}
