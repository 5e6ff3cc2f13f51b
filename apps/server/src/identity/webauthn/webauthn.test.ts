import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, primaryLogin, sdk, seedMember, seedOrganization, uniqueEmail } from '../../../test/identity.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { SoftAuthenticator } from '../../../test/webauthn-authenticator.js';
import { identityOrganizations, identityWebauthnCredentials } from '../schema.js';

const ORIGIN = 'http://localhost:3000';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ IDENTITY_WEBAUTHN_RP_ID: 'localhost', IDENTITY_ALLOWED_ORIGINS: ORIGIN });
});
afterAll(() => ctx.close());

/**
 * A signed-in member of a new organization, with `register(authenticator, name)` through the API.
 * `policy` is set on the organization after the sign-in (an MFA policy would stop it half-way).
 */
async function signedIn(policy: Partial<typeof identityOrganizations.$inferInsert> = {}, emailAddress = uniqueEmail()) {
  const { organization: seeded } = await seedOrganization(ctx);
  const member = await seedMember(ctx, seeded.organizationId, { emailAddress });
  const { sessionToken } = await logIn(ctx, member.emailAddress, seeded.organizationId);
  const [org = seeded] = Object.keys(policy).length
    ? await ctx.services.identity.db
        .update(identityOrganizations)
        .set(policy)
        .where(eq(identityOrganizations.organizationId, seeded.organizationId))
        .returning()
    : [];
  const register = async (authenticator: SoftAuthenticator, name?: string) => {
    const start = await sdk(ctx, 'POST', '/b2b/webauthn/register/start', {}, { sessionToken });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const credential = authenticator.register(start.data.public_key_credential_creation_options);
    return sdk(
      ctx,
      'POST',
      '/b2b/webauthn/register',
      { public_key_credential: JSON.stringify(credential), name },
      { sessionToken },
    );
  };
  return { org, member, sessionToken, register };
}

async function primarySignIn(authenticator: SoftAuthenticator, extra: Record<string, unknown> = {}) {
  const start = await sdk(ctx, 'POST', '/b2b/webauthn/authenticate/start', {});
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const credential = authenticator.assert(start.data.public_key_credential_request_options);
  return sdk(ctx, 'POST', '/b2b/webauthn/authenticate', {
    public_key_credential: credential,
    session_duration_minutes: 60,
    ...extra,
  });
}

