import type { IdentityContext } from '../context.js';
import { discoverOrganizations } from '../discovery/discovered-organizations.js';
import { normalizeEmail } from '../email-address.js';
import { issueEmailSecret, redeemCode } from '../email-secrets.js';
import { lifetimeMinutes, limitEmailSends } from '../email-sends.js';
import { otpEmail } from '../mail/templates.js';
import { emailFactor } from '../sessions/complete-authentication.js';
import { createIntermediateSession } from '../sessions/intermediate.js';

/** Emails a discovery passcode: not bound to any organization. */
export async function sendDiscoveryCode(
  ctx: IdentityContext,
  input: { emailAddress: string; expirationMinutes?: number | undefined; locale?: string | undefined },
): Promise<void> {
  const emailAddress = normalizeEmail(input.emailAddress);
  await limitEmailSends(ctx, emailAddress);
  const { secret, row } = await issueEmailSecret(ctx, {
    kind: 'discovery_email_otp',
    emailAddress,
    expirationMinutes: input.expirationMinutes,
  });
  await ctx.mailer.send({
    to: emailAddress,
    ...otpEmail({
      projectName: ctx.project.name,
      purpose: 'discovery',
      code: secret,
      minutes: lifetimeMinutes(row),
      locale: input.locale,
    }),
  });
}

/** Checks a discovery passcode; returns an IST and the organizations the address can enter. */
export async function authenticateDiscoveryCode(ctx: IdentityContext, input: { emailAddress: string; code: string }) {
  const emailAddress = normalizeEmail(input.emailAddress);
  const secret = await redeemCode(ctx, { kind: 'discovery_email_otp', emailAddress, code: input.code });
  const factors = [emailFactor('email_otp', emailAddress, secret.id)];
  const intermediateSessionToken = await createIntermediateSession(ctx, { emailAddress, factors });
  return {
    intermediate_session_token: intermediateSessionToken,
    email_address: emailAddress,
    discovered_organizations: await discoverOrganizations(ctx, { emailAddress, factors }),
  };
}
