import { envelope, PathId, UserFilter, UserFilterInput, UserFilterQuery, UserFilterUpdate } from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelopes.js';
import { sessionOnly } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { asTenant } from '../tenancy.js';
import {
  asDuplicateName,
  createFilter,
  deleteFilter,
  filterDto,
  findFilterByName,
  listFilters,
  updateFilter,
} from './service.js';

const tags = ['UserFilters'];
const one = { 200: envelope(UserFilter) };

/** The acting member's saved product filters; another member's filters are invisible (404). */
export const filterRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/UserFilters',
      {
        schema: {
          tags,
          summary: "The member's filter named `name` (404 if none), or all of the member's filters",
          ...sessionOnly('settings', 'read'),
          querystring: UserFilterQuery,
          response: { 200: envelope(z.union([UserFilter, z.array(UserFilter)])) },
        },
      },
      async (request) => {
        const { name } = request.query;
        return asTenant(services, request, async (tenant) =>
          name === undefined
            ? ok((await listFilters(tenant)).map(filterDto))
            : ok(filterDto(await findFilterByName(tenant, name))),
        );
      },
    );

    app.post(
      '/api/UserFilters',
      {
        schema: {
          tags,
          summary: 'Save a filter under a new name',
          ...sessionOnly('settings', 'write'),
          body: UserFilterInput,
          response: one,
        },
      },
      async (request) =>
        ok(filterDto(await asTenant(services, request, (tenant) => createFilter(tenant, request.body)).catch(asDuplicateName))),
    );

    app.put(
      '/api/UserFilters/:id',
      {
        schema: {
          tags,
          summary: 'Rename a filter or change its expression',
          ...sessionOnly('settings', 'write'),
          params: PathId,
          body: UserFilterUpdate,
          response: one,
        },
      },
      async (request) =>
        ok(
          filterDto(
            await asTenant(services, request, (tenant) => updateFilter(tenant, request.params.id, request.body)).catch(
              asDuplicateName,
            ),
          ),
        ),
    );

    app.delete(
      '/api/UserFilters/:id',
      {
        schema: { tags, summary: 'Delete a filter (soft)', ...sessionOnly('settings', 'write'), params: PathId, response: one },
      },
      async (request) => ok(filterDto(await asTenant(services, request, (tenant) => deleteFilter(tenant, request.params.id)))),
    );
  };
