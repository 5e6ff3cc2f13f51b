import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { primaryLogin, sdk, seedMember, seedOrganization } from '../../../test/identity.js';
import { awayFromStepEdge, totpCode } from '../../../test/mfa-support.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ IDENTITY_LOCKOUT_ATTEMPTS: '100' });
});
afterAll(() => ctx.close());

/** A member of an MFA-required organization with an authenticator app and backup codes, signed in. */
async function enrolledMember() {
  const { organization } = await seedOrganization(ctx, { mfaPolicy: 'REQUIRED_FOR_ALL' });
  const member = await seedMember(ctx, organization.organizationId);
  const target = { organization_id: organization.organizationId, member_id: member.memberId };
  const { ist } = await primaryLogin(ctx, member.emailAddress, organization.organizationId);
  const created = await sdk(ctx, 'POST', '/b2b/totp', { ...target, intermediate_session_token: ist });
  const done = await sdk(ctx, 'POST', '/b2b/totp/authenticate', {
    ...target,
    intermediate_session_token: ist,
    code: totpCode(created.data.secret),
    session_duration_minutes: 60,
  });
  expect(done.status).toBe(200);
  return {
    organization,
    member,
    target,
    codes: created.data.recovery_codes as string[],
    sessionToken: done.data.session_token as string,
  };
}

describe('backup (recovery) codes', () => {
  it('recover signs in with a code instead of the app and says how many are left; the factor is recovery_code', async () => {
    await awayFromStepEdge();
    const { member, organization, target, codes } = await enrolledMember();
    const { ist } = await primaryLogin(ctx, member.emailAddress, organization.organizationId);
    const res = await sdk(ctx, 'POST', '/b2b/recovery_codes/recover', {
      ...target,
      intermediate_session_token: ist,
      recovery_code: codes[0]?.toUpperCase(),
      session_duration_minutes: 60,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.recovery_codes_remaining).toBe(9);
    expect(res.data.member_session.authentication_factors.map((f: { type: string }) => f.type)).toEqual([
      'email_otp',
      'recovery_code',
    ]);
  });

  it('GET lists the unused codes of the signed-in member; rotate replaces them all', async () => {
    await awayFromStepEdge();
    const { sessionToken, codes } = await enrolledMember();
    const listed = await sdk(ctx, 'GET', '/b2b/recovery_codes', undefined, { sessionToken });
    expect(listed.status).toBe(200);
    expect([...listed.data.recovery_codes].sort()).toEqual([...codes].sort());
    const rotated = await sdk(ctx, 'POST', '/b2b/recovery_codes/rotate', {}, { sessionToken });
    expect(rotated.status).toBe(200);
    expect(rotated.data.recovery_codes).toHaveLength(10);
    expect(rotated.data.recovery_codes.some((c: string) => codes.includes(c))).toBe(false);
    const after = await sdk(ctx, 'GET', '/b2b/recovery_codes', undefined, { sessionToken });
    expect([...after.data.recovery_codes].sort()).toEqual([...rotated.data.recovery_codes].sort());
  });

  it('an old code stops working after rotate', async () => {
    await awayFromStepEdge();
    const { member, organization, target, codes, sessionToken } = await enrolledMember();
    await sdk(ctx, 'POST', '/b2b/recovery_codes/rotate', {}, { sessionToken });
    const { ist } = await primaryLogin(ctx, member.emailAddress, organization.organizationId);
    const res = await sdk(ctx, 'POST', '/b2b/recovery_codes/recover', {
      ...target,
      intermediate_session_token: ist,
      recovery_code: codes[1],
      session_duration_minutes: 60,
    });
    expect(res.status).toBe(404);
    expect(res.body.error_type).toBe('recovery_code_not_found');
    expect(res.body.error_message).toBe('Invalid backup code, please try again.');
  });

  it('GET and rotate need a session; rotate without an authenticator app is totp_not_found', async () => {
    expect((await sdk(ctx, 'GET', '/b2b/recovery_codes')).body.error_type).toBe('user_unauthenticated');
    expect((await sdk(ctx, 'POST', '/b2b/recovery_codes/rotate', {})).body.error_type).toBe('user_unauthenticated');
    const { organization } = await seedOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId);
    const { data } = await primaryLogin(ctx, member.emailAddress, organization.organizationId);
    const listed = await sdk(ctx, 'GET', '/b2b/recovery_codes', undefined, { sessionToken: data.session_token });
    expect(listed.data.recovery_codes).toEqual([]);
    const rotated = await sdk(ctx, 'POST', '/b2b/recovery_codes/rotate', {}, { sessionToken: data.session_token });
    expect(rotated.status).toBe(404);
    expect(rotated.body.error_type).toBe('totp_not_found');
  });

  it('codes of a registration that was never verified do not work', async () => {
    const { organization } = await seedOrganization(ctx, { mfaPolicy: 'REQUIRED_FOR_ALL' });
    const member = await seedMember(ctx, organization.organizationId);
    const target = { organization_id: organization.organizationId, member_id: member.memberId };
    const { ist } = await primaryLogin(ctx, member.emailAddress, organization.organizationId);
    const created = await sdk(ctx, 'POST', '/b2b/totp', { ...target, intermediate_session_token: ist });
    const res = await sdk(ctx, 'POST', '/b2b/recovery_codes/recover', {
      ...target,
      intermediate_session_token: ist,
      recovery_code: created.data.recovery_codes[0],
      session_duration_minutes: 60,
    });
    expect(res.body.error_type).toBe('recovery_code_not_found');
  });
});
