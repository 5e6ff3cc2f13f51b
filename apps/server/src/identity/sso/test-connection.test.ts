import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, sdk, seedMember } from '../../../test/identity.js';
import { browser, formFor, type Step } from '../../../test/oauth-support.js';
import { OTHER_CERT } from '../../../test/saml-idp.js';
import { adminOrganization, devIdpSamlConnection } from '../../../test/sso.js';
import { createListeningTestApp } from '../../../test/test-app.js';
import { devIdpSettings } from '../../dev/idp/index.js';
import { findMember } from '../organizations/repo.js';
import { identitySsoTokens } from './schema.js';
import { SsoTestSchemas } from './test-routes.js';

// "Test connection" against the development IdP on a real port: a real sign-in at the IdP whose
// answer is kept for the admin, and nothing else (no sso token, no member, no session).
let ctx: Awaited<ReturnType<typeof createListeningTestApp>>;
beforeAll(async () => {
  ctx = await createListeningTestApp();
});
afterAll(() => ctx?.close());

type Org = Awaited<ReturnType<typeof adminOrganization>>;

const samlConnection = async (org: Org, certificate?: string) =>
  (await devIdpSamlConnection(ctx, org.sessionToken, certificate ? { x509_certificate: certificate } : {})).connection_id;

async function oidcConnection(org: Org) {
  const dev = await devIdpSettings(ctx.services.config);
  const created = await sdk(ctx, 'POST', '/b2b/sso/oidc', { display_name: 'Dev OIDC' }, { sessionToken: org.sessionToken });
  const id = created.data.connection.connection_id as string;
  const updated = await sdk(
    ctx,
    'PUT',
    `/b2b/sso/oidc/${id}`,
    { issuer: dev.oidc.issuer, client_id: dev.oidc.clientId, client_secret: dev.oidc.clientSecret },
    { sessionToken: org.sessionToken },
  );
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  return id;
}

const start = (sessionToken: string, connectionId: string) =>
  sdk(ctx, 'POST', `/b2b/sso/${connectionId}/test`, undefined, { sessionToken });
const latest = (sessionToken: string, connectionId: string) =>
  sdk(ctx, 'GET', `/b2b/sso/${connectionId}/test`, undefined, { sessionToken });

/** The popup: the IdP's page, the test user picked, then (SAML) the auto-posted response to our ACS. */
async function signInAtIdp(redirectUrl: string, email: string): Promise<Step> {
  const b = browser();
  const page = await b.follow(redirectUrl, `${ctx.base}/v1/public/sso/`);
  expect(page.status, page.body.slice(0, 300)).toBe(200);
  const { action, fields } = formFor(page.body, email);
  const posted = await b.request(new URL(action, page.url).toString(), fields);
  if (posted.location) return b.follow(posted.location, 'nowhere:');
  const acs = /<form id="post" method="post" action="([^"]+)">/.exec(posted.body)?.[1] ?? '';
  const form = Object.fromEntries(
    [...posted.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
  ) as Record<string, string>;
  return b.request(acs, form);
}

async function ssoTokensOf(connectionId: string) {
  return ctx.services.identity.db.select().from(identitySsoTokens).where(eq(identitySsoTokens.connectionId, connectionId));
}

