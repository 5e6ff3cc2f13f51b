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
import { assignCategory, unassignCategory } from '../suppliers/service.js';
import { asTenant } from '../tenancy.js';
import {
  asDuplicateCategory,
  createCategory,
  deleteCategory,
  listCategories,
  renameCategory,
  slimCategories,
} from './service.js';

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
        const { items, totalItems } = await asTenant(services, request, (tenant) => listCategories(tenant, request.query));
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
      async (request) =>
        ok(await asTenant(services, request, (tenant) => createCategory(tenant, request.body)).catch(asDuplicateCategory)),
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
      async (request) => ok(await asTenant(services, request, slimCategories)),
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
        ok(
          await asTenant(services, request, (tenant) => renameCategory(tenant, request.params.id, request.body)).catch(
            asDuplicateCategory,
          ),
        ),
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
      async (request) => ok(await asTenant(services, request, (tenant) => deleteCategory(tenant, request.params.id))),
    );

    for (const [action, run, summary] of [
      ['assign', assignCategory, 'Put a supplier in a category (again is harmless); answers the supplier'],
      ['unassign', unassignCategory, 'Take a supplier out of a category (if in it); answers the supplier'],
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
        async (request) =>
          ok(await asTenant(services, request, (tenant) => run(tenant, request.params.categoryId, request.params.supplierId))),
      );
    }
  };
