import { HttpError } from '../../platform/http/errors.js';
import type { IdentityContext } from '../context.js';
import { normalizeEmail } from '../email-address.js';
import { redeemCode } from '../email-secrets.js';
import { type AttemptSource, assertMayAttempt, clearFailedAuthentications, recordFailedAuthentication } from '../lockout.js';
import { takePriorFactors } from '../magic-links/prior-factors.js';
import { warnOfRepeatedFailures } from '../member-failures.js';
import { joinOrganization } from '../organizations/members.js';
import { findMember, getOrganization } from '../organizations/repo.js';
import { completeAuthentication, emailFactor } from '../sessions/complete-authentication.js';

/**
 * Checks an organization passcode. A known member's wrong guesses also count towards their
 * lockout (on top of the code's own attempt cap), so sending code after code cannot buy an
 * attacker unlimited guesses; a locked member is refused before the code is even looked at.
 */
export async function authenticateCode(
  ctx: IdentityContext,
  input: {
    emailAddress: string;
    organizationId: string;
    code: string;
    durationMinutes: number;
    intermediateSessionToken?: string | undefined;
    /** The caller's address: wrong codes count per member and source (lockout.ts). */
    source: AttemptSource;
  },
) {
  const emailAddress = normalizeEmail(input.emailAddress);
  const organization = await getOrganization(ctx.db, input.organizationId);
  const known = await findMember(ctx.db, organization.organizationId, emailAddress);
  const counted = known && known.status !== 'deleted' ? known : null;
  if (counted) await assertMayAttempt(ctx, [counted.memberId], input.source, 'primary');

  let secret: Awaited<ReturnType<typeof redeemCode>>;
  try {
    secret = await redeemCode(ctx, {
      kind: 'email_otp',
      emailAddress,
      organizationId: organization.organizationId,
      code: input.code,
    });
  } catch (error) {
    if (counted && error instanceof HttpError && error.code === 'otp_code_not_found') {
      await recordFailedAuthentication(ctx, counted.memberId, input.source);
      await warnOfRepeatedFailures(ctx, counted.memberId, 'primary');
    }
    throw error;
  }

  const member = await joinOrganization(ctx, { organization, emailAddress, emailVerified: true });
  if (counted) await clearFailedAuthentications(ctx, member.memberId, input.source, 'primary');
  const prior = await takePriorFactors(ctx, input.intermediateSessionToken, member);
  const factors = [...prior, emailFactor('email_otp', emailAddress, secret.id)];
  return completeAuthentication(ctx, { member, organization, factors, durationMinutes: input.durationMinutes });
}
