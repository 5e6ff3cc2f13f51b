import type { IdentityContext } from '../context.js';
import { discoveryResetEmail, organizationResetEmail } from '../mail/templates.js';
import { tokenLink } from '../redirect-urls.js';
import type { OrganizationRow } from '../wire.js';

/**
 * The widget opens its set-new-password screen when the page address carries
 * stytch_redirect_type=reset_password (the client's RedirectURLType.ResetPassword); the
 * token type then tells it which reset call to make.
 */
const RESET_REDIRECT_TYPE = 'reset_password';

/** Token types of reset links, as the widget reads them (spec section 4, "Set new password"). */
export const RESET_TOKEN_TYPES = { organization: 'multi_tenant_passwords', discovery: 'discovery' } as const;

/** The full link of a reset email: redirect URL + stytch_token_type, token and the redirect type. */
export function resetLink(redirectUrl: string, tokenType: string, token: string): string {
  const url = new URL(tokenLink(redirectUrl, tokenType, token));
  url.searchParams.set('stytch_redirect_type', RESET_REDIRECT_TYPE);
  return url.toString();
}

export async function sendOrganizationResetEmail(
  ctx: IdentityContext,
  input: {
    to: string;
    organization: OrganizationRow;
    link: string;
    expiresInMinutes: number;
    isEmailVerified: boolean;
    locale?: string | undefined;
  },
): Promise<void> {
  // An address not yet proven gets the verify-email variant: the same link verifies it.
  const content = organizationResetEmail({
    projectName: ctx.config.identity.projectName,
    organizationName: input.organization.name,
    to: input.to,
    url: input.link,
    minutes: input.expiresInMinutes,
    isEmailVerified: input.isEmailVerified,
    locale: input.locale,
  });
  await ctx.mailer.send({ to: input.to, ...content });
}

export async function sendDiscoveryResetEmail(
  ctx: IdentityContext,
  input: { to: string; link: string; expiresInMinutes: number; locale?: string | undefined },
): Promise<void> {
  const content = discoveryResetEmail({
    projectName: ctx.config.identity.projectName,
    to: input.to,
    url: input.link,
    minutes: input.expiresInMinutes,
    locale: input.locale,
  });
  await ctx.mailer.send({ to: input.to, ...content });
}
