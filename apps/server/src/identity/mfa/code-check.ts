import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import { type AttemptSource, assertMayAttempt, clearFailedAuthentications } from '../lockout.js';
import { assertMfaMethodAllowed, countWrongSecondFactor, type MfaCaller } from './caller.js';
import type { MfaMethod } from './policy.js';

// What checking a texted (sms-otp.ts) or authenticator (totp.ts) code does before and after the
// method's own lookup, in this order.

/**
 * Before the lookup: six digits, a method the organization allows, and a member not locked out
 * (an attempt during the lockout's delay is a 429 that counts nothing).
 */
export async function beginCodeCheck(
  ctx: IdentityContext,
  caller: MfaCaller,
  method: MfaMethod,
  input: { code: string; source: AttemptSource },
): Promise<void> {
  if (!/^\d{6}$/.test(input.code)) throw identityError('invalid_code');
  assertMfaMethodAllowed(caller.organization, method);
  await assertMayAttempt(ctx, [caller.member.memberId], input.source, 'second');
}

/**
 * After it: no proof (a wrong, used or expired code) counts towards the lockouts and answers
 * otp_code_not_found; a proof clears the member's failures from this source and is returned.
 */
export async function settleCodeCheck<Proof>(
  ctx: IdentityContext,
  caller: MfaCaller,
  source: AttemptSource,
  proof: Proof | false | null | undefined,
): Promise<Proof> {
  if (!proof) {
    await countWrongSecondFactor(ctx, caller, source);
    throw identityError('otp_code_not_found');
  }
  await clearFailedAuthentications(ctx, caller.member.memberId, source, 'second');
  return proof;
}
