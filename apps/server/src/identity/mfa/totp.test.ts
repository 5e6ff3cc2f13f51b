import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { primaryLogin, sdk, seedMember, seedOrganization } from '../../../test/identity.js';
import { awayFromStepEdge, totpCode } from '../../../test/mfa-support.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { identityMembers, identityTotps } from '../schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ IDENTITY_LOCKOUT_ATTEMPTS: '100' });
});
afterAll(() => ctx.close());

/** A member of an organization that requires MFA, half-way through a login (an IST). */
async function memberAtMfaStep(organization: Record<string, unknown> = {}) {
  const { organization: org } = await seedOrganization(ctx, { mfaPolicy: 'REQUIRED_FOR_ALL', ...organization });
  const member = await seedMember(ctx, org.organizationId);
  const { data, ist } = await primaryLogin(ctx, member.emailAddress, org.organizationId);
  const target = { organization_id: org.organizationId, member_id: member.memberId };
  return { org, member, data, ist, target };
}

describe('POST /b2b/totp', () => {
  it('creates a pending registration: base32 secret, PNG QR data URL, ten backup codes; secret sealed at rest', async () => {
    const { ist, target, member } = await memberAtMfaStep();
    const res = await sdk(ctx, 'POST', '/b2b/totp', { ...target, intermediate_session_token: ist });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(res.data.qr_code).toMatch(/^data:image\/png;base64,/);
    expect(res.data.recovery_codes).toHaveLength(10);
    for (const code of res.data.recovery_codes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
    expect(res.data.totp_registration_id).toBe(res.data.totp_id);
    expect(res.data.member.member_id).toBe(member.memberId);
    const [row] = await ctx.services.identity.db.select().from(identityTotps).where(eq(identityTotps.memberId, member.memberId));
    expect(row?.verifiedAt).toBeNull();
    expect(row?.secretSealed).not.toContain(res.data.secret);
    expect(ctx.services.identity.totpBox.open(row?.secretSealed ?? '')).toBe(res.data.secret);
  });

  it('answers active_totp_exists once a registration is verified', async () => {
    await awayFromStepEdge();
    const { ist, target } = await memberAtMfaStep();
    const created = await sdk(ctx, 'POST', '/b2b/totp', { ...target, intermediate_session_token: ist });
    const done = await sdk(ctx, 'POST', '/b2b/totp/authenticate', {
      ...target,
      intermediate_session_token: ist,
      code: totpCode(created.data.secret),
      session_duration_minutes: 60,
    });
    expect(done.status).toBe(200);
    const again = await sdk(ctx, 'POST', '/b2b/totp', target, { sessionToken: done.data.session_token });
    expect(again.status).toBe(400);
    expect(again.body.error_type).toBe('active_totp_exists');
  });

  it('needs an IST or a session of that member', async () => {
    const { target } = await memberAtMfaStep();
    const res = await sdk(ctx, 'POST', '/b2b/totp', target);
    expect(res.status).toBe(401);
    expect(res.body.error_type).toBe('user_unauthenticated');
  });

  it('refuses when the organization allows only SMS', async () => {
    const { ist, target } = await memberAtMfaStep({ mfaMethods: 'RESTRICTED', allowedMfaMethods: ['sms_otp'] });
    const res = await sdk(ctx, 'POST', '/b2b/totp', { ...target, intermediate_session_token: ist });
    expect(res.status).toBe(403);
    expect(res.body.error_type).toBe('mfa_method_not_allowed');
  });

  it('answers member_not_found for a member of the IST that was deleted', async () => {
    const { ist, target, member } = await memberAtMfaStep();
    await ctx.services.identity.db
      .update(identityMembers)
      .set({ status: 'deleted' })
      .where(eq(identityMembers.memberId, member.memberId));
    const res = await sdk(ctx, 'POST', '/b2b/totp', { ...target, intermediate_session_token: ist });
    expect(res.status).toBe(404);
    expect(res.body.error_type).toBe('member_not_found');
  });
});

describe('POST /b2b/totp/authenticate', () => {
  it('completes enrolment and the login: a session whose factors list the primary factor and totp', async () => {
    await awayFromStepEdge();
    const { ist, target, data } = await memberAtMfaStep();
    expect(data.mfa_required).toEqual({ member_options: null, secondary_auth_initiated: null });
    expect(data.member_session).toBeNull();
    const created = await sdk(ctx, 'POST', '/b2b/totp', { ...target, intermediate_session_token: ist });
    const res = await sdk(ctx, 'POST', '/b2b/totp/authenticate', {
      ...target,
      intermediate_session_token: ist,
      code: totpCode(created.data.secret),
      session_duration_minutes: 60,
      set_mfa_enrollment: 'enroll',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.member_authenticated).toBe(true);
    expect(res.data.session_token).toBeTruthy();
    expect(res.data.intermediate_session_token).toBe('');
    expect(res.data.member.totp_registration_id).toBe(created.data.totp_registration_id);
    expect(res.data.member.mfa_enrolled).toBe(true);
    expect(res.data.member.default_mfa_method).toBe('totp');
    expect(res.data.member_session.authentication_factors.map((f: { type: string }) => f.type)).toEqual(['email_otp', 'totp']);
    // The IST is used up.
    const reuse = await sdk(ctx, 'POST', '/b2b/totp/authenticate', {
      ...target,
      intermediate_session_token: ist,
      code: totpCode(created.data.secret, Date.now() + 30_000),
      session_duration_minutes: 60,
    });
    expect(reuse.status).toBe(404);
    expect(reuse.body.error_type).toBe('intermediate_session_not_found');
  });

  it('accepts one step of drift either way, not two', async () => {
    await awayFromStepEdge();
    for (const [offset, status] of [
      [-30_000, 200],
      [30_000, 200],
      [-61_000, 404],
      [61_000, 404],
    ] as const) {
      const { ist, target } = await memberAtMfaStep();
      const created = await sdk(ctx, 'POST', '/b2b/totp', { ...target, intermediate_session_token: ist });
      const res = await sdk(ctx, 'POST', '/b2b/totp/authenticate', {
        ...target,
        intermediate_session_token: ist,
        code: totpCode(created.data.secret, Date.now() + offset),
        session_duration_minutes: 60,
      });
      expect(res.status, `offset ${offset}`).toBe(status);
    }
  });

  it('answers invalid_code for a code that is not 6 digits, and a bad duration before the code is spent', async () => {
    const { ist, target } = await memberAtMfaStep();
    await sdk(ctx, 'POST', '/b2b/totp', { ...target, intermediate_session_token: ist });
    const bad = await sdk(ctx, 'POST', '/b2b/totp/authenticate', { ...target, intermediate_session_token: ist, code: '12a456' });
    expect(bad.status).toBe(400);
    expect(bad.body.error_type).toBe('invalid_code');
    const duration = await sdk(ctx, 'POST', '/b2b/totp/authenticate', {
      ...target,
      intermediate_session_token: ist,
      code: '123456',
      session_duration_minutes: 1,
    });
    expect(duration.body.error_type).toBe('invalid_session_duration');
  });

  it('answers totp_not_found when the member never started enrolment', async () => {
    const { ist, target } = await memberAtMfaStep();
    const res = await sdk(ctx, 'POST', '/b2b/totp/authenticate', { ...target, intermediate_session_token: ist, code: '123456' });
    expect(res.status).toBe(404);
    expect(res.body.error_type).toBe('totp_not_found');
  });

  it('a signed-in member enrols from settings: a new session token, the old session revoked, set_default_mfa', async () => {
    await awayFromStepEdge();
    const { organization } = await seedOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId, { defaultMfaMethod: 'sms_otp' });
    const { data } = await primaryLogin(ctx, member.emailAddress, organization.organizationId);
    const token = data.session_token as string;
    const target = { organization_id: organization.organizationId, member_id: member.memberId };
    const created = await sdk(ctx, 'POST', '/b2b/totp', target, { sessionToken: token });
    expect(created.status).toBe(200);
    const res = await sdk(
      ctx,
      'POST',
      '/b2b/totp/authenticate',
      {
        ...target,
        code: totpCode(created.data.secret),
        session_duration_minutes: 60,
        set_default_mfa: true,
        set_mfa_enrollment: 'enroll',
      },
      { sessionToken: token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.session_token).not.toBe(token);
    expect(res.data.member.default_mfa_method).toBe('totp');
    expect(res.data.member.mfa_enrolled).toBe(true);
    const old = await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { sessionToken: token });
    expect(old.body.error_type).toBe('session_not_found');
    // Now the member's next login asks for the second factor even though MFA is optional here.
    const next = await primaryLogin(ctx, member.emailAddress, organization.organizationId);
    expect(next.data.member_session).toBeNull();
    expect(next.data.mfa_required).not.toBeNull();
  });

  it("refuses a session's call for another member", async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId);
    const { data } = await primaryLogin(ctx, admin.emailAddress, organization.organizationId);
    const res = await sdk(
      ctx,
      'POST',
      '/b2b/totp',
      { organization_id: organization.organizationId, member_id: member.memberId },
      {
        sessionToken: data.session_token,
      },
    );
    expect(res.status).toBe(403);
    expect(res.body.error_type).toBe('unauthorized_action');
  });
});