describe('SSO test connection', () => {
  it('SAML: shows what the dev IdP sent and that the sign-in would add a member, without adding one', async () => {
    const org = await adminOrganization(ctx);
    const id = await samlConnection(org);
    const started = await start(org.sessionToken, id);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    SsoTestSchemas.start.response[200].parse(started.body);
    expect(started.data.redirect_url).toContain(`${ctx.base}/dev/idp/saml/sso?SAMLRequest=`);
    expect(started.data.test).toMatchObject({ connection_id: id, status: 'pending', result: null });
    expect((await latest(org.sessionToken, id)).data.test.status).toBe('pending');

    const done = await signInAtIdp(started.data.redirect_url, 'buyer@shelfscope.local');
    expect(done.status).toBe(200);
    expect(done.body).toContain('Connection test finished');

    const read = await latest(org.sessionToken, id);
    SsoTestSchemas.latest.response[200].parse(read.body);
    expect(read.data.test).toMatchObject({ test_id: started.data.test.test_id, status: 'succeeded', error: '' });
    expect(read.data.test.result).toMatchObject({
      protocol: 'saml',
      subject: 'buyer@shelfscope.local',
      email: 'buyer@shelfscope.local',
      name: 'Bailey Buyer',
      groups: [],
      mapping: { ok: true, error: '', member: 'new', roles: [] },
    });
    expect(read.data.test.result.attributes).toMatchObject({
      email: 'buyer@shelfscope.local',
      firstName: 'Bailey',
      lastName: 'Buyer',
    });
    // Nothing came of it: no member, no sso token to redeem.
    expect(await findMember(ctx.services.identity.db, org.organization.organizationId, 'buyer@shelfscope.local')).toBeNull();
    expect(await ssoTokensOf(id)).toEqual([]);
  });

  it('OIDC: the claims, and a sign-in refused when JIT provisioning is off', async () => {
    const org = await adminOrganization(ctx, { ssoJitProvisioning: 'NOT_ALLOWED' });
    const id = await oidcConnection(org);
    const started = await start(org.sessionToken, id);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.data.redirect_url).toContain(`${ctx.base}/dev/idp/oidc/auth?`);
    const done = await signInAtIdp(started.data.redirect_url, 'alex@northwind-traders.test');
    expect(done.status, done.body.slice(0, 300)).toBe(200);
    const { test } = (await latest(org.sessionToken, id)).data;
    expect(test.status).toBe('succeeded');
    expect(test.result).toMatchObject({
      protocol: 'oidc',
      subject: 'dev-user-alex',
      email: 'alex@northwind-traders.test',
      name: 'Alex Northwind',
      mapping: { ok: false, member: 'none', roles: [] },
    });
    expect(test.result.mapping.error).toMatch(/does not let new members join through SSO/);
    expect(test.result.attributes).toMatchObject({ sub: 'dev-user-alex', email: 'alex@northwind-traders.test' });
    expect(test.result.attributes).not.toHaveProperty('nonce');
    expect(await ssoTokensOf(id)).toEqual([]);

    // An existing member: the sign-in would be theirs.
    await seedMember(ctx, org.organization.organizationId, { emailAddress: 'alex@northwind-traders.test' });
    const again = await start(org.sessionToken, id);
    await signInAtIdp(again.data.redirect_url, 'alex@northwind-traders.test');
    expect((await latest(org.sessionToken, id)).data.test.result.mapping).toEqual({
      ok: true,
      error: '',
      member: 'existing',
      roles: [],
    });
  });

  it('a response the connection refuses is a failed test, with the reason', async () => {
    const org = await adminOrganization(ctx);
    const id = await samlConnection(org, OTHER_CERT);
    const started = await start(org.sessionToken, id);
    const done = await signInAtIdp(started.data.redirect_url, 'demo@shelfscope.local');
    expect(done.status).toBe(401);
    const { test } = (await latest(org.sessionToken, id)).data;
    expect(test).toMatchObject({ status: 'failed', result: null });
    expect(test.error).toContain('The SAML response from the identity provider could not be verified');
  });

  it('the IT admin portal may test; a member may not; another organization’s connection is not found', async () => {
    const org = await adminOrganization(ctx);
    const id = await samlConnection(org);
    const link = await sdk(ctx, 'POST', '/b2b/portal/links', {}, { sessionToken: org.sessionToken });
    const token = new URLSearchParams(new URL(link.data.url).hash.slice(1)).get('link');
    const portal = (await sdk(ctx, 'POST', '/b2b/portal/redeem', { token })).data.portal_session_token as string;
    expect((await start(portal, id)).status).toBe(200);
    expect((await latest(portal, id)).data.test.status).toBe('pending');

    const member = await seedMember(ctx, org.organization.organizationId);
    const { sessionToken } = await logIn(ctx, member.emailAddress, org.organization.organizationId);
    expect((await start(sessionToken, id)).status).toBe(403);
    expect((await latest(sessionToken, id)).status).toBe(403);

    const other = await adminOrganization(ctx);
    expect((await start(other.sessionToken, id)).status).toBe(404);
    expect((await latest(other.sessionToken, id)).status).toBe(404);
    const pending = await sdk(ctx, 'POST', '/b2b/sso/saml', { display_name: 'Unfinished' }, { sessionToken: org.sessionToken });
    const refused = await start(org.sessionToken, pending.data.connection.connection_id);
    expect(refused.status).toBe(400);
    expect(refused.body.error_type).toBe('sso_connection_not_active');
  });
});
