import { envelope, PathId, UserResource, UserResourceInput, UserResourceQuery } from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelopes.js';
import { sessionOnly } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { asTenant } from '../tenancy.js';
import { createResource, deleteResource, listResources, resourceDto } from './service.js';

const tags = ['UserResources'];

/**
 * The acting member's user resources (spec sections 3 and 5). The spec lists no routes for
 * them; these three are ours.
 */
export const resourceRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/UserResources',
      {
        schema: {
          tags,
          summary: "The member's resources, optionally of one type",
          ...sessionOnly('settings', 'read'),
          querystring: UserResourceQuery,
          response: { 200: envelope(z.array(UserResource)) },
        },
      },
      async (request) =>
        ok((await asTenant(services, request, (tenant) => listResources(tenant, request.query))).map(resourceDto)),
    );

    app.post(
      '/api/UserResources',
      {
        schema: {
          tags,
          summary: 'Add a resource',
          ...sessionOnly('settings', 'write'),
          body: UserResourceInput,
          response: { 200: envelope(UserResource) },
        },
      },
      async (request) => ok(resourceDto(await asTenant(services, request, (tenant) => createResource(tenant, request.body)))),
    );

    app.delete(
      '/api/UserResources/:id',
      {
        schema: {
          tags,
          summary: 'Delete a resource (soft)',
          ...sessionOnly('settings', 'write'),
          params: PathId,
          response: { 200: envelope(UserResource) },
        },
      },
      async (request) =>
        ok(resourceDto(await asTenant(services, request, (tenant) => deleteResource(tenant, request.params.id)))),
    );
  };
