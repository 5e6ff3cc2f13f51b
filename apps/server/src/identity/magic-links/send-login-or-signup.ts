import type { IdentityContext } from '../context.js';
import { normalizeEmail } from '../email-address.js';
import { issueEmailSecret } from '../email-secrets.js';
import { lifetimeMinutes, limitEmailSends } from '../email-sends.js';
import { magicLinkLoginEmail, magicLinkSignupEmail } from '../mail/templates.js';
import { getOrganization } from '../organizations/repo.js';
import { checkPkce, checkRedirectUrl, tokenLink } from '../redirect-urls.js';
import { memberWire, organizationWire } from '../wire.js';
import { memberForPlan, planLoginOrSignup } from './login-or-signup-plan.js';

/** The token type the client recognises for organization links (login, signup and invite). */
export const ORGANIZATION_LINK_TYPE = 'multi_tenant_magic_links';

/**
 * Emails a login link to a member, or a signup link to an invited or pending member or a JIT
 * newcomer. Everything that can refuse the request runs before the rate limit counts and before
 * anything is written.
 */
export async function sendLoginOrSignupLink(
  ctx: IdentityContext,
  input: {
    emailAddress: string;
    organizationId: string;
    loginRedirectUrl?: string | undefined;
    signupRedirectUrl?: string | undefined;
    pkceCodeChallenge?: string | undefined;
    loginExpirationMinutes?: number | undefined;
    signupExpirationMinutes?: number | undefined;
    /** The call's `locale`: the email's language (mail/texts.ts). */
    locale?: string | undefined;
  },
) {
  const emailAddress = normalizeEmail(input.emailAddress);
  const organization = await getOrganization(ctx.db, input.organizationId);
  const loginRedirectUrl = checkRedirectUrl(ctx, input.loginRedirectUrl);
  const signupRedirectUrl = checkRedirectUrl(ctx, input.signupRedirectUrl);
  const pkceCodeChallenge = checkPkce(ctx.config.identity.pkceRequired.email_magic_links, input.pkceCodeChallenge);
  const plan = await planLoginOrSignup(ctx, organization, emailAddress);
  await limitEmailSends(ctx, emailAddress);

  const { member, memberCreated } = await memberForPlan(ctx, organization, emailAddress, plan);
  const redirectUrl = plan.isLogin ? loginRedirectUrl : signupRedirectUrl;
  const { secret, row } = await issueEmailSecret(ctx, {
    kind: 'magic_link',
    emailAddress,
    organizationId: organization.organizationId,
    memberId: member.memberId,
    redirectUrl,
    pkceCodeChallenge,
    expirationMinutes: plan.isLogin ? input.loginExpirationMinutes : input.signupExpirationMinutes,
  });
  const content = {
    projectName: ctx.project.name,
    organizationName: organization.name,
    url: tokenLink(redirectUrl, ORGANIZATION_LINK_TYPE, secret),
    minutes: lifetimeMinutes(row),
    locale: input.locale,
  };
  await ctx.mailer.send({ to: emailAddress, ...(plan.isLogin ? magicLinkLoginEmail(content) : magicLinkSignupEmail(content)) });
  return {
    member_id: member.memberId,
    member_created: memberCreated,
    member: memberWire(member),
    organization: organizationWire(organization),
  };
}
