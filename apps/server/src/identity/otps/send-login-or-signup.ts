import type { IdentityContext } from '../context.js';
import { normalizeEmail } from '../email-address.js';
import { issueEmailSecret } from '../email-secrets.js';
import { lifetimeMinutes, limitEmailSends } from '../email-sends.js';
import { memberForPlan, planLoginOrSignup } from '../magic-links/login-or-signup-plan.js';
import { otpEmail } from '../mail/templates.js';
import { getOrganization } from '../organizations/repo.js';
import { memberWire, organizationWire } from '../wire.js';

/** Emails a passcode for an organization, under the same membership and JIT rules as links. */
export async function sendLoginOrSignupCode(
  ctx: IdentityContext,
  input: {
    emailAddress: string;
    organizationId: string;
    loginExpirationMinutes?: number | undefined;
    signupExpirationMinutes?: number | undefined;
    /** The call's `locale`: the email's language (mail/texts.ts). */
    locale?: string | undefined;
  },
) {
  const emailAddress = normalizeEmail(input.emailAddress);
  const organization = await getOrganization(ctx.db, input.organizationId);
  const plan = await planLoginOrSignup(ctx, organization, emailAddress);
  await limitEmailSends(ctx, emailAddress);

  const { member, memberCreated } = await memberForPlan(ctx, organization, emailAddress, plan);
  const { secret, row } = await issueEmailSecret(ctx, {
    kind: 'email_otp',
    emailAddress,
    organizationId: organization.organizationId,
    memberId: member.memberId,
    expirationMinutes: plan.isLogin ? input.loginExpirationMinutes : input.signupExpirationMinutes,
  });
  await ctx.mailer.send({
    to: emailAddress,
    ...otpEmail({
      projectName: ctx.project.name,
      purpose: plan.isLogin ? 'login' : 'signup',
      organizationName: organization.name,
      code: secret,
      minutes: lifetimeMinutes(row),
      locale: input.locale,
    }),
  });
  return {
    member_id: member.memberId,
    member_created: memberCreated,
    member: memberWire(member),
    organization: organizationWire(organization),
  };
}
