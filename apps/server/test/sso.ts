import { createHash, randomBytes } from 'node:crypto';
import { devIdpSettings } from '../src/dev/idp/index.js';
import { logIn, sdk, seedOrganization } from './identity.js';
import { browser, formFor } from './oauth-support.js';
import type { TestContext } from './test-app.js';

/** The test app's first allowed redirect URLs (config: PUBLIC_URL/auth/authenticate and /authenticate). */
export const LOGIN_URL = 'http://127.0.0.1:3000/auth/authenticate';
export const SIGNUP_URL = 'http://127.0.0.1:3000/authenticate';

/** An organization with an admin signed in. */
export async function adminOrganization(ctx: TestContext, options: Parameters<typeof seedOrganization>[1] = {}) {
  const seeded = await seedOrganization(ctx, options);
  const { sessionToken } = await logIn(ctx, seeded.admin.emailAddress, seeded.organization.organizationId);
  return { ...seeded, sessionToken };
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** GET /v1/public/sso/start as a browser navigates there; `location` is the IdP URL on success. */
export async function startSso(
  ctx: TestContext,
  connectionId: string,
  params: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const query = new URLSearchParams({
    public_token: ctx.services.identity.project.publicToken,
    connection_id: connectionId,
    login_redirect_url: LOGIN_URL,
    signup_redirect_url: SIGNUP_URL,
    ...params,
  });
  const res = await ctx.app.inject({ method: 'GET', url: `/v1/public/sso/start?${query}`, headers });
  return { res, location: res.headers.location as string | undefined };
}

/** The sso token of a redirect to our login or signup URL. */
export function tokenOf(location: string | undefined): { url: URL; token: string } {
  if (!location) throw new Error('no redirect');
  const url = new URL(location);
  const token = url.searchParams.get('token');
  if (url.searchParams.get('stytch_token_type') !== 'sso' || !token) throw new Error(`not an sso redirect: ${location}`);
  return { url, token };
}

export async function authenticateSsoToken(ctx: TestContext, token: string, body: Record<string, unknown> = {}) {
  return sdk(ctx, 'POST', '/b2b/sso/authenticate', { sso_token: token, session_duration_minutes: 60, ...body });
}

/**
 * A SAML connection to the development IdP, made and filled through the API as an admin would
 * (its entity id, SSO URL and certificate, and any other `fields`): active.
 */
export async function devIdpSamlConnection(ctx: TestContext, sessionToken: string, fields: Record<string, unknown> = {}) {
  const dev = await devIdpSettings(ctx.services.config);
  const created = await sdk(ctx, 'POST', '/b2b/sso/saml', { display_name: 'Dev IdP' }, { sessionToken });
  const id = created.data.connection.connection_id as string;
  const saml = { idp_entity_id: dev.saml.entityId, idp_sso_url: dev.saml.ssoUrl, x509_certificate: dev.saml.certificatePem };
  const updated = await sdk(ctx, 'PUT', `/b2b/sso/saml/${id}`, { ...saml, ...fields }, { sessionToken });
  if (updated.status !== 200) throw new Error(`dev IdP connection: ${JSON.stringify(updated.body)}`);
  // biome-ignore lint/suspicious/noExplicitAny: the connection's JSON in tests
  return updated.data.connection as { connection_id: string; status: string; audience_uri: string } & Record<string, any>;
}

/**
 * A whole SAML sign-in through the development IdP on a real port (`base`), as a browser: start,
 * the IdP's page, the test user, the auto-posted response to our ACS, then the sso token redeemed.
 */
export async function devIdpSamlSignIn(ctx: TestContext, base: string, connectionId: string, email: string) {
  const b = browser();
  const query = new URLSearchParams({ public_token: ctx.services.identity.project.publicToken, connection_id: connectionId });
  const started = await b.request(`${base}/v1/public/sso/start?${query}`);
  const page = await b.request(started.location ?? '');
  if (page.status !== 200) throw new Error(`the dev IdP refused: ${page.body.slice(0, 300)}`);
  const { action, fields } = formFor(page.body, email);
  const posted = await b.request(new URL(action, page.url).toString(), fields);
  const acs = /<form id="post" method="post" action="([^"]+)">/.exec(posted.body)?.[1] ?? '';
  const form = Object.fromEntries(
    [...posted.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
  ) as Record<string, string>;
  const answered = await b.request(acs, form);
  const token = new URL(answered.location ?? '').searchParams.get('token');
  const done = await sdk(ctx, 'POST', '/b2b/sso/authenticate', { sso_token: token, session_duration_minutes: 60 });
  if (done.status !== 200) throw new Error(`sso authenticate failed: ${JSON.stringify(done.body)}`);
  return { page, data: done.data, sessionToken: done.data.session_token as string };
}
