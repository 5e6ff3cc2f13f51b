import { and, eq, inArray } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { emailDomain, normalizeEmail } from '../email-address.js';
import { issueEmailSecret } from '../email-secrets.js';
import { lifetimeMinutes, limitEmailSends } from '../email-sends.js';
import { identityError } from '../errors.js';
import { inviteEmail } from '../mail/templates.js';
import { addMember } from '../organizations/members.js';
import { findMember, findMemberById } from '../organizations/repo.js';
import { assignableRoles, requirePermission } from '../rbac/authorize.js';
import { checkRedirectUrl, tokenLink } from '../redirect-urls.js';
import { identityMembers } from '../schema.js';
import { MEMBER_ROLE, type MemberRow, memberWire, type OrganizationRow, organizationWire } from '../wire.js';
import { ORGANIZATION_LINK_TYPE } from './send-login-or-signup.js';

export type InviteInput = {
  emailAddress: string;
  name?: string | undefined;
  roles?: string[] | undefined;
  untrustedMetadata?: Record<string, unknown> | undefined;
  redirectUrl?: string | undefined;
  expirationMinutes?: number | undefined;
  /** The call's `locale`: the email's language (mail/texts.ts). */
  locale?: string | undefined;
};

/** Who may invite whom: callers with stytch.member create, within the organization's invite policy. */
function assertMayInvite(ctx: IdentityContext, inviter: MemberRow, organization: OrganizationRow, emailAddress: string): void {
  requirePermission(ctx, { member: inviter }, 'stytch.member', 'create');
  if (organization.emailInvites === 'NOT_ALLOWED') {
    throw identityError('unauthorized_action', 'This organization does not allow email invites.');
  }
  if (organization.emailInvites === 'RESTRICTED' && !organization.emailAllowedDomains.includes(emailDomain(emailAddress))) {
    throw identityError('unauthorized_action', 'This organization only allows invites to its allowed email domains.');
  }
}

/**
 * Invites an address into the inviter's organization: an invited member (updated when already
 * invited or pending) and an email with a link that accepts the invite. An active member cannot
 * be invited again.
 */
export async function inviteMember(
  ctx: IdentityContext,
  { inviter, organization, input }: { inviter: MemberRow; organization: OrganizationRow; input: InviteInput },
) {
  const emailAddress = normalizeEmail(input.emailAddress);
  assertMayInvite(ctx, inviter, organization, emailAddress);
  const knownRoles = assignableRoles(ctx);
  const unknownRole = input.roles?.find((r) => !knownRoles.includes(r));
  if (unknownRole) throw identityError('bad_request', `Unknown role: ${unknownRole}.`);
  const redirectUrl = checkRedirectUrl(ctx, input.redirectUrl);
  const existing = await findMember(ctx.db, organization.organizationId, emailAddress);
  if (existing?.status === 'active') throw identityError('duplicate_member_email');
  // A new member (not one already invited) counts against the organization's plan.
  if (!existing || existing.status === 'deleted') await ctx.admitMember?.(organization.organizationId);
  await limitEmailSends(ctx, emailAddress);

  // stytch_member is implicit for everyone; only explicit grants are stored.
  const roles = input.roles ? [...new Set(input.roles.filter((r) => r !== MEMBER_ROLE))] : undefined;
  const details = { name: input.name, roles, untrustedMetadata: input.untrustedMetadata };
  const member =
    existing && existing.status !== 'deleted'
      ? await reinvite(ctx, existing, details)
      : (await addMember(ctx, { organizationId: organization.organizationId, emailAddress, status: 'invited', ...details }))
          .member;
  // A concurrent login may have made the address a member in between.
  if (member.status === 'active') throw identityError('duplicate_member_email');

  const { secret, row } = await issueEmailSecret(ctx, {
    kind: 'invite',
    emailAddress,
    organizationId: organization.organizationId,
    memberId: member.memberId,
    redirectUrl,
    expirationMinutes: input.expirationMinutes,
  });
  await ctx.mailer.send({
    to: emailAddress,
    ...inviteEmail({
      projectName: ctx.project.name,
      organizationName: organization.name,
      inviter: inviter.name || inviter.emailAddress,
      url: tokenLink(redirectUrl, ORGANIZATION_LINK_TYPE, secret),
      minutes: lifetimeMinutes(row),
      locale: input.locale,
    }),
  });
  return { member_id: member.memberId, member: memberWire(member), organization: organizationWire(organization) };
}

/** An invited or pending member invited (again): the newest details win, the old link is superseded. */
async function reinvite(
  ctx: IdentityContext,
  member: MemberRow,
  details: { name?: string | undefined; roles?: string[] | undefined; untrustedMetadata?: Record<string, unknown> | undefined },
): Promise<MemberRow> {
  const [updated] = await ctx.db
    .update(identityMembers)
    .set({
      status: 'invited',
      ...(details.name !== undefined ? { name: details.name } : {}),
      ...(details.roles !== undefined ? { roles: details.roles } : {}),
      ...(details.untrustedMetadata !== undefined ? { untrustedMetadata: details.untrustedMetadata } : {}),
      updatedAt: new Date(),
    })
    // Only a member still waiting: one who joined meanwhile must not be demoted to invited.
    .where(and(eq(identityMembers.memberId, member.memberId), inArray(identityMembers.status, ['invited', 'pending'])))
    .returning();
  return updated ?? (await findMemberById(ctx.db, member.memberId)) ?? member;
}
