import {
  MemberDeleteResponse,
  MemberResponse,
  MemberSearchResponse,
  OrganizationDeleteResponse,
} from '@shelfscope/identity-client/wire';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonBounds } from '../../platform/http/bounded-json.js';
import { identityOk } from '../../platform/http/envelopes.js';
import type { IdentityContext } from '../context.js';
import { requireSession } from '../http/identity-http.js';
import { type MemberRow, memberWire, organizationWire } from '../wire.js';
import { deleteOrganization } from './delete-organization.js';
import { startEmailUpdate, unlinkRetiredEmail } from './email-update.js';
import { createMember, deleteMember, deleteMemberPassword, reactivateMember, updateMember } from './manage-members.js';
import { SEARCH_MAX_LIMIT, SearchQuery, searchMembers } from './search-members.js';

const Id = z.string().trim().min(1).max(128);
const Metadata = z
  .record(z.string(), z.unknown())
  .superRefine(jsonBounds('untrusted_metadata', { maxDepth: 5, maxChars: 20_000 }));

/** What self-service may change on one's own membership. */
const SelfChanges = z.object({
  name: z.string().trim().max(256).optional(),
  untrusted_metadata: Metadata.optional(),
  mfa_enrolled: z.boolean().optional(),
  mfa_phone_number: z.string().trim().max(32).optional(),
  default_mfa_method: z.string().max(32).optional(),
});
/** What member management may change (fields beyond the permissions the caller has are refused). */
const MemberChanges = SelfChanges.extend({
  email_address: z.string().max(254).optional(),
  roles: z.array(z.string().max(128)).max(50).optional(),
  // Accepted for the official client's sake; break-glass members do not exist here.
  is_breakglass: z.literal(false).optional(),
  preserve_existing_sessions: z.boolean().optional(),
});
const EmailUpdate = z.object({
  email_address: z.string().max(254),
  login_redirect_url: z.string().max(2048).optional(),
  locale: z.string().max(16).optional(),
  login_template_id: z.string().max(128).optional(),
  delivery_method: z.string().max(32).optional(),
});
const RetiredEmail = z.object({ email_id: z.string().max(128).optional(), email_address: z.string().max(254).optional() });

/**
 * Member management and self-service (direct-path table, "member management" and "self"). Each
 * verb checks the caller's permissions in the project's RBAC policy; routes only parse and reply.
 */
