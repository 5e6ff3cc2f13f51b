import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/child-server.js';
import { sdk, seedMember, seedOrganization } from '../../../test/identity.js';
import { browser, devIdpSignIn, formFor, pkcePair } from '../../../test/oauth-support.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { loadConfig } from '../../config.js';
import { DEMO_ORGANIZATION, identityDemoStep } from '../../identity/demo-seed.js';
import { findOrganizationBySlug } from '../../identity/organizations/repo.js';
import { elements, parseXml, SignedXml } from '../../platform/xml.js';
import { DEMO_SSO_CONNECTIONS, devIdpDemoSsoStep } from './demo-sso.js';
import { devIdpDemoTenantsStep } from './demo-tenants.js';
import { devIdpEnabled, devIdpSettings } from './index.js';

// The development identity provider, on a real port (the server reaches its own IdP over HTTP,
// as it reaches Google or GitHub), driven as a browser would: redirects, cookies, the form.

let ctx: TestContext;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  ctx = await createTestApp({ PUBLIC_URL: base, DEV_TOOLS: '1' });
  await ctx.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => ctx?.close());

const APP_URL = () => `${base}/auth/authenticate`;

const signInThroughDevIdp = (provider: string, startPath: string, params: Record<string, string>, email: string) =>
  devIdpSignIn(
    { base, publicToken: ctx.services.identity.project.publicToken, appUrl: APP_URL() },
    provider,
    startPath,
    params,
    email,
  );

