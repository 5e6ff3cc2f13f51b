import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sdk, seedMember, seedOrganization, uniqueEmail } from '../../../test/identity.js';
import {
  atProvider,
  authenticate,
  browserGet,
  callback,
  discoveryAuthenticate,
  pkcePair,
  startLogin,
} from '../../../test/oauth-support.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

// Every provider's whole flow against oauth2-mock-server standing in for the provider at the
// network boundary (plus a small local API for the user endpoints GitHub and HubSpot have).

/** What the next login at the mock provider is (email, tenant and so on), set per test. */
type Person = { sub: string; email: string; verified: boolean; tenant: string; name: string };
let person: Person;

let ctx: TestContext;
let mock: OAuth2Server;
let api: Server;

const OTHER_APP = 'https://app.example.com/oauth';

beforeAll(async () => {
  mock = new OAuth2Server();
  await mock.issuer.keys.generate('RS256');
  await mock.start(0, '127.0.0.1');
  const issuer = mock.issuer.url ?? '';
  // The ID token (Google, Microsoft) says who signed in.
  mock.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, {
      sub: person.sub,
      email: person.email,
      email_verified: person.verified,
      name: person.name,
      hd: person.tenant,
      tid: person.tenant,
    });
  });
  // GitHub, Slack and HubSpot send no ID token; they answer through their user APIs.
  mock.service.on('beforeResponse', (response: { body: Record<string, unknown> }, req: { body: Record<string, string> }) => {
    if (['dev-github', 'dev-slack', 'dev-hubspot'].includes(req.body.client_id ?? '')) delete response.body.id_token;
  });
  // Slack's openid.connect.userInfo shape, served by the mock's userinfo endpoint.
  mock.service.on('beforeUserinfo', (response: { body: Record<string, unknown> }) => {
    response.body = {
      ok: true,
      sub: person.sub,
      'https://slack.com/user_id': person.sub,
      'https://slack.com/team_id': person.tenant,
      email: person.email,
      email_verified: person.verified,
      name: person.name,
      picture: 'https://example.com/p.png',
      locale: 'en-US',
    };
  });
  // GitHub's /user, /user/emails, /user/orgs and HubSpot's access-token info.
  api = createServer((req, res) => {
    const auth = req.headers.authorization ?? '';
    const url = req.url ?? '';
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.startsWith('/hubspot/oauth/v1/access-tokens/')) {
      return json(200, {
        token: url.split('/').pop(),
        user: person.email,
        hub_domain: 'example.hubspot.com',
        scopes: ['oauth'],
        hub_id: Number(person.tenant),
        app_id: 1,
        expires_in: 1800,
        user_id: Number(person.sub),
        token_type: 'access',
      });
    }
    if (!auth.startsWith('Bearer ')) return json(401, { message: 'Requires authentication' });
    if (url === '/github/user') return json(200, { id: Number(person.sub), login: 'octo', name: person.name, avatar_url: '' });
    if (url === '/github/user/emails')
      return json(200, [
        { email: 'old@example.net', primary: false, verified: true },
        { email: person.email, primary: true, verified: person.verified },
      ]);
    if (url === '/github/user/orgs') return json(200, [{ id: Number(person.tenant), login: 'acme' }]);
    return json(404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const plain = (name: string, userUrl: string) => ({
    [`OAUTH_${name}_CLIENT_ID`]: `dev-${name.toLowerCase()}`,
    [`OAUTH_${name}_CLIENT_SECRET`]: 'secret',
    [`OAUTH_${name}_ISSUER`]: issuer,
    [`OAUTH_${name}_AUTHORIZE_URL`]: `${issuer}/authorize`,
    [`OAUTH_${name}_TOKEN_URL`]: `${issuer}/token`,
    [`OAUTH_${name}_USER_URL`]: userUrl,
  });
  ctx = await createTestApp({
    IDENTITY_REDIRECT_URLS: OTHER_APP,
    OAUTH_GOOGLE_CLIENT_ID: 'google-client',
    OAUTH_GOOGLE_CLIENT_SECRET: 'secret',
    OAUTH_GOOGLE_ISSUER: issuer,
    OAUTH_MICROSOFT_CLIENT_ID: 'microsoft-client',
    OAUTH_MICROSOFT_CLIENT_SECRET: 'secret',
    OAUTH_MICROSOFT_ISSUER: issuer,
    ...plain('GITHUB', `${apiUrl}/github`),
    ...plain('SLACK', `${issuer}/userinfo`),
    ...plain('HUBSPOT', `${apiUrl}/hubspot/oauth/v1/access-tokens`),
  });
});