describe('passkey registration', () => {
  it('answers creation options as a JSON string: discoverable, user verification required, this RP', async () => {
    const { sessionToken, member } = await signedIn();
    const res = await sdk(ctx, 'POST', '/b2b/webauthn/register/start', {}, { sessionToken });
    expect(res.status).toBe(200);
    expect(res.data.member_id).toBe(member.memberId);
    const options = JSON.parse(res.data.public_key_credential_creation_options);
    expect(options.rp.id).toBe('localhost');
    expect(options.user.name).toBe(member.emailAddress);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  it('keeps a verified passkey with its name, counter, backup state; lists it; refuses the same credential twice', async () => {
    const { register, sessionToken, member } = await signedIn();
    const authenticator = new SoftAuthenticator(ORIGIN, { backedUp: true });
    const res = await register(authenticator, 'Work laptop');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.webauthn_registration).toMatchObject({ name: 'Work laptop', backed_up: true, last_used_at: null });
    const [row] = await ctx.services.identity.db
      .select()
      .from(identityWebauthnCredentials)
      .where(eq(identityWebauthnCredentials.memberId, member.memberId));
    expect(row).toMatchObject({ counter: 1, backedUp: true, deviceType: 'multiDevice', emailAddress: member.emailAddress });
    const list = await sdk(ctx, 'GET', '/b2b/webauthn/registrations', undefined, { sessionToken });
    expect(list.data.webauthn_registrations.map((r: { name: string }) => r.name)).toEqual(['Work laptop']);
    const start = await sdk(ctx, 'POST', '/b2b/webauthn/register/start', {}, { sessionToken });
    const options = JSON.parse(start.data.public_key_credential_creation_options);
    expect(options.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([row?.credentialId]);
  });

  it('refuses an attestation from another origin, a replayed challenge, and a caller without a session', async () => {
    const { sessionToken } = await signedIn();
    const start = await sdk(ctx, 'POST', '/b2b/webauthn/register/start', {}, { sessionToken });
    const foreign = new SoftAuthenticator('https://evil.example').register(start.data.public_key_credential_creation_options);
    const wrong = await sdk(ctx, 'POST', '/b2b/webauthn/register', { public_key_credential: foreign }, { sessionToken });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error_type).toBe('invalid_public_key_credential');
    // The challenge was used up by the refused attempt: a second try with it finds nothing.
    const replay = new SoftAuthenticator(ORIGIN).register(start.data.public_key_credential_creation_options);
    const again = await sdk(ctx, 'POST', '/b2b/webauthn/register', { public_key_credential: replay }, { sessionToken });
    expect(again.body.error_type).toBe('webauthn_challenge_not_found');
    const anonymous = await sdk(ctx, 'POST', '/b2b/webauthn/register/start', {});
    expect(anonymous.status).toBe(401);
  });

  it('names the field of a malformed credential (400, never 500)', async () => {
    const { sessionToken } = await signedIn();
    const res = await sdk(ctx, 'POST', '/b2b/webauthn/register', { public_key_credential: '{"id":1}' }, { sessionToken });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('public_key_credential');
  });
});

describe('passkey sign-in', () => {
  it('signs a member of one organization in with no email given; counts the factor as MFA', async () => {
    const { register, member, org } = await signedIn({ mfaPolicy: 'REQUIRED_FOR_ALL' });
    const authenticator = new SoftAuthenticator(ORIGIN);
    await register(authenticator);
    const res = await primarySignIn(authenticator);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.member_authenticated).toBe(true);
    expect(res.data.member_id).toBe(member.memberId);
    expect(res.data.organization_id).toBe(org.organizationId);
    const factor = res.data.member_session.authentication_factors[0];
    expect(factor).toMatchObject({ type: 'webauthn', webauthn_factor: { user_verified: true, domain: 'localhost' } });
    const [row] = await ctx.services.identity.db
      .select()
      .from(identityWebauthnCredentials)
      .where(eq(identityWebauthnCredentials.memberId, member.memberId));
    expect(row?.counter).toBe(2);
    expect(row?.lastUsedAt).not.toBeNull();
  });

  it('answers an IST and the discovered organizations for a member of several; the IST exchanges into one', async () => {
    const email = uniqueEmail();
    const { register } = await signedIn({}, email);
    const { organization: second } = await seedOrganization(ctx);
    await seedMember(ctx, second.organizationId, { emailAddress: email });
    const authenticator = new SoftAuthenticator(ORIGIN);
    await register(authenticator);
    const res = await primarySignIn(authenticator);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.member_authenticated).toBe(false);
    expect(res.data.email_address).toBe(email);
    expect(res.data.discovered_organizations).toHaveLength(2);
    const exchange = await sdk(ctx, 'POST', '/b2b/discovery/intermediate_sessions/exchange', {
      intermediate_session_token: res.data.intermediate_session_token,
      organization_id: second.organizationId,
      session_duration_minutes: 60,
    });
    expect(exchange.status, JSON.stringify(exchange.body)).toBe(200);
    expect(exchange.data.member_authenticated).toBe(true);
  });

  it('signs in to the organization given; asks for another primary method where passkeys are not allowed', async () => {
    const email = uniqueEmail();
    const { register, org } = await signedIn({}, email);
    const { organization: strict } = await seedOrganization(ctx, {
      authMethods: 'RESTRICTED',
      allowedAuthMethods: ['email_otp'],
    });
    await seedMember(ctx, strict.organizationId, { emailAddress: email });
    const authenticator = new SoftAuthenticator(ORIGIN);
    await register(authenticator);
    const ok = await primarySignIn(authenticator, { organization_id: org.organizationId });
    expect(ok.data.member_authenticated).toBe(true);
    const refused = await primarySignIn(authenticator, { organization_id: strict.organizationId });
    expect(refused.status).toBe(200);
    expect(refused.data.member_authenticated).toBe(false);
    expect(refused.data.primary_required).toEqual({ allowed_auth_methods: ['email_otp'] });
  });

  it('requires user verification for a primary sign-in', async () => {
    const { register } = await signedIn();
    const authenticator = new SoftAuthenticator(ORIGIN);
    await register(authenticator);
    const presenceOnly = new SoftAuthenticator(ORIGIN, { userVerified: false });
    for (const [k, v] of authenticator.held) presenceOnly.held.set(k, { ...v });
    const res = await primarySignIn(presenceOnly);
    expect(res.status).toBe(401);
    expect(res.body.error_type).toBe('unable_to_auth_webauthn');
  });

  it('refuses a cloned authenticator whose counter went back, and a replayed assertion', async () => {
    const { register } = await signedIn();
    const authenticator = new SoftAuthenticator(ORIGIN);
    await register(authenticator);
    const clone = authenticator.clone();
    expect((await primarySignIn(authenticator)).status).toBe(200);
    expect((await primarySignIn(authenticator)).status).toBe(200);
    const cloned = await primarySignIn(clone);
    expect(cloned.status).toBe(401);
    expect(cloned.body.error_type).toBe('webauthn_counter_rollback');

    const start = await sdk(ctx, 'POST', '/b2b/webauthn/authenticate/start', {});
    const credential = authenticator.assert(start.data.public_key_credential_request_options);
    const body = { public_key_credential: credential, session_duration_minutes: 60 };
    expect((await sdk(ctx, 'POST', '/b2b/webauthn/authenticate', body)).status).toBe(200);
    const replayed = await sdk(ctx, 'POST', '/b2b/webauthn/authenticate', body);
    expect(replayed.body.error_type).toBe('webauthn_challenge_not_found');
  });

  it('refuses a credential nobody registered', async () => {
    const stranger = new SoftAuthenticator(ORIGIN);
    stranger.register(JSON.stringify({ rp: { id: 'localhost' }, user: { id: 'AAAA' }, challenge: 'never-sent' }));
    const res = await primarySignIn(stranger);
    expect(res.status).toBe(401);
    expect(res.body.error_type).toBe('unable_to_auth_webauthn');
  });
});

