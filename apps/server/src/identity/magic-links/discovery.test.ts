import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireSecretsOf, linkIn, waitForMail } from '../../../test/email-support.js';
import { sdk, seedMember, seedOrganization, uniqueEmail } from '../../../test/identity.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

const OTHER_APP_URL = 'https://app.example.com/discover';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '100000', IDENTITY_REDIRECT_URLS: OTHER_APP_URL });
});
afterAll(() => ctx.close());

const send = (body: Record<string, unknown>) => sdk(ctx, 'POST', '/b2b/magic_links/email/discovery/send', body);
const authenticate = (token: string) =>
  sdk(ctx, 'POST', '/b2b/magic_links/discovery/authenticate', { discovery_magic_links_token: token });

async function discoveryToken(email: string, extra: Record<string, unknown> = {}, count = 1) {
  const res = await send({ email_address: email, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return linkIn(await waitForMail(ctx, email, count));
}

describe('POST /b2b/magic_links/email/discovery/send', () => {
  it('emails a discovery link to any address and answers with no data of its own', async () => {
    const email = uniqueEmail('nobody-yet');
    const res = await send({ email_address: email });
    expect(res.status).toBe(200);
    expect(Object.keys(res.data).sort()).toEqual(['request_id', 'status_code']);

    const mail = await waitForMail(ctx, email);
    expect(mail.subject).toBe('Log in to ShelfScope');
    const link = linkIn(mail);
    expect(link.tokenType).toBe('discovery');
    expect(link.url.origin + link.url.pathname).toBe('http://127.0.0.1:3000/auth/authenticate');
    expect(mail.text).toContain(link.url.toString());
  });

  it('points the link at an allowed discovery redirect URL', async () => {
    const email = uniqueEmail();
    const link = await discoveryToken(email, { discovery_redirect_url: OTHER_APP_URL });
    expect(link.url.toString()).toMatch(/^https:\/\/app\.example\.com\/discover\?stytch_token_type=discovery&token=/);
  });

  it('refuses a malformed address, a missing one and a foreign redirect URL', async () => {
    const bad = await send({ email_address: 'someone@' });
    expect(bad.status).toBe(400);
    expect(bad.body.error_type).toBe('invalid_email');
    const missing = await send({});
    expect(missing.status).toBe(400);
    expect(missing.body.error_type).toBe('bad_request');
    const foreign = await send({ email_address: uniqueEmail(), discovery_redirect_url: 'https://evil.example.com/discover' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error_type).toBe('invalid_redirect_url');
  });

  it('limits how many discovery emails one address gets per hour', async () => {
    const email = uniqueEmail('flooded');
    const limit = ctx.services.config.identity.rateLimits.emailSendsPerHour;
    for (let i = 0; i < limit; i += 1) expect((await send({ email_address: email })).status).toBe(200);
    const refused = await send({ email_address: email });
    expect(refused.status).toBe(429);
    expect(refused.body.error_type).toBe('too_many_requests');
  });
});

describe('POST /b2b/magic_links/discovery/authenticate', () => {
  it('returns an IST, the address and its organizations', async () => {
    const { organization } = await seedOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId);
    const { token } = await discoveryToken(member.emailAddress);
    const res = await authenticate(token);

    expect(res.status).toBe(200);
    expect(res.data.email_address).toBe(member.emailAddress);
    expect(res.data.intermediate_session_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.data.discovered_organizations).toEqual([
      expect.objectContaining({
        organization: expect.objectContaining({ organization_id: organization.organizationId }),
        membership: expect.objectContaining({ type: 'active_member' }),
        primary_required: null,
      }),
    ]);

    // The IST enters the organization.
    const exchange = await sdk(ctx, 'POST', '/b2b/discovery/intermediate_sessions/exchange', {
      intermediate_session_token: res.data.intermediate_session_token,
      organization_id: organization.organizationId,
    });
    expect(exchange.status).toBe(200);
    expect(exchange.data.member_session.authentication_factors[0]).toMatchObject({ type: 'magic_link' });
  });

  it('returns no organizations for a new address', async () => {
    const email = uniqueEmail('fresh');
    const res = await authenticate((await discoveryToken(email)).token);
    expect(res.status).toBe(200);
    expect(res.data.discovered_organizations).toEqual([]);
  });

  it('refuses a used, an expired and a superseded link', async () => {
    const used = uniqueEmail('used');
    const usedToken = (await discoveryToken(used)).token;
    expect((await authenticate(usedToken)).status).toBe(200);
    expect((await authenticate(usedToken)).body.error_type).toBe('unable_to_auth_magic_link');

    const expired = uniqueEmail('expired');
    const expiredToken = (await discoveryToken(expired)).token;
    await expireSecretsOf(ctx, expired);
    const late = await authenticate(expiredToken);
    expect(late.status).toBe(401);
    expect(late.body.error_type).toBe('unable_to_auth_magic_link');

    const superseded = uniqueEmail('superseded');
    const older = (await discoveryToken(superseded)).token;
    const newer = (await discoveryToken(superseded, {}, 2)).token;
    expect((await authenticate(older)).body.error_type).toBe('unable_to_auth_magic_link');
    expect((await authenticate(newer)).status).toBe(200);
  });

  it('answers a missing token with a 400', async () => {
    const res = await sdk(ctx, 'POST', '/b2b/magic_links/discovery/authenticate', {});
    expect(res.status).toBe(400);
    expect(res.body.error_type).toBe('bad_request');
  });
});
