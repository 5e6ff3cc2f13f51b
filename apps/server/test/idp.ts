import { createServer } from 'node:net';
import { PLATFORM_ADMIN_ROLE } from '../src/seller/admin/access.js';
import { logIn, sdk, seedMember, seedOrganization } from './identity.js';
import { api } from './seller.js';
import { pkcePair } from './sso.js';
import type { TestContext } from './test-app.js';

// biome-ignore lint/suspicious/noExplicitAny: wire JSON in tests
type Json = Record<string, any>;

/** A free port on 127.0.0.1 (the identity provider's issuer must name the port it listens on). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A platform admin's session JWT (the operator organization's shelfscope_admin). */
export async function platformAdmin(ctx: TestContext): Promise<string> {
  const { organization } = await seedOrganization(ctx, { name: 'ShelfScope Operators', slug: 'shelfscope-operators' });
  const admin = await seedMember(ctx, organization.organizationId, { roles: [PLATFORM_ADMIN_ROLE] });
  return (await logIn(ctx, admin.emailAddress, organization.organizationId)).sessionJwt;
}

/** Creates a connected app through the admin API; returns the app (with client_secret when confidential). */
export async function createConnectedApp(ctx: TestContext, adminJwt: string, body: Json): Promise<Json> {
  const res = await api(ctx, 'POST', '/api/admin/identity/connected-apps', adminJwt, {
    client_name: 'Partner CRM',
    client_type: 'third_party',
    confidentiality: 'confidential',
    redirect_urls: ['https://rp.example/callback'],
    post_logout_redirect_urls: ['https://rp.example/logged-out'],
    ...body,
  });
  if (res.status !== 200) throw new Error(`connected app: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as Json;
}

/** An organization with an admin signed in: its session token. */
export async function signedInAdmin(ctx: TestContext) {
  const { organization, admin } = await seedOrganization(ctx);
  const { sessionToken } = await logIn(ctx, admin.emailAddress, organization.organizationId);
  return { organization, member: admin, sessionToken };
}

/** A plain member (stytch_member only) of an organization, signed in. */
export async function signedInMember(ctx: TestContext, organizationId: string) {
  const member = await seedMember(ctx, organizationId, { name: 'Mia Member' });
  const { sessionToken } = await logIn(ctx, member.emailAddress, organizationId);
  return { member, sessionToken };
}

/** authorize/submit as the widget sends it after Allow (or Deny). */
export async function submit(ctx: TestContext, sessionToken: string, body: Json) {
  return sdk(
    ctx,
    'POST',
    '/idp/b2b/oauth/authorize/submit',
    { response_type: 'code', scopes: ['openid', 'email', 'profile'], consent_granted: true, ...body },
    { sessionToken },
  );
}

/** Consent with PKCE (S256) through the widget's submit: the code at the redirect URI and its verifier. */
export async function consentedCode(ctx: TestContext, app: Json, sessionToken: string, scopes: string[], extra: Json = {}) {
  const pkce = pkcePair();
  const res = await submit(ctx, sessionToken, {
    client_id: app.client_id,
    redirect_uri: 'https://rp.example/callback',
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    scopes,
    ...extra,
  });
  if (res.status !== 200) throw new Error(`authorize/submit: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    code: res.data.authorization_code as string,
    verifier: pkce.verifier,
    callback: new URL(res.data.redirect_uri as string),
  };
}
