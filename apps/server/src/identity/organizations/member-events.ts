import type { IdentityContext, OrganizationEvent, OrganizationEventType } from '../context.js';
import type { MemberRow, OrganizationRow, SessionRow } from '../wire.js';

/**
 * Tells the organization's webhooks about an identity change (ctx.organizationEvent). The change
 * is already stored: a failure to announce it is logged, never turned into a failure of the change.
 */
export async function announce(ctx: IdentityContext, event: OrganizationEvent): Promise<void> {
  if (!ctx.organizationEvent) return;
  try {
    await ctx.organizationEvent(event);
  } catch (error) {
    ctx.log.error({ err: error, organizationId: event.organizationId, type: event.type }, 'identity webhook event not recorded');
  }
}

/** A member created, updated or deleted: `data` is the member after the change. */
export async function announceMember(
  ctx: IdentityContext,
  type: 'member.created' | 'member.updated' | 'member.deleted',
  member: MemberRow,
): Promise<void> {
  await announce(ctx, {
    type,
    organizationId: member.organizationId,
    data: {
      memberId: member.memberId,
      emailAddress: member.emailAddress,
      name: member.name,
      status: member.status,
      roles: member.roles,
    },
  });
}

/** A session started or revoked: which session, whose, how it was authenticated, until when. */
export async function announceSession(
  ctx: IdentityContext,
  type: 'session.created' | 'session.revoked',
  session: SessionRow,
): Promise<void> {
  await announce(ctx, {
    type,
    organizationId: session.organizationId,
    data: {
      memberSessionId: session.memberSessionId,
      memberId: session.memberId,
      authenticationFactors: (session.authenticationFactors as { type?: string }[]).map((f) => f.type ?? 'unknown'),
      startedAt: session.startedAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      revokedAt: session.revokedAt?.toISOString() ?? null,
    },
  });
}

/** The organization's settings changed: its name and slug after the change, and the fields sent. */
export async function announceOrganization(
  ctx: IdentityContext,
  organization: OrganizationRow,
  changed: string[],
): Promise<void> {
  await announce(ctx, {
    type: 'organization.updated',
    organizationId: organization.organizationId,
    data: {
      organizationId: organization.organizationId,
      organizationName: organization.name,
      organizationSlug: organization.slug,
      changed,
    },
  });
}

/** The fields an SSO or SCIM connection's events share. */
type ConnectionFacts = {
  organizationId: string;
  connectionId: string;
  displayName: string;
  identityProvider: string;
  status: string;
};

/** An SSO or SCIM connection's event: its id, name, provider and status, and the kind's own `extra` fields. */
export async function announceConnection(
  ctx: IdentityContext,
  type: OrganizationEventType,
  c: ConnectionFacts,
  extra: Record<string, unknown>,
): Promise<void> {
  const { organizationId, connectionId, displayName, identityProvider, status } = c;
  await announce(ctx, { type, organizationId, data: { connectionId, displayName, identityProvider, status, ...extra } });
}
