import {
  AuthenticateResponse,
  BootstrapResponse,
  DiscoveredOrganizationsResponse,
  DiscoveryAuthenticateResponse,
  EmptyResponse,
  EventsResponse,
  JwksResponse,
  LoginOrSignupResponse,
  MemberLookupResponse,
  MemberSearchResponse,
  OrganizationBySlugResponse,
  OrganizationResponse,
  ResetStartResponse,
  SelfResponse,
  SessionAuthenticateResponse,
  StrengthCheckResponse,
} from '@shelfscope/identity-client/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { discoveryIst, logIn, passwordMember, sdk, seedOrganization, uniqueEmail } from '../../test/identity.js';
import { parseStrictly as parseAnswer, strictly } from '../../test/strict-wire.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

/** An answer parsed strictly (test/strict-wire.ts), typed as its schema. */
const parseStrictly = <T>(schema: z.ZodType<T>, body: unknown) => parseAnswer(schema, body) as T;

// Real answers parsed against their response schemas with every object strict: the routes' own
// (loose) schemas let a new field through, so this is what catches one sent without its schema.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the strict check', () => {
  it('refuses a field the schema does not declare, however deep', () => {
    const body = { status_code: 200, request_id: 'r', data: { status_code: 200, request_id: 'r', member: { status: 'active' } } };
    expect(() => parseStrictly(MemberLookupResponse, body)).not.toThrow();
    const deeper = structuredClone(body) as { data: { member: Record<string, unknown> } };
    deeper.data.member.name = 'leaked';
    expect(() => strictly(MemberLookupResponse).parse(deeper)).toThrow(/name/);
  });
});

describe('discovery', () => {
  it('answers the organizations of an IST and an exchange into one as declared', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const ist = await discoveryIst(ctx, admin.emailAddress);
    const listed = await sdk(ctx, 'POST', '/b2b/discovery/organizations', { intermediate_session_token: ist });
    expect(listed.status).toBe(200);
    const list = parseStrictly(DiscoveredOrganizationsResponse, listed.body);
    expect(list.data.discovered_organizations.map((d) => d.membership.type)).toEqual(['active_member']);
    const exchanged = await sdk(ctx, 'POST', '/b2b/discovery/intermediate_sessions/exchange', {
      intermediate_session_token: ist,
      organization_id: organization.organizationId,
    });
    expect(parseStrictly(AuthenticateResponse, exchanged.body).data.member_authenticated).toBe(true);
  });
});

describe('sessions', () => {
  it('answers authenticate and revoke as declared', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const { sessionToken } = await logIn(ctx, admin.emailAddress, organization.organizationId);
    const refreshed = await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { sessionToken });
    expect(parseStrictly(SessionAuthenticateResponse, refreshed.body).data.member.member_id).toBe(admin.memberId);
    const revoked = await sdk(ctx, 'POST', '/b2b/sessions/revoke', {}, { sessionToken });
    expect(revoked.status).toBe(200);
    parseStrictly(EmptyResponse, revoked.body);
  });
});

describe('organizations', () => {
  it('answers the organization, the member and the searches as declared', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const { sessionToken } = await logIn(ctx, admin.emailAddress, organization.organizationId);
    const me = await sdk(ctx, 'GET', '/b2b/organizations/me', undefined, { sessionToken });
    expect(parseStrictly(OrganizationResponse, me.body).data.organization.organization_id).toBe(organization.organizationId);
    const self = await sdk(ctx, 'GET', '/b2b/organizations/members/me', undefined, { sessionToken });
    parseStrictly(SelfResponse, self.body);
    const bySlug = await sdk(ctx, 'POST', '/b2b/organizations/search', { organization_slug: organization.slug });
    parseStrictly(OrganizationBySlugResponse, bySlug.body);
    const lookup = await sdk(ctx, 'POST', '/b2b/organizations/members/search', {
      email_address: admin.emailAddress,
      organization_id: organization.organizationId,
    });
    expect(parseStrictly(MemberLookupResponse, lookup.body).data.member).toEqual({ status: 'active' });
    const members = await sdk(ctx, 'POST', '/b2b/organizations/me/members/search', {}, { sessionToken });
    expect(parseStrictly(MemberSearchResponse, members.body).data.members).toHaveLength(1);
  });
});

