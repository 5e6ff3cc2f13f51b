import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import { type AttemptSource, assertMayAttempt, clearFailedAuthentications } from '../lockout.js';
import { identityRecoveryCodes, identityTotps } from '../schema.js';
import { type MemberRow, memberWire, type OrganizationRow, organizationWire } from '../wire.js';
import { countWrongSecondFactor, finishSecondFactor, type MfaCaller } from './caller.js';
import { activeRecoveryCodes, issueRecoveryCodes, spendRecoveryCode } from './recovery-codes.js';

/**
 * Signs in with a backup code instead of the authenticator app: single use, counted towards the
 * member's lockout when wrong. Answers the authenticate response plus the codes left.
 */
export async function recoverWithCode(
  ctx: IdentityContext,
  caller: MfaCaller,
  input: { recoveryCode: string; durationMinutes: number; source: AttemptSource },
) {
  const { member } = caller;
  await assertMayAttempt(ctx, [member.memberId], input.source, 'second');
  if (!(await spendRecoveryCode(ctx, member.memberId, input.recoveryCode))) {
    await countWrongSecondFactor(ctx, caller, input.source);
    throw identityError('recovery_code_not_found');
  }
  await clearFailedAuthentications(ctx, member.memberId, input.source, 'second');
  const result = await finishSecondFactor(ctx, caller, {
    member,
    durationMinutes: input.durationMinutes,
    factor: { type: 'recovery_code', delivery_method: 'recovery_code', last_authenticated_at: new Date().toISOString() },
  });
  return { ...result, recovery_codes_remaining: await remainingCount(ctx, member.memberId) };
}

async function remainingCount(ctx: IdentityContext, memberId: string): Promise<number> {
  const rows = await ctx.db
    .select({ id: identityRecoveryCodes.id })
    .from(identityRecoveryCodes)
    .where(and(eq(identityRecoveryCodes.memberId, memberId), isNull(identityRecoveryCodes.usedAt)));
  return rows.length;
}

const recoveryCodesWire = (member: MemberRow, organization: OrganizationRow, codes: string[]) => ({
  member_id: member.memberId,
  member: memberWire(member),
  organization: organizationWire(organization),
  recovery_codes: codes,
});

/** The signed-in member's unused backup codes (none without an active authenticator app). */
export async function getRecoveryCodes(ctx: IdentityContext, member: MemberRow, organization: OrganizationRow) {
  return recoveryCodesWire(member, organization, await activeRecoveryCodes(ctx, member.memberId));
}

/** Ten new backup codes for the signed-in member's active authenticator app; the old ones stop working. */
export async function rotateRecoveryCodes(ctx: IdentityContext, member: MemberRow, organization: OrganizationRow) {
  const [totp] = await ctx.db
    .select({ totpId: identityTotps.totpId })
    .from(identityTotps)
    .where(and(eq(identityTotps.memberId, member.memberId), isNotNull(identityTotps.verifiedAt)));
  if (!totp) throw identityError('totp_not_found');
  const codes = await ctx.db.transaction((tx) => issueRecoveryCodes(ctx, tx, { memberId: member.memberId, totpId: totp.totpId }));
  return recoveryCodesWire(member, organization, codes);
}
