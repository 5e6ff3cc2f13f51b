import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { safeEqual } from '../crypto.js';
import { identityError } from '../errors.js';
import type { AttemptSource } from '../lockout.js';
import { identityMembers, identitySmsCodes } from '../schema.js';
import { parseE164 } from '../sms/phone.js';
import { type MemberRow, memberWire, organizationWire } from '../wire.js';
import { assertMfaMethodAllowed, enrollmentChanges, finishSecondFactor, type MfaCaller, updateMember } from './caller.js';
import { beginCodeCheck, settleCodeCheck } from './code-check.js';
import { sendSmsCode, smsCodeHash } from './sms-code.js';

/**
 * otps/sms/send: a new number (`mfa_phone_number`, enrolment) or the member's enrolled one. In
 * the middle of a login (IST) a member with a verified number cannot switch to another: only a
 * signed-in member may change their number (the new one counts once its code is proven).
 */
export async function sendSmsOtp(
  ctx: IdentityContext,
  caller: MfaCaller,
  input: { mfaPhoneNumber?: string | undefined; source: string },
) {
  const { member, organization } = caller;
  assertMfaMethodAllowed(organization, 'sms_otp');
  const enrolled = member.mfaPhoneNumberVerified ? member.mfaPhoneNumber : '';
  let phoneNumber = enrolled;
  if (input.mfaPhoneNumber !== undefined) {
    phoneNumber = await parseE164(input.mfaPhoneNumber);
    if (caller.kind === 'ist' && enrolled && phoneNumber !== enrolled) {
      throw identityError('unauthorized_action', 'This member already has a phone number; sign in to change it.');
    }
  }
  if (!phoneNumber) throw identityError('bad_request', 'mfa_phone_number is required: this member has no phone number enrolled.');
  const [other] = await ctx.db
    .select({ memberId: identityMembers.memberId })
    .from(identityMembers)
    .where(
      and(
        eq(identityMembers.organizationId, organization.organizationId),
        eq(identityMembers.mfaPhoneNumber, phoneNumber),
        ne(identityMembers.memberId, member.memberId),
        ne(identityMembers.status, 'deleted'),
      ),
    )
    .limit(1);
  if (other) throw identityError('duplicate_member_phone_number');
  await sendSmsCode(ctx, { member, phoneNumber, source: input.source });
  return { member_id: member.memberId, member: memberWire(member), organization: organizationWire(organization) };
}

/**
 * Checks a texted code against the member's newest live code. Every attempt counts first, in
 * one conditional update capped at the code's maximum, so a concurrent burst of wrong codes
 * cannot exceed it; a right code is used up once. Proving it makes its number the member's
 * verified MFA number.
 */
export async function authenticateSmsOtp(
  ctx: IdentityContext,
  caller: MfaCaller,
  input: { code: string; durationMinutes: number; source: AttemptSource; setMfaEnrollment?: 'enroll' | 'unenroll' | undefined },
) {
  const { member } = caller;
  await beginCodeCheck(ctx, caller, 'sms_otp', input);
  const live = and(
    eq(identitySmsCodes.memberId, member.memberId),
    isNull(identitySmsCodes.consumedAt),
    isNull(identitySmsCodes.supersededAt),
    gt(identitySmsCodes.expiresAt, new Date()),
  );
  const [current] = await ctx.db
    .select({ id: identitySmsCodes.id })
    .from(identitySmsCodes)
    .where(live)
    .orderBy(desc(identitySmsCodes.createdAt))
    .limit(1);
  const [attempt] = current
    ? await ctx.db
        .update(identitySmsCodes)
        .set({ attempts: sql`${identitySmsCodes.attempts} + 1` })
        .where(and(eq(identitySmsCodes.id, current.id), live, lt(identitySmsCodes.attempts, identitySmsCodes.maxAttempts)))
        .returning()
    : [];
  const isRight = attempt && safeEqual(smsCodeHash(ctx, member.memberId, attempt.phoneNumber, input.code), attempt.codeHash);
  const consumed =
    isRight &&
    (
      await ctx.db
        .update(identitySmsCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(identitySmsCodes.id, attempt.id), isNull(identitySmsCodes.consumedAt)))
        .returning({ id: identitySmsCodes.id })
    ).length === 1;
  const proven = await settleCodeCheck(ctx, caller, input.source, consumed ? attempt : null);
  const updated = await updateMember(ctx, member, {
    mfaPhoneNumber: proven.phoneNumber,
    mfaPhoneNumberVerified: true,
    ...enrollmentChanges(member, 'sms_otp', { setMfaEnrollment: input.setMfaEnrollment }),
  });
  return finishSecondFactor(ctx, caller, {
    member: updated,
    durationMinutes: input.durationMinutes,
    factor: {
      type: 'sms_otp',
      delivery_method: 'sms',
      last_authenticated_at: new Date().toISOString(),
      phone_number_factor: { phone_id: proven.id, phone_number: proven.phoneNumber },
    },
  });
}

/** Removes a member's MFA phone number and their live codes (member management). */
export async function deletePhoneOf(ctx: IdentityContext, member: MemberRow): Promise<MemberRow> {
  await ctx.db.delete(identitySmsCodes).where(eq(identitySmsCodes.memberId, member.memberId));
  return updateMember(ctx, member, {
    mfaPhoneNumber: '',
    mfaPhoneNumberVerified: false,
    ...(member.defaultMfaMethod === 'sms_otp' ? { defaultMfaMethod: member.totpRegistrationId ? 'totp' : '' } : {}),
  });
}
