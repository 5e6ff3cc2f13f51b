import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityIntermediateSessions } from '../../src/identity/schema.js';
import { emailFactor } from '../../src/identity/sessions/complete-authentication.js';
import { createIntermediateSession } from '../../src/identity/sessions/intermediate.js';
import { findSessionByJwt, jwtIssuer } from '../../src/identity/sessions/session-service.js';
import { discoveryIst, logIn, sdk, seedMember, seedOrganization, uniqueEmail } from '../identity.js';
import { createTestApp, type TestContext } from '../test-app.js';

/** The core session endpoints under attack: what a stolen, forged, stale or foreign credential gets. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '10000' });
});
afterAll(() => ctx?.close());

const exchange = (ist: string, organizationId: string) =>
  sdk(ctx, 'POST', '/b2b/discovery/intermediate_sessions/exchange', {
    intermediate_session_token: ist,
    organization_id: organizationId,
    session_duration_minutes: 60,
  });

/** Re-encodes one part of a JWT (header or payload). */
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (part: string | undefined) => JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));

describe('revoked sessions', () => {
  it('refuses the token and every JWT of a revoked session', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const { sessionToken, sessionJwt } = await logIn(ctx, admin.emailAddress, organization.organizationId);
    expect((await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { sessionToken })).status).toBe(200);
    expect(await findSessionByJwt(ctx.services.identity, sessionJwt)).not.toBeNull();

    expect((await sdk(ctx, 'POST', '/b2b/sessions/revoke', undefined, { sessionToken })).status).toBe(200);

    const after = await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { sessionToken });
    expect(after.status).toBe(404);
    expect(after.body).toMatchObject({ status_code: 404, error_type: 'session_not_found' });
    expect(await findSessionByJwt(ctx.services.identity, sessionJwt)).toBeNull();
    const me = await sdk(ctx, 'GET', '/b2b/organizations/members/me', undefined, { sessionToken });
    expect(me.body.error_type).toBe('session_not_found');
  });
});