afterAll(async () => {
  await ctx?.close();
  await mock?.stop();
  await new Promise((resolve) => api?.close(resolve));
});

const PROVIDERS = ['google', 'microsoft', 'github', 'slack', 'hubspot'] as const;
const numericTenant = () => String(100000 + Math.floor(Math.random() * 800000));

describe.each(PROVIDERS)('%s: start → provider → callback → authenticate', (provider) => {
  it('logs an existing member in and records the factor and the registration', async () => {
    const { organization } = await seedOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId);
    person = { sub: numericTenant(), email: member.emailAddress, verified: true, tenant: numericTenant(), name: 'Ada L' };
    const pkce = pkcePair();
    const authorizeUrl = await startLogin(ctx, `${provider}/start`, {
      organization_id: organization.organizationId,
      pkce_code_challenge: pkce.challenge,
      login_redirect_url: OTHER_APP,
      signup_redirect_url: 'http://127.0.0.1:3000/authenticate',
    });
    expect(authorizeUrl.origin).toBe(new URL(mock.issuer.url ?? '').origin);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    // Our own PKCE with the provider, not the caller's challenge.
    expect(authorizeUrl.searchParams.get('code_challenge')).not.toBe(pkce.challenge);
    expect(authorizeUrl.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const back = await callback(ctx, await atProvider(authorizeUrl));
    expect(back.status, JSON.stringify(back.body)).toBe(302);
    expect(back.url?.origin + (back.url?.pathname ?? '')).toBe(OTHER_APP);
    expect(back.type).toBe('oauth');
    expect(back.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const res = await authenticate(ctx, back.token, { pkce_code_verifier: pkce.verifier });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.member_authenticated).toBe(true);
    expect(res.data.member_id).toBe(member.memberId);
    const factor = res.data.member_session.authentication_factors[0];
    expect(factor).toMatchObject({ type: 'oauth', delivery_method: `oauth_${provider}` });
    expect(factor[`${provider}_oauth_factor`]).toMatchObject({ provider_subject: person.sub });
    expect(res.data.member.oauth_registrations).toEqual([
      expect.objectContaining({ provider_type: provider, provider_subject: person.sub }),
    ]);

    // The token is single use.
    const again = await authenticate(ctx, back.token, { pkce_code_verifier: pkce.verifier });
    expect(again.status).toBe(404);
    expect(again.body.error_type).toBe('oauth_token_not_found');
    expect(again.body.error_message).toBe('OAuth Token could not be found.');
  });

  it('discovery: an IST and the organizations, with eligible_to_join_by_oauth_tenant', async () => {
    const tenant = numericTenant();
    const { organization } = await seedOrganization(ctx, {
      oauthTenantJitProvisioning: 'RESTRICTED',
      allowedOauthTenants: { [provider]: [tenant] },
    });
    person = { sub: numericTenant(), email: uniqueEmail('disc'), verified: true, tenant, name: 'New Person' };
    const authorizeUrl = await startLogin(ctx, `${provider}/discovery/start`, { discovery_redirect_url: OTHER_APP });
    const back = await callback(ctx, await atProvider(authorizeUrl));
    expect(back.status, JSON.stringify(back.body)).toBe(302);
    expect(back.type).toBe('discovery_oauth');
    const res = await discoveryAuthenticate(ctx, back.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.email_address).toBe(person.email);
    expect(res.data.intermediate_session_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.data.discovered_organizations).toEqual([
      expect.objectContaining({
        organization: expect.objectContaining({ organization_id: organization.organizationId }),
        membership: expect.objectContaining({ type: 'eligible_to_join_by_oauth_tenant' }),
      }),
    ]);
    // The IST enters the organization by its tenant (JIT by OAuth tenant).
    const exchange = await sdk(ctx, 'POST', '/b2b/discovery/intermediate_sessions/exchange', {
      intermediate_session_token: res.data.intermediate_session_token,
      organization_id: organization.organizationId,
      session_duration_minutes: 60,
    });
    expect(exchange.status, JSON.stringify(exchange.body)).toBe(200);
    expect(exchange.data.member.email_address).toBe(person.email);
    expect(exchange.data.member_authenticated).toBe(true);
  });
});