export const memberRoutes =
  (ctx: IdentityContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['identity'];
    const reply = async (request: FastifyRequest, live: Awaited<ReturnType<typeof requireSession>>, member: MemberRow) =>
      identityOk(request, {
        member_id: member.memberId,
        member: memberWire(member),
        organization: organizationWire(live.organization),
      });
    const MemberParams = z.object({ memberId: Id });

    app.post(
      '/sdk/v1/b2b/organizations/members',
      {
        schema: {
          tags,
          summary: 'Create a member (stytch.member create)',
          body: MemberChanges.extend({ email_address: z.string().max(254), create_member_as_pending: z.boolean().optional() }),
          response: { 200: MemberResponse },
        },
      },
      async (request) => {
        const live = await requireSession(ctx, request);
        return reply(request, live, await createMember(ctx, live, request.body));
      },
    );

    app.post(
      '/sdk/v1/b2b/organizations/me/members/search',
      {
        schema: {
          tags,
          summary: "Search the session organization's members (stytch.member search)",
          body: z
            .object({
              query: SearchQuery.optional(),
              cursor: z.string().max(200).optional(),
              limit: z.number().int().min(1).max(SEARCH_MAX_LIMIT).optional(),
            })
            .optional(),
          response: { 200: MemberSearchResponse },
        },
      },
      async (request) => {
        const live = await requireSession(ctx, request);
        const result = await searchMembers(ctx, live, request.body ?? {});
        return identityOk(request, {
          members: result.members.map(memberWire),
          results_metadata: { total: result.total, next_cursor: result.nextCursor },
          organizations: { [live.organization.organizationId]: organizationWire(live.organization) },
        });
      },
    );

    // Self-service paths are static, so they win over the /members/:memberId routes below.
    app.put(
      '/sdk/v1/b2b/organizations/members/update',
      {
        schema: {
          tags,
          summary: 'Update the signed-in member (stytch.self)',
          body: SelfChanges,
          response: { 200: MemberResponse },
        },
      },
      async (request) => {
        const live = await requireSession(ctx, request);
        return reply(request, live, await updateMember(ctx, live, live.member.memberId, request.body));
      },
    );
    app.post(
      '/sdk/v1/b2b/organizations/members/start_email_update',
      {
        schema: {
          tags,
          summary: "Start changing the signed-in member's email",
          body: EmailUpdate,
          response: { 200: MemberResponse },
        },
      },
      async (request) => {
        const live = await requireSession(ctx, request);
        return reply(request, live, await startEmailUpdate(ctx, live, live.member.memberId, request.body));
      },
    );
    app.post(
      '/sdk/v1/b2b/organizations/members/unlink_retired_email',
      {
        schema: {
          tags,
          summary: "Forget one of the signed-in member's retired addresses",
          body: RetiredEmail,
          response: { 200: MemberResponse },
        },
      },
      async (request) => {
        const live = await requireSession(ctx, request);
        return reply(request, live, await unlinkRetiredEmail(ctx, live, live.member.memberId, request.body));
      },
    );
    app.delete(
      '/sdk/v1/b2b/organizations/members/passwords/:memberPasswordId',
      {
        schema: {
          tags,
          summary: "Delete a member's password (update.info.delete.password)",
          params: z.object({ memberPasswordId: Id }),
          response: { 200: MemberResponse },
        },
      },
      async (request) => {
        const live = await requireSession(ctx, request);
        return reply(request, live, await deleteMemberPassword(ctx, live, request.params.memberPasswordId));
      },
    );

    app.put(
      '/sdk/v1/b2b/organizations/members/:memberId',
      {
        schema: {
          tags,
          summary: 'Update a member (per-field stytch.member permissions)',
          params: MemberParams,
          body: MemberChanges,
          response: { 200: MemberResponse },
        },
      },
      async (request) => {
        const live = await requireSession(ctx, request);
        return reply(request, live, await updateMember(ctx, live, request.params.memberId, request.body));
      },
    );
    app.delete(
      '/sdk/v1/b2b/organizations/members/:memberId',
      {
        schema: {
          tags,
          summary: 'Delete (deactivate) a member (stytch.member delete)',
          params: MemberParams,
          response: { 200: MemberDeleteResponse },
        },
      },
      async (request) => {
        const live = await requireSession(ctx, request);
        const member = await deleteMember(ctx, live, request.params.memberId);
        return identityOk(request, { member_id: member.memberId });
      },
    );
    app.put(
      '/sdk/v1/b2b/organizations/members/:memberId/reactivate',
      {
        schema: {
          tags,
          summary: 'Reactivate a deleted member (stytch.member reactivate)',
          params: MemberParams,
          response: { 200: MemberResponse },
        },
      },
      async (request) => {
        const live = await requireSession(ctx, request);
        return reply(request, live, await reactivateMember(ctx, live, request.params.memberId));
      },
    );
    app.post(
      '/sdk/v1/b2b/organizations/members/:memberId/start_email_update',
      {
        schema: {
          tags,
          summary: "Start changing a member's email",
          params: MemberParams,
          body: EmailUpdate,
          response: { 200: MemberResponse },
        },
      },
      async (request) => {
        const live = await requireSession(ctx, request);
        return reply(request, live, await startEmailUpdate(ctx, live, request.params.memberId, request.body));
      },
    );
    app.post(
      '/sdk/v1/b2b/organizations/members/:memberId/unlink_retired_email',
      {
        schema: {
          tags,
          summary: "Forget one of a member's retired addresses",
          params: MemberParams,
          body: RetiredEmail,
          response: { 200: MemberResponse },
        },
      },
      async (request) => {
        const live = await requireSession(ctx, request);
        return reply(request, live, await unlinkRetiredEmail(ctx, live, request.params.memberId, request.body));
      },
    );

    app.delete(
      '/sdk/v1/b2b/organizations/me',
      {
        schema: {
          tags,
          summary: "Delete the session's organization (stytch.organization delete)",
          response: { 200: OrganizationDeleteResponse },
        },
      },
      async (request) => {
        const live = await requireSession(ctx, request);
        await deleteOrganization(ctx, live);
        return identityOk(request, { organization_id: live.organization.organizationId });
      },
    );
  };