describe('magic links and passcodes', () => {
  it('answers login_or_signup and the discovery send as declared', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const byLink = await sdk(ctx, 'POST', '/b2b/magic_links/email/login_or_signup', {
      email_address: admin.emailAddress,
      organization_id: organization.organizationId,
    });
    expect(parseStrictly(LoginOrSignupResponse, byLink.body).data.member_created).toBe(false);
    const byCode = await sdk(ctx, 'POST', '/b2b/otps/email/login_or_signup', {
      email_address: admin.emailAddress,
      organization_id: organization.organizationId,
    });
    parseStrictly(LoginOrSignupResponse, byCode.body);
    const sent = await sdk(ctx, 'POST', '/b2b/magic_links/email/discovery/send', { email_address: uniqueEmail() });
    parseStrictly(EmptyResponse, sent.body);
  });
});

describe('passwords', () => {
  it('answers the strength check, a password login, a reset start and a discovery login as declared', async () => {
    const password = 'a long and unusual passphrase 4711';
    const strength = await sdk(ctx, 'POST', '/b2b/passwords/strength_check', { password });
    expect(parseStrictly(StrengthCheckResponse, strength.body).data.valid_password).toBe(true);
    const { member } = await passwordMember(ctx, password);
    const login = await sdk(ctx, 'POST', '/b2b/passwords/authenticate', {
      organization_id: member.organizationId,
      email_address: member.emailAddress,
      password,
    });
    expect(login.status).toBe(200);
    parseStrictly(AuthenticateResponse, login.body);
    const reset = await sdk(ctx, 'POST', '/b2b/passwords/email/reset/start', {
      organization_id: member.organizationId,
      email_address: member.emailAddress,
    });
    parseStrictly(ResetStartResponse, reset.body);
    const discovery = await sdk(ctx, 'POST', '/b2b/passwords/discovery/authenticate', {
      email_address: member.emailAddress,
      password,
    });
    parseStrictly(DiscoveryAuthenticateResponse, discovery.body);
  });
});

describe('project and events', () => {
  it('answers the bootstrap, the JWKS and a telemetry batch as declared', async () => {
    const { publicToken, projectId } = ctx.services.identity.project;
    const bootstrap = await sdk(ctx, 'GET', `/projects/bootstrap/${publicToken}`);
    expect(parseStrictly(BootstrapResponse, bootstrap.body).data.vertical).toBe('B2B');
    const jwks = await ctx.app.inject({ method: 'GET', url: `/v1/b2b/sessions/jwks/${projectId}` });
    // A JWK's members depend on its key type (RFC 7517): the schema names only kty and kid, loosely.
    expect(JwksResponse.parse(jwks.json()).keys.length).toBeGreaterThan(0);
    const events = await sdk(ctx, 'POST', '/events', [{ event: { public_token: publicToken, event_name: 'wire_test' } }]);
    expect(parseStrictly(EventsResponse, events.body).data.stored).toBe(1);
  });
});

describe('OpenAPI', () => {
  it('documents the answer of every route of these areas', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
    };
    const areas =
      /^\/sdk\/v1\/b2b\/(discovery|magic_links|otps|passwords|sessions|organizations|totp|recovery_codes|webauthn|oauth)(\/|$)/;
    const operations = Object.entries(doc.paths)
      .filter(([path]) => areas.test(path))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ route: `${method} ${path}`, operation })),
      );
    expect(operations.length).toBeGreaterThan(60);
    const undocumented = operations
      .filter(({ operation }) => !operation.responses?.['200']?.content?.['application/json']?.schema)
      .map(({ route }) => route);
    expect(undocumented).toEqual([]);
  });
});
