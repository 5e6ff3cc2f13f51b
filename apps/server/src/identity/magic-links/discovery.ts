import type { IdentityContext } from '../context.js';
import { discoverOrganizations } from '../discovery/discovered-organizations.js';
import { normalizeEmail } from '../email-address.js';
import { issueEmailSecret, redeemLinkToken } from '../email-secrets.js';
import { lifetimeMinutes, limitEmailSends } from '../email-sends.js';
import { discoveryMagicLinkEmail } from '../mail/templates.js';
import { checkPkce, checkRedirectUrl, tokenLink } from '../redirect-urls.js';
import { emailFactor } from '../sessions/complete-authentication.js';
import { createIntermediateSession } from '../sessions/intermediate.js';

/** The token type the client routes to discovery handling. */
const DISCOVERY_LINK_TYPE = 'discovery';

/** Emails a discovery link: it proves the address, then lists the organizations it can enter. */
export async function sendDiscoveryLink(
  ctx: IdentityContext,
  input: {
    emailAddress: string;
    redirectUrl?: string | undefined;
    pkceCodeChallenge?: string | undefined;
    expirationMinutes?: number | undefined;
    /** The call's `locale`: the email's language (mail/texts.ts). */
    locale?: string | undefined;
  },
): Promise<void> {
  const emailAddress = normalizeEmail(input.emailAddress);
  const redirectUrl = checkRedirectUrl(ctx, input.redirectUrl);
  const pkceCodeChallenge = checkPkce(ctx.config.identity.pkceRequired.email_magic_links, input.pkceCodeChallenge);
  await limitEmailSends(ctx, emailAddress);
  const { secret, row } = await issueEmailSecret(ctx, {
    kind: 'discovery_magic_link',
    emailAddress,
    redirectUrl,
    pkceCodeChallenge,
    expirationMinutes: input.expirationMinutes,
  });
  const url = tokenLink(redirectUrl, DISCOVERY_LINK_TYPE, secret);
  await ctx.mailer.send({
    to: emailAddress,
    ...discoveryMagicLinkEmail({ projectName: ctx.project.name, url, minutes: lifetimeMinutes(row), locale: input.locale }),
  });
}

/** Redeems a discovery link for an IST (not bound to any organization) and the organizations. */
export async function authenticateDiscoveryLink(
  ctx: IdentityContext,
  input: { token: string; pkceCodeVerifier?: string | undefined },
) {
  const secret = await redeemLinkToken(ctx, {
    token: input.token,
    kinds: ['discovery_magic_link'],
    pkceCodeVerifier: input.pkceCodeVerifier,
  });
  const factors = [emailFactor('magic_link', secret.emailAddress, secret.id)];
  const intermediateSessionToken = await createIntermediateSession(ctx, { emailAddress: secret.emailAddress, factors });
  return {
    intermediate_session_token: intermediateSessionToken,
    email_address: secret.emailAddress,
    discovered_organizations: await discoverOrganizations(ctx, { emailAddress: secret.emailAddress, factors }),
  };
}
