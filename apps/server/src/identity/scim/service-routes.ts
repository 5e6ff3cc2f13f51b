import { ScimProtocolResponses } from '@shelfscope/identity-client/wire';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../platform/http/errors.js';
import type { IdentityContext } from '../context.js';
import { enforceRateLimit } from '../rate-limit.js';
import { SCHEMA_ENTERPRISE_USER, SCHEMA_GROUP, SCHEMA_USER } from './attributes.js';
import { acceptsToken, projectScimConnection, type ScimConnectionRow, scimBaseUrl } from './connections.js';
import { ScimError, scimError, scimErrorBody } from './errors.js';
import { changeGroup, createGroup, deleteGroup, findGroup, groupResource, listGroups } from './groups.js';
import { applyPatch, MAX_OPERATIONS } from './patch.js';
import { pathUnderBase, recordScimRequest, successOutcome } from './request-log.js';
import { createUser, deleteUser, findUser, listUsers, MAX_RESULTS, replaceUser, userResource } from './users.js';

export const SCIM_CONTENT_TYPE = 'application/scim+json; charset=utf-8';
const SCHEMA_LIST = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
const MAX_FILTER_CHARS = 1000;

const connections = new WeakMap<FastifyRequest, ScimConnectionRow>();
/** The connection a request names, once it exists here (logged even when the token is refused). */
const named = new WeakMap<FastifyRequest, string>();
/** Why a request failed, for the log: the SCIM error's detail. */
const failures = new WeakMap<FastifyRequest, string>();
const connectionOf = (request: FastifyRequest): ScimConnectionRow => {
  const c = connections.get(request);
  if (!c) throw scimError(401, 'Authentication required.');
  return c;
};

/** The answer to any failure: the SCIM error shape (RFC 7644 section 3.12), never the identity envelope. */
function answer(ctx: IdentityContext, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  let status = 500;
  let detail = 'An unexpected error occurred.';
  let scimType: string | undefined;
  if (error instanceof ScimError) {
    status = error.statusCode;
    detail = error.message;
    scimType = error.scimType;
  } else if (error instanceof HttpError) {
    status = error.statusCode;
    detail = error.message;
  } else if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    status = 400;
    detail = 'The request body is not valid JSON.';
    scimType = 'invalidSyntax';
  } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    status = 413;
    detail = 'The request body is too large.';
  } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    status = error.statusCode;
    detail = error.message;
  }
  if (status >= 500) ctx.log.error({ err: error, reqId: request.id }, 'scim: unhandled error');
  if (status === 401) reply.header('www-authenticate', 'Bearer realm="scim"');
  if (status === 429) {
    detail = 'Too many requests: try again after the time in Retry-After.';
    reply.header('retry-after', String((error instanceof HttpError && error.retryAfterSeconds) || 60));
  }
  failures.set(request, detail);
  return reply
    .code(status)
    .header('content-type', SCIM_CONTENT_TYPE)
    .send(scimErrorBody(status, detail, scimType));
}

function send(reply: FastifyReply, status: number, body: unknown) {
  return reply.code(status).header('content-type', SCIM_CONTENT_TYPE).send(body);
}

/** startIndex beyond this counts as this (an empty page either way; the offset stays an int4). */
const MAX_START_INDEX = 2_147_483_647;

/** An integer parameter, clamped to [min, max] (RFC 7644 3.4.2.4 clamps rather than refuses); not an integer: 400. */
function intParam(value: unknown, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !/^[-+]?\d{1,400}$/.test(value))
    throw scimError(400, `${name} must be an integer.`, 'invalidValue');
  return Math.min(max, Math.max(min, Number(value)));
}

/** filter, startIndex (1-based; less than 1 counts as 1) and count (clamped to 0..MAX_RESULTS). */
function listQuery(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  const filter = query.filter;
  if (filter !== undefined && (typeof filter !== 'string' || filter.length > MAX_FILTER_CHARS)) {
    throw scimError(400, `filter must be a string of at most ${MAX_FILTER_CHARS} characters.`, 'invalidFilter');
  }
  const startIndex = intParam(query.startIndex, 'startIndex', 1, 1, MAX_START_INDEX);
  const count = intParam(query.count, 'count', MAX_RESULTS, 0, MAX_RESULTS);
  return { filter: filter || undefined, startIndex, count };
}

