import { type PortalLink, PortalResponses } from '@shelfscope/identity-client/wire';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOk } from '../../platform/http/envelopes.js';
import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import { requireSession } from '../http/identity-http.js';
import {
  createLink,
  endPortalSession,
  linkStatus,
  listLinks,
  type PortalLinkRow,
  portalSessionWire,
  redeemLink,
  requirePortalAdmin,
  revokeListedLink,
} from './links.js';

export const PortalSchemas = {
  list: { response: { 200: PortalResponses.list } },
  create: {
    body: z.object({
      label: z.string().trim().max(200).default(''),
      /** How long the link may be opened: 5 minutes to 7 days (default a day). */
      expires_in_minutes: z.number().int().min(5).max(10_080).default(1440),
      /** How long the session it starts lasts: 15 minutes to a day (default 4 hours). */
      session_duration_minutes: z.number().int().min(15).max(1440).default(240),
    }),
    response: { 200: PortalResponses.create },
  },
  revoke: {
    params: z.object({ link_id: z.string().trim().min(1).max(200) }),
    response: { 200: PortalResponses.revoke },
  },
  redeem: {
    body: z.object({ token: z.string().trim().min(1).max(200) }),
    response: { 200: PortalResponses.redeem },
  },
  session: { response: { 200: PortalResponses.session } },
  end: { response: { 200: PortalResponses.end } },
};

type ListedLink = { link: PortalLinkRow; createdByEmail: string; session: { expiresAt: Date; revokedAt: Date | null } | null };

function linkWire({ link, createdByEmail, session }: ListedLink): PortalLink {
  const sessionEnd = session
    ? session.revokedAt && session.revokedAt < session.expiresAt
      ? session.revokedAt
      : session.expiresAt
    : null;
  return {
    link_id: link.linkId,
    organization_id: link.organizationId,
    label: link.label,
    status: linkStatus(link),
    created_by_email: createdByEmail,
    expires_at: link.expiresAt.toISOString(),
    session_duration_minutes: link.sessionMinutes,
    used_at: link.usedAt?.toISOString() ?? null,
    session_expires_at: sessionEnd?.toISOString() ?? null,
    revoked_at: link.revokedAt?.toISOString() ?? null,
    created_at: link.createdAt.toISOString(),
  };
}

const LINKS = '/sdk/v1/b2b/portal/links';
const SESSION = '/sdk/v1/b2b/portal/session';
const tags = ['identity'];

/**
 * IT-admin portal links (docs/identity.md): an organization admin hands an outside IT admin a
 * one-time link; redeeming it starts a session limited to the portal's routes (SSO, SCIM,
 * domains: portal/scope.ts), acting with the admin's permissions.
 */
export const portalRoutes =
  (ctx: IdentityContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      LINKS,
      { schema: { tags, summary: "The organization's IT-admin portal links", ...PortalSchemas.list } },
      async (request) => {
        const live = await requireSession(ctx, request);
        requirePortalAdmin(ctx, live);
        const rows = await listLinks(ctx, live.organization.organizationId);
        return identityOk(request, { links: rows.map(linkWire) });
      },
    );

    app.post(
      LINKS,
      { schema: { tags, summary: 'Create a one-time IT-admin portal link', ...PortalSchemas.create } },
      async (request) => {
        const live = await requireSession(ctx, request);
        const { row, token, url } = await createLink(ctx, {
          ...live,
          label: request.body.label,
          expiresInMinutes: request.body.expires_in_minutes,
          sessionMinutes: request.body.session_duration_minutes,
        });
        return identityOk(request, {
          link: linkWire({ link: row, createdByEmail: live.member.emailAddress, session: null }),
          url,
          token,
        });
      },
    );

    app.post(
      `${LINKS}/:link_id/revoke`,
      { schema: { tags, summary: 'Revoke a portal link (and end the session it started)', ...PortalSchemas.revoke } },
      async (request) => {
        const live = await requireSession(ctx, request);
        return identityOk(request, { link: linkWire(await revokeListedLink(ctx, { ...live, linkId: request.params.link_id })) });
      },
    );

    // Needs only the public token: the IT admin has no session before this.
    app.post(
      '/sdk/v1/b2b/portal/redeem',
      { schema: { tags, summary: 'Start a portal session with a one-time link', ...PortalSchemas.redeem } },
      async (request) => {
        const { session, sessionToken, organization, createdBy } = await redeemLink(ctx, request.body.token);
        return identityOk(request, {
          portal_session_token: sessionToken,
          portal_session: portalSessionWire({ session, member: createdBy, organization }),
        });
      },
    );

    app.get(
      SESSION,
      { schema: { tags, summary: 'The portal session of the caller', ...PortalSchemas.session } },
      async (request) => {
        const live = await requireSession(ctx, request);
        if (live.session.scope !== 'portal') throw identityError('session_not_found', 'This is not a portal session.');
        return identityOk(request, { portal_session: portalSessionWire(live) });
      },
    );

    app.post(`${SESSION}/end`, { schema: { tags, summary: 'End the portal session', ...PortalSchemas.end } }, async (request) => {
      const live = await requireSession(ctx, request);
      if (live.session.scope !== 'portal') throw identityError('session_not_found', 'This is not a portal session.');
      await endPortalSession(ctx, live.session.memberSessionId);
      return identityOk(request, { member_session_id: live.session.memberSessionId });
    });
  };