describe('forged session JWTs', () => {
  it('accepts the genuine JWT but not one with a flipped payload character', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const { sessionJwt } = await logIn(ctx, admin.emailAddress, organization.organizationId);
    const live = await findSessionByJwt(ctx.services.identity, sessionJwt);
    expect(live?.member.memberId).toBe(admin.memberId);

    const [header, payload, signature] = sessionJwt.split('.');
    const chars = [...(payload ?? '')];
    const at = Math.floor(chars.length / 2);
    chars[at] = chars[at] === 'A' ? 'B' : 'A';
    const tampered = [header, chars.join(''), signature].join('.');
    expect(tampered).not.toBe(sessionJwt);
    expect(await findSessionByJwt(ctx.services.identity, tampered)).toBeNull();
  });

  it('refuses alg none, a symmetric algorithm, and claims re-signed onto another member', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const other = await seedMember(ctx, organization.organizationId);
    const { sessionJwt } = await logIn(ctx, admin.emailAddress, organization.organizationId);
    const [, payload] = sessionJwt.split('.');
    const claims = decode(payload);

    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    expect(await findSessionByJwt(ctx.services.identity, none)).toBeNull();
    const noneOther = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, sub: other.memberId })}.`;
    expect(await findSessionByJwt(ctx.services.identity, noneOther)).toBeNull();

    const hs256 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('guessable secret'));
    expect(await findSessionByJwt(ctx.services.identity, hs256)).toBeNull();
  });

  it('refuses a JWT signed with our own key but expired, or for another audience or issuer', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const { sessionJwt } = await logIn(ctx, admin.emailAddress, organization.organizationId);
    const claims = decode(sessionJwt.split('.')[1]);
    const key = await ctx.services.identity.keys.signingKey();
    const { projectId } = ctx.services.identity.project;
    const now = Math.floor(Date.now() / 1000);
    const sign = (changes: Record<string, unknown>) =>
      new SignJWT({ ...claims, ...changes }).setProtectedHeader({ alg: 'RS256', kid: key.kid }).sign(key.privateKey);

    // Control: re-signed unchanged, it is accepted (so the refusals below are about the change).
    expect(await findSessionByJwt(ctx.services.identity, await sign({}))).not.toBeNull();
    expect(
      await findSessionByJwt(ctx.services.identity, await sign({ iat: now - 900, nbf: now - 900, exp: now - 600 })),
    ).toBeNull();
    expect(await findSessionByJwt(ctx.services.identity, await sign({ nbf: now + 600, exp: now + 900 }))).toBeNull();
    expect(await findSessionByJwt(ctx.services.identity, await sign({ aud: ['project-test-other'] }))).toBeNull();
    expect(await findSessionByJwt(ctx.services.identity, await sign({ iss: jwtIssuer('project-test-other') }))).toBeNull();
    expect(projectId).toMatch(/^project-/);
  });
});

describe('intermediate sessions', () => {
  it('refuses an expired IST with intermediate_session_not_found', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const ist = await discoveryIst(ctx, admin.emailAddress);
    await ctx.services.identity.db
      .update(identityIntermediateSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(identityIntermediateSessions.emailAddress, admin.emailAddress));
    const listed = await sdk(ctx, 'POST', '/b2b/discovery/organizations', { intermediate_session_token: ist });
    expect(listed.body).toMatchObject({ status_code: 404, error_type: 'intermediate_session_not_found' });
    const res = await exchange(ist, organization.organizationId);
    expect(res.status).toBe(404);
    expect(res.body.error_type).toBe('intermediate_session_not_found');
  });

  it('lets an IST be exchanged once only', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const ist = await discoveryIst(ctx, admin.emailAddress);
    const first = await exchange(ist, organization.organizationId);
    expect(first.status).toBe(200);
    expect(first.data.session_token).toEqual(expect.any(String));
    const second = await exchange(ist, organization.organizationId);
    expect(second.status).toBe(404);
    expect(second.body.error_type).toBe('intermediate_session_not_found');
    expect(second.data.session_token).toBeUndefined();
  });

  it('does not let an IST of organization A into organization B', async () => {
    const a = await seedOrganization(ctx);
    const b = await seedOrganization(ctx, { emailJitProvisioning: 'NOT_ALLOWED' });
    // Bound to A (as a pending MFA or primary step leaves it).
    const bound = await createIntermediateSession(ctx.services.identity, {
      emailAddress: a.admin.emailAddress,
      factors: [emailFactor('email_otp', a.admin.emailAddress, 'email-test')],
      organizationId: a.organization.organizationId,
      memberId: a.admin.memberId,
    });
    const intoB = await exchange(bound, b.organization.organizationId);
    expect(intoB.status).toBeGreaterThanOrEqual(400);
    expect(intoB.status).toBeLessThan(500);
    expect(intoB.data.session_token).toBeUndefined();
    // A discovery IST of A's admin does not make them a member of B either.
    const discovery = await exchange(await discoveryIst(ctx, a.admin.emailAddress), b.organization.organizationId);
    expect(discovery.status).toBe(403);
    expect(discovery.body.error_type).toBe('email_jit_provisioning_not_allowed');
  });
});

describe('organization isolation', () => {
  it("a session of organization A reads A only, never B's organization or members", async () => {
    const a = await seedOrganization(ctx, { name: 'Org A' });
    const b = await seedOrganization(ctx, { name: 'Org B' });
    const bMember = await seedMember(ctx, b.organization.organizationId, { emailAddress: uniqueEmail('b-member') });
    const { sessionToken } = await logIn(ctx, a.admin.emailAddress, a.organization.organizationId);

    const me = await sdk(ctx, 'GET', '/b2b/organizations/me', undefined, { sessionToken });
    expect(me.status).toBe(200);
    expect(me.data.organization.organization_id).toBe(a.organization.organizationId);
    expect(me.data.organization.organization_name).toBe('Org A');

    const search = await sdk(ctx, 'POST', '/b2b/organizations/me/members/search', {}, { sessionToken });
    const ids = (search.data.members as { member_id: string; organization_id: string }[]).map((m) => m.member_id);
    expect(ids).toContain(a.admin.memberId);
    expect(ids).not.toContain(bMember.memberId);
    expect(ids).not.toContain(b.admin.memberId);

    // Switching the session into B is refused too: not a member, and B allows no JIT.
    const exchanged = await sdk(
      ctx,
      'POST',
      '/b2b/sessions/exchange',
      { organization_id: b.organization.organizationId, session_duration_minutes: 60 },
      { sessionToken },
    );
    expect(exchanged.status).toBeGreaterThanOrEqual(400);
    expect(exchanged.data.session_token).toBeUndefined();
  });
});

describe('public token and CORS', () => {
  it('answers a wrong public token with 401', async () => {
    const wrong = `Basic ${Buffer.from('public-token-test-00000000-0000-4000-8000-000000000000:x').toString('base64')}`;
    const res = await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { headers: { authorization: wrong } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status_code: 401, error_type: 'invalid_public_token' });
    const none = await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { headers: { authorization: '' } });
    expect(none.status).toBe(401);
  });

  it('echoes an allowed Origin exactly, with credentials, and answers its preflight', async () => {
    const origin = ctx.services.config.identity.allowedOrigins[0] ?? '';
    expect(origin).toMatch(/^https?:\/\//);
    const res = await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { headers: { origin } });
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    expect(res.headers['access-control-allow-credentials']).toBe('true');

    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/sdk/v1/b2b/sessions/authenticate',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-sdk-client,x-sdk-parent-host',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    const allowed = String(preflight.headers['access-control-allow-headers'])
      .toLowerCase()
      .split(/\s*,\s*/);
    for (const header of ['authorization', 'content-type', 'x-sdk-client', 'x-sdk-parent-host'])
      expect(allowed).toContain(header);
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
  });

  it('gives a foreign Origin no CORS headers', async () => {
    const origin = 'https://evil.example';
    const res = await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { headers: { origin } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/sdk/v1/b2b/sessions/authenticate',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
  });
});

describe('per-IP rate limit', () => {
  it('answers the 6th request in a minute with 429 too_many_requests (limit 5)', async () => {
    const limited = await createTestApp({ IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '5' });
    try {
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof sdk>> | undefined;
      for (let i = 0; i < 6; i++) {
        last = await sdk(limited, 'POST', '/b2b/organizations/search', { organization_slug: 'nobody' });
        statuses.push(last.status);
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses[5]).toBe(429);
      expect(last?.body).toMatchObject({
        status_code: 429,
        error_type: 'too_many_requests',
        error_message: expect.any(String),
        request_id: expect.any(String),
      });
      for (const key of ['body', 'params', 'query']) expect(last?.body).not.toHaveProperty(key);
    } finally {
      await limited.close();
    }
  });
});