const listResponse = (total: number, startIndex: number, resources: unknown[]) => ({
  schemas: [SCHEMA_LIST],
  totalResults: total,
  startIndex,
  itemsPerPage: resources.length,
  Resources: resources,
});

/** 204: deleted, no body (documents the route; an empty reply is never serialized). */
const NoContent = z.null().describe('No body');
const Id = z.object({ connection_id: z.string().max(200), id: z.string().min(1).max(200) });

/**
 * The SCIM 2.0 service of each connection, at PUBLIC_URL/v1/scim/{connection_id} (RFC 7644):
 * bearer-token auth, application/scim+json in and out, SCIM errors. No Basic auth: the IdP calls.
 */
export const scimServiceRoutes = (ctx: IdentityContext) => async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // Only JSON bodies: without Fastify's built-in text/plain parser a text body is refused with
  // 415 (FST_ERR_CTP_INVALID_MEDIA_TYPE) before any route reads it, as RFC 7644 and the docs say.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/scim+json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => answer(ctx, error, request, reply));

  app.addHook('onRequest', async (request) => {
    const { connection_id: connectionId } = request.params as { connection_id?: string };
    // Two budgets of one size: per calling address before the token is checked (what an
    // unauthenticated flood costs), and per connection after it (one IdP's pace, whatever its
    // addresses). An IdP over it gets 429 with Retry-After, which Okta and Entra both honour.
    const perMinute = ctx.config.identity.rateLimits.scimPerMinute;
    await enforceRateLimit(ctx.rateLimits, `scim:ip:${request.ip}`, perMinute, 60);
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{16,512})\s*$/i.exec(header);
    if (!connectionId || !match?.[1]) throw scimError(401, 'A valid bearer token is required.');
    const connection = await projectScimConnection(ctx, connectionId);
    if (!connection) throw scimError(401, 'A valid bearer token is required.');
    named.set(request, connection.connectionId);
    if (!acceptsToken(ctx, connection, match[1])) throw scimError(401, 'A valid bearer token is required.');
    await enforceRateLimit(ctx.rateLimits, `scim:connection:${connection.connectionId}`, perMinute, 60);
    connections.set(request, connection);
  });

  // The connection's live log (request-log.ts), written before the answer leaves: the IdP never
  // sees an answer the log does not have yet. A failure to log never fails the request.
  app.addHook('onSend', async (request, reply, payload) => {
    const connectionId = named.get(request);
    if (!connectionId) return payload;
    const path = pathUnderBase(request.url, connectionId);
    const outcome = failures.get(request) ?? successOutcome(request.method, path);
    await recordScimRequest(ctx, {
      connectionId,
      method: request.method,
      path,
      status: reply.statusCode,
      outcome,
      durationMs: reply.elapsedTime,
    }).catch((error: unknown) => ctx.log.warn({ err: error, reqId: request.id }, 'scim: request not logged'));
    return payload;
  });

  const prefix = '/v1/scim/:connection_id';
  const base = (request: FastifyRequest) => scimBaseUrl(ctx, connectionOf(request).connectionId);
  const tags = ['scim'];

  app.get(
    `${prefix}/ServiceProviderConfig`,
    {
      schema: {
        tags,
        summary: 'SCIM service provider configuration',
        response: { 200: ScimProtocolResponses.serviceProviderConfig },
      },
    },
    async (request, reply) =>
      send(reply, 200, {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
        documentationUri: `${ctx.config.publicUrl}/api/docs`,
        patch: { supported: true },
        bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
        filter: { supported: true, maxResults: MAX_RESULTS },
        changePassword: { supported: false },
        sort: { supported: false },
        etag: { supported: false },
        authenticationSchemes: [
          {
            type: 'oauthbearertoken',
            name: 'OAuth Bearer Token',
            description: 'The bearer token of the SCIM connection (shown once when it is created or rotated).',
            primary: true,
          },
        ],
        meta: { resourceType: 'ServiceProviderConfig', location: `${base(request)}/ServiceProviderConfig` },
      }),
  );

  app.get(
    `${prefix}/ResourceTypes`,
    { schema: { tags, summary: 'SCIM resource types (User, Group)', response: { 200: ScimProtocolResponses.resourceTypes } } },
    async (request, reply) => {
      const types = [
        {
          schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
          id: 'User',
          name: 'User',
          endpoint: '/Users',
          schema: SCHEMA_USER,
          schemaExtensions: [{ schema: SCHEMA_ENTERPRISE_USER, required: false }],
          meta: { resourceType: 'ResourceType', location: `${base(request)}/ResourceTypes/User` },
        },
        {
          schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
          id: 'Group',
          name: 'Group',
          endpoint: '/Groups',
          schema: SCHEMA_GROUP,
          meta: { resourceType: 'ResourceType', location: `${base(request)}/ResourceTypes/Group` },
        },
      ];
      return send(reply, 200, listResponse(types.length, 1, types));
    },
  );

  app.get(
    `${prefix}/Schemas`,
    { schema: { tags, summary: 'SCIM schemas (minimal)', response: { 200: ScimProtocolResponses.schemas } } },
    async (request, reply) => {
      const attribute = (name: string, extra: Record<string, unknown> = {}) => ({
        name,
        type: 'string',
        multiValued: false,
        required: false,
        caseExact: false,
        mutability: 'readWrite',
        returned: 'default',
        uniqueness: 'none',
        ...extra,
      });
      const schemas = [
        {
          id: SCHEMA_USER,
          name: 'User',
          description: 'A member of the organization',
          attributes: [
            attribute('userName', { required: true, uniqueness: 'server' }),
            attribute('name', { type: 'complex' }),
            attribute('displayName'),
            attribute('emails', { type: 'complex', multiValued: true }),
            attribute('active', { type: 'boolean' }),
            attribute('externalId', { caseExact: true }),
          ],
          meta: { resourceType: 'Schema', location: `${base(request)}/Schemas/${SCHEMA_USER}` },
        },
        {
          id: SCHEMA_GROUP,
          name: 'Group',
          description: 'A group; its members get the roles of the connection’s group rules',
          attributes: [
            attribute('displayName', { required: true, uniqueness: 'server' }),
            attribute('members', { type: 'complex', multiValued: true }),
            attribute('externalId', { caseExact: true }),
          ],
          meta: { resourceType: 'Schema', location: `${base(request)}/Schemas/${SCHEMA_GROUP}` },
        },
      ];
      return send(reply, 200, listResponse(schemas.length, 1, schemas));
    },
  );

  // Users
  app.get(
    `${prefix}/Users`,
    {
      schema: {
        tags,
        summary: 'List or filter users (userName eq, emails.value eq, externalId eq)',
        response: { 200: ScimProtocolResponses.users },
      },
    },
    async (request, reply) => {
      const c = connectionOf(request);
      const query = listQuery(request);
      const { total, rows } = await listUsers(ctx, c, query);
      return send(
        reply,
        200,
        listResponse(
          total,
          query.startIndex,
          rows.map((m) => userResource(c, base(request), m)),
        ),
      );
    },
  );
  app.post(
    `${prefix}/Users`,
    { schema: { tags, summary: 'Provision a user: an active member', response: { 201: ScimProtocolResponses.user } } },
    async (request, reply) => {
      const c = connectionOf(request);
      const member = await createUser(ctx, c, request.body);
      const resource = userResource(c, base(request), member);
      reply.header('location', (resource.meta as { location: string }).location);
      return send(reply, 201, resource);
    },
  );
  app.get(
    `${prefix}/Users/:id`,
    { schema: { tags, summary: 'A user', params: Id, response: { 200: ScimProtocolResponses.user } } },
    async (request, reply) => {
      const c = connectionOf(request);
      return send(reply, 200, userResource(c, base(request), await findUser(ctx, c, (request.params as { id: string }).id)));
    },
  );
  app.put(
    `${prefix}/Users/:id`,
    { schema: { tags, summary: 'Replace a user', params: Id, response: { 200: ScimProtocolResponses.user } } },
    async (request, reply) => {
      const c = connectionOf(request);
      const member = await findUser(ctx, c, (request.params as { id: string }).id);
      return send(reply, 200, userResource(c, base(request), await replaceUser(ctx, c, member, request.body)));
    },
  );
  app.patch(
    `${prefix}/Users/:id`,
    {
      schema: {
        tags,
        summary: `Patch a user (at most ${MAX_OPERATIONS} operations)`,
        params: Id,
        response: { 200: ScimProtocolResponses.user },
      },
    },
    async (request, reply) => {
      const c = connectionOf(request);
      const member = await findUser(ctx, c, (request.params as { id: string }).id);
      const resource = userResource(c, base(request), member);
      applyPatch(resource, request.body);
      return send(reply, 200, userResource(c, base(request), await replaceUser(ctx, c, member, resource)));
    },
  );
  app.delete(
    `${prefix}/Users/:id`,
    { schema: { tags, summary: 'Deprovision a user: the member is deactivated', params: Id, response: { 204: NoContent } } },
    async (request, reply) => {
      const c = connectionOf(request);
      await deleteUser(ctx, c, await findUser(ctx, c, (request.params as { id: string }).id));
      return reply.code(204).send();
    },
  );

  // Groups
  const withMembers = (request: FastifyRequest) => {
    const excluded = (request.query as Record<string, unknown>).excludedAttributes;
    return !(
      typeof excluded === 'string' &&
      excluded
        .toLowerCase()
        .split(',')
        .map((s) => s.trim())
        .includes('members')
    );
  };
  app.get(
    `${prefix}/Groups`,
    { schema: { tags, summary: 'List or filter groups (displayName eq)', response: { 200: ScimProtocolResponses.groups } } },
    async (request, reply) => {
      const c = connectionOf(request);
      const query = listQuery(request);
      const { total, rows } = await listGroups(ctx, c, query);
      const members = withMembers(request);
      const resources = [];
      for (const g of rows) resources.push(await groupResource(ctx, base(request), g, { members }));
      return send(reply, 200, listResponse(total, query.startIndex, resources));
    },
  );
  app.post(
    `${prefix}/Groups`,
    { schema: { tags, summary: 'Create a group', response: { 201: ScimProtocolResponses.group } } },
    async (request, reply) => {
      const c = connectionOf(request);
      const resource = await groupResource(ctx, base(request), await createGroup(ctx, c, request.body));
      reply.header('location', (resource.meta as { location: string }).location);
      return send(reply, 201, resource);
    },
  );
  app.get(
    `${prefix}/Groups/:id`,
    { schema: { tags, summary: 'A group', params: Id, response: { 200: ScimProtocolResponses.group } } },
    async (request, reply) => {
      const c = connectionOf(request);
      const group = await findGroup(ctx, c, (request.params as { id: string }).id);
      return send(reply, 200, await groupResource(ctx, base(request), group, { members: withMembers(request) }));
    },
  );
  app.put(
    `${prefix}/Groups/:id`,
    { schema: { tags, summary: 'Replace a group', params: Id, response: { 200: ScimProtocolResponses.group } } },
    async (request, reply) => {
      const c = connectionOf(request);
      const updated = await changeGroup(ctx, c, (request.params as { id: string }).id, async () => request.body);
      return send(reply, 200, await groupResource(ctx, base(request), updated));
    },
  );
  app.patch(
    `${prefix}/Groups/:id`,
    {
      schema: {
        tags,
        summary: 'Patch a group (members add/remove, displayName)',
        params: Id,
        response: { 200: ScimProtocolResponses.group },
      },
    },
    async (request, reply) => {
      const c = connectionOf(request);
      const updated = await changeGroup(ctx, c, (request.params as { id: string }).id, async (group) => {
        const resource = await groupResource(ctx, base(request), group);
        applyPatch(resource, request.body);
        return resource;
      });
      // A body is allowed (RFC 7644 3.5.2): the group as it is now.
      return send(reply, 200, await groupResource(ctx, base(request), updated));
    },
  );
  app.delete(
    `${prefix}/Groups/:id`,
    { schema: { tags, summary: 'Delete a group', params: Id, response: { 204: NoContent } } },
    async (request, reply) => {
      const c = connectionOf(request);
      await deleteGroup(ctx, c, await findGroup(ctx, c, (request.params as { id: string }).id));
      return reply.code(204).send();
    },
  );
};
