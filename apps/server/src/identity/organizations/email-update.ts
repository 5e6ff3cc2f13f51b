import { and, eq, ne } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { IdentityContext } from '../context.js';
import { normalizeEmail } from '../email-address.js';
import { type EmailSecret, issueEmailSecret } from '../email-secrets.js';
import { lifetimeMinutes, limitEmailSends } from '../email-sends.js';
import { identityError } from '../errors.js';
import { ORGANIZATION_LINK_TYPE } from '../magic-links/send-login-or-signup.js';
import { emailUpdateEmail } from '../mail/templates.js';
import { type Caller, requireMemberPermission } from '../rbac/authorize.js';
import { checkRedirectUrl, tokenLink } from '../redirect-urls.js';
import { identityMembers } from '../schema.js';
import type { MemberRow, OrganizationRow } from '../wire.js';
import { memberOfCallerOrganization, retired } from './manage-members.js';
import { findMember } from './repo.js';

/**
 * start_email_update: emails a one-time link to the new address. The address changes only when
 * that link is redeemed (magic_links/authenticate), which proves the member controls it; until
 * then the old address stays in use.
 */
export async function startEmailUpdate(
  ctx: IdentityContext,
  caller: Caller & { organization: OrganizationRow },
  memberId: string,
  input: { email_address: string; login_redirect_url?: string | undefined },
): Promise<MemberRow> {
  const target = await memberOfCallerOrganization(ctx, caller, memberId);
  requireMemberPermission(ctx, caller, target, 'update.info.email');
  const emailAddress = normalizeEmail(input.email_address);
  if (emailAddress === target.emailAddress) throw identityError('bad_request', 'This is already the member’s email address.');
  const taken = await findMember(ctx.db, target.organizationId, emailAddress);
  if (taken && taken.status !== 'deleted') throw identityError('duplicate_member_email');
  const redirectUrl = checkRedirectUrl(ctx, input.login_redirect_url);
  await limitEmailSends(ctx, emailAddress);
  const { secret, row } = await issueEmailSecret(ctx, {
    kind: 'email_update',
    emailAddress,
    organizationId: target.organizationId,
    memberId: target.memberId,
    redirectUrl,
  });
  await ctx.mailer.send({
    to: emailAddress,
    ...emailUpdateEmail({
      projectName: ctx.project.name,
      organizationName: caller.organization.name,
      url: tokenLink(redirectUrl, ORGANIZATION_LINK_TYPE, secret),
      minutes: lifetimeMinutes(row),
    }),
  });
  return target;
}

/**
 * Applies a redeemed email-update link: the member's address becomes the proven new one and the
 * old one is kept as retired. Refused when the member is gone or the address was taken meanwhile.
 */
export async function applyEmailUpdate(ctx: IdentityContext, secret: EmailSecret): Promise<MemberRow> {
  if (!secret.memberId || !secret.organizationId) throw identityError('unable_to_auth_magic_link');
  const [member] = await ctx.db
    .select()
    .from(identityMembers)
    .where(and(eq(identityMembers.memberId, secret.memberId), ne(identityMembers.status, 'deleted')));
  if (!member) throw identityError('member_not_found');
  if (member.emailAddress === secret.emailAddress) return member;
  const taken = await findMember(ctx.db, secret.organizationId, secret.emailAddress);
  if (taken) throw identityError('duplicate_member_email');
  try {
    const [updated] = await ctx.db
      .update(identityMembers)
      .set({
        emailAddress: secret.emailAddress,
        emailAddressVerified: true,
        retiredEmailAddresses: [...member.retiredEmailAddresses, retired(ctx, member.emailAddress)],
        updatedAt: new Date(),
      })
      .where(eq(identityMembers.memberId, member.memberId))
      .returning();
    return updated ?? member;
  } catch (error) {
    if (isUniqueViolation(error)) throw identityError('duplicate_member_email');
    throw error;
  }
}

/** unlink_retired_email: forgets one retired address (by email_id or address). */
export async function unlinkRetiredEmail(
  ctx: IdentityContext,
  caller: Caller,
  memberId: string,
  input: { email_id?: string | undefined; email_address?: string | undefined },
): Promise<MemberRow> {
  const target = await memberOfCallerOrganization(ctx, caller, memberId);
  requireMemberPermission(ctx, caller, target, 'update.info.email');
  if (!input.email_id && !input.email_address) throw identityError('bad_request', 'Send email_id or email_address.');
  const address = input.email_address ? normalizeEmail(input.email_address) : undefined;
  const keep = target.retiredEmailAddresses.filter(
    (r) => !((input.email_id && r.email_id === input.email_id) || (address && r.email_address === address)),
  );
  if (keep.length === target.retiredEmailAddresses.length) throw identityError('retired_email_not_found');
  const [updated] = await ctx.db
    .update(identityMembers)
    .set({ retiredEmailAddresses: keep, updatedAt: new Date() })
    .where(eq(identityMembers.memberId, target.memberId))
    .returning();
  return updated ?? target;
}
