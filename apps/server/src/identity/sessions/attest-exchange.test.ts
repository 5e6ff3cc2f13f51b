import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, sdk, seedMember, seedOrganization, uniqueEmail } from '../../../test/identity.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { jwtIssuer } from './session-service.js';

/**
 * sessions/attest with two trusted token profiles: one with its keys inline, one whose JWKS URL is
 * a loopback stand-in for the other identity system's key endpoint. And exchange_access_token with
 * access tokens made as this project's connected-app issuer would make them.
 */
let ctx: TestContext;
let jwksServer: Server;
let jwksFetches = 0;
let signer: Awaited<ReturnType<typeof generateKeyPair>>;
let remoteSigner: Awaited<ReturnType<typeof generateKeyPair>>;
const ISSUER = 'https://idp.partner.test';
const AUDIENCE = 'shelfscope-trusted';

beforeAll(async () => {
  signer = await generateKeyPair('ES256', { extractable: true });
  remoteSigner = await generateKeyPair('RS256', { extractable: true });
  const remoteJwk: JWK = { ...(await exportJWK(remoteSigner.publicKey)), kid: 'remote-1', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_req, res) => {
    jwksFetches += 1;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [remoteJwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const port = (jwksServer.address() as AddressInfo).port;
  const inlineJwk = { ...(await exportJWK(signer.publicKey)), kid: 'inline-1', alg: 'ES256' };
  ctx = await createTestApp({
    IDENTITY_TRUSTED_TOKEN_PROFILES: JSON.stringify([
      { profile_id: 'profile-inline', issuer: ISSUER, audience: AUDIENCE, jwks: { keys: [inlineJwk] } },
      {
        profile_id: 'profile-remote',
        issuer: ISSUER,
        audience: AUDIENCE,
        jwks_url: `http://127.0.0.1:${port}/jwks`,
        email_claim: 'upn',
      },
    ]),
  });
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => jwksServer?.close(resolve));
});

type Claims = Record<string, unknown>;
async function trustedToken(
  claims: Claims,
  options: { remote?: boolean; issuer?: string; audience?: string; expiresIn?: string } = {},
) {
  const key = options.remote ? remoteSigner : signer;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: options.remote ? 'RS256' : 'ES256', kid: options.remote ? 'remote-1' : 'inline-1' })
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? AUDIENCE)
    .setIssuedAt()
    .setJti(`jti-${Math.random()}`)
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(key.privateKey);
}