describe('passkey as second factor', () => {
  it('completes an MFA login with the member’s passkey, only its own passkeys offered', async () => {
    const { register, member, org } = await signedIn({ mfaPolicy: 'REQUIRED_FOR_ALL' });
    const authenticator = new SoftAuthenticator(ORIGIN);
    await register(authenticator);
    const { ist } = await primaryLogin(ctx, member.emailAddress, org.organizationId);
    expect(ist).toBeTruthy();
    const target = { organization_id: org.organizationId, member_id: member.memberId, intermediate_session_token: ist };
    const start = await sdk(ctx, 'POST', '/b2b/webauthn/authenticate/start', target);
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const options = JSON.parse(start.data.public_key_credential_request_options);
    expect(options.allowCredentials).toHaveLength(1);
    expect(options.userVerification).toBe('preferred');
    const credential = authenticator.assert(start.data.public_key_credential_request_options);
    const done = await sdk(ctx, 'POST', '/b2b/webauthn/authenticate', {
      ...target,
      public_key_credential: credential,
      session_duration_minutes: 60,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.data.member_authenticated).toBe(true);
    const types = done.data.member_session.authentication_factors.map((f: { type: string }) => f.type);
    expect(types).toEqual(['email_otp', 'webauthn']);
  });

  it('is refused where the organization’s MFA methods leave passkeys out', async () => {
    const { register, member, org } = await signedIn({
      mfaPolicy: 'REQUIRED_FOR_ALL',
      mfaMethods: 'RESTRICTED',
      allowedMfaMethods: ['totp'],
    });
    await register(new SoftAuthenticator(ORIGIN));
    const { ist } = await primaryLogin(ctx, member.emailAddress, org.organizationId);
    const res = await sdk(ctx, 'POST', '/b2b/webauthn/authenticate/start', {
      organization_id: org.organizationId,
      member_id: member.memberId,
      intermediate_session_token: ist,
    });
    expect(res.status).toBe(403);
    expect(res.body.error_type).toBe('mfa_method_not_allowed');
  });
});

describe('removing a passkey', () => {
  it('removes one of your own; the passkey no longer signs in; another member cannot remove it', async () => {
    const { register, sessionToken } = await signedIn();
    const authenticator = new SoftAuthenticator(ORIGIN);
    const registered = await register(authenticator);
    const id = registered.data.webauthn_registration_id;
    const other = await signedIn();
    const foreign = await sdk(ctx, 'DELETE', `/b2b/webauthn/registrations/${id}`, undefined, {
      sessionToken: other.sessionToken,
    });
    expect(foreign.status).toBe(404);
    const removed = await sdk(ctx, 'DELETE', `/b2b/webauthn/registrations/${id}`, undefined, { sessionToken });
    expect(removed.status).toBe(200);
    const res = await primarySignIn(authenticator);
    expect(res.body.error_type).toBe('unable_to_auth_webauthn');
  });
});