describe('security of the flow', () => {
  async function orgLogin(extra: Record<string, string> = {}) {
    const { organization } = await seedOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId);
    person = { sub: '42', email: member.emailAddress, verified: true, tenant: 'example.com', name: '' };
    const authorizeUrl = await startLogin(ctx, 'google/start', { organization_id: organization.organizationId, ...extra });
    return { organization, member, authorizeUrl };
  }

  it('refuses a wrong state and a replayed one', async () => {
    const { authorizeUrl } = await orgLogin();
    const cb = await atProvider(authorizeUrl);
    const forged = new URL(cb);
    forged.searchParams.set('state', 'A'.repeat(43));
    const wrong = await callback(ctx, forged);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error_type).toBe('oauth_invalid_state');
    const missing = new URL(cb);
    missing.searchParams.delete('state');
    expect((await callback(ctx, missing)).body.error_type).toBe('oauth_invalid_state');

    expect((await callback(ctx, cb)).status).toBe(302);
    const replayed = await callback(ctx, cb);
    expect(replayed.status).toBe(400);
    expect(replayed.body.error_type).toBe('oauth_invalid_state');
  });

  it('an expired state and an expired token are refused; two concurrent authenticates: one wins', async () => {
    const { identityOAuthStates, identityOAuthTokens } = await import('./schema.js');
    const db = ctx.services.identity.db;
    const expired = await orgLogin();
    const cb = await atProvider(expired.authorizeUrl);
    await db.update(identityOAuthStates).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await callback(ctx, cb)).body.error_type).toBe('oauth_invalid_state');

    const late = await orgLogin();
    const lateBack = await callback(ctx, await atProvider(late.authorizeUrl));
    await db.update(identityOAuthTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await authenticate(ctx, lateBack.token)).body.error_type).toBe('oauth_token_not_found');

    const raced = await orgLogin();
    const racedBack = await callback(ctx, await atProvider(raced.authorizeUrl));
    const results = await Promise.all([authenticate(ctx, racedBack.token), authenticate(ctx, racedBack.token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
  });

  it('a provider error answers oauth_flow_callback_error and uses the state up', async () => {
    const { authorizeUrl } = await orgLogin();
    const cb = await atProvider(authorizeUrl);
    const denied = new URL(cb);
    denied.searchParams.delete('code');
    denied.searchParams.set('error', 'access_denied');
    const res = await callback(ctx, denied);
    expect(res.status).toBe(400);
    expect(res.body.error_type).toBe('oauth_flow_callback_error');
    expect((await callback(ctx, cb)).body.error_type).toBe('oauth_invalid_state');
  });

  it('binds the token to the caller’s PKCE challenge: a wrong or missing verifier is refused', async () => {
    const pkce = pkcePair();
    const { authorizeUrl } = await orgLogin({ pkce_code_challenge: pkce.challenge });
    const back = await callback(ctx, await atProvider(authorizeUrl));
    const wrong = await authenticate(ctx, back.token, { pkce_code_verifier: pkcePair().verifier });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error_type).toBe('pkce_mismatch');
    const missing = await authenticate(ctx, back.token);
    expect(missing.body.error_type).toBe('missing_pkce');
    // A wrong verifier does not burn the token for its owner.
    const right = await authenticate(ctx, back.token, { pkce_code_verifier: pkce.verifier });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
  });

  it('refuses redirect URLs that are not exactly allowed, before going to the provider', async () => {
    const { organization } = await seedOrganization(ctx);
    for (const url of ['https://evil.example.com/oauth', `${OTHER_APP}/x`, `${OTHER_APP}?a=1`]) {
      const query = new URLSearchParams({
        public_token: ctx.services.identity.project.publicToken,
        organization_id: organization.organizationId,
        login_redirect_url: url,
      });
      const res = await browserGet(ctx, `/v1/b2b/public/oauth/google/start?${query}`);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body).error_type).toBe('invalid_redirect_url');
    }
    const discovery = await browserGet(
      ctx,
      `/v1/b2b/public/oauth/github/discovery/start?${new URLSearchParams({
        public_token: ctx.services.identity.project.publicToken,
        discovery_redirect_url: 'https://evil.example.com/',
      })}`,
    );
    expect(JSON.parse(discovery.body).error_type).toBe('invalid_redirect_url');
  });

  it('adds custom_scopes, passes provider_* parameters on, and refuses those the flow sets itself', async () => {
    const { organization } = await seedOrganization(ctx);
    const url = await startLogin(ctx, 'google/start', {
      organization_id: organization.organizationId,
      custom_scopes: 'https://www.googleapis.com/auth/calendar.readonly',
      provider_prompt: 'select_account',
      provider_login_hint: 'someone@example.com',
    });
    expect(url.searchParams.get('scope')).toBe('openid email profile https://www.googleapis.com/auth/calendar.readonly');
    expect(url.searchParams.get('prompt')).toBe('select_account');
    expect(url.searchParams.get('login_hint')).toBe('someone@example.com');
    for (const [name, value] of [
      ['provider_redirect_uri', 'https://evil.example.com/cb'],
      ['provider_state', 'x'],
      ['custom_scopes', 'a"b'],
    ] as const) {
      const query = new URLSearchParams({
        public_token: ctx.services.identity.project.publicToken,
        organization_id: organization.organizationId,
        [name]: value,
      });
      const res = await browserGet(ctx, `/v1/b2b/public/oauth/google/start?${query}`);
      expect(res.status, name).toBe(400);
    }
  });

  it('refuses a wrong public token, an unknown provider and an organization that does not allow the provider', async () => {
    const bad = await browserGet(ctx, '/v1/b2b/public/oauth/google/discovery/start?public_token=public-token-test-nope');
    expect(JSON.parse(bad.body).error_type).toBe('invalid_public_token');
    const unknown = await browserGet(
      ctx,
      `/v1/b2b/public/oauth/myspace/discovery/start?public_token=${ctx.services.identity.project.publicToken}`,
    );
    expect(unknown.status).toBe(400);
    const { organization } = await seedOrganization(ctx, { authMethods: 'RESTRICTED', allowedAuthMethods: ['password'] });
    const restricted = await browserGet(
      ctx,
      `/v1/b2b/public/oauth/google/start?${new URLSearchParams({
        public_token: ctx.services.identity.project.publicToken,
        organization_id: organization.organizationId,
      })}`,
    );
    expect(restricted.status).toBe(403);
    expect(JSON.parse(restricted.body).error_type).toBe('oauth_auth_method_not_allowed');
  });

  it('ends in the MFA policy: an organization requiring MFA answers an IST and mfa_required', async () => {
    const { organization } = await seedOrganization(ctx, { mfaPolicy: 'REQUIRED_FOR_ALL' });
    const member = await seedMember(ctx, organization.organizationId);
    person = { sub: '43', email: member.emailAddress, verified: true, tenant: 'example.com', name: '' };
    const authorizeUrl = await startLogin(ctx, 'github/start', { organization_id: organization.organizationId });
    const back = await callback(ctx, await atProvider(authorizeUrl));
    const res = await authenticate(ctx, back.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.member_authenticated).toBe(false);
    expect(res.data.member_session).toBeNull();
    expect(res.data.intermediate_session_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.data.mfa_required).toEqual({ member_options: null, secondary_auth_initiated: null });
  });

  it('refuses at authenticate when the organization stopped allowing the provider after the start', async () => {
    const { organization, authorizeUrl } = await orgLogin();
    const back = await callback(ctx, await atProvider(authorizeUrl));
    const { identityOrganizations } = await import('../schema.js');
    const { eq } = await import('drizzle-orm');
    await ctx.services.identity.db
      .update(identityOrganizations)
      .set({ authMethods: 'RESTRICTED', allowedAuthMethods: ['microsoft_oauth'] })
      .where(eq(identityOrganizations.organizationId, organization.organizationId));
    const res = await authenticate(ctx, back.token);
    expect(res.status).toBe(403);
    expect(res.body.error_type).toBe('oauth_auth_method_not_allowed');
  });

  it('refuses an address the provider has not verified', async () => {
    const { authorizeUrl } = await orgLogin();
    person = { ...person, verified: false };
    const back = await callback(ctx, await atProvider(authorizeUrl));
    const res = await authenticate(ctx, back.token);
    expect(res.status).toBe(403);
    expect(res.body.error_type).toBe('oauth_email_not_verified');
  });
});