describe('sessions/attest', () => {
  it('turns a trusted token into a 60-minute session of the member its email names', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const token = await trustedToken({ email: admin.emailAddress.toUpperCase() });
    const res = await sdk(ctx, 'POST', '/b2b/sessions/attest', {
      profile_id: 'profile-inline',
      token,
      organization_id: organization.organizationId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.member_authenticated).toBe(true);
    expect(res.data.member.member_id).toBe(admin.memberId);
    const session = res.data.member_session;
    const minutes = (new Date(session.expires_at).getTime() - new Date(session.started_at).getTime()) / 60_000;
    expect(minutes).toBe(60);
    expect(session.authentication_factors[0]).toMatchObject({
      type: 'trusted_auth_token',
      delivery_method: 'trusted_token_profile',
    });
    const me = await sdk(ctx, 'GET', '/b2b/organizations/members/me', undefined, { sessionToken: res.data.session_token });
    expect(me.data.member.member_id).toBe(admin.memberId);
  });

  it('verifies against a profile’s JWKS URL, with its own email claim', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const before = jwksFetches;
    const res = await sdk(ctx, 'POST', '/b2b/sessions/attest', {
      profile_id: 'profile-remote',
      token: await trustedToken({ upn: admin.emailAddress }, { remote: true }),
      organization_id: organization.organizationId,
      session_duration_minutes: 30,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(jwksFetches).toBeGreaterThan(before);
    expect(res.data.member.member_id).toBe(admin.memberId);
  });

  it('refuses tokens that do not verify, unknown profiles and missing organizations', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const email = admin.emailAddress;
    const organization_id = organization.organizationId;
    const otherKey = await generateKeyPair('ES256');
    const forged = await new SignJWT({ email })
      .setProtectedHeader({ alg: 'ES256', kid: 'inline-1' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setExpirationTime('5m')
      .sign(otherKey.privateKey);
    const cases: [string, Record<string, unknown>, number, string][] = [
      [
        'wrong audience',
        { profile_id: 'profile-inline', token: await trustedToken({ email }, { audience: 'someone-else' }), organization_id },
        401,
        'invalid_trusted_auth_token',
      ],
      [
        'wrong issuer',
        { profile_id: 'profile-inline', token: await trustedToken({ email }, { issuer: 'https://evil.test' }), organization_id },
        401,
        'invalid_trusted_auth_token',
      ],
      [
        'expired',
        { profile_id: 'profile-inline', token: await trustedToken({ email }, { expiresIn: '-1m' }), organization_id },
        401,
        'invalid_trusted_auth_token',
      ],
      ['another key', { profile_id: 'profile-inline', token: forged, organization_id }, 401, 'invalid_trusted_auth_token'],
      [
        'no email claim',
        { profile_id: 'profile-inline', token: await trustedToken({ sub: 'x' }), organization_id },
        401,
        'invalid_trusted_auth_token',
      ],
      [
        'remote token on inline profile',
        { profile_id: 'profile-inline', token: await trustedToken({ email }, { remote: true }), organization_id },
        401,
        'invalid_trusted_auth_token',
      ],
      [
        'unknown profile',
        { profile_id: 'profile-none', token: await trustedToken({ email }), organization_id },
        404,
        'trusted_auth_token_profile_not_found',
      ],
      ['no organization', { profile_id: 'profile-inline', token: await trustedToken({ email }) }, 400, 'bad_request'],
      [
        'stranger',
        { profile_id: 'profile-inline', token: await trustedToken({ email: uniqueEmail() }), organization_id },
        403,
        'email_jit_provisioning_not_allowed',
      ],
    ];
    for (const [name, body, status, type] of cases) {
      const res = await sdk(ctx, 'POST', '/b2b/sessions/attest', body);
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(status);
      expect(res.body.error_type, name).toBe(type);
    }
  });
});

describe('sessions/exchange_access_token', () => {
  async function accessToken(member: { memberId: string; organizationId: string }, claims: Claims) {
    const { identity } = ctx.services;
    const key = await identity.keys.signingKey();
    return new SignJWT({ 'https://stytch.com/organization': { organization_id: member.organizationId }, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid })
      .setSubject(member.memberId)
      .setIssuer(jwtIssuer(identity.project.projectId))
      .setAudience(identity.project.projectId)
      .setExpirationTime('5m')
      .sign(key.privateKey);
  }

  it('turns a full_access access token into a session of its member', async () => {
    const { admin } = await seedOrganization(ctx);
    const token = await accessToken(admin, { scope: 'openid full_access' });
    const res = await sdk(ctx, 'POST', '/b2b/sessions/exchange_access_token', {
      access_token: token,
      session_duration_minutes: 60,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data).toMatchObject({ member_authenticated: true, member_id: admin.memberId, intermediate_session_token: '' });
    expect(res.data.session_token).toBeTruthy();
  });

  it('refuses tokens without full_access, session JWTs, and tokens of members who are gone', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const gone = await seedMember(ctx, organization.organizationId, { status: 'deleted' });
    const sessionJwt = (await logIn(ctx, admin.emailAddress, organization.organizationId)).sessionJwt;
    for (const [name, token] of [
      ['no full_access', await accessToken(admin, { scope: 'openid email' })],
      ['session JWT', sessionJwt],
      ['deleted member', await accessToken(gone, { scope: 'full_access' })],
      ['garbage', 'not.a.jwt'],
    ] as const) {
      const res = await sdk(ctx, 'POST', '/b2b/sessions/exchange_access_token', {
        access_token: token,
        session_duration_minutes: 60,
      });
      expect(res.status, name).toBe(401);
      expect(res.body.error_type, name).toBe('invalid_access_token');
    }
  });
});

describe('sessions/revoke/{member_id}', () => {
  it('an admin ends every session of a member; a member may end their own', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const colleague = await seedMember(ctx, organization.organizationId);
    const adminSession = (await logIn(ctx, admin.emailAddress, organization.organizationId)).sessionToken;
    const first = (await logIn(ctx, colleague.emailAddress, organization.organizationId)).sessionToken;
    const second = (await logIn(ctx, colleague.emailAddress, organization.organizationId)).sessionToken;
    const revoked = await sdk(ctx, 'POST', `/b2b/sessions/revoke/${colleague.memberId}`, undefined, {
      sessionToken: adminSession,
    });
    expect(revoked.status).toBe(200);
    for (const token of [first, second]) {
      expect((await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { sessionToken: token })).status).toBe(404);
    }
    const third = (await logIn(ctx, colleague.emailAddress, organization.organizationId)).sessionToken;
    expect(
      (await sdk(ctx, 'POST', `/b2b/sessions/revoke/${colleague.memberId}`, undefined, { sessionToken: third })).status,
    ).toBe(200);
    expect((await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { sessionToken: third })).status).toBe(404);
    // The admin's own session is untouched.
    expect((await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { sessionToken: adminSession })).status).toBe(200);
  });
});
