import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, expireSecretsOf, otherCode, waitForMail } from '../../../test/email-support.js';
import { sdk, seedMember, seedOrganization, uniqueEmail } from '../../../test/identity.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '100000' });
});
afterAll(() => ctx.close());

const send = (body: Record<string, unknown>) => sdk(ctx, 'POST', '/b2b/otps/email/discovery/send', body);
const authenticate = (email: string, code: string) =>
  sdk(ctx, 'POST', '/b2b/otps/email/discovery/authenticate', { email_address: email, code });

async function discoveryCode(email: string, count = 1): Promise<string> {
  const res = await send({ email_address: email });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return codeIn(await waitForMail(ctx, email, count));
}

function expectNotFound(res: { status: number; body: Record<string, unknown> }) {
  expect(res.status).toBe(404);
  expect(res.body.error_type).toBe('otp_code_not_found');
}

describe('POST /b2b/otps/email/discovery/send', () => {
  it('emails a verification code to any address and answers with no data of its own', async () => {
    const email = uniqueEmail('discover');
    const res = await send({ email_address: email, locale: 'en', login_template_id: 'ignored' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.data).sort()).toEqual(['request_id', 'status_code']);
    const mail = await waitForMail(ctx, email);
    expect(mail.subject).toBe('Your verification code');
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    expect(mail.text).toContain('ShelfScope');
  });

  it('refuses a malformed or missing address', async () => {
    const bad = await send({ email_address: 'plainaddress' });
    expect(bad.status).toBe(400);
    expect(bad.body.error_type).toBe('invalid_email');
    const missing = await send({});
    expect(missing.status).toBe(400);
    expect(missing.body.error_type).toBe('bad_request');
  });

  it('limits how many codes one address gets per hour', async () => {
    const email = uniqueEmail('flooded');
    const limit = ctx.services.config.identity.rateLimits.emailSendsPerHour;
    for (let i = 0; i < limit; i += 1) expect((await send({ email_address: email })).status).toBe(200);
    const refused = await send({ email_address: email });
    expect(refused.status).toBe(429);
    expect(refused.body.error_type).toBe('too_many_requests');
    // The hourly window is open: the caller is told to come back within the hour, not at once.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  });
});

describe('POST /b2b/otps/email/discovery/authenticate', () => {
  it('returns an IST, the address and its organizations; the IST enters one', async () => {
    const { organization } = await seedOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId);
    const res = await authenticate(member.emailAddress, await discoveryCode(member.emailAddress));

    expect(res.status).toBe(200);
    expect(res.data.email_address).toBe(member.emailAddress);
    expect(res.data.intermediate_session_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.data.discovered_organizations).toEqual([
      expect.objectContaining({
        organization: expect.objectContaining({ organization_id: organization.organizationId }),
        membership: expect.objectContaining({ type: 'active_member' }),
      }),
    ]);
    const exchange = await sdk(ctx, 'POST', '/b2b/discovery/intermediate_sessions/exchange', {
      intermediate_session_token: res.data.intermediate_session_token,
      organization_id: organization.organizationId,
    });
    expect(exchange.status).toBe(200);
    expect(exchange.data.member_session.authentication_factors[0]).toMatchObject({ type: 'email_otp' });
  });

  it('refuses a used, an expired and a superseded code', async () => {
    const used = uniqueEmail('used');
    const usedCode = await discoveryCode(used);
    expect((await authenticate(used, usedCode)).status).toBe(200);
    expectNotFound(await authenticate(used, usedCode));

    const expired = uniqueEmail('expired');
    const expiredCode = await discoveryCode(expired);
    await expireSecretsOf(ctx, expired);
    expectNotFound(await authenticate(expired, expiredCode));

    const superseded = uniqueEmail('superseded');
    const older = await discoveryCode(superseded);
    let newer = await discoveryCode(superseded, 2);
    if (newer === older) newer = await discoveryCode(superseded, 3); // a one-in-a-million coincidence
    expectNotFound(await authenticate(superseded, older));
    expect((await authenticate(superseded, newer)).status).toBe(200);
  });

  it("refuses one address's code for another address", async () => {
    const owner = uniqueEmail('owner');
    const code = await discoveryCode(owner);
    expectNotFound(await authenticate(uniqueEmail('thief'), code));
    expect((await authenticate(owner, code)).status).toBe(200);
  });

  it('holds the 5-attempt cap under a concurrent burst of 10 wrong codes', async () => {
    const email = uniqueEmail('burst');
    const code = await discoveryCode(email);
    const burst = await Promise.all(Array.from({ length: 10 }, () => authenticate(email, otherCode(code))));
    for (const res of burst) expectNotFound(res);
    expectNotFound(await authenticate(email, code));
  });

  it('answers a malformed code with invalid_code and missing fields with a 400', async () => {
    const bad = await authenticate(uniqueEmail(), '12 456');
    expect(bad.status).toBe(400);
    expect(bad.body.error_type).toBe('invalid_code');
    const missing = await sdk(ctx, 'POST', '/b2b/otps/email/discovery/authenticate', { email_address: uniqueEmail() });
    expect(missing.status).toBe(400);
    expect(missing.body.error_type).toBe('bad_request');
  });
});