describe('the dev IdP as each OAuth provider (the real adapters against it)', () => {
  it.each(['google', 'github', 'microsoft', 'slack', 'hubspot'])('%s: an existing member signs in', async (provider) => {
    const { organization } = await seedOrganization(ctx);
    await seedMember(ctx, organization.organizationId, { emailAddress: 'demo@shelfscope.local' });
    const pkce = pkcePair();
    const { type, token } = await signInThroughDevIdp(
      provider,
      'start',
      { organization_id: organization.organizationId, pkce_code_challenge: pkce.challenge },
      'demo@shelfscope.local',
    );
    expect(type).toBe('oauth');
    const res = await sdk(ctx, 'POST', '/b2b/oauth/authenticate', {
      oauth_token: token,
      session_duration_minutes: 60,
      pkce_code_verifier: pkce.verifier,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.member.email_address).toBe('demo@shelfscope.local');
    expect(res.data.member_session.authentication_factors[0].delivery_method).toBe(`oauth_${provider}`);
  });

  it('google discovery: a tenant (hd) that an organization allows makes it eligible_to_join_by_oauth_tenant', async () => {
    const { organization } = await seedOrganization(ctx, {
      oauthTenantJitProvisioning: 'RESTRICTED',
      allowedOauthTenants: { google: ['northwind-traders.test'] },
    });
    const { type, token } = await signInThroughDevIdp('google', 'discovery/start', {}, 'alex@northwind-traders.test');
    expect(type).toBe('discovery_oauth');
    const res = await sdk(ctx, 'POST', '/b2b/oauth/discovery/authenticate', { discovery_oauth_token: token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.provider_tenant_id).toBe('northwind-traders.test');
    const mine = res.data.discovered_organizations.find(
      (d: { organization: { organization_id: string } }) => d.organization.organization_id === organization.organizationId,
    );
    expect(mine.membership.type).toBe('eligible_to_join_by_oauth_tenant');
  });

  it('github discovery reports the GitHub organization id as the tenant', async () => {
    const { type, token } = await signInThroughDevIdp('github', 'discovery/start', {}, 'buyer@shelfscope.local');
    expect(type).toBe('discovery_oauth');
    const res = await sdk(ctx, 'POST', '/b2b/oauth/discovery/authenticate', { discovery_oauth_token: token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.email_address).toBe('buyer@shelfscope.local');
    expect(res.data.provider_tenant_ids).toEqual(['9100001']);
  });

  it('buyer@ joins the demo organization by its OAuth tenant (the demo seed), through the dev Slack', async () => {
    await identityDemoStep.run(ctx.services);
    await devIdpDemoTenantsStep.run(ctx.services);
    const demo = await findOrganizationBySlug(ctx.services.identity, DEMO_ORGANIZATION.slug);
    expect(demo?.allowedOauthTenants.slack).toEqual(['TDEMO0001']);
    const { type, token } = await signInThroughDevIdp(
      'slack',
      'start',
      { organization_id: demo?.organizationId ?? '' },
      'buyer@shelfscope.local',
    );
    expect(type).toBe('oauth');
    const res = await sdk(ctx, 'POST', '/b2b/oauth/authenticate', { oauth_token: token, session_duration_minutes: 60 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.member).toMatchObject({ email_address: 'buyer@shelfscope.local', status: 'active', name: 'Bailey Buyer' });
    expect(res.data.organization.organization_id).toBe(demo?.organizationId);
  });

  it('One Tap start names the dev Google client', async () => {
    const res = await sdk(ctx, 'GET', '/b2b/oauth/google/onetap/start');
    expect(res.data.google_client_id).toBe('dev-google');
  });
});

describe('the dev IdP as an OIDC and a SAML identity provider', () => {
  it('serves OIDC discovery at its issuer, with stable settings for the demo seed', async () => {
    const settings = await devIdpSettings(ctx.services.config);
    expect(settings.oidc).toEqual({
      issuer: `${base}/dev/idp/oidc`,
      clientId: 'dev-sso-oidc',
      clientSecret: 'dev-sso-oidc-secret',
    });
    const res = await fetch(`${settings.oidc.issuer}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { issuer: string; jwks_uri: string };
    expect(doc.issuer).toBe(settings.oidc.issuer);
    expect((await fetch(doc.jwks_uri)).status).toBe(200);
    // The keys are kept in DATA_DIR: asking again gives the same certificate.
    expect((await devIdpSettings(ctx.services.config)).saml.certificatePem).toBe(settings.saml.certificatePem);
  });

  it('answers an AuthnRequest with a signed Response posted to the ACS URL, and refuses a foreign ACS', async () => {
    const settings = await devIdpSettings(ctx.services.config);
    const metadata = await (await fetch(`${base}/dev/idp/saml/metadata`)).text();
    expect(metadata).toContain(`entityID="${settings.saml.entityId}"`);
    const acs = `${base}/v1/public/sso/saml/acs/test`;
    const authn = (acsUrl: string) =>
      deflateRawSync(
        `<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_req1" Version="2.0" IssueInstant="${new Date().toISOString()}" AssertionConsumerServiceURL="${acsUrl}"><saml:Issuer>${base}/sp</saml:Issuer></samlp:AuthnRequest>`,
      ).toString('base64');
    const b = browser();
    const page = await b.request(`${settings.saml.ssoUrl}?${new URLSearchParams({ SAMLRequest: authn(acs), RelayState: 'rs' })}`);
    expect(page.status).toBe(200);
    const { action, fields } = formFor(page.body, 'demo@shelfscope.local');
    const posted = await b.request(new URL(action, base).toString(), fields);
    expect(posted.status).toBe(200);
    expect(posted.body).toContain(`action="${acs}"`);
    const samlResponse = /name="SAMLResponse" value="([^"]+)"/.exec(posted.body)?.[1] ?? '';
    const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
    expect(xml).toContain('InResponseTo="_req1"');
    expect(xml).toContain('demo@shelfscope.local');
    // Both signatures verify against the published certificate.
    const signatures = elements(parseXml(xml).getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature'));
    expect(signatures).toHaveLength(2);
    for (const signature of signatures) {
      const check = new SignedXml({ publicCert: settings.saml.certificatePem });
      check.loadSignature(signature as never);
      expect(check.checkSignature(xml)).toBe(true);
    }
    const foreign = await b.request(
      `${settings.saml.ssoUrl}?${new URLSearchParams({ SAMLRequest: authn('https://evil.example.com/acs') })}`,
    );
    expect(foreign.status).toBe(400);
  });
});

describe('the OAuth 2 stand-ins check what the real providers check', () => {
  it('refuses a foreign redirect_uri, a wrong secret, a wrong PKCE verifier and a replayed code', async () => {
    const callbackUrl = `${base}/v1/public/oauth/github/callback`;
    const foreign = await fetch(
      `${base}/dev/idp/oauth/github/authorize?${new URLSearchParams({ client_id: 'dev-github', redirect_uri: 'https://evil.example.com/cb' })}`,
    );
    expect(foreign.status).toBe(400);
    const pkce = pkcePair();
    const code = async () => {
      const res = await browser().request(`${base}/dev/idp/oauth/github/authorize`, {
        client_id: 'dev-github',
        redirect_uri: callbackUrl,
        state: 's',
        code_challenge: pkce.challenge,
        code_challenge_method: 'S256',
        user: 'dev-user-demo',
      });
      return new URL(res.location ?? '').searchParams.get('code') ?? '';
    };
    const token = (form: Record<string, string>) =>
      fetch(`${base}/dev/idp/oauth/github/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: 'dev-github',
          client_secret: 'dev-github-secret',
          redirect_uri: callbackUrl,
          code_verifier: pkce.verifier,
          ...form,
        }),
      });
    expect((await token({ code: await code(), client_secret: 'wrong' })).status).toBe(401);
    expect((await token({ code: await code(), code_verifier: pkcePair().verifier })).status).toBe(400);
    const good = await code();
    const first = await token({ code: good });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { token_type: string }).token_type).toBe('bearer');
    expect((await token({ code: good })).status).toBe(400);
  });

  it('/dev/idp lists the test users with every tenant value and the endpoints', async () => {
    const res = await fetch(`${base}/dev/idp`);
    const html = await res.text();
    expect(res.status).toBe(200);
    for (const value of [
      'alex@northwind-traders.test',
      'Google hd northwind-traders.test',
      'Slack team TDEMO0001',
      `${base}/dev/idp/saml/metadata`,
    ]) {
      expect(html).toContain(value);
    }
  });

  it('escapes what the request carries into the sign-in page', async () => {
    const settings = await devIdpSettings(ctx.services.config);
    const authn = deflateRawSync(
      `<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r2" Version="2.0" AssertionConsumerServiceURL="${base}/acs"><saml:Issuer>sp</saml:Issuer></samlp:AuthnRequest>`,
    ).toString('base64');
    const page = await fetch(
      `${settings.saml.ssoUrl}?${new URLSearchParams({ SAMLRequest: authn, RelayState: '"><script>alert(1)</script>' })}`,
    );
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('without dev tools', () => {
  it('is not mounted, and never in production', async () => {
    const off = await createTestApp({ DEV_TOOLS: '0' });
    try {
      for (const url of [
        '/dev/idp/oidc/.well-known/openid-configuration',
        '/dev/idp/saml/metadata',
        '/dev/idp/oauth/github/authorize',
      ]) {
        expect((await off.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      // No provider credentials and no dev IdP: OAuth is not configured.
      const start = await off.app.inject({
        method: 'GET',
        url: `/v1/b2b/public/oauth/google/discovery/start?public_token=${off.services.identity.project.publicToken}`,
      });
      expect(start.statusCode).toBe(404);
      expect(start.json().error_type).toBe('oauth_config_not_found');
      const oneTap = await sdk(off, 'GET', '/b2b/oauth/google/onetap/start');
      expect(oneTap.data.google_client_id).toBe('');
    } finally {
      await off.close();
    }
    const production = loadConfig({ NODE_ENV: 'production', DEV_TOOLS: '1', HOST: '127.0.0.1' });
    expect(production.devTools).toBe(true);
    expect(devIdpEnabled(production)).toBe(false);
  });
});

describe("the demo organization's SSO connections to the dev IdP (seeded)", () => {
  async function demoConnections() {
    await identityDemoStep.run(ctx.services);
    await devIdpDemoSsoStep.run(ctx.services);
    await devIdpDemoSsoStep.run(ctx.services); // idempotent: still two
    const organization = await findOrganizationBySlug(ctx.services.identity, DEMO_ORGANIZATION.slug);
    if (!organization) throw new Error('no demo organization');
    return organization.ssoActiveConnections;
  }

  /** Starts SSO on our server and follows the browser to the dev IdP's sign-in page. */
  async function toSignInPage(b: ReturnType<typeof browser>, connectionId: string) {
    const query = new URLSearchParams({
      public_token: ctx.services.identity.project.publicToken,
      connection_id: connectionId,
      login_redirect_url: APP_URL(),
      signup_redirect_url: APP_URL(),
    });
    const page = await b.follow(`${base}/v1/public/sso/start?${query}`, APP_URL());
    expect(page.status, page.body.slice(0, 500)).toBe(200);
    expect(page.body).toContain('Development identity provider');
    return page;
  }

  async function signedIn(location: string | null) {
    expect(location ?? '').toMatch(new RegExp(`^${APP_URL()}\\?`));
    const url = new URL(location ?? '');
    expect(url.searchParams.get('stytch_token_type')).toBe('sso');
    const res = await sdk(ctx, 'POST', '/b2b/sso/authenticate', {
      sso_token: url.searchParams.get('token'),
      session_duration_minutes: 60,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.data;
  }

  it('are an OIDC and a SAML connection, both active', async () => {
    const connections = await demoConnections();
    expect(connections.map((c) => c.display_name).sort()).toEqual([DEMO_SSO_CONNECTIONS.oidc, DEMO_SSO_CONNECTIONS.saml].sort());
  });

  it('OIDC: demo@ signs in to the demo organization through the dev IdP', async () => {
    const oidc = (await demoConnections()).find((c) => c.connection_id.startsWith('oidc-'));
    const b = browser();
    const page = await toSignInPage(b, oidc?.connection_id ?? '');
    const { action, fields } = formFor(page.body, 'demo@shelfscope.local');
    const posted = await b.request(new URL(action, page.url).toString(), fields);
    const done = await b.follow(posted.location ?? '', APP_URL());
    const data = await signedIn(done.location);
    expect(data.member.email_address).toBe('demo@shelfscope.local');
    expect(data.organization.organization_slug).toBe(DEMO_ORGANIZATION.slug);
    expect(data.member_session.authentication_factors[0].delivery_method).toBe('sso_oidc');
  });

  it('SAML: buyer@ joins the demo organization (JIT) through the dev IdP', async () => {
    const saml = (await demoConnections()).find((c) => c.connection_id.startsWith('saml-'));
    const b = browser();
    const page = await toSignInPage(b, saml?.connection_id ?? '');
    const { action, fields } = formFor(page.body, 'buyer@shelfscope.local');
    const posted = await b.request(new URL(action, page.url).toString(), fields);
    // The IdP answers with a page that posts the signed response to our ACS.
    const acs = /<form id="post" method="post" action="([^"]+)">/.exec(posted.body)?.[1] ?? '';
    expect(acs).toBe(`${base}/v1/public/sso/saml/acs/${saml?.connection_id}`);
    const form = Object.fromEntries(
      [...posted.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
    ) as Record<string, string>;
    const answered = await b.request(acs, form);
    const data = await signedIn(answered.location);
    expect(data.member.email_address).toBe('buyer@shelfscope.local');
    expect(data.member_session.authentication_factors[0].delivery_method).toBe('sso_saml');
  });
});
