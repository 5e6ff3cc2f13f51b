import { and, desc, eq, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { IdentityContext } from '../context.js';
import { newId } from '../crypto.js';
import { identityError } from '../errors.js';
import type { AttemptSource } from '../lockout.js';
import { identityTotps } from '../schema.js';
import { type MemberRow, memberWire, organizationWire } from '../wire.js';
import { assertMfaMethodAllowed, enrollmentChanges, finishSecondFactor, type MfaCaller, updateMember } from './caller.js';
import { beginCodeCheck, settleCodeCheck } from './code-check.js';
import { issueRecoveryCodes } from './recovery-codes.js';

/** The QR code library (with its PNG encoder), loaded with the first enrollment (decision 048). */
const qrCode = async () => (await import('qrcode')).default;

/** RFC 6238 as every authenticator app reads it: SHA-1, 30-second steps, 6 digits. */
const PERIOD_SECONDS = 30;
/** Codes of the step before and after the current one are accepted (clock drift). */
const DRIFT_STEPS = 1;

function totpOf(ctx: IdentityContext, member: MemberRow, secret: Secret): TOTP {
  return new TOTP({
    issuer: ctx.project.name,
    label: member.emailAddress,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret,
  });
}

async function verifiedTotp(ctx: IdentityContext, memberId: string) {
  const [row] = await ctx.db
    .select()
    .from(identityTotps)
    .where(and(eq(identityTotps.memberId, memberId), isNotNull(identityTotps.verifiedAt)));
  return row ?? null;
}

/**
 * A new, pending authenticator-app registration: a 160-bit secret (sealed at rest), its
 * otpauth:// QR code as a PNG data URL, and ten backup codes. Pending until its first code is
 * proven; an earlier pending one is replaced. With an active one: active_totp_exists.
 */
export async function createTotp(ctx: IdentityContext, caller: MfaCaller) {
  const { member, organization } = caller;
  assertMfaMethodAllowed(organization, 'totp');
  if (await verifiedTotp(ctx, member.memberId)) throw identityError('active_totp_exists');
  const secret = new Secret({ size: 20 });
  const totp = totpOf(ctx, member, secret);
  const totpId = newId('totp', ctx.project.environment);
  const recoveryCodes = await ctx.db.transaction(async (tx) => {
    await tx.delete(identityTotps).where(and(eq(identityTotps.memberId, member.memberId), isNull(identityTotps.verifiedAt)));
    await tx.insert(identityTotps).values({
      totpId,
      memberId: member.memberId,
      organizationId: organization.organizationId,
      secretSealed: ctx.totpBox.seal(secret.base32),
    });
    return issueRecoveryCodes(ctx, tx, { memberId: member.memberId, totpId });
  });
  return {
    member_id: member.memberId,
    member: memberWire(member),
    organization: organizationWire(organization),
    totp_registration_id: totpId,
    totp_id: totpId,
    secret: secret.base32,
    qr_code: await (await qrCode()).toDataURL(totp.toString(), { errorCorrectionLevel: 'M', margin: 1, width: 200 }),
    recovery_codes: recoveryCodes,
  };
}

/**
 * Checks an authenticator code against the member's registration (the verified one, else the
 * pending one: proving it completes enrolment). A code is accepted once: the step it belongs to
 * must be later than the last step accepted, written in one conditional update, so a replayed
 * code, an older window's code after a newer one, or two concurrent uses of one code all fail.
 * Wrong codes count towards the member's lockout.
 */
export async function authenticateTotp(
  ctx: IdentityContext,
  caller: MfaCaller,
  input: {
    code: string;
    durationMinutes: number;
    source: AttemptSource;
    setMfaEnrollment?: 'enroll' | 'unenroll' | undefined;
    setDefaultMfa?: boolean | undefined;
  },
) {
  const { member } = caller;
  await beginCodeCheck(ctx, caller, 'totp', input);
  const registrations = await ctx.db
    .select()
    .from(identityTotps)
    .where(eq(identityTotps.memberId, member.memberId))
    .orderBy(desc(identityTotps.createdAt));
  const chosen = registrations.find((t) => t.verifiedAt) ?? registrations[0];
  if (!chosen) throw identityError('totp_not_found');

  const totp = totpOf(ctx, member, Secret.fromBase32(ctx.totpBox.open(chosen.secretSealed)));
  const now = Date.now();
  const delta = totp.validate({ token: input.code, timestamp: now, window: DRIFT_STEPS });
  const step = delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  const accepted =
    step !== null &&
    (
      await ctx.db
        .update(identityTotps)
        .set({ lastUsedStep: step, verifiedAt: chosen.verifiedAt ?? new Date() })
        .where(
          and(
            eq(identityTotps.totpId, chosen.totpId),
            or(isNull(identityTotps.lastUsedStep), lt(identityTotps.lastUsedStep, step)),
          ),
        )
        .returning({ totpId: identityTotps.totpId })
    ).length === 1;
  await settleCodeCheck(ctx, caller, input.source, accepted);
  if (!chosen.verifiedAt) {
    // Enrolment done: no other registration of this member stays.
    await ctx.db
      .delete(identityTotps)
      .where(and(eq(identityTotps.memberId, member.memberId), ne(identityTotps.totpId, chosen.totpId)));
  }
  const updated = await updateMember(ctx, member, {
    totpRegistrationId: chosen.totpId,
    ...enrollmentChanges(member, 'totp', input),
  });
  const result = await finishSecondFactor(ctx, caller, {
    member: updated,
    durationMinutes: input.durationMinutes,
    factor: {
      type: 'totp',
      delivery_method: 'authenticator_app',
      last_authenticated_at: new Date().toISOString(),
      authenticator_app_factor: { totp_id: chosen.totpId },
    },
  });
  return { ...result, totp_registration_id: chosen.totpId };
}

/** Removes a member's authenticator app and its backup codes (member management). */
export async function deleteTotpOf(ctx: IdentityContext, member: MemberRow): Promise<MemberRow> {
  await ctx.db.delete(identityTotps).where(eq(identityTotps.memberId, member.memberId));
  return updateMember(ctx, member, {
    totpRegistrationId: '',
    ...(member.defaultMfaMethod === 'totp' ? { defaultMfaMethod: member.mfaPhoneNumberVerified ? 'sms_otp' : '' } : {}),
  });
}
