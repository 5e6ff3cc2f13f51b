import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { newId, randomToken } from '../crypto.js';
import { identityError } from '../errors.js';
import { requirePermission } from '../rbac/authorize.js';
import { identityMembers, identityOrganizations, identitySessions } from '../schema.js';
import { createScopedSession } from '../sessions/session-service.js';
import type { MemberRow, OrganizationRow, SessionRow } from '../wire.js';
import { identityPortalLinks } from './schema.js';
import { PORTAL_LINK_PREFIX, PORTAL_SESSION_PREFIX } from './scope.js';

export type PortalLinkRow = typeof identityPortalLinks.$inferSelect;

/** How many links an organization may have open (not used, revoked or expired) at once. */
export const MAX_ACTIVE_LINKS = 20;
/** Links listed: the newest. */
const LISTED_LINKS = 50;
const LINK_PURPOSE = 'portal-link';

/** The areas a portal session covers (what its routes are: portal/scope.ts). */
export const PORTAL_AREAS = ['sso', 'scim', 'domains'] as const;

type Caller = { member: MemberRow; organization: OrganizationRow };

/**
 * Who may hand out the portal: whoever may do everything it covers (SSO, SCIM, the domains'
 * JIT setting): a link never gives more than its creator has. The portal session's calls are
 * checked again against the creator's roles as they are at each call.
 */
export function requirePortalAdmin(ctx: IdentityContext, caller: Caller): void {
  requirePermission(ctx, caller, 'stytch.sso', 'create');
  requirePermission(ctx, caller, 'stytch.scim', 'create');
  requirePermission(ctx, caller, 'stytch.organization', 'update.settings.email-jit-provisioning');
}

export function linkStatus(row: PortalLinkRow, now = new Date()): 'active' | 'used' | 'expired' | 'revoked' {
  if (row.revokedAt) return 'revoked';
  if (row.usedAt) return 'used';
  return row.expiresAt <= now ? 'expired' : 'active';
}

export async function listLinks(ctx: IdentityContext, organizationId: string) {
  return ctx.db
    .select({ link: identityPortalLinks, createdByEmail: identityMembers.emailAddress, session: identitySessions })
    .from(identityPortalLinks)
    .innerJoin(identityMembers, eq(identityMembers.memberId, identityPortalLinks.createdByMemberId))
    .leftJoin(identitySessions, eq(identitySessions.memberSessionId, identityPortalLinks.memberSessionId))
    .where(eq(identityPortalLinks.organizationId, organizationId))
    .orderBy(desc(identityPortalLinks.createdAt))
    .limit(LISTED_LINKS);
}

/** A new link: its token is answered once (the address to give) and stored only as its HMAC. */
export async function createLink(
  ctx: IdentityContext,
  input: Caller & { label: string; expiresInMinutes: number; sessionMinutes: number },
): Promise<{ row: PortalLinkRow; token: string; url: string }> {
  requirePortalAdmin(ctx, input);
  const now = new Date();
  const [{ n } = { n: 0 }] = await ctx.db
    .select({ n: count() })
    .from(identityPortalLinks)
    .where(
      and(
        eq(identityPortalLinks.organizationId, input.organization.organizationId),
        isNull(identityPortalLinks.usedAt),
        isNull(identityPortalLinks.revokedAt),
        gt(identityPortalLinks.expiresAt, now),
      ),
    );
  if (n >= MAX_ACTIVE_LINKS) throw identityError('portal_link_limit_reached');
  const token = `${PORTAL_LINK_PREFIX}${randomToken()}`;
  const [row] = await ctx.db
    .insert(identityPortalLinks)
    .values({
      linkId: newId('portal-link', ctx.project.environment),
      organizationId: input.organization.organizationId,
      createdByMemberId: input.member.memberId,
      label: input.label,
      tokenHash: ctx.box.hash(LINK_PURPOSE, token),
      expiresAt: new Date(now.getTime() + input.expiresInMinutes * 60_000),
      sessionMinutes: input.sessionMinutes,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('portal link insert returned no row');
  // A fragment, not a query: browsers never send it, so no server log or Referer carries the token.
  return { row, token, url: `${ctx.config.publicUrl.replace(/\/+$/, '')}/portal#link=${encodeURIComponent(token)}` };
}

/** Revokes a link of the organization, and ends the portal session it started, if any. */
export async function revokeLink(ctx: IdentityContext, input: Caller & { linkId: string }): Promise<PortalLinkRow> {
  requirePortalAdmin(ctx, input);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(identityPortalLinks)
      .where(
        and(
          eq(identityPortalLinks.organizationId, input.organization.organizationId),
          eq(identityPortalLinks.linkId, input.linkId),
        ),
      )
      .for('update');
    if (!row) throw identityError('portal_link_not_found');
    if (row.revokedAt) return row;
    const now = new Date();
    if (row.memberSessionId) {
      await tx
        .update(identitySessions)
        .set({ revokedAt: now })
        .where(and(eq(identitySessions.memberSessionId, row.memberSessionId), isNull(identitySessions.revokedAt)));
    }
    const [revoked] = await tx
      .update(identityPortalLinks)
      .set({ revokedAt: now })
      .where(eq(identityPortalLinks.linkId, row.linkId))
      .returning();
    return revoked ?? row;
  });
}

