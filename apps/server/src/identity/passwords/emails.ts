import type { IdentityContext } from '../context.js';
import { renderEmail } from '../mail/layout.js';
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

/** Organization names come from admins: no line breaks or control characters in a subject. */
const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();

export async function sendOrganizationResetEmail(
  ctx: IdentityContext,
  input: { to: string; organization: OrganizationRow; link: string; expiresInMinutes: number; isEmailVerified: boolean },
): Promise<void> {
  const organization = oneLine(input.organization.name);
  const expiry = `The link works once and expires in ${input.expiresInMinutes} minutes.`;
  // An address not yet proven gets the verify-email variant: the same link verifies it.
  const content = input.isEmailVerified
    ? renderEmail({
        projectName: ctx.config.identity.projectName,
        subject: `Reset your password for ${organization}`,
        heading: `Reset your password for ${organization}`,
        paragraphs: [
          `Someone asked to reset the password of ${input.to} in ${organization}.`,
          `Choose a new password with the button below. ${expiry}`,
        ],
        action: { label: 'Reset password', url: input.link },
        footnote: 'If you did not ask for this, ignore this email: your password stays as it is.',
      })
    : renderEmail({
        projectName: ctx.config.identity.projectName,
        subject: `Verify your email for ${organization}`,
        heading: 'Verify your email and set a password',
        paragraphs: [
          `Confirm that ${input.to} is your address, then choose a password for ${organization}.`,
          `Use the button below. ${expiry}`,
        ],
        action: { label: 'Verify email and set password', url: input.link },
        footnote: 'If you did not ask for this, ignore this email: nothing changes until the link is used.',
      });
  await ctx.mailer.send({ to: input.to, ...content });
}

export async function sendDiscoveryResetEmail(
  ctx: IdentityContext,
  input: { to: string; link: string; expiresInMinutes: number },
): Promise<void> {
  const projectName = ctx.config.identity.projectName;
  const content = renderEmail({
    projectName,
    subject: `Reset your ${projectName} password`,
    heading: `Reset your ${projectName} password`,
    paragraphs: [
      `Someone asked to reset the password of ${input.to}. The new password applies to every organization you belong to with this address.`,
      `Choose a new password with the button below. The link works once and expires in ${input.expiresInMinutes} minutes.`,
    ],
    action: { label: 'Reset password', url: input.link },
    footnote: 'If you did not ask for this, ignore this email: your password stays as it is.',
  });
  await ctx.mailer.send({ to: input.to, ...content });
}
