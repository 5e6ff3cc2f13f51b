import { ScimResponses } from '@shelfscope/identity-client/wire';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOk } from '../../platform/http/envelopes.js';
import type { IdentityContext } from '../context.js';
import { requireSession } from '../http/identity-http.js';
import { requirePermission } from '../rbac/authorize.js';
import type { Action } from '../rbac/policy.js';
import {
  cancelRotation,
  completeRotation,
  createScimConnection,
  deleteScimConnection,
  groupNames,
  groupPage,
  MAX_ROLE_ASSIGNMENTS,
  organizationScimConnection,
  ownScimConnection,
  scimConnectionWire,
  startRotation,
  updateScimConnection,
} from './connections.js';

const DisplayName = z.string().trim().max(200).optional();
/** okta, microsoft-entra, generic, or any other provider name (kept as given, lowercased). */
const IdentityProvider = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{1,64}$/, 'must be a provider name such as okta, microsoft-entra, generic')
  .optional();
const ConnectionIdValue = z.string().trim().min(1).max(200);
const ConnectionId = z.object({ connection_id: ConnectionIdValue });
const Assignments = z
  .array(z.object({ role_id: z.string().trim().min(1).max(128), group_id: z.string().trim().min(1).max(200) }))
  .max(MAX_ROLE_ASSIGNMENTS);
const GroupsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  cursor: z.string().max(200).optional(),
});

/** The caller's session, with a stytch.scim permission (admins). */
async function scimCaller(ctx: IdentityContext, request: FastifyRequest, action: Action<'stytch.scim'>) {
  const live = await requireSession(ctx, request);
  requirePermission(ctx, live, 'stytch.scim', action);
  return live;
}

