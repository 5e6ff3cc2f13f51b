import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import { memberOfCallerOrganization } from '../organizations/manage-members.js';
import { requireMemberPermission, requirePermission } from '../rbac/authorize.js';
import { identityMembers } from '../schema.js';
import type { LiveSession } from '../sessions/session-service.js';
import type { MemberRow } from '../wire.js';
import { type ConnectedAppRow, findApp } from './apps.js';
import { identityConnectedApps, identityIdpGrants } from './schema.js';
import { revokeGrant } from './tokens.js';

/**
 * The connected apps an organization's members have granted, as the provider's organization and
 * member endpoints list them (routes.ts parses and replies; these check and read).
 */

/** The organization listing's form of an app (the provider's field names). */
function appListWire(app: ConnectedAppRow) {
  return {
    connected_app_id: app.clientId,
    name: app.clientName,
    description: app.clientDescription,
    client_type: app.clientType,
    logo_url: app.logoUrl,
    created_at: app.createdAt.toISOString(),
    updated_at: app.updatedAt.toISOString(),
  };
}

async function existingApp(ctx: IdentityContext, connectedAppId: string): Promise<ConnectedAppRow> {
  const app = await findApp(ctx, connectedAppId);
  if (!app) throw identityError('connected_app_not_found');
  return app;
}

/** The caller, or the member of the caller's organization it names. */
function targetMember(ctx: IdentityContext, live: LiveSession, memberId: string | null): Promise<MemberRow> {
  return memberId ? memberOfCallerOrganization(ctx, live, memberId) : Promise.resolve(live.member);
}

/** Apps with a live grant from any member of the caller's organization. */
export async function listOrganizationApps(ctx: IdentityContext, options: { live: LiveSession }) {
  const { live } = options;
  requirePermission(ctx, live, 'stytch.organization', 'get-connected-apps');
  const rows = await ctx.db
    .selectDistinct({ app: identityConnectedApps })
    .from(identityIdpGrants)
    .innerJoin(identityConnectedApps, eq(identityConnectedApps.clientId, identityIdpGrants.clientId))
    .where(and(eq(identityIdpGrants.organizationId, live.organization.organizationId), isNull(identityIdpGrants.revokedAt)));
  return { connected_apps: rows.map((r) => appListWire(r.app)) };
}

/** One app and the organization's members (still present) whose grant is live. */
export async function organizationApp(ctx: IdentityContext, options: { live: LiveSession; connectedAppId: string }) {
  const { live } = options;
  requirePermission(ctx, live, 'stytch.organization', 'get-connected-apps');
  const app = await existingApp(ctx, options.connectedAppId);
  const grants = await ctx.db
    .select()
    .from(identityIdpGrants)
    .where(
      and(
        eq(identityIdpGrants.clientId, app.clientId),
        eq(identityIdpGrants.organizationId, live.organization.organizationId),
        isNull(identityIdpGrants.revokedAt),
      ),
    );
  const members = grants.length
    ? await ctx.db
        .select({ memberId: identityMembers.memberId })
        .from(identityMembers)
        .where(
          inArray(
            identityMembers.memberId,
            grants.map((g) => g.memberId),
          ),
        )
    : [];
  const active = new Set(members.map((m) => m.memberId));
  return {
    ...appListWire(app),
    active_members: grants
      .filter((g) => active.has(g.memberId))
      .map((g) => ({ member_id: g.memberId, granted_scopes: g.consentedScopes })),
  };
}

/** The apps a member (the caller when `memberId` is null) has granted, newest grant first. */
export async function memberConnectedApps(ctx: IdentityContext, options: { live: LiveSession; memberId: string | null }) {
  const member = await targetMember(ctx, options.live, options.memberId);
  requireMemberPermission(ctx, options.live, member, 'get-connected-apps');
  const rows = await ctx.db
    .select({ app: identityConnectedApps, grant: identityIdpGrants })
    .from(identityIdpGrants)
    .innerJoin(identityConnectedApps, eq(identityConnectedApps.clientId, identityIdpGrants.clientId))
    .where(and(eq(identityIdpGrants.memberId, member.memberId), isNull(identityIdpGrants.revokedAt)))
    .orderBy(desc(identityIdpGrants.updatedAt));
  return {
    registered_apps: rows.map((r) => ({ ...appListWire(r.app), scopes_granted: r.grant.consentedScopes.join(' ') })),
  };
}

/** Ends a member's grant to an app: its consent and refresh tokens. */
export async function revokeMemberApp(
  ctx: IdentityContext,
  options: { live: LiveSession; memberId: string | null; connectedAppId: string },
) {
  const member = await targetMember(ctx, options.live, options.memberId);
  requireMemberPermission(ctx, options.live, member, 'revoke-connected-app');
  const app = await existingApp(ctx, options.connectedAppId);
  await revokeGrant(ctx, member.memberId, app.clientId);
  return {};
}