/** Revokes a link (revokeLink) and answers it as the list shows it: its creator and its session's end. */
export async function revokeListedLink(ctx: IdentityContext, input: Caller & { linkId: string }) {
  await revokeLink(ctx, input);
  const listed = (await listLinks(ctx, input.organization.organizationId)).find((r) => r.link.linkId === input.linkId);
  if (!listed) throw identityError('portal_link_not_found');
  return listed;
}

/**
 * Redeems a link: once, before it expires, unless revoked. The portal session acts as the link's
 * creator on the portal's routes only. A link whose creator was since deleted starts nothing.
 */
export async function redeemLink(ctx: IdentityContext, token: string) {
  const now = new Date();
  return ctx.db.transaction(async (tx) => {
    const [link] = await tx
      .update(identityPortalLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(identityPortalLinks.tokenHash, ctx.box.hash(LINK_PURPOSE, token)),
          isNull(identityPortalLinks.usedAt),
          isNull(identityPortalLinks.revokedAt),
          gt(identityPortalLinks.expiresAt, now),
        ),
      )
      .returning();
    if (!link) throw identityError('portal_link_not_found');
    const [owner] = await tx
      .select({ member: identityMembers, organization: identityOrganizations })
      .from(identityMembers)
      .innerJoin(identityOrganizations, eq(identityOrganizations.organizationId, identityMembers.organizationId))
      .where(eq(identityMembers.memberId, link.createdByMemberId));
    if (owner?.member.status !== 'active') throw identityError('portal_link_not_found');
    const { session, sessionToken } = await createScopedSession(
      { ...ctx, db: tx },
      {
        memberId: link.createdByMemberId,
        organizationId: link.organizationId,
        scope: 'portal',
        tokenPrefix: PORTAL_SESSION_PREFIX,
        durationMinutes: link.sessionMinutes,
      },
    );
    await tx
      .update(identityPortalLinks)
      .set({ memberSessionId: session.memberSessionId })
      .where(eq(identityPortalLinks.linkId, link.linkId));
    return { session, sessionToken, organization: owner.organization, createdBy: owner.member };
  });
}

/** What the portal shows of its own session: whose organization, until when, on whose behalf. */
export function portalSessionWire(live: { session: SessionRow; member: MemberRow; organization: OrganizationRow }) {
  return {
    member_session_id: live.session.memberSessionId,
    organization_id: live.organization.organizationId,
    organization_name: live.organization.name,
    created_by_email: live.member.emailAddress,
    expires_at: live.session.expiresAt.toISOString(),
    areas: [...PORTAL_AREAS],
  };
}

/** Ends a portal session (the IT admin's "Sign out"). */
export async function endPortalSession(ctx: IdentityContext, memberSessionId: string): Promise<void> {
  await ctx.db
    .update(identitySessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(identitySessions.memberSessionId, memberSessionId), isNull(identitySessions.revokedAt)));
}