describe('JIT by OAuth tenant', () => {
  it('a newcomer from an allowed tenant joins; from another tenant, or with tenant JIT off, is refused', async () => {
    const { organization } = await seedOrganization(ctx, {
      oauthTenantJitProvisioning: 'RESTRICTED',
      allowedOauthTenants: { google: ['acme.example'] },
    });
    const login = async (tenant: string, orgId = organization.organizationId) => {
      person = { sub: numericTenant(), email: uniqueEmail('jit', 'acme.example'), verified: true, tenant, name: 'J' };
      const authorizeUrl = await startLogin(ctx, 'google/start', {
        organization_id: orgId,
        login_redirect_url: OTHER_APP,
        signup_redirect_url: 'http://127.0.0.1:3000/authenticate',
      });
      const back = await callback(ctx, await atProvider(authorizeUrl));
      // A newcomer goes to the signup URL.
      expect(back.url?.pathname).toBe('/authenticate');
      return authenticate(ctx, back.token);
    };
    const joined = await login('acme.example');
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.data.member.status).toBe('active');

    const other = await login('other.example');
    expect(other.status).toBe(403);
    expect(other.body.error_type).toBe('email_jit_provisioning_not_allowed');

    const { organization: closed } = await seedOrganization(ctx, {
      oauthTenantJitProvisioning: 'NOT_ALLOWED',
      allowedOauthTenants: { google: ['acme.example'] },
    });
    const refused = await login('acme.example', closed.organizationId);
    expect(refused.status).toBe(403);
  });

  it('admins set oauth_tenant_jit_provisioning and allowed_oauth_tenants; the organization serves them', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const { logIn } = await import('../../../test/identity.js');
    const { sessionToken } = await logIn(ctx, admin.emailAddress, organization.organizationId);
    const res = await sdk(
      ctx,
      'PUT',
      '/b2b/organizations/me',
      { oauth_tenant_jit_provisioning: 'RESTRICTED', allowed_oauth_tenants: { slack: ['T123'], github: ['77'] } },
      { sessionToken },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.organization.oauth_tenant_jit_provisioning).toBe('RESTRICTED');
    expect(res.data.organization.allowed_oauth_tenants).toEqual({ slack: ['T123'], github: ['77'] });
    const bad = await sdk(ctx, 'PUT', '/b2b/organizations/me', { allowed_oauth_tenants: { myspace: ['x'] } }, { sessionToken });
    expect(bad.status).toBe(400);
    const member = await seedMember(ctx, organization.organizationId);
    const plain = await logIn(ctx, member.emailAddress, organization.organizationId);
    const denied = await sdk(
      ctx,
      'PUT',
      '/b2b/organizations/me',
      { oauth_tenant_jit_provisioning: 'NOT_ALLOWED' },
      { sessionToken: plain.sessionToken },
    );
    expect(denied.status).toBe(403);
  });
});
