import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, expireSecretsOf, otherCode, waitForMail } from '../../../test/email-support.js';
import { sdk, seedMember, seedOrganization } from '../../../test/identity.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { identityEmailSecrets } from '../schema.js';

let ctx: TestContext;
beforeAll(async () => {
  // A high lockout threshold keeps the member unlocked, so these tests see the code's own
  // attempt cap (lockout has its own file).
  ctx = await createTestApp({ IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '100000', IDENTITY_LOCKOUT_ATTEMPTS: '100' });
});
afterAll(() => ctx.close());

async function sendCode(email: string, organizationId: string, count = 1): Promise<string> {
  const sent = await sdk(ctx, 'POST', '/b2b/otps/email/login_or_signup', {
    email_address: email,
    organization_id: organizationId,
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return codeIn(await waitForMail(ctx, email, count));
}

async function memberOfNewOrganization() {
  const { organization } = await seedOrganization(ctx);
  const member = await seedMember(ctx, organization.organizationId);
  const attempt = (code: string, organizationId = organization.organizationId) =>
    sdk(ctx, 'POST', '/b2b/otps/email/authenticate', {
      email_address: member.emailAddress,
      organization_id: organizationId,
      code,
    });
  return { organization, member, attempt };
}

function expectNotFound(res: { status: number; body: Record<string, unknown> }) {
  expect(res.status).toBe(404);
  expect(res.body.error_type).toBe('otp_code_not_found');
}

describe('email passcodes are single use, short lived and replaced by newer ones', () => {
  it('refuses a code used a second time', async () => {
    const { organization, member, attempt } = await memberOfNewOrganization();
    const code = await sendCode(member.emailAddress, organization.organizationId);
    expect((await attempt(code)).status).toBe(200);
    expectNotFound(await attempt(code));
  });

  it('refuses an expired code', async () => {
    const { organization, member, attempt } = await memberOfNewOrganization();
    const code = await sendCode(member.emailAddress, organization.organizationId);
    await expireSecretsOf(ctx, member.emailAddress);
    expectNotFound(await attempt(code));
  });

  it('refuses a code superseded by a newer email, and accepts the newer one', async () => {
    const { organization, member, attempt } = await memberOfNewOrganization();
    const older = await sendCode(member.emailAddress, organization.organizationId);
    let newer = await sendCode(member.emailAddress, organization.organizationId, 2);
    // Two random codes may coincide (one in a million); a third email settles it.
    if (newer === older) newer = await sendCode(member.emailAddress, organization.organizationId, 3);
    expectNotFound(await attempt(older));
    expect((await attempt(newer)).status).toBe(200);
  });

  it("refuses organization A's code for organization B, and leaves it usable for A", async () => {
    const { organization, member, attempt } = await memberOfNewOrganization();
    const b = await seedOrganization(ctx);
    await seedMember(ctx, b.organization.organizationId, { emailAddress: member.emailAddress });
    const code = await sendCode(member.emailAddress, organization.organizationId);
    expectNotFound(await attempt(code, b.organization.organizationId));
    const ok = await attempt(code);
    expect(ok.status).toBe(200);
    expect(ok.data.organization_id).toBe(organization.organizationId);
  });

  it('does not accept an organization code for discovery', async () => {
    const { organization, member, attempt } = await memberOfNewOrganization();
    const code = await sendCode(member.emailAddress, organization.organizationId);
    const discovery = await sdk(ctx, 'POST', '/b2b/otps/email/discovery/authenticate', {
      email_address: member.emailAddress,
      code,
    });
    expectNotFound(discovery);
    expect((await attempt(code)).status).toBe(200);
  });
});

describe('wrong guesses are capped at 5 per code', () => {
  it('refuses the right code after 5 wrong ones', async () => {
    const { organization, member, attempt } = await memberOfNewOrganization();
    const code = await sendCode(member.emailAddress, organization.organizationId);
    for (let i = 0; i < 5; i += 1) expectNotFound(await attempt(otherCode(code)));
    expectNotFound(await attempt(code));
  });

  it('accepts the right code after 4 wrong ones', async () => {
    const { organization, member, attempt } = await memberOfNewOrganization();
    const code = await sendCode(member.emailAddress, organization.organizationId);
    for (let i = 0; i < 4; i += 1) expectNotFound(await attempt(otherCode(code)));
    expect((await attempt(code)).status).toBe(200);
  });

  it('holds the cap under a concurrent burst of 10 wrong codes', async () => {
    const { organization, member, attempt } = await memberOfNewOrganization();
    const code = await sendCode(member.emailAddress, organization.organizationId);
    const burst = await Promise.all(Array.from({ length: 10 }, () => attempt(otherCode(code))));
    for (const res of burst) expectNotFound(res);

    const [row] = await ctx.services.identity.db
      .select()
      .from(identityEmailSecrets)
      .where(eq(identityEmailSecrets.emailAddress, member.emailAddress));
    expect(row?.attempts).toBe(5);
    expectNotFound(await attempt(code));
  });
});
