import {
  envelope,
  IdentityMember,
  IdentityMemberChanges,
  IdentityMemberInput,
  IdentityMemberListQuery,
  IdentityMemberPage,
  IdentityMemberParams,
} from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditScope } from '../../identity/audit-actor.js';
import { ok } from '../../platform/http/envelopes.js';
import { access } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { sellerOf } from '../auth/seller-auth.js';
import { auditActorOf } from '../tenancy.js';
import { createIdentityMember, deleteIdentityMember, listIdentityMembers, updateIdentityMember } from './service.js';

const tags = ['Identity'];

/**
 * The identity management API for API keys (members:read, members:write): the organization's
 * members, with the identity RBAC of the calling member (docs/integrating.md).
 */
export const identityMemberRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const base = (request: Parameters<typeof sellerOf>[0]) => ({
      identity: services.identity,
      caller: sellerOf(request).caller,
    });
    /** Runs a change with the calling member as its audit log actor (identity/audit-actor.ts). */
    const audited = <T>(request: Parameters<typeof sellerOf>[0], run: () => Promise<T>) => {
      const actor = auditActorOf(request);
      return auditScope(run, { memberId: actor.memberId, impersonator: actor.impersonator, address: actor.address });
    };

    app.get(
      '/api/Identity/Members',
      {
        schema: {
          tags,
          summary: "The organization's members, a page at a time (stytch.member search)",
          ...access('members:read'),
          querystring: IdentityMemberListQuery,
          response: { 200: envelope(IdentityMemberPage) },
        },
      },
      async (request) => ok(await listIdentityMembers({ ...base(request), ...request.query })),
    );

    app.post(
      '/api/Identity/Members',
      {
        schema: {
          tags,
          summary: 'Add an active member (stytch.member create; roles need update.settings.roles)',
          ...access('members:write'),
          body: IdentityMemberInput,
          response: { 200: envelope(IdentityMember) },
        },
      },
      async (request) => ok(await audited(request, () => createIdentityMember({ ...base(request), input: request.body }))),
    );

    app.patch(
      '/api/Identity/Members/:memberId',
      {
        schema: {
          tags,
          summary: "Change a member's name or roles (per-field identity permissions)",
          ...access('members:write'),
          params: IdentityMemberParams,
          body: IdentityMemberChanges,
          response: { 200: envelope(IdentityMember) },
        },
      },
      async (request) =>
        ok(
          await audited(request, () =>
            updateIdentityMember({ ...base(request), memberId: request.params.memberId, changes: request.body }),
          ),
        ),
    );

    app.delete(
      '/api/Identity/Members/:memberId',
      {
        schema: {
          tags,
          summary: 'Remove a member: status deleted, sessions revoked (stytch.member delete)',
          ...access('members:write'),
          params: IdentityMemberParams,
          response: { 200: envelope(IdentityMember) },
        },
      },
      async (request) =>
        ok(await audited(request, () => deleteIdentityMember({ ...base(request), memberId: request.params.memberId }))),
    );
  };
