import {
  Category,
  CategoryAssignParams,
  CategoryInput,
  CategoryListQuery,
  CategorySlim,
  envelope,
  listEnvelope,
  PathId,
  Supplier,
} from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../platform/http/envelopes.js';
import { access } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { tenantDeps } from '../tenancy.js';
import { categoryMembership, categoryPage, categorySlims, newCategory, removeCategory, renamedCategory } from './verbs.js';

const tags = ['Category'];
const one = { 200: envelope(Category) };

/** The company's supplier categories (spec section 7, Category). Names are unique per company. */
export const categoryRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Category',
      {
        schema: {
          tags,
          summary: 'Categories by name, a page at a time, each with its number of suppliers',
          ...access('suppliers:read'),
          querystring: CategoryListQuery,
          response: { 200: listEnvelope(Category) },
        },
      },
      async (request) => {
        const { items, totalItems } = await categoryPage({ deps: tenantDeps(services, request), page: request.query });
        return paged(items, { ...request.query, totalItems });
      },
    );

    app.post(
      '/api/Category',
      {
        schema: {
          tags,
          summary: 'Create a category (409 duplicate_name when the name is taken)',
          ...access('suppliers:write'),
          body: CategoryInput,
          response: one,
        },
      },
      async (request) => ok(await newCategory({ deps: tenantDeps(services, request), input: request.body })),
    );

    app.get(
      '/api/Category/slim',
      {
        schema: {
          tags,
          summary: 'Every category, id and name only',
          ...access('suppliers:read'),
          response: { 200: envelope(z.array(CategorySlim)) },
        },
      },
      async (request) => ok(await categorySlims({ deps: tenantDeps(services, request) })),
    );

    app.put(
      '/api/Category/:id',
      {
        schema: {
          tags,
          summary: 'Rename a category',
          ...access('suppliers:write'),
          params: PathId,
          body: CategoryInput,
          response: one,
        },
      },
      async (request) =>
        ok(await renamedCategory({ deps: tenantDeps(services, request), categoryId: request.params.id, input: request.body })),
    );

    app.delete(
      '/api/Category/:id',
      {
        schema: {
          tags,
          summary: 'Delete a category (soft); its suppliers leave it',
          ...access('suppliers:write', 'delete'),
          params: PathId,
          response: one,
        },
      },
      async (request) => ok(await removeCategory({ deps: tenantDeps(services, request), categoryId: request.params.id })),
    );

    for (const [action, summary] of [
      ['assign', 'Put a supplier in a category (again is harmless); answers the supplier'],
      ['unassign', 'Take a supplier out of a category (if in it); answers the supplier'],
    ] as const) {
      app.put(
        `/api/Category/:categoryId/${action}/:supplierId`,
        {
          schema: {
            tags,
            summary,
            ...access('suppliers:write'),
            params: CategoryAssignParams,
            response: { 200: envelope(Supplier) },
          },
        },
        async (request) => {
          const { categoryId, supplierId } = request.params;
          return ok(await categoryMembership({ deps: tenantDeps(services, request), categoryId, supplierId, action }));
        },
      );
    }
  };