/** SCIM connection management (/sdk/v1/b2b/scim...), for the session organization's admins. */
export const scimRoutes =
  (ctx: IdentityContext): FastifyPluginAsyncZod =>
  async (app) => {
    const wire = async (c: Parameters<typeof scimConnectionWire>[1]) =>
      scimConnectionWire(ctx, c, await groupNames(ctx, c.connectionId));

    app.post(
      '/sdk/v1/b2b/scim',
      {
        schema: {
          tags: ['identity'],
          summary:
            'Create the SCIM connection of the session organization (one per organization); the bearer token is shown once',
          body: z.object({ display_name: DisplayName, identity_provider: IdentityProvider }).optional(),
          response: { 200: ScimResponses.create },
        },
      },
      async (request) => {
        const { organization } = await scimCaller(ctx, request, 'create');
        const { connection, token } = await createScimConnection(ctx, organization, {
          displayName: request.body?.display_name,
          identityProvider: request.body?.identity_provider,
        });
        return identityOk(request, { connection: { ...(await wire(connection)), bearer_token: token } });
      },
    );

    app.get(
      '/sdk/v1/b2b/scim',
      {
        schema: {
          tags: ['identity'],
          summary: "The session organization's SCIM connection (admins)",
          response: { 200: ScimResponses.get },
        },
      },
      async (request) => {
        const { organization } = await scimCaller(ctx, request, 'get');
        const connection = await organizationScimConnection(ctx, organization.organizationId);
        return identityOk(request, { connection: connection ? await wire(connection) : null });
      },
    );

    const groups = async (request: FastifyRequest, query: z.infer<typeof GroupsQuery>) => {
      const { organization } = await scimCaller(ctx, request, 'get-groups');
      const connection = await organizationScimConnection(ctx, organization.organizationId);
      if (!connection) return identityOk(request, { scim_groups: [], next_cursor: '' });
      return identityOk(request, await groupPage(ctx, connection, query.limit, query.cursor));
    };
    app.get(
      '/sdk/v1/b2b/scim/groups',
      {
        schema: {
          tags: ['identity'],
          summary: 'Groups the IdP pushed through the SCIM connection, cursor paged (admins)',
          querystring: GroupsQuery,
          response: { 200: ScimResponses.groups },
        },
      },
      async (request) => groups(request, request.query),
    );
    app.post(
      '/sdk/v1/b2b/scim/groups',
      {
        schema: {
          tags: ['identity'],
          summary: 'The same as GET, with limit and cursor in the body (admins)',
          body: GroupsQuery.optional(),
          response: { 200: ScimResponses.groups },
        },
      },
      async (request) => groups(request, request.body ?? GroupsQuery.parse({})),
    );

    app.get(
      '/sdk/v1/b2b/scim/:connection_id',
      {
        schema: {
          tags: ['identity'],
          summary: 'A SCIM connection of the session organization (admins)',
          params: ConnectionId,
          response: { 200: ScimResponses.one },
        },
      },
      async (request) => {
        const { organization } = await scimCaller(ctx, request, 'get');
        const connection = await ownScimConnection(ctx, organization.organizationId, request.params.connection_id);
        return identityOk(request, { connection: await wire(connection) });
      },
    );

    app.put(
      '/sdk/v1/b2b/scim/:connection_id',
      {
        schema: {
          tags: ['identity'],
          summary: 'Update a SCIM connection: name, provider, group-to-role rules (admins)',
          params: ConnectionId,
          body: z.object({
            display_name: DisplayName,
            identity_provider: IdentityProvider,
            scim_group_implicit_role_assignments: Assignments.optional(),
          }),
          response: { 200: ScimResponses.one },
        },
      },
      async (request) => {
        const { organization } = await scimCaller(ctx, request, 'update');
        const current = await ownScimConnection(ctx, organization.organizationId, request.params.connection_id);
        const connection = await updateScimConnection(ctx, current, request.body);
        return identityOk(request, { connection: await wire(connection) });
      },
    );

    app.delete(
      '/sdk/v1/b2b/scim/:connection_id',
      {
        schema: {
          tags: ['identity'],
          summary: 'Delete a SCIM connection (admins)',
          params: ConnectionId,
          response: { 200: ScimResponses.remove },
        },
      },
      async (request) => {
        const { organization } = await scimCaller(ctx, request, 'delete');
        const current = await ownScimConnection(ctx, organization.organizationId, request.params.connection_id);
        await deleteScimConnection(ctx, current);
        return identityOk(request, { connection_id: current.connectionId });
      },
    );

    const RotateBody = z.object({ connection_id: ConnectionIdValue });
    app.post(
      '/sdk/v1/b2b/scim/rotate/start',
      {
        schema: {
          tags: ['identity'],
          summary: 'Start a bearer token rotation: a next token, shown once; both work until complete or cancel (admins)',
          body: RotateBody,
          response: { 200: ScimResponses.rotateStart },
        },
      },
      async (request) => {
        const { organization } = await scimCaller(ctx, request, 'rotate');
        const current = await ownScimConnection(ctx, organization.organizationId, request.body.connection_id);
        const { connection, token } = await startRotation(ctx, current);
        return identityOk(request, { connection: { ...(await wire(connection)), next_bearer_token: token } });
      },
    );
    app.post(
      '/sdk/v1/b2b/scim/rotate/complete',
      {
        schema: {
          tags: ['identity'],
          summary: 'Complete the rotation: the old token stops working (admins)',
          body: RotateBody,
          response: { 200: ScimResponses.one },
        },
      },
      async (request) => {
        const { organization } = await scimCaller(ctx, request, 'rotate');
        const current = await ownScimConnection(ctx, organization.organizationId, request.body.connection_id);
        return identityOk(request, { connection: await wire(await completeRotation(ctx, current)) });
      },
    );
    app.post(
      '/sdk/v1/b2b/scim/rotate/cancel',
      {
        schema: {
          tags: ['identity'],
          summary: 'Cancel the rotation: the next token stops working (admins)',
          body: RotateBody,
          response: { 200: ScimResponses.one },
        },
      },
      async (request) => {
        const { organization } = await scimCaller(ctx, request, 'rotate');
        const current = await ownScimConnection(ctx, organization.organizationId, request.body.connection_id);
        return identityOk(request, { connection: await wire(await cancelRotation(ctx, current)) });
      },
    );
  };
