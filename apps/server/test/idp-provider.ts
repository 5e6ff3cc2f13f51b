import * as oidc from 'openid-client';
import { afterAll, beforeAll, expect } from 'vitest';
import { freePort, platformAdmin, submit } from './idp.js';
import { pkcePair } from './sso.js';
import { createTestApp, type TestContext } from './test-app.js';

// biome-ignore lint/suspicious/noExplicitAny: wire JSON in tests
export type Json = Record<string, any>;

/** The relying party's redirect URI in the IdP tests. */
export const REDIRECT = 'https://rp.example/callback';

/** The app as an OpenID Connect provider, listening on 127.0.0.1, and a platform admin's JWT. */
export type IdpServer = { ctx: TestContext; issuer: string; adminJwt: string };

/**
 * For a test file about ShelfScope as an OpenID Connect provider: the app listens on a free
 * loopback port from the file's first hook to its last, and the helpers talk to it as a relying
 * party would. `started()` is the server, once the file's hooks have run.
 */
export function idpProvider() {
  let server: IdpServer | undefined;
  beforeAll(async () => {
    const port = await freePort();
    const issuer = `http://127.0.0.1:${port}`;
    const ctx = await createTestApp({ PUBLIC_URL: issuer });
    await ctx.app.listen({ port, host: '127.0.0.1' });
    server = { ctx, issuer, adminJwt: await platformAdmin(ctx) };
  });
  afterAll(() => server?.ctx.close());
  const started = (): IdpServer => {
    if (!server) throw new Error('idpProvider: the server starts in the file’s beforeAll');
    return server;
  };

  /** openid-client's configuration for a connected app. */
  const relyingParty = (app: Json) =>
    oidc.discovery(
      new URL(started().issuer),
      app.client_id,
      app.client_secret ?? undefined,
      app.client_secret ? oidc.ClientSecretBasic(app.client_secret) : oidc.None(),
      { execute: [oidc.allowInsecureRequests] },
    );

  /** POST /v1/oauth2/token with a form, with Basic client authentication when given. */
  const postToken = async (form: Record<string, string>, basic?: { id: string; secret: string }) => {
    const res = await fetch(`${started().issuer}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(basic ? { authorization: `Basic ${Buffer.from(`${basic.id}:${basic.secret}`).toString('base64')}` } : {}),
      },
      body: new URLSearchParams(form),
    });
    return { status: res.status, body: (await res.json()) as Json, headers: res.headers };
  };

  /** Runs authorize start and submit for a session: the code at the redirect URI. */
  const authorizationCode = async (app: Json, sessionToken: string, extra: Json = {}) => {
    const pkce = pkcePair();
    const res = await submit(started().ctx, sessionToken, {
      client_id: app.client_id,
      redirect_uri: REDIRECT,
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
      state: 'st-1',
      ...extra,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { code: res.data.authorization_code as string, verifier: pkce.verifier, redirect: res.data.redirect_uri as string };
  };

  return { started, relyingParty, postToken, authorizationCode };
}
