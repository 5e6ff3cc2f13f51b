import { Company, ErrorEnvelope, envelope } from '@shelfscope/contracts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sdk } from '../../../test/identity.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  // No caching of the revocation check, so a revoked session is refused at once here.
  ctx = await createTestApp({ SELLER_SESSION_CHECK_SECONDS: '0' });
});
afterAll(() => ctx.close());

const expectUnauthorized = (res: { status: number; body: unknown }) => {
  expect(res.status).toBe(401);
  expect(ErrorEnvelope.parse(res.body).errors).toEqual([
    { type: 'unauthorized', description: 'Missing, invalid or expired session token.' },
  ]);
};

describe('seller API authentication', () => {
  it('creates the company on the first authenticated call, once', async () => {
    const { jwt, organization } = await sellerSession(ctx, 'Harbor Traders');
    const first = await api(ctx, 'GET', '/api/Company', jwt);
    expect(first.status).toBe(200);
    const company = envelope(Company).parse(first.body).data;
    expect(company).toMatchObject({ name: 'Harbor Traders', deleted: false });
    expect(company.companyId).toBe(company.id);
    const again = await api(ctx, 'GET', '/api/Company', jwt);
    expect(again.body.data.id).toBe(company.id);
    expect(organization.name).toBe('Harbor Traders');
  });

  it('answers 401 without a token, with a malformed one, or with a Basic header', async () => {
    expectUnauthorized(await api(ctx, 'GET', '/api/Company', null));
    expectUnauthorized(await api(ctx, 'GET', '/api/Company', 'not.a.jwt'));
    const basic = await ctx.app.inject({ method: 'GET', url: '/api/Company', headers: { authorization: 'Basic abc' } });
    expect(basic.statusCode).toBe(401);
  });

  it('refuses a tampered token, an expired one, and one for another audience or issuer', async () => {
    const { jwt, admin, organization } = await sellerSession(ctx);
    const [head, payload, signature] = jwt.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const tampered = `${head}.${Buffer.from(JSON.stringify({ ...claims, sub: 'member-test-someone-else' })).toString('base64url')}.${signature}`;
    expectUnauthorized(await api(ctx, 'GET', '/api/Company', tampered));

    const key = await ctx.services.identity.keys.signingKey();
    const sign = (changes: { iss?: string; aud?: string; exp?: number }) =>
      new SignJWT({ ...claims, ...changes }).setProtectedHeader({ alg: 'RS256', kid: key.kid }).sign(key.privateKey);
    const now = Math.floor(Date.now() / 1000);
    expectUnauthorized(await api(ctx, 'GET', '/api/Company', await sign({ exp: now - 10 })));
    expectUnauthorized(await api(ctx, 'GET', '/api/Company', await sign({ aud: 'project-test-other' })));
    expectUnauthorized(await api(ctx, 'GET', '/api/Company', await sign({ iss: 'stytch.com/project-test-other' })));
    // The same claims, properly signed, pass: the refusals above are about the changes.
    expect((await api(ctx, 'GET', '/api/Company', await sign({}))).status).toBe(200);
    expect(admin.organizationId).toBe(organization.organizationId);
  });

  it('refuses the JWT of a revoked session', async () => {
    const { jwt, sessionToken } = await sellerSession(ctx);
    expect((await api(ctx, 'GET', '/api/Company', jwt)).status).toBe(200);
    await sdk(ctx, 'POST', '/b2b/sessions/revoke', undefined, { sessionToken });
    expectUnauthorized(await api(ctx, 'GET', '/api/Company', jwt));
  });

  it('stops accepting a token it has already verified once the token expires', async () => {
    const { jwt } = await sellerSession(ctx);
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString());
    const key = await ctx.services.identity.keys.signingKey();
    const expiresAt = Math.floor(Date.now() / 1000) + 60;
    const token = await new SignJWT({ ...claims, exp: expiresAt })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid })
      .sign(key.privateKey);
    expect((await api(ctx, 'GET', '/api/Company', token)).status).toBe(200);
    expect((await api(ctx, 'GET', '/api/Company', token)).status).toBe(200);
    // Two minutes on: the session itself is still live (the original JWT still passes), this token is not.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime((expiresAt + 60) * 1000);
      expectUnauthorized(await api(ctx, 'GET', '/api/Company', token));
    } finally {
      vi.useRealTimers();
    }
  });
});
